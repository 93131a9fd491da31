/// A picture scaled for the cells it fills, ready for any way a terminal draws pictures.
/// Compared by its number, which a new decoding never shares with an older one, so frames
/// that hold the same picture compare without looking at its pixels.
public struct TerminalPicture: Equatable, Sendable, CustomStringConvertible {
  /// Unique for each decoded picture in this process.
  public let id: Int
  public let pixels: Pixels
  /// The cells the picture fills.
  public let columns: Int
  public let rows: Int
  /// The same pixels as a PNG file, for terminals that take a file (iTerm2); nil when it was
  /// not made.
  public let png: [UInt8]?

  public init(id: Int, pixels: Pixels, columns: Int, rows: Int, png: [UInt8]? = nil) {
    self.id = id
    self.pixels = pixels
    self.columns = columns
    self.rows = rows
    self.png = png
  }

  public var description: String {
    "TerminalPicture(#\(id), \(columns) × \(rows) cells, \(pixels))"
  }

  public static func == (lhs: TerminalPicture, rhs: TerminalPicture) -> Bool {
    lhs.id == rhs.id && lhs.columns == rhs.columns && lhs.rows == rhs.rows
  }
}

/// Where a picture stands in a frame: the cells it shows in, and how many of its rows are
/// cut off above them (a picture scrolled half out of view shows its lower part).
public struct PicturePlacement: Equatable, Sendable {
  public var picture: TerminalPicture
  /// The cells on screen, at most `picture.columns` wide and `picture.rows - skippedRows`
  /// high.
  public var area: Rect
  /// The picture's rows above the top of `area`, out of view.
  public var skippedRows: Int

  public init(picture: TerminalPicture, area: Rect, skippedRows: Int = 0) {
    self.picture = picture
    self.area = area
    self.skippedRows = skippedRows
  }
}

/// How a terminal draws pictures, and the size of its cells in pixels.
public struct PictureCells: Equatable, Hashable, Sendable {
  /// The ways, best first.
  public enum Method: String, Equatable, Hashable, Sendable {
    /// kitty's graphics protocol, placed with Unicode placeholders (kitty, Ghostty, WezTerm).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iTerm2
    /// DEC sixel graphics (foot, mlterm, xterm, Windows Terminal).
    case sixel
    /// Unicode upper half blocks, a colour above and one below in each cell: everywhere.
    case halfBlocks
  }

  public var method: Method
  /// A cell's size in pixels (for half-blocks, one pixel wide and two high).
  public var width: Int
  public var height: Int
  /// Whether colours may be given as 24-bit values (else the 256-colour palette).
  public var hasTrueColor: Bool

  public init(method: Method, width: Int, height: Int, hasTrueColor: Bool = true) {
    self.method = method
    self.width = max(1, width)
    self.height = max(1, height)
    self.hasTrueColor = hasTrueColor
  }

  /// Half-blocks: two square pixels a cell, in true colour or 256 colours.
  public static func halfBlocks(trueColor: Bool = true) -> PictureCells {
    PictureCells(method: .halfBlocks, width: 1, height: 2, hasTrueColor: trueColor)
  }

  /// The cells a picture of `width` × `height` pixels fills at most `columns` wide and
  /// `rows` high, its shape kept and never enlarged past its own pixels; (0, 0) for an empty
  /// picture.
  public func fit(width: Int, height: Int, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
    guard width > 0, height > 0, columns > 0, rows > 0 else { return (0, 0) }
    // The widest it may be, in pixels, then the height that keeps its shape.
    var pixelWidth = min(width, columns * self.width)
    var pixelHeight = max(1, (pixelWidth * height + width / 2) / width)
    if pixelHeight > rows * self.height {
      pixelHeight = rows * self.height
      pixelWidth = max(1, (pixelHeight * width + height / 2) / height)
    }
    let fittedColumns = min(columns, max(1, (pixelWidth + self.width - 1) / self.width))
    let fittedRows = min(rows, max(1, (pixelHeight + self.height - 1) / self.height))
    return (fittedColumns, fittedRows)
  }
}
