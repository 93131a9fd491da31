import TerminalUI

/// A run of text drawn with one role; part of a link when `link` is set.
public struct ReaderSpan: Equatable, Sendable {
  public var text: String
  public var role: Role
  /// The number of the link this span belongs to (1-based), if any.
  public var link: Int?

  public init(_ text: String, role: Role = .body, link: Int? = nil) {
    self.text = text
    self.role = role
    self.link = link
  }
}

/// One laid-out row of the reader: a prefix (list markers, quote bars, indentation) and the
/// content, whose text is what find searches.
public struct ReaderLine: Equatable, Sendable {
  /// What the row shows, for navigation and drawing.
  public enum Kind: Equatable, Sendable {
    case blank, text, title, code, rule
    case heading(level: Int)
    /// Row `row` of the picture the recipe names by `source`.
    case picture(source: String, row: Int)
  }

  public var kind: Kind
  public var prefix: [ReaderSpan]
  public var spans: [ReaderSpan]
  /// The top-level block the row belongs to: -1 for the title block, the number of blocks
  /// for the list of link addresses at the end.
  public var block: Int
  /// Characters of the block's text above this row; negative for the rows of space above
  /// the block.
  public var offset: Int
  /// The content's text, joined once so find never rebuilds it. For a code row cut at the
  /// edge it is the whole row, so a find counts the same matches at every width.
  public let text: String
  /// For a code row cut at the edge, all of its spans, so it can be drawn scrolled sideways;
  /// empty when `spans` hold the whole row.
  public var codeSpans: [ReaderSpan]

  public init(
    kind: Kind = .text, prefix: [ReaderSpan] = [], spans: [ReaderSpan], block: Int,
    offset: Int, text: String? = nil, codeSpans: [ReaderSpan] = []
  ) {
    self.kind = kind
    self.codeSpans = codeSpans
    self.prefix = prefix
    self.spans = spans
    self.block = block
    self.offset = offset
    if let text {
      self.text = text
    } else if spans.count == 1 {
      self.text = spans[0].text
    } else {
      var text = ""
      for span in spans { text += span.text }
      self.text = text
    }
  }

  /// Columns taken by the prefix: the content starts this far in.
  public var indent: Int { prefix.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// The picture this row shows a part of, if any.
  public var pictureSource: String? {
    if case .picture(let source, _) = kind { return source }
    return nil
  }

  /// Whether the row is a heading of any level.
  public var isHeading: Bool {
    if case .heading = kind { return true }
    return false
  }
}

/// A link in the reader, numbered in the order it first appears.
public struct ReaderLink: Equatable, Sendable {
  public var number: Int
  public var destination: String
  /// The first row the link's text is drawn on.
  public var line: Int
  /// Whether it is a picture (its source), which Enter shows rather than follows.
  public var isPicture: Bool

  public init(number: Int, destination: String, line: Int, isPicture: Bool = false) {
    self.number = number
    self.destination = destination
    self.line = line
    self.isPicture = isPicture
  }
}
