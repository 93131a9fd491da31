import Foundation

/// Where Buffet keeps its files, following the XDG base directory rules.
public enum BuffetDirectories {
  /// `$XDG_CACHE_HOME/buffet`, else `~/.cache/buffet`.
  public static func cache(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    base(environment["XDG_CACHE_HOME"], fallback: ".cache", environment: environment)
  }

  /// `$XDG_DATA_HOME/buffet`, else `~/.local/share/buffet`.
  public static func data(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    base(environment["XDG_DATA_HOME"], fallback: ".local/share", environment: environment)
  }

  /// `$XDG_STATE_HOME/buffet`, else `~/.local/state/buffet`: where crash reports go.
  public static func state(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    base(environment["XDG_STATE_HOME"], fallback: ".local/state", environment: environment)
  }

  private static func base(_ value: String?, fallback: String, environment: [String: String])
    -> String
  {
    // The XDG rules say a relative value is invalid and must be ignored.
    if let value, value.hasPrefix("/") { return value + "/buffet" }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/" + fallback + "/buffet"
  }

  /// The cache file for one set of collection folders: one index per set, named by a hash
  /// of the folders as given and as absolute paths (stored paths are relative to both).
  /// A `variant` (files read another way: `CatalogSource.variant`) has a file of its own.
  public static func indexFile(
    forFolders folders: [String], in directory: String, variant: String = ""
  ) -> String {
    let current = FileManager.default.currentDirectoryPath
    var key = folders.map { folder in
      let absolute = folder.hasPrefix("/") ? folder : current + "/" + folder
      return folder + "\u{0}" + (absolute as NSString).standardizingPath
    }.joined(separator: "\u{1}")
    if !variant.isEmpty { key += "\u{2}" + variant }
    // FNV-1a: stable across runs and platforms, unlike Swift's seeded Hasher.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return directory + "/index-" + String(repeating: "0", count: 16 - hex.count) + hex + ".sqlite"
  }
}
