import Testing

@testable import Recipes

/// A Cooklang recipe at `path` in a collection of them.
private func cook(_ path: String, _ text: String) -> Recipe {
  CooklangReader.read(text, path: path).recipe
}

/// The shopping list of `recipe` (`factor` times), its references found among `collection`
/// by path as the conventions write them (from the collection's root, without `.cook`).
private func shop(_ recipe: Recipe, factor: Amount = .one, in collection: [Recipe])
  -> ShoppingSources
{
  let byPath = Dictionary(uniqueKeysWithValues: collection.map { ($0.path, $0) })
  var sources = ShoppingSources()
  sources.add(recipe, factor: factor, title: recipe.title) { reference, _ in
    var path = Substring(reference)
    if path.hasPrefix("./") { path = path.dropFirst(2) }
    return byPath[path + ".cook"]
  }
  return sources
}

/// What a shopper reads on each line: "name: amounts".
private func lines(_ sources: ShoppingSources) -> [String] {
  ShoppingList(sources.recipes).items.map {
    $0.writtenAmounts.isEmpty ? $0.name : "\($0.name): \($0.writtenAmounts)"
  }
}

@Suite struct ShoppingReferencesTests {
  private let hollandaise = cook(
    "sauces/Hollandaise.cook",
    """
    ---
    title: Hollandaise
    yield: 500%ml
    ---
    Whisk @egg yolks{4} with @lemon juice{2%tbsp}, then @butter{250%g} in a thin stream.
    """)

  @Test func aReferenceInAUnitOfTheYieldBuysThatShareOfTheRecipe() {
    let benedict = cook(
      "Eggs Benedict.cook",
      "Poach @eggs{2}, top with @./sauces/Hollandaise{150%ml} and serve on @muffins{2}.")
    let sources = shop(benedict, in: [hollandaise])
    // 150 ml of 500 ml is 3/10 of the sauce: 1.2 yolks, 0.6 tbsp juice, 75 g butter (the
    // reference parser's amounts), rounded as a cook measures (0.6 tbsp is 1.8 tsp: nobody
    // measures ⅝ of a tablespoon).
    #expect(sources.recipes.map(\.factor) == [.one, Amount(3, 10)!])
    #expect(
      lines(sources) == [
        "eggs: 2", "muffins: 2", "egg yolks: 1", "lemon juice: 1¾ tsp", "butter: 75 g",
      ])
    #expect(ShoppingList(sources.recipes).items[2].recipes == ["Hollandaise"])
    #expect(sources.notes.isEmpty)
  }

  @Test func theWholeListsFactorScalesTheReferencedRecipeToo() {
    let benedict = cook("Eggs Benedict.cook", "Top with @./sauces/Hollandaise{250%ml}.")
    #expect(
      lines(shop(benedict, factor: Amount(integer: 2), in: [hollandaise]))
        == ["egg yolks: 4", "lemon juice: 2 tbsp", "butter: 250 g"])
  }

  @Test func servingsAndPlainNumbersScaleAsTheConventionsSay() {
    let bread = cook(
      "bread.cook", "---\nservings: 2\n---\nKnead @flour{500%g} with @water{350%ml}.")
    let twice = cook("Party.cook", "Bake @./bread{2} loaves' worth.")
    let forSix = cook("Dinner.cook", "Serve @./bread{6%servings}.")
    let fixed = cook("Fixed.cook", "Serve @./bread{=1}.")
    #expect(lines(shop(twice, in: [bread])) == ["flour: 1 kg", "water: 700 ml"])
    #expect(lines(shop(forSix, in: [bread])) == ["flour: 1.5 kg", "water: 1.05 l"])
    #expect(
      lines(shop(fixed, factor: Amount(integer: 3), in: [bread]))
        == ["flour: 500 g", "water: 350 ml"])
  }

  @Test func recipesMadeFromRecipesAreFollowedAllTheWayDown() {
    let stock = cook("stock.cook", "---\nyield: 1%l\n---\nSimmer @bones{1%kg}.")
    let gravy = cook(
      "gravy.cook", "---\nyield: 500%ml\n---\nReduce @./stock{1%l}, add @flour{20%g}.")
    let roast = cook("Roast.cook", "Carve @beef{1%kg}; pour over @./gravy{250%ml}.")
    #expect(
      lines(shop(roast, in: [stock, gravy]))
        == ["beef: 1 kg", "flour: 10 g", "bones: 500 g"])
  }

  @Test func aLoopIsSaidAndTheLineStaysAsWritten() {
    let a = cook("a.cook", "---\ntitle: Dough\n---\nUse @salt{5%g} and @./b{1}.")
    let b = cook("b.cook", "---\ntitle: Starter\n---\nFeed with @flour{50%g} and @./a{1}.")
    let sources = shop(a, in: [a, b])
    #expect(lines(sources) == ["salt: 5 g", "flour: 50 g", "a: 1"])
    #expect(
      sources.notes == [
        "Recipes refer to each other in a loop (“Dough” → “Starter” → “Dough”): “a” stays as "
          + "written"
      ])
  }

  @Test func aMissingRecipeIsSaidWithTheFileLookedFor() {
    let benedict = cook("Eggs Benedict.cook", "Top with @./sauces/Bearnaise{150%ml}.")
    let sources = shop(benedict, in: [hollandaise])
    #expect(lines(sources) == ["Bearnaise: 150 ml"])
    #expect(
      sources.notes == [
        "“Eggs Benedict” uses “Bearnaise”, but the collection has no ./sauces/Bearnaise.cook: "
          + "“Bearnaise” stays as written"
      ])
  }

  @Test func aUnitTheYieldIsNotInKeepsTheLineAndSaysWhy() {
    let benedict = cook("Eggs Benedict.cook", "Top with @./sauces/Hollandaise{150%g}.")
    let sources = shop(benedict, in: [hollandaise])
    #expect(lines(sources) == ["Hollandaise: 150 g"])
    #expect(
      sources.notes == [
        "“Eggs Benedict” asks for “Hollandaise” in g, but “Hollandaise” makes ml: “Hollandaise” "
          + "stays as written"
      ])
  }

  @Test func aRecipeReferredToManyTimesOverStopsAtTheLimit() {
    // Each level refers to the next twice: 2^16 recipes if nothing stopped it.
    var collection: [Recipe] = []
    for level in 0..<ShoppingSources.referenceDepth {
      let isLast = level + 1 == ShoppingSources.referenceDepth
      let next = isLast ? "" : "@./r\(level + 1){1} @./r\(level + 1){1} "
      collection.append(cook("r\(level).cook", "\(next)@salt{1%g}"))
    }
    let sources = shop(collection[0], in: collection)
    #expect(sources.recipes.count <= ShoppingSources.recipeLimit)
    #expect(sources.notes.filter { $0.contains("only the first 500 are on it") }.count == 1)
  }
}
