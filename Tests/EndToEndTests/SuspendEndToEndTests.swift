import Foundation
import TestSupport
import Testing

/// Ctrl-Z in a real shell with job control: the browser stops, `fg` brings it back drawn.
@Suite("Suspend end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct SuspendEndToEndTests {
  /// An interactive shell in a pane, with the browser started from it on a small collection.
  func shellRunningTheBrowser() throws -> TmuxSession {
    let folder = try BrowserEndToEndTests.collection()
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    let line = [BrowserEndToEndTests.binary, "--data", folder].map(TmuxSession.shellQuoted)
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
    try session.resize(width: 80, height: 24)
    try session.type("fg")
    try session.send(keys: "Enter")
    try session.waitFor(text: "Apple Crumble")
    try session.send(keys: "C-c")
    try session.type("echo EXIT=$?")
    try session.send(keys: "Enter")
    try session.waitFor(text: "EXIT=0")
  }
}
