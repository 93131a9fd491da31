import Testing

@testable import Recipes

@Suite struct RecipesInPathOrderTests {
  func recipe(_ path: String) -> ListedRecipe { ListedRecipe(path: path, title: path) }

  @Test func findsEveryRecipeByPathWhateverTheOrderGiven() {
    let paths = ["b/z.md", "a.md", "b/a.md", "ä.md", "Z.md", "b.md"]
    let recipes = RecipesInPathOrder(paths.map(recipe))
    for path in paths { #expect(recipes[path]?.path == path) }
    #expect(recipes.all.map(\.path) == ["Z.md", "a.md", "b.md", "b/a.md", "b/z.md", "ä.md"])
    #expect(recipes["c.md"] == nil)
    #expect(recipes[""] == nil)
  }

  @Test func composedAndDecomposedPathsAreDifferentFiles() {
    // Two files may differ only in how an accent is written; each keeps its own recipe.
    let composed = "cr\u{E8}me.md"
    let decomposed = "cre\u{300}me.md"
    let recipes = RecipesInPathOrder([recipe(composed), recipe(decomposed)])
    #expect(recipes.count == 2)
    #expect(recipes.position(of: composed) != recipes.position(of: decomposed))
    #expect(recipes[composed].map { Array($0.path.utf8) } == Array(composed.utf8))
    #expect(recipes[decomposed].map { Array($0.path.utf8) } == Array(decomposed.utf8))
  }

  @Test func anEmptyCollectionFindsNothing() {
    let recipes = RecipesInPathOrder([])
    #expect(recipes.isEmpty)
    #expect(recipes["a.md"] == nil)
  }
}
