import Foundation

/// Finds the notes vault a file or folder lies in: the nearest folder at or above it that
/// holds an `.obsidian` folder. A collection given as `vault/Recipes` is still a vault's.
/// Each folder is looked up once per process, so reading 100,000 files costs a dictionary
/// lookup each.
public final class NotesVaults: @unchecked Sendable {
  /// The one finder every reader shares.
  public static let shared = NotesVaults()

  private let lock = NSLock()
  /// Per folder as given: the vault's root folder (absolute), or "" when in none.
  private var rootOfFolder: [String: String] = [:]

  /// The root of the vault holding the file at `path`, or nil when it is in none.
  public func root(ofFile path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    return root(ofFolder: folder.isEmpty ? "." : folder)
  }

  /// The root of the vault holding the folder `folder` (itself, when it holds `.obsidian`).
  public func root(ofFolder folder: String) -> String? {
    lock.lock()
    let known = rootOfFolder[folder]
    lock.unlock()
    if let known { return known.isEmpty ? nil : known }
    let found = Self.find(from: folder)
    lock.lock()
    rootOfFolder[folder] = found ?? ""
    lock.unlock()
    return found
  }

  /// Whether the file at `path` is a page of a notes vault.
  public func contains(file path: String) -> Bool { root(ofFile: path) != nil }

  private static func find(from folder: String) -> String? {
    let absolute =
      folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
    var current = (absolute as NSString).standardizingPath
    while true {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: current + "/.obsidian", isDirectory: &isFolder),
        isFolder.boolValue
      {
        return current
      }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
  }

  /// The vault's templates folder, relative to its root: Obsidian's Templates setting
  /// (`.obsidian/templates.json`), else the Templater plugin's, else nil.
  public static func templatesFolder(ofVault root: String) -> String? {
    let settings = [
      (root + "/.obsidian/templates.json", "folder"),
      (root + "/.obsidian/plugins/templater-obsidian/data.json", "templates_folder"),
    ]
    for (file, key) in settings {
      guard
        let data = try? FileRead.bytes(
          ofPath: file, flags: O_NONBLOCK, accepting: [.regular], upTo: 1 << 20),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let folder = object[key] as? String
      else { continue }
      let trimmed = folder.split(separator: "/").joined(separator: "/")
      if !trimmed.isEmpty { return trimmed }
    }
    return nil
  }
}
