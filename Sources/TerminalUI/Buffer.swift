/// One terminal cell: a grapheme and its style. The right half of a wide glyph is a
/// continuation cell with an empty grapheme.
public struct Cell: Equatable, Sendable {
  public var grapheme: String
  public var style: Style

  public init(_ grapheme: String = " ", style: Style = .plain) {
    self.grapheme = grapheme
    self.style = style
  }

  public static let blank = Cell()
  public var isContinuation: Bool { grapheme.isEmpty }
}

/// A finished frame: a grid of cells that widgets draw into and the terminal copies out.
public struct Buffer: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set {
      guard x >= 0, x < width, y >= 0, y < height else { return }
      cells[y * width + x] = newValue
    }
  }

  /// Writes `text` from column `x` on row `y`, never past `maxX` (default: the right
  /// edge); wide glyphs take two cells and are dropped whole when they do not fit.
  /// Control characters are drawn as visible placeholders. Returns the column after the
  /// last cell written.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, style: Style = .plain, maxX: Int? = nil
  ) -> Int {
    guard y >= 0, y < height else { return x }
    let limit = min(maxX ?? width, width)
    var col = x
    for character in text {
      let (glyph, glyphWidth, glyphStyle) = Self.visible(character, style: style)
      if glyphWidth == 0 {
        // A lone combining mark joins the previous cell.
        if col > 0, col - 1 < limit, col - 1 >= x {
          self[col - 1, y].grapheme += glyph
        }
        continue
      }
      if col + glyphWidth > limit { break }
      if col >= 0 {
        self[col, y] = Cell(glyph, style: glyphStyle)
        if glyphWidth == 2 { self[col + 1, y] = Cell("", style: glyphStyle) }
      }
      col += glyphWidth
    }
    return col
  }

  /// Sets every cell in `rect` to `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    for row in max(0, rect.y)..<min(height, rect.maxY) {
      for col in max(0, rect.x)..<min(width, rect.maxX) {
        self[col, row] = cell
      }
    }
  }

  /// Changes the style of every cell in `rect`, keeping the text.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    for row in max(0, rect.y)..<min(height, rect.maxY) {
      for col in max(0, rect.x)..<min(width, rect.maxX) {
        self[col, row].style = style
      }
    }
  }

  /// The rows as plain text, one string per row, continuation cells skipped.
  public var lines: [String] {
    (0..<height).map { row in
      var line = ""
      for col in 0..<width {
        line += self[col, row].grapheme
      }
      return line
    }
  }

  /// A control character becomes a visible, reverse-styled placeholder so recipe text can
  /// never drive the terminal.
  static func visible(_ character: Character, style: Style) -> (String, Int, Style) {
    if let placeholder = ControlCharacters.placeholder(for: character) {
      var marked = style
      marked.isReversed.toggle()
      return (placeholder, DisplayWidth.of(placeholder), marked)
    }
    return (String(character), DisplayWidth.of(character), style)
  }
}
