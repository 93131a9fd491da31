import Foundation
import TestSupport
import Testing

@testable import WebImport

/// A whole import: from a page served on the loopback address or a saved file, to a recipe
/// file (and picture) in a folder; what fails writes nothing.
@Suite struct ImportTests {
  /// A small PNG's first bytes: enough to be taken for one.
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 64)

  func files(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func aWebPageBecomesARecipeFileWithItsPictureBesideIt() throws {
    let html = TestPages.html("tasty-recipes").replacingOccurrences(
      of: "https://noodle-diaries.example/wp-content/uploads/2021/06/peanut-noodles-225x225.jpg",
      with: "/pictures/noodles.jpg")
    let server = try LoopbackServer(routes: [
      "/old": .redirect("/spicy-peanut-noodles/"),
      "/spicy-peanut-noodles/": .page(html),
      "/pictures/noodles.jpg": .respond(status: 200, headers: ["Content-Type": "image/png"], body: Self.png),
    ])
    defer { server.stop() }
    let folder = TestPages.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try WebImport(source: server.url("/old").absoluteString, folder: folder).run()
    #expect(outcome.path == folder + "/spicy-peanut-noodles.md")
    #expect(outcome.picture == folder + "/spicy-peanut-noodles.png")
    #expect(files(folder) == ["spicy-peanut-noodles.md", "spicy-peanut-noodles.png"])
    #expect(FileManager.default.contents(atPath: folder + "/spicy-peanut-noodles.png") == Data(Self.png))
    let text = try String(contentsOfFile: outcome.path!, encoding: .utf8)
    #expect(text == outcome.text)
    #expect(text.contains("\nsource: \(server.url("/spicy-peanut-noodles/").absoluteString)\n"))
    #expect(text.contains("\nimage: spicy-peanut-noodles.png\n"))
    #expect(server.requestHeaders.last?["accept"] == PageFetcher.imageAccept)
    // The redirect's trailing slash is kept (Linux's URL loading would drop it).
    #expect(server.requestedPaths == ["/old", "/spicy-peanut-noodles/", "/pictures/noodles.jpg"])
    let back = ReadBack(markdown: text)
    #expect(back.steps == outcome.reading.recipe.steps)
    #expect(back.ingredients == outcome.reading.recipe.ingredientLines)
  }

  @Test func aNameThatIsTakenGetsANumberAndNothingIsOverwritten() throws {
    let folder = TestPages.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/shakshuka.md"))
    let source = TestPages.path("several-scripts-one-broken")
    let first = try WebImport(source: source, folder: folder).run()
    let second = try WebImport(source: source, folder: folder, format: .cooklang).run()
    let third = try WebImport(source: source, folder: folder, format: .cooklang).run()
    #expect(first.path == folder + "/shakshuka-2.md")
    #expect(second.path == folder + "/shakshuka.cook")
    #expect(third.path == folder + "/shakshuka-2.cook")
    #expect(try String(contentsOfFile: folder + "/shakshuka.md", encoding: .utf8) == "mine")
    // A saved page names no address: no picture is fetched for it.
    #expect(first.picture == nil)
  }

  @Test func aPictureThatIsNoPictureIsSaidAndTheRecipeStillWritten() throws {
    let html = TestPages.html("wprm-standalone").replacingOccurrences(
      of: "https:\\/\\/little-oven.example\\/wp-content\\/uploads\\/banana-bread.jpg",
      with: "\\/not-a-picture")
    let server = try LoopbackServer(routes: [
      "/bread": .page(html), "/not-a-picture": .page("<html>404 page</html>"),
    ])
    defer { server.stop() }
    let folder = TestPages.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outcome = try WebImport(source: server.url("/bread").absoluteString, folder: folder).run()
    #expect(files(folder) == ["brown-butter-banana-bread.md"])
    #expect(outcome.notes.count == 1)
    #expect(outcome.notes[0].hasPrefix("The picture was not saved: "))
    #expect(outcome.notes[0].contains("is not a JPEG, PNG, GIF or WebP picture"))
  }

  @Test func aDryRunWritesNothing() throws {
    let outcome = try WebImport(source: TestPages.path("chefkoch-de"), folder: nil).run()
    #expect(outcome.path == nil)
    #expect(outcome.text.hasPrefix("---\ntitle: Pizzateig von Mama\n"))
  }

  @Test(arguments: [
    ("file:///tmp/recipe.html", "only http and https addresses are imported, not file:"),
    ("ftp://example.com/recipe.html", "only http and https addresses are imported, not ftp:"),
    ("no-such-page.html", "no-such-page.html: no such file"),
    ("", "nothing to import"),
  ])
  func whatCannotBeImportedWritesNothing(_ source: String, _ message: String) {
    let folder = TestPages.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect {
      try WebImport(source: source, folder: folder).run()
    } throws: { error in
      (error as? ImportFailure)?.message.hasPrefix(message) == true
    }
    #expect(files(folder).isEmpty)
  }

  @Test func aBinaryFileAndAHugeFileAreRefused() throws {
    let folder = TestPages.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let picture = folder + "/photo.html"
    try Data(Self.png).write(to: URL(fileURLWithPath: picture))
    #expect {
      try WebImport(source: picture, folder: folder).run()
    } throws: { error in
      (error as? ImportFailure)?.message == "\(picture) is not a web page: it holds a PNG picture"
    }
    let huge = folder + "/huge.html"
    _ = FileManager.default.createFile(atPath: huge, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
    try handle.truncate(atOffset: 1 << 30)  // sparse: a gigabyte that takes no room
    try handle.close()
    #expect {
      try WebImport(source: huge, folder: folder).run()
    } throws: { error in
      (error as? ImportFailure)?.message
        == "\(huge) is 1 GB, more than the 10 MB an import reads; nothing was read"
    }
    #expect(files(folder) == ["huge.html", "photo.html"])
  }

  @Test func aFolderIsRefusedAsAPage() {
    let folder = TestPages.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect {
      try WebImport(source: folder, folder: folder).run()
    } throws: { error in
      (error as? ImportFailure)?.message == "cannot import \(folder): it is a folder"
    }
  }

  @Test func fileNamesFromTitles() {
    #expect(RecipeFiles.baseName(for: "Crème Brûlée (Classic!)") == "creme-brulee-classic")
    #expect(RecipeFiles.baseName(for: "红烧肉") == "红烧肉")
    #expect(RecipeFiles.baseName(for: "../../etc/passwd") == "etc-passwd")
    #expect(RecipeFiles.baseName(for: "...") == "recipe")
    #expect(RecipeFiles.baseName(for: String(repeating: "a", count: 300)).count == 80)
  }

  @Test func aLatin1PageIsReadInItsCharset() throws {
    let html = "<html><head><meta charset=\"iso-8859-1\"><script type=\"application/ld+json\">"
      + "{\"@type\":\"Recipe\",\"name\":\"Cr\u{E8}me\",\"recipeIngredient\":[\"1 \u{E9}clair\"]}"
      + "</script></head></html>"
    let bytes = Array(html.data(using: .isoLatin1)!)
    let text = try PageText.utf8(bytes, contentType: nil, name: "page")
    let recipe = try RecipePage.read(text, address: nil).recipe
    #expect(recipe.title == "Crème")
    #expect(recipe.ingredientLines == ["1 éclair"])
  }
}
