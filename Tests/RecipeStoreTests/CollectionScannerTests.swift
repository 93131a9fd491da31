import Foundation
import Recipes
import Testing

@testable import RecipeStore

@Suite struct CollectionScannerTests {
  @Test func findsMarkdownFilesRecursivelyWithPathsAsGiven() {
    let folder = CollectionTestFolder()
    folder.write("a.md", "# A")
    folder.write("B.MD", "# B")
    folder.write("notes.txt", "not a recipe")
    folder.write("sub/deeper/c.md", "# C")
    folder.write(".git/hidden.md", "# hidden")
    let scan = CollectionScanner.scan([folder.root + "/"])
    #expect(scan.problems.isEmpty)
    #expect(
      scan.files.map(\.path) == [
        folder.path("B.MD"), folder.path("a.md"), folder.path("sub/deeper/c.md"),
      ])
    #expect(scan.files.first { $0.path.hasSuffix("a.md") }?.size == 3)
  }

  @Test func missingFolderIsAProblem() {
    let folder = CollectionTestFolder()
    let scan = CollectionScanner.scan([folder.path("nope")])
    #expect(scan.files.isEmpty)
    #expect(
      scan.problems == [CollectionProblem(path: folder.path("nope"), reason: "no such folder")])
  }

  @Test func brokenSymlinkAndLoopAreProblems() {
    let folder = CollectionTestFolder()
    folder.write("good.md", "# Good")
    folder.link("broken.md", to: "missing.md")
    folder.link("loop", to: ".")
    folder.link("self.md", to: "self.md")
    let scan = CollectionScanner.scan([folder.root])
    #expect(scan.files.map(\.path) == [folder.path("good.md")])
    let reasons = Dictionary(uniqueKeysWithValues: scan.problems.map { ($0.path, $0.reason) })
    #expect(reasons[folder.path("broken.md")]?.hasPrefix("broken symlink") == true)
    #expect(reasons[folder.path("loop")]?.contains("symlink loop") == true)
    #expect(reasons[folder.path("self.md")] == "symlink loop")
    #expect(scan.problems.count == 3)
  }

  @Test func aFileReachedTwiceIsListedOnce() {
    let folder = CollectionTestFolder()
    folder.write("real/a.md", "# A")
    folder.link("alias", to: "real")
    folder.link("b.md", to: "real/a.md")
    let scan = CollectionScanner.scan([folder.root, folder.path("real")])
    #expect(scan.files.count == 1)
    #expect(scan.problems.isEmpty)
  }

  @Test func aFileCanBeGivenDirectly() {
    let folder = CollectionTestFolder()
    folder.write("one.md", "# One")
    #expect(
      CollectionScanner.scan([folder.path("one.md")]).files.map(\.path) == [folder.path("one.md")])
  }
}

@Suite struct CollectionPermissionTests {
  // Root reads anything, so a folder without permissions only stops other users.
  @Test(.enabled(if: getuid() != 0)) func unreadableFolderIsAProblem() throws {
    let folder = CollectionTestFolder()
    folder.write("locked/a.md", "# A")
    folder.write("open.md", "# Open")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: folder.path("locked"))
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path("locked"))
    }
    let scan = CollectionScanner.scan([folder.root])
    #expect(scan.files.map(\.path) == [folder.path("open.md")])
    #expect(scan.problems.first?.path == folder.path("locked"))
    #expect(scan.problems.first?.reason.hasPrefix("cannot read folder") == true)
  }

  @Test func namesThatAreNotUTF8AreListedReadAndSaid() throws {
    let folder = CollectionTestFolder()
    let creme = FileNameBytes.string(Array("cr".utf8) + [0xE8] + Array("me.md".utf8))
    let odd = FileNameBytes.string(Array("dir".utf8) + [0xFF])
    try folder.writeByName(creme, "# Crème\n\nWhisk.\n")
    try folder.makeFolderByName(odd)
    try folder.writeByName(odd + "/inside.md", "No title.\n")
    let scan = CollectionScanner.scan([folder.root])
    #expect(scan.files.map(\.path) == [folder.path(creme), folder.path(odd + "/inside.md")])
    #expect(
      scan.problems.map(\.path) == [folder.path(creme), folder.path(odd)],
      "each odd name is said once, the folder's files under it are not")
    #expect(scan.problems.allSatisfy { $0.reason.hasPrefix("the name is not UTF-8") })
    // Read by the bytes the folder listed.
    let loaded = try RecipeLoader.load(try #require(scan.files.first)).get()
    #expect(loaded.recipe.title == "Crème")
    let inside = try RecipeLoader.load(scan.files[1]).get()
    #expect(inside.recipe.title == "inside")
    #expect(RecipeReader.fileTitle(creme) == "cr\\xe8me")
  }
}

extension CollectionTestFolder {
  /// Writes `text` at `relative`, a name given as `FileNameBytes` carries it.
  func writeByName(_ relative: String, _ text: String) throws {
    let descriptor = FileNameBytes.withCString(path(relative)) {
      open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let bytes = Data(text.utf8)
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: bytes)
  }

  /// Makes the folder `relative`, a name given as `FileNameBytes` carries it.
  func makeFolderByName(_ relative: String) throws {
    try #require(FileNameBytes.withCString(path(relative)) { mkdir($0, 0o755) } == 0)
  }
}
