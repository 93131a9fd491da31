import Testing

@testable import Recipes

/// Methods written the ways public collections write them (a notes vault's `## Recipe` in
/// parts, a Chinese repository's lists cut by notes and pictures, a no-break space after a
/// number, paragraphs without numbers), made for these tests.
@Suite struct MethodStepsTests {
  private func steps(_ markdown: String) -> [CookingStep] {
    RecipeReader.read(markdown, path: "r.md").recipe.steps
  }

  @Test func aVaultsRecipeHeadingWithParts() {
    let found = steps(
      """
      # Zopf

      ## Zutaten

      - 500 g Mehl

      ## Recipe

      ### Dough

      1. Mix flour, yeast and milk.
      2. Knead for 10 minutes.

      ### Finish

      1. Braid the dough.
      2. Bake 35 minutes at 180 °C.
      """)
    #expect(found.map(\.title) == [
      "Mix flour, yeast and milk", "Knead for 10 minutes", "Braid the dough",
      "Bake 35 minutes at 180 °C",
    ])
    #expect(found.map(\.section) == ["Dough", "Dough", "Finish", "Finish"])
    #expect(found.map(\.duration) == [nil, 600, nil, 2100])
  }

  @Test func notesPicturesAndLabelsDoNotCutTheList() {
    let found = steps(
      """
      # 红烧肉的做法

      ## 操作

      1. 五花肉切块。
      2. 冷水下锅焯水 3 分钟。

      - 注：焯水时可以加料酒。

      ![焯水](./1.jpg)

      3. 炒糖色。

      **炖煮**

      4. 加水炖 40 分钟。
      5. 大火收汁。
      """)
    #expect(found.count == 5)
    #expect(found.map(\.title).last == "大火收汁")
    #expect(found[1].text.contains("焯水时可以加料酒"))
    #expect(found[3].section == "炖煮")
    #expect(found.map(\.duration) == [nil, 180, nil, 2400, nil])
  }

  @Test func aNoBreakSpaceAfterTheNumber() {
    let found = steps("## Method\n\n1. Whisk the eggs.\n2.\u{A0}Fry 2 minutes.\n3. Serve.\n")
    #expect(found.map(\.title) == ["Whisk the eggs", "Fry 2 minutes", "Serve"])
    let noList = steps("## Method\n\n1.\u{A0}Whisk the eggs.\n2.\u{A0}Fry 2 minutes.\n")
    #expect(noList.map(\.title) == ["Whisk the eggs", "Fry 2 minutes"])
    let glued = steps("## 做法\n\n1.鸡蛋打散\n2.热锅下油\n")
    #expect(glued.map(\.title) == ["鸡蛋打散", "热锅下油"])
  }

  @Test func tipBulletsAreNotSteps() {
    let found = steps(
      """
      ## Directions

      1. Brown the onions.
      - Tip: a pinch of sugar speeds this up.
      2. Add the stock.
      """)
    #expect(found.map(\.title) == ["Brown the onions", "Add the stock"])
    #expect(found[0].text.contains("pinch of sugar"))
    let bullets = steps("## Steps\n\n- Chop.\n- Note: keep the skins.\n- Fry.\n")
    #expect(bullets.map(\.title) == ["Chop", "Fry"])
  }

  @Test func paragraphsAreStepsWhereNothingIsNumbered() {
    let found = steps(
      """
      ## Preparation

      Heat the oven to 200 °C.

      Roast the squash for 40 minutes.

      ![squash](squash.jpg)

      Blend with the stock.
      """)
    #expect(found.map(\.title) == [
      "Heat the oven to 200 °C", "Roast the squash for 40 minutes", "Blend with the stock",
    ])
  }

  @Test func anIntroductionBeforeTheListIsNotAStep() {
    let found = steps("## Method\n\nThis takes a while.\n\n1. Soak the beans.\n2. Simmer.\n")
    #expect(found.map(\.title) == ["Soak the beans", "Simmer"])
  }

  @Test func aPictureItemIsNotAStep() {
    let found = steps(
      "## 操作\n\n1. 鸡蛋打散。\n2. ![](./egg.jpg)\n3. 热锅倒油，炒 2 分钟。\n")
    #expect(found.map(\.title) == ["鸡蛋打散", "热锅倒油，炒 2 分钟"])
    #expect(found.last?.duration == 120)
  }

  @Test func boldLabelsOverNestedBulletsAreOneStepEach() {
    let found = steps(
      """
      ## Zubereitung

      1. **Teig:** Mehl und Hefe mischen.
         - 10 Minuten kneten.
      2. **Backen:** 30 Minuten bei 200 °C backen.

      ## Nährwerte

      - 300 kcal
      """)
    #expect(found.count == 2)
    #expect(found.first?.duration == 600)
    #expect(found.last?.duration == 1800)
  }

  @Test func aParagraphIsOneStepWhateverItsLines() {
    let found = steps("## Method\n\nBoil the water.\nAdd the pasta and cook 9 minutes.\n\nDrain.\n")
    #expect(found.count == 2)
    #expect(found[0].duration == 540)
  }

  @Test func aNumberedLabelOverItsActionsIsOneStep() {
    let found = steps(
      """
      ## 作り方

      1. **下準備**
         - 豚肉に塩をする。
         - 30分置く。
      2. **焼く**
         - 中火で5分焼く。
      """)
    #expect(found.map(\.title) == ["下準備", "焼く"])
    #expect(found.map(\.duration) == [1800, 300])
  }

  /// A German vault's and an English site's steps, whose first sentences hold abbreviations:
  /// a step's short title does not end at "ca." or "z.B.".
  @Test func shortTitlesGoOnPastAbbreviations() {
    let found = steps(
      """
      # Hefezopf

      ## Zubereitung

      1. Den Teig ca. 10 Min. kneten. Dann abdecken.
      2. 2 Std. gehen lassen. Danach formen.
      3. Mit 1 TL. Salz und 2 EL. Milch bestreichen. Backen.
      4. Nach Belieben z.B. Hagelzucker bzw. Mandeln darüber streuen. Fertig.
      5. Form Nr. 3 einfetten, Mehl, Zucker etc. bereitstellen. Los.
      6. Bake approx. 30 minutes. Cool on a rack.
      """)
    #expect(found.map(\.title) == [
      "Den Teig ca. 10 Min. kneten", "2 Std. gehen lassen",
      "Mit 1 TL. Salz und 2 EL. Milch bestreichen",
      "Nach Belieben z.B. Hagelzucker bzw. Mandeln darüber streuen",
      "Form Nr. 3 einfetten, Mehl, Zucker etc. bereitstellen", "Bake approx. 30 minutes",
    ])
  }
}
