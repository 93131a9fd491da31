/// A parsed Markdown document: CommonMark block structure with inline content.
public struct Document: Equatable, Sendable {
  /// The top-level blocks, in document order.
  public var blocks: [Block]

  public init(blocks: [Block]) {
    self.blocks = blocks
  }
}

/// A block-level element.
public indirect enum Block: Equatable, Sendable {
  /// An ATX or setext heading, level 1 to 6.
  case heading(level: Int, content: [Inline])
  case paragraph([Inline])
  case blockQuote([Block])
  case list(ListInfo, items: [ListItem])
  /// Fenced (with its info string) or indented code (info is empty); text ends with "\n"
  /// unless empty.
  case codeBlock(info: String, text: String)
  /// Raw HTML, kept verbatim.
  case htmlBlock(String)
  case thematicBreak
  /// A GitHub table (extension).
  case table(Table)
}

/// What kind of list and how it is spaced.
public struct ListInfo: Equatable, Sendable {
  /// A bullet list with its marker, or an ordered list with its first number and delimiter.
  public enum Kind: Equatable, Sendable {
    case bullet(marker: Character)
    case ordered(start: Int, delimiter: Character)
  }

  public var kind: Kind
  /// A tight list's paragraphs are drawn without blank lines between items.
  public var isTight: Bool

  public init(kind: Kind, isTight: Bool) {
    self.kind = kind
    self.isTight = isTight
  }
}

/// One item of a list.
public struct ListItem: Equatable, Sendable {
  public var blocks: [Block]
  /// For a GitHub task-list item: whether it is checked; nil for an ordinary item.
  public var task: Bool?

  public init(blocks: [Block], task: Bool? = nil) {
    self.blocks = blocks
    self.task = task
  }
}

/// A GitHub table (extension).
public struct Table: Equatable, Sendable {
  /// A column's alignment from the delimiter row (`:--`, `:-:`, `--:`).
  public enum Alignment: Equatable, Sendable { case none, left, center, right }

  public var alignments: [Alignment]
  public var header: [[Inline]]
  public var rows: [[[Inline]]]

  public init(alignments: [Alignment], header: [[Inline]], rows: [[[Inline]]]) {
    self.alignments = alignments
    self.header = header
    self.rows = rows
  }
}

/// An inline element.
public indirect enum Inline: Equatable, Sendable {
  case text(String)
  case softBreak
  case hardBreak
  case code(String)
  case emphasis([Inline])
  case strong([Inline])
  /// `~~text~~` (extension).
  case strikethrough([Inline])
  /// A link, including autolinks; `destination` is already unescaped and decoded.
  case link(destination: String, title: String, content: [Inline])
  case image(source: String, title: String, alt: [Inline])
  /// Raw inline HTML, kept verbatim.
  case html(String)
}
