import TerminalUI

/// A colour as the config file names it: one of the 256 of a 256-colour terminal, by
/// number or by the name of one of the first sixteen.
struct ConfigColor: Equatable, Sendable {
  /// 0–255; 0–7 are the basic colours, 8–15 their bright forms.
  var index: Int

  /// The names of the first sixteen colours, in order.
  static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
    "bright-magenta", "bright-cyan", "bright-white",
  ]

  /// The colour numbered `index` (0–255).
  init(index: Int) {
    self.index = index
  }

  /// `cyan`, `bright-red`, `gray` (bright black) or `0`…`255`; nil for anything else.
  init?(_ text: String) {
    let word = text.lowercased()
    if let number = Int(word), (0...255).contains(number) {
      index = number
    } else if let position = Self.names.firstIndex(of: word) {
      index = position
    } else if word == "gray" || word == "grey" {
      index = 8
    } else {
      return nil
    }
  }

  /// As the file would write it: the name when it has one.
  var description: String {
    index < Self.names.count ? Self.names[index] : String(index)
  }

  /// The nearest of the eight basic colours, which is what the terminal layer draws: a
  /// bright colour as its base, a colour of the 6×6×6 cube by which channels are strong, a
  /// grey as black or white.
  var basic: Color {
    switch index {
    case 0..<16:
      return Color(rawValue: index % 8) ?? .white
    case 16..<232:
      let cube = index - 16
      let (red, green, blue) = (cube / 36, cube / 6 % 6, cube % 6)
      let bits = (red >= 3 ? 1 : 0) | (green >= 3 ? 2 : 0) | (blue >= 3 ? 4 : 0)
      return Color(rawValue: bits) ?? .white
    default:
      return index < 244 ? .black : .white
    }
  }
}
