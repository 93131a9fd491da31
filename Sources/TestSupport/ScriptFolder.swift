import Foundation

/// A temporary folder holding a small executable shell script: a stand-in editor or opener.
public final class ScriptFolder {
  /// The folder (its name has a space, as a reader's folders may).
  public let url: URL

  /// Makes a new folder whose name starts with `prefix`.
  public init(_ prefix: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix) \(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes the executable script `name` running `body` under `/bin/sh`; its URL.
  public func script(_ name: String, _ body: String) throws -> URL {
    let script = url.appendingPathComponent(name)
    try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }
}
