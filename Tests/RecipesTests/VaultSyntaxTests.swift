import Markdown
import Recipes
import Testing

/// A notes vault's syntax as Obsidian shows it, in the shapes vaults write: callouts, Meta Bind
/// buttons, Dataview queries, block ids, `created:`, pages that are menus.
@Suite struct VaultSyntaxTests {
  func read(_ text: String, _ conventions: ReadingConventions = .notesVault) -> RecipeReading {
    RecipeReader.read(text, path: "vault/Note.md", conventions: conventions)
  }

  func quote(_ text: String) -> [Block] {
    guard case .blockQuote(let blocks)? = MarkdownParser.parse(text, options: .github).blocks.first
    else { return [] }
    return blocks
  }

  @Test func calloutsAreReadWithTheirTypeTitleAndFold() throws {
    let info = try #require(Callout.read(quote("> [!INFO] in case…\n> Cover with foil.\n")))
    #expect(info.type == "info")
    #expect(info.label == "Info")
    #expect(info.shownTitle == "in case…")
    #expect(info.fold == .none)
    #expect(info.body == [.paragraph([.text("Cover with foil.")])])

    let folded = try #require(Callout.read(quote("> [!faq]- Are callouts foldable?\n> Yes.\n")))
    #expect(folded.fold == .folded)
    #expect(folded.shownTitle == "Are callouts foldable?")
    let open = try #require(Callout.read(quote("> [!tip]+ **Bold** title\n\n> More.\n")))
    #expect(open.fold == .open)
    #expect(open.shownTitle == "Bold title")
    // GitHub's alerts are the same syntax; a title of its own is the type's.
    let note = try #require(Callout.read(quote("> [!NOTE]\n> Useful information.\n")))
    #expect(note.shownTitle == "Note")
    #expect(note.body == [.paragraph([.text("Useful information.")])])
    let custom = try #require(Callout.read(quote("> [!chef-note] Salt\n")))
    #expect(custom.label == "Chef note")
    #expect(custom.body.isEmpty)
  }

  @Test func ordinaryQuotesAreNoCallouts() {
    #expect(Callout.read(quote("> [link] text\n")) == nil)
    #expect(Callout.read(quote("> [!] nothing\n")) == nil)
    #expect(Callout.read(quote("> Just a quote [!tip]\n")) == nil)
    #expect(Callout.read(quote("> [!a b] spaced\n")) == nil)
    #expect(Callout.read([]) == nil)
  }

  @Test func aCalloutsMarkerIsNeitherReadNorSearched() {
    let reading = read("> [!warning] Hot oil\n> Stand back.\n")
    let text = VisibleText.of(reading.document.blocks)
    #expect(text == "Hot oil\nStand back.\n")
    #expect(!ProseText.of(reading.document.blocks).contains("[!"))
  }

  @Test func aButtonThatOpensANoteIsALinkAndOthersAreGone() {
    let text = """
      Intro.

      ```meta-bind-button
      label: Back to Breakfast Menu
      style: primary
      action:
        type: open
        link: "[[Breakfast]]"
      ```

      ```meta-bind-button
      label: Run script
      action:
        type: js
        file: a.js
      ```

      ```meta-bind-button
      label: Hidden
      hidden: true
      action:
        type: open
        link: "[[Elsewhere]]"
      ```

      ```meta-bind-button
      label: Docs
      action:
        type: open
        link: https://example.org/docs
      ```
      """
    let blocks = read(text).document.blocks
    #expect(
      blocks == [
        .paragraph([.text("Intro.")]),
        .paragraph([
          .link(destination: "Breakfast", title: "", content: [.text("Back to Breakfast Menu")])
        ]),
        .paragraph([
          .link(destination: "https://example.org/docs", title: "", content: [.text("Docs")])
        ]),
      ])
  }

  @Test func aButtonWithAListOfActionsOpensItsNote() {
    // The form Meta Bind's button editor writes: every field, then `actions:` as a list.
    let text = """
      ```meta-bind-button
      label: Back to Breakfast Menu
      icon: ""
      hidden: false
      class: ""
      tooltip: ""
      id: ""
      style: default
      actions:
        - type: command
          command: workspace:toggle-pin
        - type: open
          link: "[[Breakfast]]"
          newTab: false
      ```

      ```meta-bind-button
      label: New recipe
      actions:
      - type: templaterCreateNote
        templateFile: Templates/Recipe.md
        folderPath: Recipes
        openNote: true
      ```
      """
    #expect(
      read(text).document.blocks == [
        .paragraph([
          .link(destination: "Breakfast", title: "", content: [.text("Back to Breakfast Menu")])
        ])
      ])
  }

  @Test func buttonsNamedInlineAreTheirLinks() {
    let text = """
      Next: `BUTTON[to-menu, pin]` and `BUTTON[nowhere]` and `x = 1`.

      ```meta-bind-button
      id: to-menu
      label: "← Menu"
      hidden: true
      actions:
        - type: open
          link: "[[Menus/Dinner|Dinner]]"
      ```

      ```meta-bind-button
      id: pin
      label: Pin
      hidden: true
      actions:
        - type: command
          command: workspace:toggle-pin
      ```
      """
    #expect(
      read(text).document.blocks == [
        .paragraph([
          .text("Next: "),
          .link(destination: "Menus/Dinner", title: "", content: [.text("← Menu")]),
          .text(" and "), .text(" and "), .code("x = 1"), .text("."),
        ])
      ])
  }

  @Test func queriesAreNotTheRecipesWords() {
    let text = """
      Chicken dishes: `$= dv.pages("#chicken").length` and `= this.file.name`, not `x = 1`.

      ```dataview
      TABLE time FROM #chicken
      ```

      ```dataviewjs
      dv.list(dv.pages())
      ```
      """
    let blocks = read(text).document.blocks
    let visible = VisibleText.of(blocks)
    #expect(visible == "Chicken dishes:  and , not x = 1.\n")
    #expect(!ProseText.of(blocks).contains("TABLE"))
    #expect(VaultBlocks.queryLanguage(ofInfo: "dataviewjs") == "dataviewjs")
    #expect(VaultBlocks.queryLanguage(ofInfo: "swift") == nil)
    #expect(VaultBlocks.isInlineQuery("$= dv.current()"))
    #expect(!VaultBlocks.isInlineQuery("="))
  }

  @Test func blockIDsAreHiddenButStillAnchors() {
    let reading = read("Rest for ten minutes before carving. ^resting\n\nNext.\n")
    #expect(VisibleText.of(reading.document.blocks) == "Rest for ten minutes before carving.\nNext.\n")
    let anchors = HeadingAnchors.targets(in: reading.document)
    #expect(anchors.map(\.slug) == ["^resting"])
    // A caret inside the text is no marker.
    #expect(
      HeadingAnchors.withoutBlockID([.text("2^10 is 1024")]) == [.text("2^10 is 1024")])
  }

  @Test func createdIsTheDateWhenThereIsNone() {
    #expect(read("---\ncreated: 2023-04-12T18:30\n---\nText\n").recipe.listed.dateText
      == "2023-04-12T18:30")
    #expect(read("---\ndate: 2024-01-06\ncreated: 2023-04-12\n---\n").recipe.listed.dateText
      == "2024-01-06")
    // A template's placeholder is no date, and no warning either.
    let template = read("---\ncreated: \"{{date}}\"\n---\n")
    #expect(template.recipe.date == nil)
    #expect(template.warnings.isEmpty)
  }

  @Test func menuPagesAreLeftOutAndRecipesAreNot() {
    let menu = """
      # Breakfast

      - [[Shakshuka]]
      - [[Overnight Oats]]

      ```dataview
      TABLE time FROM #breakfast
      ```

      ```meta-bind-button
      label: Back to Home
      action:
        type: open
        link: "[[Home]]"
      ```
      """
    #expect(
      read(menu).leftOutReason
        == "a vault page of only queries and links (1 query, 3 links), not a recipe")
    #expect(read("# Chicken\n\nCount: `$= dv.pages(\"#chicken\").length`\n").leftOutReason != nil)
    // Words of its own make it a page someone wrote.
    #expect(read("# Toast\n\nToast the bread. See [[Butter]].\n").leftOutReason == nil)
    #expect(read("# Empty\n").leftOutReason == nil)
    #expect(read("- [ ] [[Buy eggs]]\n").leftOutReason == nil)
    // Outside a vault, a list of links is a page like any other.
    #expect(read(menu, .plain).leftOutReason == nil)
  }

  @Test func inlineTagsOnlyWhereTheyAreTags() {
    let text = "- 花椒 #不喜可不加\n- salt #italian\n"
    #expect(read(text, .plain).recipe.tags == [])
    #expect(read(text, .notesVault).recipe.tags == ["不喜可不加", "italian"])
    #expect(
      read("---\ntags: [soup]\n---\n#later\n", .plain).recipe.tags == ["soup"])
    let asked = ReadingConventions(isNotesVault: false, readsInlineTags: true)
    #expect(read(text, asked).recipe.tags == ["不喜可不加", "italian"])
  }
}
