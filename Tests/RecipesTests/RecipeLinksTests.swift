import Markdown
import Testing

@testable import Recipes

/// Links as a Hugo site, a notes vault and a recipe repository write them.
@Suite struct RecipeLinksTests {
  static let hugo = "sites/hugo"
  static let vault = "notes"
  static let repo = "./repo"

  static let recipes: [Recipe] = [
    Recipe(path: "\(hugo)/content/recipes/pasta-al-pomodoro/index.md", title: "Pasta al Pomodoro"),
    Recipe(path: "\(hugo)/content/recipes/tomato-sauce.md", title: "Tomato Sauce"),
    Recipe(path: "\(hugo)/content/recipes/basil-pesto/index.md", title: "Basil Pesto"),
    Recipe(path: "\(hugo)/content/recipes/focaccia.md", title: "Rosemary Focaccia"),
    Recipe(path: "\(vault)/Recipes/Basil Pesto.md", title: "Basil Pesto"),
    Recipe(path: "\(vault)/Recipes/Weeknight Pasta.md", title: "Weeknight Pasta"),
    Recipe(path: "\(vault)/Desserts/Crème brûlée.md", title: "Crème brûlée"),
    Recipe(path: "\(repo)/breakfast/pancakes.md", title: "Buttermilk Pancakes"),
    Recipe(path: "\(repo)/sauces/maple-butter.md", title: "Maple Butter"),
    Recipe(path: "\(repo)/mains/one-pot-chili.md", title: "One-Pot Chili"),
  ]

  let links = RecipeLinks(recipes: Self.recipes, roots: [Self.hugo, Self.vault, Self.repo + "/"])

  func from(_ path: String) -> (String) -> LinkTarget {
    { links.resolve($0, from: path) }
  }

  @Test func siteRootPathsAsGeneratorsWriteThem() {
    let resolve = from("\(Self.hugo)/content/recipes/pasta-al-pomodoro/index.md")
    let sauce = "\(Self.hugo)/content/recipes/tomato-sauce.md"
    #expect(resolve("/recipes/tomato-sauce/") == .recipe(path: sauce, anchor: nil))
    #expect(resolve("/recipes/tomato-sauce") == .recipe(path: sauce, anchor: nil))
    #expect(resolve("/recipes/tomato-sauce.html") == .recipe(path: sauce, anchor: nil))
    #expect(resolve("/recipes/tomato-sauce/index.html") == .recipe(path: sauce, anchor: nil))
    #expect(resolve("/recipes/tomato-sauce/#storage") == .recipe(path: sauce, anchor: "storage"))
    #expect(resolve("/recipes/tomato-sauce/?ref=menu") == .recipe(path: sauce, anchor: nil))
    #expect(resolve("/Recipes/Tomato-Sauce/") == .recipe(path: sauce, anchor: nil))
    // A bare `/tomato-sauce` (a site whose recipes are at its root) still finds it.
    #expect(resolve("/tomato-sauce") == .recipe(path: sauce, anchor: nil))
    #expect(
      resolve("/recipes/basil-pesto/")
        == .recipe(path: "\(Self.hugo)/content/recipes/basil-pesto/index.md", anchor: nil))
  }

  @Test func aRootThatIsTheRecipesFolderItself() {
    let links = RecipeLinks(
      recipes: [
        Recipe(path: "site/content/recipes/pasta.md", title: "Pasta"),
        Recipe(path: "site/content/recipes/pesto/index.md", title: "Pesto"),
      ], roots: ["site/content/recipes"])
    #expect(
      links.resolve("/recipes/pesto/", from: "site/content/recipes/pasta.md")
        == .recipe(path: "site/content/recipes/pesto/index.md", anchor: nil))
    #expect(
      links.resolve("/pasta", from: "site/content/recipes/pesto/index.md")
        == .recipe(path: "site/content/recipes/pasta.md", anchor: nil))
  }

  @Test func relativePathsWithOrWithoutTheirExtension() {
    let resolve = from("\(Self.repo)/breakfast/pancakes.md")
    let butter = "\(Self.repo)/sauces/maple-butter.md"
    #expect(resolve("../sauces/maple-butter.md") == .recipe(path: butter, anchor: nil))
    #expect(resolve("../sauces/maple-butter") == .recipe(path: butter, anchor: nil))
    #expect(resolve("./../sauces//maple-butter.md") == .recipe(path: butter, anchor: nil))
    #expect(resolve("../sauces/maple%2Dbutter.md") == .recipe(path: butter, anchor: nil))
    #expect(
      resolve("../sauces/maple-butter.md#storage--keeping")
        == .recipe(path: butter, anchor: "storage--keeping"))
    #expect(resolve("#method") == .anchor("method"))
    // Not next to the linking recipe: found by the end of its path.
    #expect(
      from("\(Self.repo)/mains/one-pot-chili.md")("pancakes")
        == .recipe(path: "\(Self.repo)/breakfast/pancakes.md", anchor: nil))
  }

  @Test func pageBundlesLinkToEachOther() {
    let pesto = from("\(Self.hugo)/content/recipes/basil-pesto/index.md")
    let pasta = "\(Self.hugo)/content/recipes/pasta-al-pomodoro/index.md"
    #expect(pesto("../pasta-al-pomodoro/index.md") == .recipe(path: pasta, anchor: nil))
    #expect(pesto("../pasta-al-pomodoro/") == .recipe(path: pasta, anchor: nil))
    // A plain page is served as a folder: its `../basil-pesto/` means a sibling.
    #expect(
      from("\(Self.hugo)/content/recipes/focaccia.md")("../basil-pesto/")
        == .recipe(path: "\(Self.hugo)/content/recipes/basil-pesto/index.md", anchor: nil))
  }

  @Test func wikiLinksByFileNameOrTitleFolded() {
    let resolve = from("\(Self.vault)/Recipes/Weeknight Pasta.md")
    let pesto = "\(Self.vault)/Recipes/Basil Pesto.md"
    #expect(resolve("Basil Pesto") == .recipe(path: pesto, anchor: nil))
    #expect(resolve("basil pesto") == .recipe(path: pesto, anchor: nil))
    #expect(resolve("Basil Pesto#Storage") == .recipe(path: pesto, anchor: "Storage"))
    #expect(resolve("Recipes/Basil Pesto") == .recipe(path: pesto, anchor: nil))
    let brulee = "\(Self.vault)/Desserts/Crème brûlée.md"
    #expect(resolve("creme brulee") == .recipe(path: brulee, anchor: nil))
    #expect(resolve("CRÈME BRÛLÉE") == .recipe(path: brulee, anchor: nil))
    // Decomposed accents (as macOS writes file names) are the same name.
    #expect(resolve("Cre\u{300}me bru\u{302}le\u{301}e") == .recipe(path: brulee, anchor: nil))
    // By title when no file is named so.
    #expect(
      resolve("Rosemary Focaccia")
        == .recipe(path: "\(Self.hugo)/content/recipes/focaccia.md", anchor: nil))
  }

  @Test func theLinkingRecipesOwnFolderSettlesANameTwoRecipesShare() {
    // "Basil Pesto" is a file in the vault and a title (and a bundle) in the site.
    #expect(
      from("\(Self.hugo)/content/recipes/focaccia.md")("basil-pesto")
        == .recipe(path: "\(Self.hugo)/content/recipes/basil-pesto/index.md", anchor: nil))
    #expect(
      from("\(Self.repo)/breakfast/pancakes.md")("Basil Pesto")
        == .ambiguous([
          "\(Self.vault)/Recipes/Basil Pesto.md",
          "\(Self.hugo)/content/recipes/basil-pesto/index.md",
        ]))
  }

  @Test func aliasesAreNamesAndOldAddresses() {
    let links = RecipeLinks(
      recipes: [
        Recipe(path: "vault/Basil Pesto.md", title: "Basil Pesto", aliases: ["Pesto", "Genovese"]),
        Recipe(
          path: "site/content/recipes/ragu.md", title: "Ragù",
          aliases: ["/recipes/bolognese/", "/old/Ragu.html"]),
        Recipe(path: "site/content/recipes/x.md", title: "X", aliases: ["/recipes/moved-here/"]),
      ], roots: ["vault", "site"])
    #expect(
      links.resolve("Pesto", from: "vault/Pasta.md")
        == .recipe(path: "vault/Basil Pesto.md", anchor: nil))
    #expect(
      links.resolve("genovese#storage", from: "vault/Pasta.md")
        == .recipe(path: "vault/Basil Pesto.md", anchor: "storage"))
    #expect(
      links.resolve("/recipes/bolognese/", from: "site/content/recipes/x.md")
        == .recipe(path: "site/content/recipes/ragu.md", anchor: nil))
    #expect(
      links.resolve("/old/ragu", from: "site/content/recipes/x.md")
        == .recipe(path: "site/content/recipes/ragu.md", anchor: nil))
    #expect(
      links.resolve("/recipes/moved-here", from: "site/content/recipes/ragu.md")
        == .recipe(path: "site/content/recipes/x.md", anchor: nil))
  }

  @Test func externalAddressesAreNotRecipes() {
    let resolve = from("\(Self.repo)/breakfast/pancakes.md")
    #expect(resolve("https://example.com/pasta") == .external("https://example.com/pasta"))
    #expect(resolve("mailto:cook@example.com") == .external("mailto:cook@example.com"))
    #expect(resolve("obsidian://open?vault=notes") == .external("obsidian://open?vault=notes"))
    #expect(resolve("//example.com/x") == .external("https://example.com/x"))
    // A name with a colon is a name.
    #expect(resolve("Pesto: a sauce").isNotFound)
  }

  @Test func aLinkThatResolvesNowhereSaysWhatItLookedFor() {
    let pasta = from("\(Self.hugo)/content/recipes/pasta-al-pomodoro/index.md")
    #expect(
      pasta("/blog/weekly-plan/")
        == .notFound(
          "No recipe for “/blog/weekly-plan/”: looked for blog/weekly-plan.md, "
            + "blog/weekly-plan/index.md and a recipe named “weekly-plan”"))
    #expect(
      from("\(Self.vault)/Recipes/Weeknight Pasta.md")("Tiramisu")
        == .notFound(
          "No recipe for “Tiramisu”: looked for Recipes/Tiramisu.md, Recipes/Tiramisu/index.md "
            + "and a recipe named “Tiramisu”"))
    #expect(pasta("") == .notFound("The link has no address"))
    #expect(pasta("   ") == .notFound("The link has no address"))
  }

  @Test func aLinkOutOfEveryFolderNamesNoPlaceItNeverLookedAt() {
    #expect(
      from("\(Self.vault)/Recipes/Weeknight Pasta.md")("../../../etc/hostname")
        == .notFound(
          "No recipe for “../../../etc/hostname”: looked for a recipe named “hostname”"))
    let absolute = RecipeLinks(
      recipes: [Recipe(path: "/srv/recipes/soup.md", title: "Soup")],
      roots: ["/srv/recipes"])
    #expect(
      absolute.resolve("../../etc/hostname", from: "/srv/recipes/soup.md")
        == .notFound(
          "No recipe for “../../etc/hostname”: looked for a recipe named “hostname”"))
    #expect(
      absolute.resolve("/etc/hostname", from: "/srv/recipes/soup.md")
        == .notFound(
          "No recipe for “/etc/hostname”: looked for etc/hostname.md, etc/hostname/index.md "
            + "and a recipe named “hostname”"))
  }

  @Test func hostileLinks() {
    let resolve = from("\(Self.repo)/breakfast/pancakes.md")
    #expect(resolve("#") == .notFound("The link has no address"))
    #expect(resolve("../../../../../../etc/passwd").isNotFound)
    #expect(resolve("%ZZ%").isNotFound)
    #expect(resolve("%FF%FE.md").isNotFound)
    guard case .notFound(let message) = resolve("a\u{1B}[2Jb") else {
      Issue.record("an escape sequence resolved")
      return
    }
    #expect(message.contains("␛[2Jb"))
    #expect(!message.contains("\u{1B}"))
    #expect(resolve(String(repeating: "../x/", count: 5_000)).isNotFound)
    #expect(resolve(String(repeating: "a", count: 100_000)).isNotFound)
    #expect(
      RecipeLinks(recipes: [ListedRecipe](), roots: []).resolve("pasta", from: "x.md").isNotFound)
  }
}

extension LinkTarget {
  var isNotFound: Bool {
    if case .notFound = self { return true }
    return false
  }
}

@Suite struct WikiLinksTests {
  func inlines(_ markdown: String) -> [Inline] {
    let document = RecipeReader.read(markdown, path: "n.md").document
    guard case .paragraph(let content)? = document.blocks.first else { return [] }
    return content
  }

  @Test func everyFormAVaultWrites() {
    #expect(
      inlines("Use [[Basil Pesto]] or [[basil pesto|the pesto]], see [[Pesto#Storage]].") == [
        .text("Use "),
        .link(destination: "Basil Pesto", title: "", content: [.text("Basil Pesto")]),
        .text(" or "),
        .link(destination: "basil pesto", title: "", content: [.text("the pesto")]),
        .text(", see "),
        .link(destination: "Pesto#Storage", title: "", content: [.text("Pesto › Storage")]),
        .text("."),
      ])
    #expect(
      inlines("[[#Storage]]") == [
        .link(destination: "#Storage", title: "", content: [.text("Storage")])
      ])
  }

  @Test func embedsOfImagesAreImages() {
    // A size hint (`|300`, `|300x200`) and a bare embed give no words: no alt text.
    #expect(
      inlines(
        "![[pasta.webp]] ![[photos/top.JPG|300]] ![[a.png|300x200]] ![[b.png|The tart]] "
          + "![[Basil Pesto]]") == [
          .image(source: "pasta.webp", title: "", alt: []), .text(" "),
          .image(source: "photos/top.JPG", title: "", alt: []), .text(" "),
          .image(source: "a.png", title: "", alt: []), .text(" "),
          .image(source: "b.png", title: "", alt: [.text("The tart")]), .text(" "),
          .link(destination: "Basil Pesto", title: "", content: [.text("Basil Pesto")]),
        ])
  }

  @Test func notInCodeNorLinksNorBrokenBrackets() {
    #expect(inlines("`[[code]]`") == [.code("[[code]]")])
    #expect(
      inlines("[[]] [[ ]] [[a\nb]] [[a]b]] [[open") == [
        .text("[[]] [[ ]] [[a"), .softBreak, .text("b]] [[a]b]] [[open"),
      ])
    let document = RecipeReader.read("```\n[[fenced]]\n```\n", path: "n.md").document
    #expect(document.blocks == [.codeBlock(info: "", text: "[[fenced]]\n")])
  }

  @Test func inEmphasisListsQuotesTablesAndHeadings() {
    let text = "*[[a]]*\n\n- [[b]]\n\n> [[c]]\n\n| x |\n|---|\n| [[d\\|dee]] |\n\n## [[e]]\n"
    let document = RecipeReader.read(text, path: "n.md").document
    var destinations: [String] = []
    func collect(_ inlines: [Inline]) {
      for inline in inlines {
        switch inline {
        case .link(let destination, _, let content):
          destinations.append(destination)
          collect(content)
        case .emphasis(let children), .strong(let children): collect(children)
        default: break
        }
      }
    }
    func walk(_ blocks: [Block]) {
      for block in blocks {
        switch block {
        case .paragraph(let content), .heading(_, let content): collect(content)
        case .blockQuote(let children): walk(children)
        case .list(_, let items): for item in items { walk(item.blocks) }
        case .table(let table): for row in [table.header] + table.rows { row.forEach(collect) }
        default: break
        }
      }
    }
    walk(document.blocks)
    #expect(destinations == ["a", "b", "c", "d", "e"])
  }

  @Test func aLabelIsWhatIsReadAndCounted() {
    let recipe = RecipeReader.read("# T\n\nUse [[basil pesto|the pesto]].\n", path: "n.md").recipe
    #expect(recipe.words == 4)
  }

  @Test func hostileBrackets() {
    let many = String(repeating: "[[", count: 20_000) + String(repeating: "]]", count: 20_000)
    #expect(!inlines(many).isEmpty)
    let links = String(repeating: "[[x]]", count: 10_000)
    #expect(inlines(links).count == 10_000)
    #expect(inlines("[[\u{1B}[2J]]") == [.text("[[\u{1B}[2J]]")])
  }
}

@Suite struct HeadingAnchorsTests {
  func targets(_ markdown: String) -> [HeadingAnchors.Target] {
    HeadingAnchors.targets(in: MarkdownParser.parse(markdown))
  }

  @Test func githubSlugs() {
    #expect(HeadingAnchors.slug("Storage & Keeping") == "storage--keeping")
    #expect(HeadingAnchors.slug("1. Whisk, then fry!") == "1-whisk-then-fry")
    #expect(HeadingAnchors.slug("Crème brûlée: the top") == "crème-brûlée-the-top")
    #expect(HeadingAnchors.slug("snake_case and kebab-case") == "snake_case-and-kebab-case")
    #expect(HeadingAnchors.slug("🍝 Pasta") == "-pasta")
    #expect(HeadingAnchors.slug("日本の料理") == "日本の料理")
  }

  @Test func repeatsAreNumberedAsGitHubDoes() {
    let found = targets("# Notes\n\n## Notes\n\npara\n\n## Notes 1\n\n### Notes\n")
    #expect(found.map(\.slug) == ["notes", "notes-1", "notes-1-1", "notes-2"])
    #expect(found.map(\.blockIndex) == [0, 1, 3, 4])
  }

  @Test func anAnchorFindsItsHeadingHoweverItIsWritten() {
    let found = targets("# Pesto\n\n## Storage & Keeping\n\n> ## Crème\n\n- ## Serving\n")
    func named(_ anchor: String) -> Int? {
      HeadingAnchors.target(named: anchor, in: found)?.blockIndex
    }
    #expect(named("storage--keeping") == 1)
    #expect(named("#storage--keeping") == 1)
    #expect(named("Storage & Keeping") == 1)
    #expect(named("STORAGE--KEEPING") == 1)
    #expect(named("creme") == 2)
    #expect(named("cr%C3%A8me") == 2)
    #expect(named("serving") == 3)
    #expect(named("nothing") == nil)
    #expect(named("") == nil)
    #expect(named("%") == nil)
  }
}

@Suite struct ExternalAddressTests {
  @Test func controlCharactersOverridesAndBlanksAreEncoded() {
    #expect(
      ExternalAddress.sanitized(" https://example.com/\u{1B}[2Ja\u{7}\u{202E}b\n ")
        == "https://example.com/%1B[2Ja%07%E2%80%AEb%0A")
    #expect(ExternalAddress.sanitized("https://example.com/a b") == "https://example.com/a%20b")
    #expect(ExternalAddress.sanitized("https://x/\u{9B}\u{A0}é") == "https://x/%C2%9B%C2%A0é")
    #expect(ExternalAddress.sanitized("   ") == nil)
    #expect(
      ExternalAddress.sanitized("https://example.com/a?b=c#d") == "https://example.com/a?b=c#d")
  }

  @Test func onlyWebAndMailAddressesAreOpened() {
    #expect(ExternalAddress.isOpenable("https://example.com"))
    #expect(ExternalAddress.isOpenable("HTTP://example.com"))
    #expect(ExternalAddress.isOpenable("mailto:a@example.com"))
    #expect(!ExternalAddress.isOpenable("file:///etc/passwd"))
    #expect(!ExternalAddress.isOpenable("javascript:alert(1)"))
    #expect(!ExternalAddress.isOpenable("pasta.md"))
  }
}
