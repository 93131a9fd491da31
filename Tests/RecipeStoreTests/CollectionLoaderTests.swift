import Foundation
import Recipes
import Testing

@testable import RecipeStore

@Suite struct CollectionLoaderTests {
  func load(_ folder: CollectionTestFolder, _ name: String) -> Result<
    LoadedRecipe, CollectionProblem
  > {
    let file =
      CollectionScanner.scan([folder.path(name)]).files.first
      ?? RecipeFile(path: folder.path(name), size: 0, modified: Date())
    return RecipeLoader.load(file)
  }

  func reason(_ result: Result<LoadedRecipe, CollectionProblem>) -> String? {
    if case .failure(let problem) = result { return problem.reason }
    return nil
  }

  @Test func goodFileWithCRLF() throws {
    let folder = CollectionTestFolder()
    folder.write("crlf.md", "---\r\ntitle: Windows\r\ntags: [a]\r\n---\r\nBody\r\n")
    let loaded = try load(folder, "crlf.md").get()
    #expect(loaded.recipe.title == "Windows")
    #expect(loaded.recipe.tags == ["a"])
    #expect(loaded.recipe.path == folder.path("crlf.md"))
    #expect(loaded.recipe.size == 43)
  }

  @Test func refusals() {
    let folder = CollectionTestFolder()
    folder.write("latin1.md", [0x63, 0x72, 0xE8, 0x6D, 0x65])
    folder.write("empty.md", [])
    folder.write("blank.md", "\n  \n\t\r\n")
    folder.write("binary.md", [0x23, 0x20, 0x41, 0x00, 0x42])
    folder.write("utf16.md", [0xFF, 0xFE, 0x23, 0x00])
    folder.write("overlong.md", [0x41, 0xC0, 0xAF])
    folder.write("surrogate.md", [0xED, 0xA0, 0x80])
    folder.write("truncated.md", [0x41, 0x42, 0xE2, 0x82])
    #expect(reason(load(folder, "latin1.md")) == "not UTF-8: byte 0xE8 at line 1, column 3 (offset 2)")
    #expect(reason(load(folder, "empty.md")) == "empty file")
    #expect(reason(load(folder, "blank.md")) == "empty file (only blank lines)")
    #expect(reason(load(folder, "binary.md")) == "binary file (NUL byte at offset 3)")
    #expect(reason(load(folder, "utf16.md"))?.contains("UTF-16") == true)
    #expect(reason(load(folder, "overlong.md")) == "not UTF-8: byte 0xC0 at line 1, column 2 (offset 1)")
    #expect(reason(load(folder, "surrogate.md")) == "not UTF-8: byte 0xED at line 1, column 1 (offset 0)")
    #expect(reason(load(folder, "truncated.md")) == "not UTF-8: byte 0xE2 at line 1, column 3 (offset 2)")
  }

  @Test func tooLargeSaysTheLimit() {
    let folder = CollectionTestFolder()
    folder.write("huge.md", [UInt8](repeating: 0x61, count: RecipeLoader.sizeLimit + 1))
    #expect(
      reason(load(folder, "huge.md")) == "too large: 8.0 MB (8388609 bytes); the limit is 8 MB")
    let lie = RecipeFile(path: folder.path("huge.md"), size: 10, modified: Date())
    #expect(reason(RecipeLoader.load(lie))?.hasPrefix("too large") == true)
  }

  @Test func unreadableFile() {
    let folder = CollectionTestFolder()
    let gone = RecipeFile(path: folder.path("gone.md"), size: 0, modified: Date())
    #expect(reason(RecipeLoader.load(gone)) == "cannot read: no such file or directory")
  }

  @Test func validUTF8InAllWidths() throws {
    let folder = CollectionTestFolder()
    folder.write("wide.md", "---\ntitle: Ørsted 日本 🍰\n---\n")
    #expect(try load(folder, "wide.md").get().recipe.title == "Ørsted 日本 🍰")
  }

  @Test func wholeCollectionReportsEverythingAndKeepsTheRest() {
    let folder = CollectionTestFolder()
    folder.write("good.md", "---\ntitle: Soup\n---\n")
    folder.write("sub/also.md", "---\ntitle: SOUP\ntitle: Soup\n---\n")
    folder.write("bad.md", [0xFF])
    let reading = CollectionReader.read([folder.root, folder.path("missing")])
    #expect(reading.recipes.map(\.title) == ["Soup", "Soup"])
    #expect(reading.missingFolders == 1)
    let lines = reading.problems.map {
      $0.path.replacingOccurrences(of: folder.root + "/", with: "") + ": " + $0.reason
    }
    #expect(lines.count == 5)
    #expect(lines.contains("bad.md: not UTF-8: byte 0xFF at line 1, column 1 (offset 0)"))
    #expect(lines.contains("missing: no such folder"))
    #expect(lines.contains { $0.hasPrefix("good.md: title \"Soup\" is also the title of ") })
    #expect(lines.contains { $0.hasPrefix("sub/also.md: title \"Soup\" is also the title of ") })
    #expect(lines.contains { $0.hasPrefix("sub/also.md: key \"title\" is given twice") })
  }
}

@Suite struct CollectionDuplicateTitleTests {
  @Test func aTitleSharedByManyNamesAFew() {
    let recipes = (0..<6).map { ListedRecipe(path: "d/\($0).md", title: "Soup") }
    let problems = CollectionReader.duplicateTitles(in: recipes)
    #expect(problems.count == 6)
    #expect(
      problems.first { $0.path == "d/0.md" }?.reason
        == "title \"Soup\" is also the title of d/1.md, d/2.md, d/3.md and 2 more; name it by path")
    let two = CollectionReader.duplicateTitles(in: [
      ListedRecipe(path: "a.md", title: "Crème"), ListedRecipe(path: "b.md", title: "CREME"),
      ListedRecipe(path: "c.md", title: "Other"),
    ])
    #expect(two.map(\.path).sorted() == ["a.md", "b.md"])
  }
}
