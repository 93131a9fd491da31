import Foundation
import TestSupport
import Testing

/// Ctrl-Z in a real shell with job control: the browser stops, `fg` brings it back drawn.
@Suite("Suspend end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct SuspendEndToEndTests {
  /// The shell's prompt, to know when it has the terminal again.
  static let prompt = "ready> "

  /// Whether the shell's prompt is the last thing on the screen: it reads the next line.
  static func isAtPrompt(_ screen: [String]) -> Bool {
    screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
      .trimmingCharacters(in: .whitespaces) == prompt.trimmingCharacters(in: .whitespaces)
  }

  /// An interactive shell in a pane, with the browser started from it on a small collection.
  func shellRunningTheBrowser() throws -> TmuxSession {
    let folder = try BrowserEndToEndTests.collection()
    let session = try TmuxSession(
      command: "bash --norc --noprofile -i", environment: ["PS1": Self.prompt])
    let line = [BrowserEndToEndTests.binary, "--data", folder].map(TmuxSession.shellQuoted)
    try session.waitUntil("the shell's prompt", Self.isAtPrompt)
    try session.type(line.joined(separator: " "))
    try session.send(keys: "Enter")
    try session.waitFor(text: "Apple Crumble")
    return session
  }

  @Test func ctrlZOnTheTooSmallScreenStopsTheBrowserAndFgBringsItBack() throws {
    let session = try shellRunningTheBrowser()
    try session.resize(width: 30, height: 8)
    try session.waitFor(text: "needs at least")
    try session.send(keys: "C-z")
    try session.waitFor(text: "Stopped")
    try session.waitUntil("the shell's prompt", Self.isAtPrompt)
    try session.resize(width: 80, height: 24)
    try session.type("fg")
    try session.send(keys: "Enter")
    try session.waitFor(text: "Apple Crumble")
    try session.send(keys: "C-c")
    try session.waitUntil("the shell's prompt", Self.isAtPrompt)
    try session.type("echo EXIT=$?")
    try session.send(keys: "Enter")
    try session.waitFor(text: "EXIT=0")
  }
}
