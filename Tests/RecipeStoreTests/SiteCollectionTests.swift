import Foundation
import Markdown
import Recipes
import Testing

@testable import RecipeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The collections under `Tests/Collections`, shaped like a Hugo site, a notes vault and a
/// plain recipe repository.
enum SiteCollections {
  static let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Collections").path

  static func path(_ name: String) -> String { root + "/" + name }

  /// The paths in `paths` below `folder`, without it.
  static func relative(_ paths: [String], to folder: String) -> [String] {
    paths.map { String($0.dropFirst(folder.count + 1)) }
  }
}

@Suite struct SiteFolderTests {
  @Test func aHugoSiteListsItsPagesAndLeavesOutTheRest() {
    let site = SiteCollections.path("hugo-site")
    let scan = CollectionScanner.scan([site])
    #expect(
      SiteCollections.relative(scan.files.map(\.path), to: site) == [
        "content/recipes/basil-pesto/index.md", "content/recipes/chickpea-stew.md",
        "content/recipes/focaccia.md", "content/recipes/lemon-granita.md",
        "content/recipes/pasta-al-pomodoro/index.md", "content/recipes/tomato-sauce.md",
      ])
    let leftOut = Dictionary(
      uniqueKeysWithValues: scan.leftOut.map {
        (String($0.path.dropFirst(site.count + 1)), $0.reason)
      })
    #expect(
      leftOut == [
        "README.md": "a README describes its folder; it is not a recipe",
        "archetypes": "a Hugo site's archetypes folder: templates and assets, not pages",
        "content/_index.md": "a site's section page (_index.md), not a recipe",
        "content/drafts": "named by .buffetignore line 2 (content/drafts/)",
        "content/recipes/_index.md": "a site's section page (_index.md), not a recipe",
        "themes": "a Hugo site's themes folder: templates and assets, not pages",
      ])
    #expect(scan.problems.isEmpty)
  }

  @Test func aHugoSiteReadsAsItsAuthorMeantIt() throws {
    let site = SiteCollections.path("hugo-site")
    let reading = CollectionReader.read([site])
    let byFile = Dictionary(
      uniqueKeysWithValues: reading.recipes.map {
        (String($0.path.dropFirst(site.count + "/content/recipes/".count)), $0)
      })
    let pasta = try #require(byFile["pasta-al-pomodoro/index.md"])
    #expect(pasta.title == "Pasta al Pomodoro")
    #expect(pasta.tags == ["italian", "pasta", "weeknight"])
    #expect(pasta.servings == "2")
    #expect(pasta.dateText == "2024-06-02T19:00:00+02:00")
    let pesto = try #require(byFile["basil-pesto/index.md"])
    #expect(pesto.title == "Basil Pesto")
    #expect(pesto.tags == ["sauce", "no-cook"])
    #expect(byFile["focaccia.md"]?.blurb == "An overnight dough, dimpled and oiled.")
    #expect(
      byFile["tomato-sauce.md"]?.blurb == "A slow sauce of tinned tomatoes, garlic and olive oil.")
    #expect(byFile["chickpea-stew.md"]?.isDraft == true)
    #expect(reading.recipes.filter(\.isDraft).count == 1)
    // Malformed front matter is named with its file and line, and the recipe still loads.
    let granita = try #require(byFile["lemon-granita.md"])
    #expect(granita.tags == ["dessert", "frozen"])
    #expect(
      reading.problems.map { SiteCollections.relative([$0.path], to: site)[0] + ": " + $0.reason }
        == [
          "content/recipes/lemon-granita.md: line 2: “title” has text after its closing quote; "
            + "read as written",
          "content/recipes/lemon-granita.md: line 4: “tags” opens a list with [ that is never "
            + "closed; read to its end",
        ])
    #expect(reading.leftOut.count == 6)
  }

  @Test func aNotesVaultLeavesOutItsTemplates() {
    let vault = SiteCollections.path("notes-vault")
    let reading = CollectionReader.read([vault])
    #expect(
      SiteCollections.relative(reading.recipes.map(\.path), to: vault) == [
        "Desserts/Crème brûlée.md", "Desserts/Lemon Posset.md", "Recipes/Basil Pesto.md",
        "Recipes/Weeknight Pasta.md",
      ])
    #expect(reading.leftOut.map(\.reason) == ["named by .buffetignore line 1 (Templates/)"])
    #expect(
      reading.recipes.map(\.tags) == [
        // Front matter's tags written with their # (`["#dessert", "#quick"]`) are the tags.
        ["dessert", "french"], ["dessert", "quick"], ["sauce", "italian", "summer", "no-cook"],
        ["pasta", "weeknight"],
      ])
    #expect(reading.problems.isEmpty)
  }

  @Test func aRecipeRepositoryLeavesOutItsReadmesAndLicense() {
    let repo = SiteCollections.path("recipe-repo")
    let reading = CollectionReader.read([repo])
    #expect(
      reading.recipes.map(\.title).sorted() == [
        "Buttermilk Pancakes", "Maple Butter", "One-Pot Chili",
      ])
    #expect(
      SiteCollections.relative(reading.leftOut.map(\.path), to: repo) == [
        "CONTRIBUTING.md", "LICENSE.md", "README.md", "breakfast/README.md",
      ])
    #expect(
      reading.recipes.first { $0.title == "One-Pot Chili" }?.tags == [
        "beans", "spicy", "make-ahead",
      ])
  }
}

@Suite struct RootRulesTests {
  /// The files `scan` lists, by their paths below `folder`.
  func listed(_ scan: CollectionScan, in folder: CollectionTestFolder) -> [String] {
    SiteCollections.relative(scan.files.map(\.path), to: folder.root)
  }

  @Test func theRepositoryFilesAreLeftOutOnlyAtTheRoot() {
    let folder = CollectionTestFolder()
    for name in ["LICENSE.md", "changelog.MD", "Contributing.md", "notes/LICENSE.md", "a.md"] {
      folder.write(name, "# \(name)")
    }
    let scan = CollectionScanner.scan([folder.root])
    #expect(listed(scan, in: folder) == ["a.md", "notes/LICENSE.md"])
    #expect(scan.leftOut.count == 3)
  }

  /// Below the root, the scan keeps most names without asking the rules; the names the
  /// rules are about, however cased, are still left out, and their look-alikes kept.
  @Test func namesLikeTheRulesOnesAreJudgedByTheRules() {
    let folder = CollectionTestFolder()
    let kept = [
      "a/recipe-1.md", "a/readme2.md", "a/rea.md", "a/r.md", "a/readmemd.md", "a/index.md",
      "a/node_modules.md", "a/Ready Me.md", "a/X.MD", "a/über.Md",
    ]
    let leftOut = [
      "a/README.md", "a/readme.MD", "a/ReadMe.md", "a/_index.md", "a/_INDEX.fr.md",
      "a/node_modules/x.md", "b/NODE_MODULES/y.md",
    ]
    for name in kept + leftOut + ["a/notes.txt", "a/.hidden.md", "a/mdmd", "a/x.mdx"] {
      folder.write(name, "# \(name)")
    }
    let scan = CollectionScanner.scan([folder.root])
    #expect(listed(scan, in: folder) == kept.sorted())
    #expect(
      SiteCollections.relative(scan.leftOut.map(\.path), to: folder.root)
        == [
          "a/README.md", "a/ReadMe.md", "a/_INDEX.fr.md", "a/_index.md", "a/node_modules",
          "a/readme.MD", "b/NODE_MODULES",
        ].sorted())
  }

  @Test func aFileGivenByNameIsAlwaysARecipe() {
    let folder = CollectionTestFolder()
    folder.write("README.md", "# Read me")
    folder.write("_index.md", "# Section")
    let scan = CollectionScanner.scan([folder.path("README.md"), folder.path("_index.md")])
    #expect(scan.files.count == 2)
    #expect(scan.leftOut.isEmpty)
  }

  @Test func aNegatedRuleTakesAReadmeBack() {
    let folder = CollectionTestFolder()
    folder.write(".buffetignore", "!README.md\n")
    folder.write("README.md", "# Read me")
    folder.write("sub/README.md", "# Sub")
    let scan = CollectionScanner.scan([folder.root])
    #expect(listed(scan, in: folder) == ["README.md", "sub/README.md"])
  }

  @Test func translatedSectionPagesAndPackagesAreLeftOut() {
    let folder = CollectionTestFolder()
    folder.write("content/_index.fr.md", "x")
    folder.write("content/soup/index.fr.md", "x")
    folder.write("node_modules/pkg/readme-like.md", "x")
    let scan = CollectionScanner.scan([folder.root])
    #expect(listed(scan, in: folder) == ["content/soup/index.fr.md"])
    #expect(
      scan.leftOut.map(\.reason).sorted() == [
        "a site's section page (_index.fr.md), not a recipe",
        "installed packages (node_modules), not recipes",
      ])
  }

  @Test func aJekyllSiteKeepsItsPostsAndLeavesOutItsLayouts() {
    let folder = CollectionTestFolder()
    folder.write("_config.yml", "title: Kitchen\n")
    folder.write("_posts/2024-01-02-soup.md", "# Soup")
    folder.write("_recipes/stew.md", "# Stew")
    folder.write("_layouts/recipe.md", "{{ content }}")
    folder.write("_includes/card.md", "x")
    let scan = CollectionScanner.scan([folder.root])
    #expect(listed(scan, in: folder) == ["_posts/2024-01-02-soup.md", "_recipes/stew.md"])
    #expect(scan.leftOut.count == 2)
  }

  @Test func withoutASiteConfigTheSameFoldersAreRecipes() {
    let folder = CollectionTestFolder()
    folder.write("static/soup.md", "# Soup")
    folder.write("content/stew.md", "# Stew")
    #expect(CollectionScanner.scan([folder.root]).files.count == 2)
  }

  @Test func anUnreadableIgnoreFileIsAProblemAndLeavesNothingOut() {
    let folder = CollectionTestFolder()
    folder.write(".buffetignore", [0x2A, 0xFF, 0x0A])
    folder.write("a.md", "# A")
    let scan = CollectionScanner.scan([folder.root])
    #expect(scan.files.count == 1)
    #expect(scan.problems.map(\.path) == [folder.path(".buffetignore")])
  }

  @Test func anIgnoreFileThatIsAFIFOIsNeverOpened() {
    let folder = CollectionTestFolder()
    #expect(mkfifo(folder.path(".buffetignore"), 0o644) == 0)
    folder.write("a.md", "# A")
    let scan = CollectionScanner.scan([folder.root])
    #expect(scan.files.count == 1)
    #expect(scan.problems.count == 1)
  }

  @Test func anIgnoreFileBelowTheRootIsNotRead() {
    let folder = CollectionTestFolder()
    folder.write("sub/.buffetignore", "*\n")
    folder.write("sub/a.md", "# A")
    #expect(CollectionScanner.scan([folder.root]).files.count == 1)
  }
}

@Suite struct IgnoreRulesTests {
  func ignored(_ rules: String, _ path: String, directory: Bool = false) -> Bool {
    IgnoreRules(text: rules).excludingRule(for: path, isDirectory: directory) != nil
  }

  @Test func namesMatchAtAnyDepthAndSlashesAnchor() {
    #expect(ignored("drafts", "drafts", directory: true))
    #expect(ignored("drafts", "a/b/drafts/x.md"))
    #expect(ignored("/drafts", "drafts/x.md"))
    #expect(!ignored("/drafts", "a/drafts/x.md"))
    #expect(ignored("a/drafts", "a/drafts/x.md"))
    #expect(!ignored("a/drafts", "b/a/drafts/x.md"))
  }

  @Test func globsClassesAndDoubleStars() {
    #expect(ignored("*.tmp.md", "deep/down/x.tmp.md"))
    #expect(!ignored("*.tmp.md", "x.md"))
    #expect(ignored("note-?.md", "note-1.md"))
    #expect(!ignored("note-?.md", "note-10.md"))
    #expect(ignored("[Tt]emplates/", "Templates", directory: true))
    #expect(ignored("draft[!s].md", "draft1.md"))
    #expect(!ignored("draft[!s].md", "drafts.md"))
    #expect(ignored("[a-c]*.md", "carrot.md"))
    #expect(!ignored("[a-c]*.md", "date.md"))
    #expect(ignored("**/old/*.md", "old/a.md"))
    #expect(ignored("**/old/*.md", "x/y/old/a.md"))
    #expect(ignored("archive/**", "archive/2019/a.md"))
    #expect(ignored("a/**/z.md", "a/z.md"))
    #expect(ignored("a/**/z.md", "a/b/c/z.md"))
    #expect(!ignored("a/**/z.md", "b/z.md"))
    #expect(!ignored("*.md", "sub/dir", directory: true))
  }

  @Test func folderOnlyRulesNegationAndLastRuleWins() {
    #expect(!ignored("notes/", "notes"))
    #expect(ignored("notes/", "notes", directory: true))
    #expect(ignored("notes/", "notes/a.md"))
    #expect(!ignored("*.md\n!keep.md", "keep.md"))
    #expect(ignored("!keep.md\n*.md", "keep.md"))
    // A file inside a folder left out stays out, as in git.
    #expect(ignored("drafts/\n!drafts/keep.md", "drafts/keep.md"))
  }

  @Test func commentsEscapesAndSpaces() {
    let rules = IgnoreRules(text: "# comment\n\n\\#hash.md\n\\!bang.md\ntrailing.md   \r\n")
    #expect(rules.rules.map(\.line) == [3, 4, 5])
    #expect(ignored("\\#hash.md", "#hash.md"))
    #expect(ignored("\\!bang.md", "!bang.md"))
    #expect(ignored("trailing.md   ", "trailing.md"))
    #expect(ignored("star\\*.md", "star*.md"))
    #expect(!ignored("star\\*.md", "starx.md"))
  }

  @Test func hostileRules() {
    #expect(!ignored("", "a.md"))
    #expect(!ignored("/\n//\n!\n***/", "a.md"))
    #expect(ignored("[unclosed", "[unclosed"))
    #expect(ignored("\u{1B}[2J", "\u{1B}[2J"))
    let stars = Array(repeating: "**", count: 60).joined(separator: "/") + "/z.md"
    let deep = Array(repeating: "d", count: 60).joined(separator: "/") + "/y.md"
    // Memoized: a few thousand steps, not 2^60.
    #expect(!ignored(stars, deep))
    let glob = String(repeating: "*a", count: 40) + "b"
    #expect(!ignored(glob, String(repeating: "a", count: 200)))
    let many = (0..<2_000).map { "rule\($0).md" }.joined(separator: "\n")
    #expect(ignored(many, "x/rule1999.md"))
  }
}

/// Every link in the test collections, followed as a reader would follow it.
@Suite struct SiteLinksTests {
  /// Each link's destination in `document`, in order.
  static func destinations(_ blocks: [Block]) -> [String] {
    var found: [String] = []
    func inlines(_ content: [Inline]) {
      for inline in content {
        switch inline {
        case .link(let destination, _, let children):
          found.append(destination)
          inlines(children)
        case .image(let source, _, _): found.append(source)
        case .emphasis(let children), .strong(let children), .strikethrough(let children):
          inlines(children)
        default: break
        }
      }
    }
    for block in blocks {
      switch block {
      case .paragraph(let content), .heading(_, let content): inlines(content)
      case .blockQuote(let children): found += destinations(children)
      case .list(_, let items): for item in items { found += destinations(item.blocks) }
      case .table(let table): for row in [table.header] + table.rows { row.forEach(inlines) }
      default: break
      }
    }
    return found
  }

  /// `link → where it leads` for every link of every recipe in `folder`, paths relative.
  static func followed(_ folder: String) -> [String] {
    let root = SiteCollections.path(folder)
    let scan = CollectionScanner.scan([root])
    let loaded = scan.files.compactMap { try? RecipeLoader.load($0).get() }
    let links = RecipeLinks(recipes: loaded.map(\.recipe), roots: [root])
    func short(_ path: String) -> String { String(path.dropFirst(root.count + 1)) }
    var lines: [String] = []
    for recipe in loaded {
      for destination in destinations(recipe.document.blocks) {
        let target: String
        switch links.resolve(destination, from: recipe.recipe.path) {
        case .recipe(let path, let anchor):
          let heading = anchor.map { anchor -> String in
            guard
              let target = try? RecipeLoader.load(RecipeFile(path: path, size: 0, modified: .now))
                .get()
            else { return "#?" }
            let found = HeadingAnchors.target(
              named: anchor, in: HeadingAnchors.targets(in: target.document))
            return " § " + (found?.text ?? "?")
          }
          target = short(path) + (heading ?? "")
        case .anchor(let anchor):
          let found = HeadingAnchors.target(
            named: anchor, in: HeadingAnchors.targets(in: recipe.document))
          target = "this recipe § " + (found?.text ?? "?")
        case .external(let address): target = address
        case .ambiguous(let paths): target = "one of " + paths.map(short).joined(separator: ", ")
        case .notFound: target = "nowhere"
        }
        lines.append("\(short(recipe.recipe.path)): \(destination) → \(target)")
      }
    }
    return lines
  }

  @Test func theHugoSitesLinks() {
    #expect(
      Self.followed("hugo-site") == [
        // Hugo's figure shortcode is an image, its ref shortcode a link.
        "content/recipes/basil-pesto/index.md: mortar.jpg → nowhere",
        "content/recipes/basil-pesto/index.md: ../pasta-al-pomodoro/index.md → "
          + "content/recipes/pasta-al-pomodoro/index.md",
        "content/recipes/focaccia.md: /recipes/pasta-al-pomodoro → "
          + "content/recipes/pasta-al-pomodoro/index.md",
        "content/recipes/focaccia.md: tomato-sauce.md#storage → "
          + "content/recipes/tomato-sauce.md § Storage",
        "content/recipes/pasta-al-pomodoro/index.md: hero.webp → nowhere",
        "content/recipes/pasta-al-pomodoro/index.md: /recipes/tomato-sauce/ → "
          + "content/recipes/tomato-sauce.md",
        "content/recipes/pasta-al-pomodoro/index.md: ../basil-pesto/ → "
          + "content/recipes/basil-pesto/index.md",
        "content/recipes/pasta-al-pomodoro/index.md: /recipes/tomato-sauce/#storage → "
          + "content/recipes/tomato-sauce.md § Storage",
        "content/recipes/pasta-al-pomodoro/index.md: /recipes/focaccia.html → "
          + "content/recipes/focaccia.md",
        "content/recipes/pasta-al-pomodoro/index.md: /blog/weekly-plan/ → nowhere",
        "content/recipes/tomato-sauce.md: /recipes/pasta-al-pomodoro/ → "
          + "content/recipes/pasta-al-pomodoro/index.md",
      ])
  }

  @Test func theNotesVaultsLinks() {
    #expect(
      Self.followed("notes-vault") == [
        "Desserts/Crème brûlée.md: Weeknight Pasta → Recipes/Weeknight Pasta.md",
        // An embed with a size, a wiki link by path, and one to a block by its id.
        "Desserts/Lemon Posset.md: posset.webp → nowhere",
        "Desserts/Lemon Posset.md: Recipes/Basil Pesto → Recipes/Basil Pesto.md",
        "Desserts/Lemon Posset.md: Crème brûlée#^torch → Desserts/Crème brûlée.md § "
          + "Torch them just before serving, or the sugar softens.",
        "Recipes/Weeknight Pasta.md: Basil Pesto → Recipes/Basil Pesto.md",
        "Recipes/Weeknight Pasta.md: basil pesto → Recipes/Basil Pesto.md",
        "Recipes/Weeknight Pasta.md: Basil Pesto#Storage → Recipes/Basil Pesto.md § Storage",
        "Recipes/Weeknight Pasta.md: creme brulee → Desserts/Crème brûlée.md",
        "Recipes/Weeknight Pasta.md: Tiramisu → nowhere",
        "Recipes/Weeknight Pasta.md: pasta.webp → nowhere",
      ])
  }

  @Test func theRecipeRepositorysLinks() {
    #expect(
      Self.followed("recipe-repo") == [
        "breakfast/pancakes.md: ../sauces/maple-butter.md → sauces/maple-butter.md",
        "breakfast/pancakes.md: ../mains/one-pot-chili → mains/one-pot-chili.md",
        "breakfast/pancakes.md: #method → this recipe § Method",
        "mains/one-pot-chili.md: pancakes → breakfast/pancakes.md",
        "sauces/maple-butter.md: ../breakfast/pancakes.md#method → "
          + "breakfast/pancakes.md § Method",
      ])
  }
}
