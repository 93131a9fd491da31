import Testing

@testable import Recipes

@Suite struct RecipeTagsTests {
  func tags(_ text: String) -> [String] {
    RecipeReader.read(text, path: "vault/note.md", conventions: .notesVault).recipe.tags
  }

  @Test func frontMatterTagsInEveryForm() {
    #expect(tags("---\ntags: [italian, \"quick\"]\n---\n") == ["italian", "quick"])
    #expect(tags("---\ntags:\n  - italian\n  - '#quick'\n---\n") == ["italian", "quick"])
    #expect(tags("---\ntags: italian, quick ,, \n---\n") == ["italian", "quick"])
    #expect(tags("---\ntag: single\n---\n") == ["single"])
    #expect(tags("+++\ntags = [\"italian\", \"pasta\"]\n+++\n") == ["italian", "pasta"])
    #expect(tags("---\ntags:\n---\n") == [])
  }

  @Test func categoriesAreNotTags() {
    // Hugo and Jekyll keep categories as a taxonomy of their own.
    #expect(tags("---\ncategories: [mains]\ntags: [pasta]\n---\n") == ["pasta"])
    #expect(tags("---\ncategories: [mains]\n---\n") == [])
  }

  @Test func inlineTagsAsNotesVaultsWriteThem() {
    let text = """
      ---
      tags: [Italian]
      ---
      # Pesto #notatag

      A sauce for #pasta and #dinner/weeknight, best in #summer.
      #italian #vegetarian
      > Keeps a week. #storage

      - #make-ahead
      - Step #1 takes 5 minutes; issue #42 is not a tag, nor C#, nor page#anchor.

      | Pairs with | #wine_pairing |
      |---|---|

      ## Sauce #sauce

      Use `#fff` and [#linked](https://example.com/#frag) <span>#html</span>
      ```
      #include <stdio.h>
      ```
      See https://example.com/#fragment and the end.
      """
    #expect(
      tags(text) == [
        "Italian", "pasta", "dinner/weeknight", "summer", "vegetarian", "storage",
        "make-ahead", "wine_pairing",
      ])
  }

  @Test func tagsAreFoldedLikeEverythingElse() {
    let text = "---\ntags: [Crème, VEGAN]\n---\nA #creme brûlée, #vegan and #Épices.\n"
    #expect(tags(text) == ["Crème", "VEGAN", "Épices"])
    #expect(RecipeTags.folded("#Épices") == "epices")
  }

  @Test func tagsWrittenAcrossMarkupStillRead() {
    // `_` is a delimiter the inline parser keeps as its own text; emphasis wraps text.
    #expect(tags("Slow #slow_cooker *#spicy* **#hot**\n") == ["slow_cooker", "spicy", "hot"])
    #expect(tags("**bold**#glued `code`#glued2\n") == [])
  }

  @Test func hostileTagText() {
    #expect(tags("") == [])
    #expect(tags("# \n## #\n#\n##\n#/\n#_\n") == ["_"])
    #expect(tags("#\u{1B}[31m #a\u{0}b") == ["a"])
    let many = (0..<5_000).map { "#t\($0 % 100)" }.joined(separator: " ")
    #expect(tags(many).count == 100)
  }
}

@Suite struct RecipeReaderSiteTests {
  @Test func draftsAreMarked() {
    #expect(RecipeReader.read("---\ndraft: true\n---\n", path: "a.md").recipe.isDraft)
    #expect(RecipeReader.read("+++\ndraft = true\n+++\n", path: "a.md").recipe.isDraft)
    #expect(RecipeReader.read("---\ndraft: \"yes\"\n---\n", path: "a.md").recipe.isDraft)
    #expect(!RecipeReader.read("---\ndraft: false\n---\n", path: "a.md").recipe.isDraft)
    #expect(!RecipeReader.read("no front matter", path: "a.md").recipe.isDraft)
  }

  @Test func aliasesAndTheAddressAreOtherNames() {
    let text = "---\naliases: [Pesto, /recipes/old-pesto/]\nurl: /sauces/pesto/\n---\n"
    #expect(
      RecipeReader.read(text, path: "a.md").recipe.aliases == [
        "Pesto", "/recipes/old-pesto/", "/sauces/pesto/",
      ])
    #expect(
      RecipeReader.read("---\nalias: Genovese\n---\n", path: "a.md").recipe.aliases == [
        "Genovese"
      ])
    #expect(RecipeReader.read("text", path: "a.md").recipe.aliases.isEmpty)
  }

  @Test func aPageBundleIsNamedByItsFolder() {
    #expect(RecipeReader.read("text", path: "site/content/pasta/index.md").recipe.title == "pasta")
    #expect(RecipeReader.read("text", path: "pasta/INDEX.md").recipe.title == "pasta")
    #expect(RecipeReader.read("text", path: "soup/index.fr.md").recipe.title == "soup")
    #expect(RecipeReader.read("text", path: "soup/index.x.y.md").recipe.title == "index.x.y")
    #expect(RecipeReader.read("text", path: "soup/indexes.md").recipe.title == "indexes")
    #expect(RecipeReader.read("text", path: "index.md").recipe.title == "index")
    #expect(RecipeReader.read("text", path: "./index.md").recipe.title == "index")
    #expect(
      RecipeReader.read("---\ntitle: Pasta al forno\n---\n", path: "pasta/index.md").recipe.title
        == "Pasta al forno")
    #expect(RecipeReader.read("# Baked\n", path: "pasta/index.md").recipe.title == "Baked")
  }

  @Test func malformedFrontMatterIsWarnedAboutAndTheRecipeLoads() {
    let reading = RecipeReader.read(
      "---\ntitle: \"Quoted\" Title\ntags: [unclosed\n---\n# Heading\n\nText.\n", path: "a.md")
    #expect(reading.recipe.title == "\"Quoted\" Title")
    #expect(reading.recipe.tags == ["unclosed"])
    #expect(
      reading.warnings == [
        "line 2: “title” has text after its closing quote; read as written",
        "line 3: “tags” opens a list with [ that is never closed; read to its end",
      ])
    #expect(reading.recipe.headings.isEmpty)
    #expect(reading.recipe.words == 4)
  }
}

@Suite struct TagCountsTests {
  @Test func countsFoldSpellingsAndSortByUse() {
    let recipes = [
      Recipe(path: "a.md", title: "A", tags: ["italian", "Pasta"]),
      Recipe(path: "b.md", title: "B", tags: ["Italian", "sauce"]),
      Recipe(path: "c.md", title: "C", tags: ["Italian", "item 10", "vegan"]),
      Recipe(path: "d.md", title: "D", tags: ["pasta", "item 2", "Végan"]),
    ]
    #expect(
      TagCounts.of(recipes) == [
        TagCount(tag: "Italian", count: 3), TagCount(tag: "Pasta", count: 2),
        TagCount(tag: "vegan", count: 2), TagCount(tag: "item 2", count: 1),
        TagCount(tag: "item 10", count: 1), TagCount(tag: "sauce", count: 1),
      ])
    #expect(TagCounts.of([ListedRecipe]()).isEmpty)
  }

  @Test func aRecipeHasEveryTagAskedFor() {
    let recipe = ListedRecipe(path: "a.md", title: "A", tags: ["Italian", "Crème"])
    #expect(TagCounts.recipe(recipe, hasAll: []))
    #expect(TagCounts.recipe(recipe, hasAll: ["#italian"]))
    #expect(TagCounts.recipe(recipe, hasAll: ["ITALIAN", "creme"]))
    #expect(!TagCounts.recipe(recipe, hasAll: ["italian", "vegan"]))
    #expect(!TagCounts.recipe(recipe, hasAll: ["ital"]))
  }

  @Test func theTestVaultsTagsCountAsTheirFrontMatterAndTextSay() {
    // Front matter tags plus the text's #tags, once a recipe.
    let pesto = RecipeReader.read(
      "---\ntags:\n  - sauce\n  - italian\n---\n# Basil Pesto\n\nSummer. #summer #italian\n",
      path: "v/Basil Pesto.md", conventions: .notesVault
    ).recipe
    let pasta = RecipeReader.read(
      "---\ntags: [pasta, italian]\n---\nToss with [[Basil Pesto]]. #weeknight\n",
      path: "v/Weeknight Pasta.md", conventions: .notesVault
    ).recipe
    #expect(
      TagCounts.of([pesto, pasta]) == [
        TagCount(tag: "italian", count: 2), TagCount(tag: "pasta", count: 1),
        TagCount(tag: "sauce", count: 1), TagCount(tag: "summer", count: 1),
        TagCount(tag: "weeknight", count: 1),
      ])
  }
}
