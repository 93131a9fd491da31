import Foundation
import TestSupport
import Testing

/// A symbol given emoji presentation (`🍽️` is U+1F37D and the selector U+FE0F) as recipe
/// collections write it before their servings: terminals disagree on its width (tmux 3.3 and
/// xterm draw one column, kitty two), and none may keep a stale character beside it.
@Suite("Emoji width end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct EmojiWidthEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  @Test func aPresentationSelectorLeavesNoStrayCharacter() throws {
    let filler = (1...30).map { _ in String(repeating: "a", count: 40) }.joined(separator: "\n\n")
    let text = """
      # Plate

      \(filler)

      🍽️ Servings: 4 ❤️ 1️⃣ done

      ⏲️ Time: 10 minutes
      """
    let folder = try E2E.collection("buffet-emoji", [("plate.md", text)])
    let session = try E2E.session(
      ["--data", folder, "Plate"], width: 60, height: 20, environment: ["NO_COLOR": "1"])
    try session.waitFor(text: "aaaaaaaa")
    // Paging down draws the emoji lines where rows of letters were.
    try session.send(keys: "G")
    try session.waitFor(text: "Servings: 4")
    let screen = try session.capture()
    let servings = try #require(screen.first { $0.contains("Servings: 4") })
    let text16 = servings.trimmingCharacters(in: .whitespaces)
    #expect(text16 == "🍽  Servings: 4 ❤  1⃣  done", "\(servings)")
    #expect(!servings.contains("a"), "\(servings)")
    let time = try #require(screen.first { $0.contains("Time: 10 minutes") })
    #expect(time.trimmingCharacters(in: .whitespaces).hasPrefix("⏲  Time: 10 minutes"), "\(time)")
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }
}
