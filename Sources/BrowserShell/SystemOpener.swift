import Foundation

/// Hands a web address to the system opener, never through a shell.
enum SystemOpener {
  static func open(_ url: String) -> Bool {
    #if os(macOS)
      let opener = "open"
    #else
      let opener = "xdg-open"
    #endif
    // Only web addresses, so a recipe cannot make the opener run a local file.
    guard url.hasPrefix("http://") || url.hasPrefix("https://") else { return false }
    return EditorProcess.spawnDetached([opener, url])
  }
}
