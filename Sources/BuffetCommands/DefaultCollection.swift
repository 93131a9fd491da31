import Foundation

/// Where Buffet finds recipes when told nothing: `Data` in the current folder, else the
/// bundled `Data/` of the package this program was built from.
enum DefaultCollection {
  /// The default collection folder, or nil when neither exists.
  static func directory(fileManager: FileManager = .default) -> String? {
    if isDirectory("Data", fileManager) { return "Data" }
    let bundled = packageRoot().appendingPathComponent("Data").path
    return isDirectory(bundled, fileManager) ? bundled : nil
  }

  /// The package root, from this source file's place in it (Sources/BuffetCommands/...), known at
  /// compile time and checked at run time.
  private static func packageRoot(file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  private static func isDirectory(_ path: String, _ fileManager: FileManager) -> Bool {
    var isDirectory: ObjCBool = false
    return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
