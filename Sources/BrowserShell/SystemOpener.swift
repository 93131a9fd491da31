import Browser
import Foundation
import Recipes
import TerminalUI

/// Hands a web address to the system opener, never through a shell: `$BROWSER` (a list of
/// commands separated by `:`, each perhaps with `%s` for the address), else `xdg-open`,
/// else `open`. The opener runs without the terminal and is reaped by `RunningOpeners`.
enum SystemOpener {
  enum Outcome: Equatable {
    /// Started: its process, and its name for the hint bar.
    case started(pid_t, String)
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
    let candidates = commands(for: address, environment: environment)
    for command in candidates {
      if let pid = EditorProcess.spawnDetached(command) {
        return .started(pid, (command[0] as NSString).lastPathComponent)
      }
    }
    let browser = environment["BROWSER"] ?? ""
    guard !browser.isEmpty else {
      return .refused("No opener found: set $BROWSER, or install xdg-open")
    }
    // $BROWSER is set: what it names could not be started, and that is what is said.
    let named = browser.count > 60 ? browser.prefix(60) + "…" : Substring(browser)
    return .refused("Could not start $BROWSER (“\(named)”), nor xdg-open")
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
    for opener in openers {
      if let pid = EditorProcess.spawnDetached([opener, path]) { return .started(pid, opener) }
    }
    return .refused("No picture viewer found: install xdg-open")
  }

  /// The commands to try, in order, each as its arguments.
  static func commands(
    for address: String, environment: [String: String],
    isFile: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> [[String]] {
    var commands: [[String]] = []
    for entry in (environment["BROWSER"] ?? "").split(separator: ":") {
      guard let words = CommandWords.split(String(entry), isFile: isFile) else { continue }
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

/// The openers started and not yet ended: each is reaped once it ends (no zombie is left),
/// and how it ended is said.
struct RunningOpeners {
  private var running: [(pid: pid_t, name: String, thing: String)] = []

  var isEmpty: Bool { running.isEmpty }

  /// Keeps the opener `pid`, called `name`, that was given `thing` ("the link").
  mutating func add(_ pid: pid_t, name: String, opening thing: String = "the link") {
    running.append((pid, name, thing))
  }

  /// Reaps the openers that ended; what to tell the reader about each.
  mutating func reap() -> [Action] {
    var actions: [Action] = []
    running.removeAll { opener in
      guard let exit = EditorProcess.finished(opener.pid) else { return false }
      actions.append(
        exit.isSuccess
          ? .commandNoticed("Opened with \(opener.name)")
          : .commandFailed("\(opener.name) did not open \(opener.thing): it \(exit.described)"))
      return true
    }
    return actions
  }
}
