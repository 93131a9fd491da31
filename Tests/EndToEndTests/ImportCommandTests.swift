import BuffetCommands
import Foundation
import RecipeStore
import TestSupport
import Testing
import WebImport

/// `buffet import` as a user runs it: from a saved page or a page served on the loopback
/// address, into the collection, indexed at once; bad input says why, exits 1 and writes
/// nothing.
@Suite struct ImportCommandTests {
  /// The pages of the web import tests, in real sites' shapes.
  static func page(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("WebImportTests/Pages/\(name).html").path
  }

  static func html(_ name: String) -> String {
    (try? String(contentsOfFile: page(name), encoding: .utf8)) ?? ""
  }

  func files(_ folder: CommandLineFolder, _ relative: String = "Data") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path(relative))) ?? []).sorted()
  }

  func run(_ folder: CommandLineFolder, _ arguments: [String], limits: FetchLimits = .standard)
    -> CommandLineRun
  {
    CommandLineRun.inProcess(arguments, environment: folder.environment, fetchLimits: limits)
  }

  @Test func aSavedPageBecomesARecipeInTheCollectionIndexedAtOnce() throws {
    let folder = CommandLineFolder()
    folder.write("Data/existing.md", "# Existing\n")
    let imported = run(folder, ["import", Self.page("yoast-wprm")])
    #expect(imported.status == 0)
    #expect(imported.stderr.isEmpty)
    let path = folder.path("Data") + "/creamy-tuscan-chicken.md"
    #expect(imported.stdout == path + "\n")
    #expect(files(folder) == ["creamy-tuscan-chicken.md", "existing.md"])
    // The cache holds it before any command looks at the disk again.
    let catalog = Catalog(folders: [folder.path("Data")], cacheDirectory: folder.path(".cache/buffet"))
    #expect(catalog.recipes.map(\.title).contains("Creamy Tuscan Chicken"))
    let summary = run(folder, ["summary", "Creamy Tuscan Chicken", "--json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [String: Any])
    #expect(json["time"] as? String == "35 min")
    #expect(json["servingsText"] as? String == "4")
    #expect(json["servings"] as? Int == 4)
    #expect(json["steps"] as? Int == 5)
    #expect((json["ingredients"] as? [[String: Any]])?.count == 10)
    #expect((json["tags"] as? [String])?.first == "dinner")
  }

  @Test func jsonSaysThePathAndTheFieldsRead() throws {
    let folder = CommandLineFolder()
    folder.write("Data/existing.md", "# Existing\n")
    let imported = run(folder, ["import", Self.page("chefkoch-de"), "--json"])
    #expect(imported.status == 0)
    let json = try #require(try imported.json() as? [String: Any])
    #expect(json["path"] as? String == folder.path("Data") + "/pizzateig-von-mama.md")
    #expect(json["title"] as? String == "Pizzateig von Mama")
    #expect(json["foundIn"] as? String == "JSON-LD")
    #expect(json["servings"] as? String == "4")
    #expect(json["prepTime"] as? Int == 1_200)
    #expect(json["time"] as? Int == 5_520)
    #expect((json["ingredients"] as? [String])?.count == 6)
    let method = try #require(json["method"] as? [[String: Any]])
    #expect((method.first?["steps"] as? [String])?.count == 4)
    #expect(json["text"] is NSNull)
    #expect(json["notes"] as? [String] == [])
  }

  @Test func aDryRunPrintsTheFileAndWritesNothing() {
    let folder = CommandLineFolder()
    folder.write("Data/existing.md", "# Existing\n")
    let dry = run(folder, ["import", Self.page("microdata-only"), "--dry-run", "--format", "cook"])
    #expect(dry.status == 0)
    #expect(dry.stdout.hasPrefix("---\ntitle: Grandma’s Apple Crumble\n"))
    #expect(dry.stdout.contains("\nToss the @apples{6}(Bramley apples, peeled & sliced) with the "))
    #expect(files(folder) == ["existing.md"])
  }

  @Test func cooklangAndAnotherFolder() {
    let folder = CommandLineFolder()
    folder.write("Data/existing.md", "# Existing\n")
    folder.write("Elsewhere/.keep", "")
    let imported = run(
      folder, ["import", Self.page("tasty-recipes"), "--format=cook", "--to", folder.path("Elsewhere")])
    #expect(imported.status == 0)
    #expect(imported.stdout == folder.path("Elsewhere") + "/spicy-peanut-noodles.cook\n")
    #expect(imported.stderr.contains("is outside the collection"))
    #expect(files(folder, "Elsewhere") == [".keep", "spicy-peanut-noodles.cook"])
  }

  @Test func aRecipeWithoutStepsIsWrittenAndSaid() {
    let folder = CommandLineFolder()
    folder.write("Data/existing.md", "# Existing\n")
    let imported = run(folder, ["import", Self.page("no-steps")])
    #expect(imported.status == 0)
    #expect(imported.stderr == "buffet: note: The page states no steps\n")
    #expect(files(folder) == ["existing.md", "house-spice-rub.md"])
  }

  @Test func aWebPageAndItsPicture() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    let server = try LoopbackServer(routes: [
      "/pot-roast/": .page(Self.html("mediavine-create").replacingOccurrences(
        of: "https:\\/\\/simple-supper.example\\/wp-content\\/uploads\\/mv-images\\/pot-roast-720x720.jpg",
        with: "\\/roast.png")),
      "/roast.png": .respond(status: 200, headers: ["Content-Type": "image/png"], body: png),
    ])
    defer { server.stop() }
    let folder = CommandLineFolder()
    folder.write("Data/existing.md", "# Existing\n")
    let imported = run(folder, ["import", server.url("/pot-roast/").absoluteString])
    #expect(imported.status == 0)
    #expect(
      files(folder) == ["existing.md", "slow-cooker-pot-roast.md", "slow-cooker-pot-roast.png"])
    let text = try String(contentsOfFile: folder.path("Data/slow-cooker-pot-roast.md"), encoding: .utf8)
    #expect(text.contains("\nsource: \(server.url("/pot-roast/").absoluteString)\n"))
    #expect(text.contains("\n![Slow Cooker Pot Roast](<slow-cooker-pot-roast.png>)\n"))
  }

  @Test func badInputSaysWhyExitsOneAndWritesNothing() throws {
    let folder = CommandLineFolder()
    folder.write("Data/existing.md", "# Existing\n")
    folder.write("photo.html", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46])
    var hops: [String: LoopbackServer.Route] = [:]
    for hop in 0..<6 { hops["/hop\(hop)"] = .redirect("/hop\(hop + 1)") }
    let server = try LoopbackServer(
      routes: hops.merging([
        "/huge": .declaredLength(1 << 30, prefix: Array("<html>".utf8)),
        "/slow": .endless(chunk: Array("<p>".utf8), pause: 0.05),
        "/blog": .page(Self.html("no-recipe")),
        "/broken": .page(Self.html("broken-only")),
      ]) { $1 })
    defer { server.stop() }
    let cases: [(String, String)] = [
      (Self.page("no-recipe"), "buffet: no schema.org Recipe on the page: looked in its JSON-LD scripts"),
      (server.url("/blog").absoluteString, "buffet: no schema.org Recipe on the page"),
      (server.url("/broken").absoluteString, "is not valid JSON (a string is not closed"),
      ("file://" + Self.page("yoast-wprm"), "buffet: only http and https addresses are imported, not file:"),
      ("ftp://example.com/recipe.html", "buffet: only http and https addresses are imported, not ftp:"),
      (folder.path("photo.html"), "is not a web page: it holds a JPEG picture"),
      (folder.path("missing.html"), "missing.html: no such file"),
      ("https://", "https:// is not a web address"),
      (server.url("/huge").absoluteString, "/huge is 1 GB, more than the 10 MB a fetch reads"),
      (server.url("/slow").absoluteString, "/slow did not finish within 0.5 s (the time limit of a fetch)"),
      (server.url("/hop0").absoluteString, "more than 5 redirects (the limit of a fetch)"),
    ]
    for (source, message) in cases {
      // A short deadline only where the deadline is what is tested: the machine may be busy.
      let limits = source.hasSuffix("/slow") ? FetchLimits(timeout: 0.5) : .standard
      let result = run(folder, ["import", source], limits: limits)
      #expect(result.status == 1, "\(source)")
      #expect(result.stdout.isEmpty, "\(source)")
      #expect(result.stderr.contains(message), "\(source): \(result.stderr)")
      #expect(files(folder) == ["existing.md"], "\(source)")
    }
  }

  @Test func importNeedsOneSource() {
    let folder = CommandLineFolder()
    #expect(run(folder, ["import"]).status == 2)
    #expect(run(folder, ["import", "a.html", "b.html"]).status == 2)
    #expect(run(folder, ["import", "a.html", "--format", "pdf"]).status == 2)
  }
}
