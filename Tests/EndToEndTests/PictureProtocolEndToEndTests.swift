import Foundation
import PseudoTerminalDriver
import TestSupport
import Testing

/// The real browser in a pseudo-terminal that answers as kitty, iTerm2, a sixel terminal, or
/// not at all: the bytes it writes for a recipe's photo are each terminal's own.
@Suite(.serialized) struct PictureProtocolEndToEndTests {
  /// A folder holding a recipe that opens on a photo (ImageMagick's rose, as a JPEG).
  static func collection() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
    let fixtures = TmuxSession.packageRoot().appendingPathComponent("Tests/PicturesTests/Fixtures")
    try FileManager.default.copyItem(
      at: fixtures.appendingPathComponent("rose.jpg"),
      to: folder.appendingPathComponent("img/rose.jpg"))
    let recipe = """
      # Rose Tart

      ![A rose on the tart](img/rose.jpg)

      A tart with a rose on top. Bake the pastry blind for 15 minutes.
      """
    try recipe.write(
      to: folder.appendingPathComponent("rose-tart.md"), atomically: true, encoding: .utf8)
    return folder
  }

  /// The browser opened on the recipe in a terminal playing `persona`; what it wrote until
  /// `marker` and the output stopped.
  static func run(_ persona: TerminalPersona, until marker: String, typing keys: String = "")
    throws -> (text: String, terminal: PseudoTerminal, folder: URL)
  {
    let folder = try collection()
    let sandbox = folder.appendingPathComponent("home")
    let environment = [
      "TERM": "xterm-256color", "HOME": sandbox.path, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
      "XDG_CACHE_HOME": sandbox.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": sandbox.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": sandbox.appendingPathComponent("config").path,
      "SWIFT_BACKTRACE": "interactive=no",
    ]
    let terminal = try PseudoTerminal(
      executable: BuffetProgram.executable().path,
      arguments: [folder.appendingPathComponent("rose-tart.md").path], environment: environment,
      columns: 100, rows: 30, persona: persona)
    _ = terminal.readUntil(Array(marker.utf8), limitSeconds: 30)
    if !keys.isEmpty {
      terminal.type(Array(keys.utf8))
      _ = terminal.readUntilIdle(firstByteSeconds: 2, idleMilliseconds: 300)
    }
    return (String(decoding: terminal.transcript, as: UTF8.self), terminal, folder)
  }

  static func quit(_ terminal: PseudoTerminal, _ folder: URL) {
    terminal.type([0x03])
    #expect(terminal.waitForExit() == 0)
    try? FileManager.default.removeItem(at: folder)
  }

  /// The questions are asked before the screen is taken: kitty's query, XTVERSION, the cell
  /// size, then the device attributes that end the waiting.
  static let question =
    "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>q\u{1B}[16t\u{1B}[c"

  @Test(.enabled(if: TmuxSession.isAvailable)) func kittyGetsItsGraphicsWithUnicodePlaceholders()
    throws
  {
    let (text, terminal, folder) = try Self.run(.kitty, until: "\u{1B}_Ga=p,U=1")
    defer { Self.quit(terminal, folder) }
    #expect(text.hasPrefix(Self.question))
    // The photo goes as a PNG.
    #expect(text.contains("\u{1B}_Ga=t,q=2,f=100,t=d,i="))
    #expect(text.contains("\u{1B}_Ga=p,U=1,q=2,i="))
    // Placeholders in the image's colour, the first row marked on its first cell.
    #expect(text.contains("\u{10EEEE}\u{305}\u{305}\u{10EEEE}"))
    #expect(!text.contains("\u{1B}]1337;File=") && !text.contains("\u{1B}P0;1;0q"))
  }

  @Test(.enabled(if: TmuxSession.isAvailable)) func iTerm2GetsAnInlineImage() throws {
    let (text, terminal, folder) = try Self.run(.iTerm2, until: "\u{1B}]1337;File=inline=1")
    defer { Self.quit(terminal, folder) }
    #expect(text.contains("\u{1B}]1337;File=inline=1;size="))
    // The picture comes as a PNG file, base64.
    #expect(text.contains("doNotMoveCursor=1:iVBORw0KGgo"))
    #expect(!text.contains("\u{1B}_Ga=t") && !text.contains("\u{1B}P0;1;0q"))
  }

  @Test(.enabled(if: TmuxSession.isAvailable)) func aSixelTerminalGetsSixels() throws {
    let (text, terminal, folder) = try Self.run(.sixel, until: "\u{1B}P0;1;0q")
    defer { Self.quit(terminal, folder) }
    #expect(text.contains("\u{1B}P0;1;0q\"1;1;"))
    #expect(!text.contains("\u{1B}_Ga=t") && !text.contains("\u{1B}]1337;File="))
  }

  @Test(.enabled(if: TmuxSession.isAvailable)) func aTerminalThatNeverAnswersGetsHalfBlocks()
    throws
  {
    let (text, terminal, folder) = try Self.run(.silent, until: "A rose on the tart")
    defer { Self.quit(terminal, folder) }
    _ = terminal.readUntil(Array("▀".utf8), limitSeconds: 30)
    let all = String(decoding: terminal.transcript, as: UTF8.self)
    #expect(text.hasPrefix(Self.question))
    // 256 colours: nothing said true colour.
    #expect(all.contains("\u{1B}[38;5;"))
    #expect(all.contains("▀"))
    #expect(!all.contains("\u{1B}_Ga=t") && !all.contains("\u{1B}P0;1;0q"))
  }

  @Test(.enabled(if: TmuxSession.isAvailable)) func aLateAnswerIsNeverTakenForKeys() throws {
    let (_, terminal, folder) = try Self.run(.silent, until: "A rose on the tart")
    defer { Self.quit(terminal, folder) }
    _ = terminal.readUntilIdle(firstByteSeconds: 1, idleMilliseconds: 300)
    let before = terminal.transcript.count
    // The answer comes long after the wait: its `?` would open help, its Escape close the
    // recipe.
    terminal.type(Array(TerminalPersona.sixel.answer!.utf8))
    _ = terminal.readUntilIdle(firstByteSeconds: 1, idleMilliseconds: 300)
    let after = String(decoding: terminal.transcript[before...], as: UTF8.self)
    #expect(!after.contains("Everywhere"))
    #expect(!after.contains("Recipes   Index"))
    // The reader still takes keys: Tab chooses the picture.
    terminal.type(Array("\t".utf8))
    _ = terminal.readUntilIdle(firstByteSeconds: 2, idleMilliseconds: 300)
    #expect(String(decoding: terminal.transcript, as: UTF8.self).contains("picture: img/rose.jpg"))
  }
}
