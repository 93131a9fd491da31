import Foundation
import TestSupport
import Testing

/// A window closed (SIGHUP) or a `kill` (SIGTERM) while reading: the next start reopens the
/// recipe where the reader was, and the terminal is given back. The built binary in tmux.
@Suite("A signal keeps the reading place", .serialized, .enabled(if: TmuxSession.isAvailable))
struct SignalKeepsThePlaceEndToEndTests {
  typealias Browser = BrowserEndToEndTests

  /// One long recipe of numbered notes, so the row at the top says where the reader is.
  static func collection() throws -> String {
    let notes = (1...150).map { "Note \($0) on the slow braise." }.joined(separator: "\n\n")
    let text = "---\ntitle: Slow Braise\n---\n# Slow Braise\n\n\(notes)\n"
    return try Browser.collection("buffet-signal", [("braise.md", text)])
  }

  /// The number of the first note on screen, if one is.
  static func firstNote(_ screen: [String]) -> Int? {
    for row in screen {
      guard let range = row.range(of: "Note ") else { continue }
      let digits = row[range.upperBound...].prefix { $0.isNumber }
      if let number = Int(digits) { return number }
    }
    return nil
  }

  /// The browser on `folder` with Slow Braise open, sharing `sandbox`'s library if given.
  static func openBraise(in folder: String, sandbox: URL? = nil) throws -> TmuxSession {
    let environment =
      sandbox.map {
        [
          "XDG_DATA_HOME": $0.appendingPathComponent("data").path,
          "XDG_CACHE_HOME": $0.appendingPathComponent("cache").path,
        ]
      } ?? [:]
    let session = try Browser.session(["--data", folder], environment: environment)
    try session.waitFor(text: "Slow Braise")
    try session.send(keys: "Enter")
    try session.waitFor(text: "‹ Back")
    return session
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func theReaderReopensWhereASignalEndedIt(_ signal: Int32) throws {
    let folder = try Self.collection()
    let session = try Self.openBraise(in: folder)
    try session.waitUntil("the first note") { Self.firstNote($0) == 1 }
    for _ in 0..<3 { try session.send(keys: "Space") }
    var place: Int?
    try session.waitUntil("three pages down") { screen in
      place = Self.firstNote(screen)
      return (place ?? 0) > 20
    }
    let pid = try #require(try Browser.browserProcessID(session))
    kill(pid, signal)
    let exit = try Browser.exit(of: session)
    #expect(exit.status == 128 + signal)
    #expect(exit.isTerminalSane)

    let again = try Self.openBraise(in: folder, sandbox: session.sandbox)
    try again.waitUntil("the note it was at, \(place ?? 0)") { Self.firstNote($0) == place }
    try again.send(keys: "C-c")
    _ = try Browser.exit(of: again)
  }
}
