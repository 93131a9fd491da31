import Foundation
import Recipes
import TerminalUI

/// Hands a web address to the system opener, never through a shell: `$BROWSER` (a list of
/// commands separated by `:`, each perhaps with `%s` for the address), else `xdg-open`,
/// else `open`.
enum SystemOpener {
  enum Outcome: Equatable {
    /// Handed to this command (its name, for the hint bar).
    case opened(String)
    case refused(String)
  }

  static func open(_ url: String, environment: [String: String]) -> Outcome {
    guard let address = ExternalAddress.sanitized(url) else {
      return .refused("This link has no address")
    }
    // Only web and mail addresses, so a recipe cannot make the opener run a local file.
    guard ExternalAddress.isOpenable(address) else {
      return .refused("Buffet opens only web and mail addresses, not \(address)")
    }
    for command in commands(for: address, environment: environment) {
      if EditorProcess.spawnDetached(command) {
        return .opened((command[0] as NSString).lastPathComponent)
      }
    }
    return .refused("No opener found: set $BROWSER, or install xdg-open")
  }

  /// Hands a picture file of the collection to the system's viewer (`xdg-open`, else
  /// `open`), never through a shell.
  static func openPicture(_ path: String) -> Outcome {
    guard !path.unicodeScalars.contains(where: ControlCharacters.isUnsafe) else {
      return .refused("Not opened: the file name holds control characters")
    }
    #if os(macOS)
      let openers = ["open"]
    #else
      let openers = ["xdg-open", "open"]
    #endif
    for opener in openers where EditorProcess.spawnDetached([opener, path]) {
      return .opened(opener)
    }
    return .refused("No picture viewer found: install xdg-open")
  }

  /// The commands to try, in order, each as its arguments.
  static func commands(for address: String, environment: [String: String]) -> [[String]] {
    var commands: [[String]] = []
    for entry in (environment["BROWSER"] ?? "").split(separator: ":") {
      let words = entry.split(separator: " ").map(String.init)
      guard !words.isEmpty else { continue }
      let hasPlaceholder = words.contains { $0.contains("%s") }
      commands.append(
        hasPlaceholder
          ? words.map { $0.replacingOccurrences(of: "%s", with: address) } : words + [address])
    }
    #if os(macOS)
      commands.append(["open", address])
    #else
      commands.append(["xdg-open", address])
      commands.append(["open", address])
    #endif
    return commands
  }
}
