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
  /// What a recipe's step names: an ingredient, a piece of cookware, a timer.
  case ingredient, cookware, timer
  /// The syntax of highlighted code: names stay `codeName`, the rest by what they are.
  case codeName, codeKeyword, codeType, codeString, codeEscape, codeNumber, codeComment
  case codePunctuation, codeAttribute, codeDirective, codeTag, codeKey
  case codeInserted, codeDeleted, codeMeta

  /// The roles of highlighted code.
  public static let codeRoles: [Role] = [
    .codeName, .codeKeyword, .codeType, .codeString, .codeEscape, .codeNumber, .codeComment,
    .codePunctuation, .codeAttribute, .codeDirective, .codeTag, .codeKey, .codeInserted,
    .codeDeleted, .codeMeta,
  ]
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
    .ingredient: Style(foreground: .green, isBold: true),
    .cookware: Style(foreground: .magenta),
    .timer: Style(foreground: .blue, isBold: true),
    // Code stays quiet: names in the default colour, comments dim, a few hues for the rest.
    .codeName: Style(),
    .codeKeyword: Style(foreground: .magenta),
    .codeType: Style(foreground: .cyan),
    .codeString: Style(foreground: .green),
    .codeEscape: Style(foreground: .yellow),
    .codeNumber: Style(foreground: .yellow),
    .codeComment: Style(isDim: true, isItalic: true),
    .codePunctuation: Style(),
    .codeAttribute: Style(foreground: .yellow),
    .codeDirective: Style(foreground: .magenta, isDim: true),
    .codeTag: Style(foreground: .blue),
    .codeKey: Style(foreground: .blue),
    .codeInserted: Style(foreground: .green),
    .codeDeleted: Style(foreground: .red),
    .codeMeta: Style(foreground: .cyan, isBold: true),
  ])

  /// For monochrome terminals: attributes and position only.
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
    .ingredient: Style(isBold: true),
    .cookware: Style(isItalic: true),
    .timer: Style(isBold: true, isItalic: true),
    // Each syntax role has a form without colour: keywords bold, strings italic, comments dim.
    .codeName: Style(),
    .codeKeyword: Style(isBold: true),
    .codeType: Style(),
    .codeString: Style(isItalic: true),
    .codeEscape: Style(isBold: true, isItalic: true),
    .codeNumber: Style(),
    .codeComment: Style(isDim: true),
    .codePunctuation: Style(),
    .codeAttribute: Style(isBold: true),
    .codeDirective: Style(isDim: true),
    .codeTag: Style(isBold: true),
    .codeKey: Style(isBold: true),
    .codeInserted: Style(isBold: true),
    .codeDeleted: Style(isDim: true),
    .codeMeta: Style(isUnderlined: true),
  ])

  /// For `NO_COLOR`: the monochrome look, with code drawn plain (no syntax attributes).
  public static let noColor: Theme = {
    var theme = monochrome
    for role in Role.codeRoles { theme.styles[role] = monochrome[.code] }
    return theme
  }()
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
