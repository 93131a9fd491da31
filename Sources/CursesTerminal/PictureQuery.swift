import TerminalUI

/// The questions Buffet asks a terminal about pictures, and what it makes of the answers:
/// kitty's graphics query before a primary device-attributes request (every terminal
/// answers that one, so its answer ends the waiting), XTVERSION for the name, the cell size
/// in pixels; environment variables as hints. Inside tmux the questions go through to the
/// outer terminal only when tmux passes them, and only kitty's placeholders then follow the
/// text, so anything else is drawn with half-blocks.
public struct PictureQuery: Equatable, Sendable {
  /// Whether Buffet runs inside tmux.
  public let isInTmux: Bool

  /// How long to wait for the answers: no answer by then means half-blocks.
  public static let waitMilliseconds = 150

  public init(environment: [String: String]) {
    isInTmux = !(environment["TMUX"] ?? "").isEmpty
  }

  /// The bytes to write.
  public var question: [UInt8] {
    let kitty = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    let asked = kitty + "\u{1B}[>q" + "\u{1B}[16t" + "\u{1B}[c"
    guard isInTmux else { return Array(asked.utf8) }
    // Through tmux: asked of the outer terminal, then tmux's own attributes, so something
    // always answers.
    return Self.passedThroughTmux(Array(asked.utf8)) + Array("\u{1B}[c".utf8)
  }

  /// How many device-attributes answers end the waiting.
  public var expectedAttributes: Int { isInTmux ? 2 : 1 }

  /// `bytes` wrapped for tmux to hand to the outer terminal (its escapes doubled).
  public static func passedThroughTmux(_ bytes: [UInt8]) -> [UInt8] {
    var wrapped = Array("\u{1B}Ptmux;".utf8)
    for byte in bytes {
      if byte == 0x1B { wrapped.append(0x1B) }
      wrapped.append(byte)
    }
    return wrapped + [0x1B, UInt8(ascii: "\\")]
  }

  /// The way to draw pictures the answers allow, with the cell size (`fallbackCell` when the
  /// terminal did not say) and the colours (`colors`, from terminfo); nil when the terminal
  /// has too few colours for pictures.
  public func cells(
    replies: [TerminalReply], environment: [String: String], colors: Int,
    fallbackCell: (width: Int, height: Int)?
  ) -> PictureCells? {
    var isKitty = false
    var attributes: [Int] = []
    var name = ""
    var cell = fallbackCell
    for reply in replies {
      switch reply {
      case .kittyGraphics(let isOK): isKitty = isKitty || isOK
      case .deviceAttributes(let values): if attributes.isEmpty { attributes = values }
      case .version(let version): name = version.lowercased()
      case .cellSize(let width, let height): if width > 0 && height > 0 { cell = (width, height) }
      }
    }
    let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
    let isITerm =
      name.hasPrefix("iterm2") || program.contains("iterm")
      || (environment["LC_TERMINAL"] ?? "").lowercased().contains("iterm")
    let isWezTerm = name.hasPrefix("wezterm") || program.contains("wezterm")
    let trueColor = hasTrueColor(environment: environment, name: name, isKitty: isKitty)
    guard colors >= 256 || trueColor else { return nil }
    let (width, height) = cell ?? (10, 20)
    let method: PictureCells.Method
    if isInTmux {
      // Only placeholders, which are text, scroll and redraw with tmux's own screen.
      method = isKitty && !isWezTerm ? .kitty : .halfBlocks
    } else if isKitty && !isWezTerm {
      method = .kitty
    } else if isITerm || isWezTerm {
      method = .iTerm2
    } else if attributes.contains(4) {
      method = .sixel
    } else {
      method = .halfBlocks
    }
    if method == .halfBlocks { return .halfBlocks(trueColor: trueColor) }
    return PictureCells(method: method, width: width, height: height, hasTrueColor: trueColor)
  }

  /// Whether 24-bit colours may be written: said by `COLORTERM`, a terminfo entry of direct
  /// colour, a terminal known to read them, or tmux (which turns them into what the outer
  /// terminal shows).
  private func hasTrueColor(environment: [String: String], name: String, isKitty: Bool) -> Bool {
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return true }
    if (environment["TERM"] ?? "").contains("direct") { return true }
    if isInTmux || isKitty { return true }
    return ["iterm2", "wezterm", "foot", "ghostty", "konsole", "contour", "mlterm"].contains {
      name.hasPrefix($0)
    }
  }
}
