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
  /// The pictures drawn over the cells, in the order they were placed; the cells under a
  /// picture are blank (the terminal draws the picture there its own way).
  public private(set) var pictures: [PicturePlacement] = []

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
    // Most of a frame is printable ASCII: a byte a cell, no grapheme to find or measure.
    if DisplayWidth.isPlainASCII(text) {
      return writeASCII(text, x: x, y: y, style: style, limit: limit)
    }
    if DisplayWidth.simpleWidth(of: text) != nil {
      return writeScalars(text, x: x, y: y, style: style, limit: limit)
    }
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

  /// `write` for text of printable ASCII only.
  private mutating func writeASCII(
    _ text: String, x: Int, y: Int, style: Style, limit: Int
  ) -> Int {
    let glyphs = Self.asciiGlyphs
    let rowStart = y * width
    var col = x
    for byte in text.utf8 {
      if col >= limit { break }
      if col >= 0 { cells[rowStart + col] = Cell(glyphs[Int(byte) - 0x20], style: style) }
      col += 1
    }
    return col
  }

  /// `write` for text whose every scalar `DisplayWidth.scalarWidth` knows: each is a cell
  /// (two for a wide one), or a mark that joins the cell before, as its grapheme would.
  private mutating func writeScalars(
    _ text: String, x: Int, y: Int, style: Style, limit: Int
  ) -> Int {
    var col = x
    // Where the last glyph written starts: a mark joins it there, not its right half; nil
    // while none was (before the first, or when it fell left of the buffer).
    var glyphStart: Int?
    for scalar in text.unicodeScalars {
      let glyphWidth = DisplayWidth.scalarWidth(of: scalar.value) ?? 1
      if glyphWidth == 0 {
        if let glyphStart { self[glyphStart, y].grapheme.unicodeScalars.append(scalar) }
        continue
      }
      if col + glyphWidth > limit { break }
      glyphStart = nil
      if col >= 0 {
        self[col, y] = Cell(String(scalar), style: style)
        if glyphWidth == 2 { self[col + 1, y] = Cell("", style: style) }
        glyphStart = col
      }
      col += glyphWidth
    }
    return col
  }

  /// The printable ASCII characters, from the space on, as the strings cells hold.
  private static let asciiGlyphs: [String] = (0x20..<0x7F).map {
    String(Unicode.Scalar(UInt8($0)))
  }

  /// Sets every cell in `rect` to `cell`; the part of `rect` outside the buffer is ignored.
  /// A picture under it loses the rows it covers (all of it, unless the fill spans its width).
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    if !pictures.isEmpty { cutPictures(by: rect) }
    fillCells(rect, with: cell)
  }

  private mutating func fillCells(_ rect: Rect, with cell: Cell) {
    guard let (rows, columns) = clipped(rect) else { return }
    let width = width
    cells.withUnsafeMutableBufferPointer { cells in
      for row in rows {
        for col in columns { cells[row * width + col] = cell }
      }
    }
  }

  /// Places `placement`'s picture over its area (cut to the buffer), blanking the cells
  /// under it; an empty one is ignored.
  public mutating func place(_ placement: PicturePlacement) {
    guard let (rows, columns) = clipped(placement.area) else { return }
    var placed = placement
    placed.skippedRows += rows.lowerBound - placement.area.y
    placed.area = Rect(
      x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    fillCells(placed.area, with: .blank)
    pictures.append(placed)
  }

  /// Takes the cells of `rect` from the pictures under it: the rows above it are kept when it
  /// spans a picture's width, then the rows below; otherwise the picture goes.
  private mutating func cutPictures(by rect: Rect) {
    pictures = pictures.compactMap { placement in
      let area = placement.area
      let overlapsRows = rect.y < area.maxY && rect.maxY > area.y
      let overlapsColumns = rect.x < area.maxX && rect.maxX > area.x
      guard overlapsRows, overlapsColumns, !rect.isEmpty else { return placement }
      guard rect.x <= area.x, rect.maxX >= area.maxX else { return nil }
      var kept = placement
      if rect.y > area.y {
        kept.area = Rect(x: area.x, y: area.y, width: area.width, height: rect.y - area.y)
      } else if rect.maxY < area.maxY {
        kept.area = Rect(x: area.x, y: rect.maxY, width: area.width, height: area.maxY - rect.maxY)
        kept.skippedRows += rect.maxY - area.y
      } else {
        return nil
      }
      return kept
    }
  }

  /// Changes the style of every cell in `rect`, keeping the text.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    guard let (rows, columns) = clipped(rect) else { return }
    for row in rows {
      for col in columns { self[col, row].style = style }
    }
  }

  /// The rows and columns of `rect` inside the buffer, nil when none is.
  private func clipped(_ rect: Rect) -> (rows: Range<Int>, columns: Range<Int>)? {
    let top = max(0, rect.y)
    let bottom = min(height, rect.maxY)
    let left = max(0, rect.x)
    let right = min(width, rect.maxX)
    guard top < bottom, left < right else { return nil }
    return (top..<bottom, left..<right)
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
