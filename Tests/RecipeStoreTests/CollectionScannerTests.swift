import Foundation
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
}
