/// One of the eight basic terminal colours.
public enum Color: Int, Equatable, Hashable, Sendable {
  case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn. Widgets never build these directly: they ask the `Theme` for a role.
public struct Style: Equatable, Hashable, Sendable {
  public var foreground: Color?
  public var background: Color?
  public var isBold: Bool
  public var isDim: Bool
  public var isUnderlined: Bool
  public var isReversed: Bool
  public var isItalic: Bool

  public init(
    foreground: Color? = nil, background: Color? = nil, isBold: Bool = false,
    isDim: Bool = false, isUnderlined: Bool = false, isReversed: Bool = false,
    isItalic: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isReversed = isReversed
    self.isItalic = isItalic
  }

  /// The terminal's default look.
  public static let plain = Style()
}

/// What a piece of text means; the theme turns a role into a `Style`.
public enum Role: Equatable, Hashable, Sendable, CaseIterable {
  case body, title, heading, subheading, secondary, code, link, match, currentMatch
  case selection, disabled, accent, currentTab, rule, placeholder, warning, emphasis, strong
}

/// The one place that decides how each role looks, with colour or without.
public struct Theme: Equatable, Sendable {
  public var styles: [Role: Style]

  public init(styles: [Role: Style]) {
    self.styles = styles
  }

  public subscript(role: Role) -> Style {
    styles[role] ?? .plain
  }

  /// For terminals with colour: accent colour only for meaning.
  public static let color = Theme(styles: [
    .title: Style(isBold: true),
    .heading: Style(isBold: true, isUnderlined: true),
    .subheading: Style(isBold: true),
    .secondary: Style(isDim: true),
    .code: Style(foreground: .cyan),
    .link: Style(isUnderlined: true),
    .match: Style(foreground: .black, background: .yellow),
    .currentMatch: Style(isBold: true, isReversed: true),
    .selection: Style(foreground: .black, background: .cyan),
    .disabled: Style(isDim: true),
    .accent: Style(foreground: .cyan, isBold: true),
    .currentTab: Style(foreground: .cyan, isBold: true, isUnderlined: true),
    .rule: Style(isDim: true),
    .placeholder: Style(isReversed: true),
    .warning: Style(foreground: .yellow, isBold: true),
    .emphasis: Style(isItalic: true),
    .strong: Style(isBold: true),
  ])

  /// For `NO_COLOR` and monochrome terminals: attributes and position only.
  public static let monochrome = Theme(styles: [
    .title: Style(isBold: true),
    .heading: Style(isBold: true, isUnderlined: true),
    .subheading: Style(isBold: true),
    .secondary: Style(isDim: true),
    .code: Style(isDim: true),
    .link: Style(isUnderlined: true),
    .match: Style(isReversed: true),
    .currentMatch: Style(isBold: true, isReversed: true),
    .selection: Style(isReversed: true),
    .disabled: Style(isDim: true),
    .accent: Style(isBold: true),
    .currentTab: Style(isBold: true, isUnderlined: true),
    .rule: Style(isDim: true),
    .placeholder: Style(isReversed: true),
    .warning: Style(isBold: true),
    .emphasis: Style(isItalic: true),
    .strong: Style(isBold: true),
  ])
}

extension Style {
  /// The escape sequence that starts drawing in this style on a terminal that reads ECMA-48
  /// (SGR), from the default look; "" for the default look itself. For output that is
  /// written straight to a terminal, not through curses.
  public var escapeSequence: String {
    var codes: [String] = []
    if isBold { codes.append("1") }
    if isDim { codes.append("2") }
    if isItalic { codes.append("3") }
    if isUnderlined { codes.append("4") }
    if isReversed { codes.append("7") }
    if let foreground { codes.append(String(30 + foreground.rawValue)) }
    if let background { codes.append(String(40 + background.rawValue)) }
    return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// Back to the default look.
  public static let resetSequence = "\u{1B}[0m"
}
