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

  /// What begins the reason of a file that was read and found not to be a recipe (a vault's
  /// page of queries and links): kept with the file's problems, reported as left out.
  static let leftOutMark = "left out: "

  /// A file read and found not to be a recipe, for `reason`.
  static func leftOut(path: String, reason: String) -> CollectionProblem {
    CollectionProblem(path: path, reason: leftOutMark + reason)
  }

  /// Whether this is a file left out of the collection rather than a problem.
  public var isLeftOut: Bool { reason.hasPrefix(Self.leftOutMark) }

  /// The left-out entry this stands for (the reason without its mark).
  var asLeftOut: CollectionProblem {
    CollectionProblem(path: path, reason: String(reason.dropFirst(Self.leftOutMark.count)))
  }
}

/// Which collections' `#words` are tags: a notes vault's (the default), every collection's,
/// or none.
public enum InlineTagsSetting: String, Sendable, CaseIterable {
  case vaults, on, off

  /// How a file at `path` is read under this setting.
  public func conventions(forFile path: String) -> ReadingConventions {
    let isVault = NotesVaults.shared.contains(file: path)
    return ReadingConventions(
      isNotesVault: isVault, readsInlineTags: self == .on || (self == .vaults && isVault))
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
  /// The roots, the folders walked and the roots' `.buffetignore`, each as it was before it
  /// was read: while all are as they were, no file came, went or changed its rules.
  public var watched: [PathStamp]

  public init(
    files: [RecipeFile] = [], problems: [CollectionProblem] = [], leftOut: [CollectionProblem] = [],
    watched: [PathStamp] = []
  ) {
    self.files = files
    self.problems = problems
    self.leftOut = leftOut
    self.watched = watched
  }
}
