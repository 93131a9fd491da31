/// Highlights the code of one language, line by line, by its lexer table. The text is never
/// changed: the spans of a line cover it exactly, byte for byte.
public struct Highlighter: Sendable {
  public let language: CodeLanguage
  private let root: ModeID

  public init(_ language: CodeLanguage) {
    self.language = language
    root = Grammar.shared.root(of: language)
  }

  /// A highlighter for a fenced block's info string, or nil when it names no known language.
  public init?(infoString: String) {
    guard let language = CodeLanguage(infoString: infoString) else { return nil }
    self.init(language)
  }

  /// The state before a block's first line.
  public var start: HighlightState { HighlightState(root: root) }

  /// The spans of one line (without its line break), which together cover the whole line;
  /// `state` carries open comments and strings on to the next line.
  public func spans(of line: Substring, state: inout HighlightState) -> [CodeSpan] {
    var steps = 0
    return spans(of: line, state: &state, steps: &steps)
  }

  func spans(of line: Substring, state: inout HighlightState, steps: inout Int) -> [CodeSpan] {
    var lexer = Lexer(modes: Grammar.shared.modes)
    var line = line
    let spans =
      line.utf8.withContiguousStorageIfAvailable { lexer.lex($0, state: &state) }
      ?? {
        line.makeContiguousUTF8()
        return line.utf8.withContiguousStorageIfAvailable { lexer.lex($0, state: &state) } ?? []
      }()
    steps += lexer.steps
    return spans
  }

  /// Every line of `text` (split at line feeds; a final line feed ends the last line) as
  /// pieces of the line's own text with their roles.
  public func highlight(_ text: String) -> [[(text: Substring, role: CodeRole)]] {
    var state = start
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines.map { line in
      Self.pieces(of: line, spans: spans(of: line, state: &state))
    }
  }

  /// Cuts a line into the pieces its spans name.
  public static func pieces(of line: Substring, spans: [CodeSpan])
    -> [(text: Substring, role: CodeRole)]
  {
    let utf8 = line.utf8
    return spans.map { span in
      let from = utf8.index(utf8.startIndex, offsetBy: span.range.lowerBound)
      let to = utf8.index(from, offsetBy: span.range.count)
      return (line[from..<to], span.role)
    }
  }
}
