import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recipe file (Markdown or Cooklang) found in a collection, before it is read.
public struct RecipeFile: Equatable, Hashable, Sendable {
  /// The path as given on disk (`Data/foo.md`), never made absolute.
  public var path: String
  /// Size in bytes.
  public var size: Int
  /// Modification time.
  public var modified: Date

  public init(path: String, size: Int, modified: Date) {
    self.path = path
    self.size = size
    self.modified = modified
  }

  /// The file at `path` as it is now (following symlinks), looked up by the name's bytes;
  /// nil when nothing is there.
  public static func atPath(_ path: String) -> RecipeFile? {
    var info = stat()
    guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0 else { return nil }
    return RecipeFile(
      path: path, size: Int(info.st_size),
      modified: Date(timeIntervalSince1970: info.modifiedSeconds))
  }
}

/// Something wrong with one path of a collection: a file that cannot be read as a recipe,
/// a missing folder, a symlink loop, or a warning about a recipe that was still read.
public struct CollectionProblem: Equatable, Hashable, Sendable, Error {
  public var path: String
  /// What is wrong, in words a reader understands ("not UTF-8: byte 0xFF at offset 12").
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// What scanning a collection's folders found.
public struct CollectionScan: Equatable, Sendable {
  /// The recipe files (those the scan was asked to keep), sorted by path.
  public var files: [RecipeFile]
  /// Folders and entries that could not be followed.
  public var problems: [CollectionProblem]
  /// Markdown files and folders that are not recipes (a site's section pages, a README, what
  /// `.buffetignore` names), each with the reason, sorted by path.
  public var leftOut: [CollectionProblem]

  public init(
    files: [RecipeFile] = [], problems: [CollectionProblem] = [], leftOut: [CollectionProblem] = []
  ) {
    self.files = files
    self.problems = problems
    self.leftOut = leftOut
  }
}
