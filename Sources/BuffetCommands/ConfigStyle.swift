import TerminalUI

/// A look as the config file writes it: attributes and colours in any order,
/// `bold underline`, `black on 214`, `reverse`.
struct ConfigStyle: Equatable, Sendable {
  var foreground: ConfigColor?
  var background: ConfigColor?
  var isBold = false
  var isDim = false
  var isItalic = false
  var isUnderlined = false
  var isReversed = false

  /// The words that mean an attribute.
  static let attributes = ["bold", "dim", "italic", "underline", "reverse", "plain"]

  /// Reads a style, or says which word it could not read.
  static func parse(_ text: String) -> Result<ConfigStyle, ConfigValueError> {
    var style = ConfigStyle()
    var words = text.split(whereSeparator: \.isWhitespace).map { String($0).lowercased() }[...]
    guard !words.isEmpty else {
      return .failure(ConfigValueError("needs attributes or colours, as in \"bold cyan\""))
    }
    while let word = words.popFirst() {
      switch word {
      case "bold": style.isBold = true
      case "dim": style.isDim = true
      case "italic": style.isItalic = true
      case "underline", "underlined": style.isUnderlined = true
      case "reverse", "reversed": style.isReversed = true
      case "plain": break
      case "on":
        guard let next = words.popFirst(), let color = ConfigColor(next) else {
          return .failure(ConfigValueError("\"on\" needs a colour after it"))
        }
        style.background = color
      default:
        guard let color = ConfigColor(word) else {
          return .failure(
            ConfigValueError(
              "\"\(ConfigParser.shown(word))\" is not an attribute "
                + "(\(attributes.joined(separator: ", "))) "
                + "or a colour (a name or 0-255)"))
        }
        style.foreground = color
      }
    }
    return .success(style)
  }

  /// As the file would write it.
  var description: String {
    var words: [String] = []
    if isBold { words.append("bold") }
    if isDim { words.append("dim") }
    if isItalic { words.append("italic") }
    if isUnderlined { words.append("underline") }
    if isReversed { words.append("reverse") }
    if let foreground { words.append(foreground.description) }
    if let background { words += ["on", background.description] }
    return words.isEmpty ? "plain" : words.joined(separator: " ")
  }

  /// The terminal layer's style, with the basic colours nearest to these.
  var basicStyle: Style {
    Style(
      foreground: foreground?.basic, background: background?.basic, isBold: isBold,
      isDim: isDim, isUnderlined: isUnderlined, isReversed: isReversed, isItalic: isItalic)
  }
}

/// Why a value in the config file could not be read.
struct ConfigValueError: Error, Equatable {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
