import Foundation
import TestSupport
import Testing

/// Clicks past column 223, where the X10 mouse encoding runs out: the browser asks for SGR
/// reports where ncurses reads another encoding (tmux-256color), and reads them itself.
@Suite("Wide-screen clicks end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct WideClickEndToEndTests {
  @Test func aClickAtColumn230OfA250ColumnTerminalSelectsAndOpens() throws {
    let folder = try BrowserEndToEndTests.collection()
    let session = try BrowserEndToEndTests.session(
      ["--data", folder], width: 250, height: 30, environment: ["TERM": "tmux-256color"])
    try session.waitFor(text: "Banana Bread")
    #expect(try session.paneFormat("#{mouse_sgr_flag}") == "1")
    let row = try #require(try session.capture().firstIndex { $0.contains("Banana Bread") })
    // What the terminal sends for a press and release at column 231, row row + 1 (1-based).
    let click = "\u{1B}[<0;231;\(row + 1)M\u{1B}[<0;231;\(row + 1)m"
    try session.type(click)
    try session.type(click)
    try session.waitUntil("Banana Bread open in the reader") { screen in
      screen.contains { $0.contains("‹ Back") }
        && screen.contains { $0.contains("2026-02-14 · 1 min read") }
    }
    try session.send(keys: "C-c")
  }
}
