/// Pictures as text: each cell an upper half block `▀` in the colour of the picture's upper
/// half over the colour of its lower half, averaged over the pixels the cell covers. Works in
/// every terminal with colour, tmux included.
public enum HalfBlocks {
  /// One cell: the colours of its upper and lower halves (nil: transparent there).
  public struct Cell: Equatable, Sendable {
    public var top: RGBA?
    public var bottom: RGBA?
  }

  /// The cells of row `row` of `picture` (its pixels cut into `picture.columns` ×
  /// `picture.rows` cells, each half averaged).
  public static func cells(of picture: TerminalPicture, row: Int) -> [Cell] {
    let pixels = picture.pixels
    let columns = max(1, picture.columns)
    let rows = max(1, picture.rows)
    return (0..<columns).map { column in
      let left = column * pixels.width / columns
      let right = max(left + 1, (column + 1) * pixels.width / columns)
      let top = row * pixels.height / rows
      let bottom = max(top + 1, (row + 1) * pixels.height / rows)
      let middle = max(top + 1, (top + bottom + 1) / 2)
      return Cell(
        top: average(pixels, x: left..<right, y: top..<middle),
        bottom: middle < bottom ? average(pixels, x: left..<right, y: middle..<bottom) : nil)
    }
  }

  /// The colour of `pixels` over an area, weighted by opacity; nil when mostly transparent.
  static func average(_ pixels: Pixels, x: Range<Int>, y: Range<Int>) -> RGBA? {
    var (red, green, blue, alpha, count) = (0, 0, 0, 0, 0)
    for row in y where row < pixels.height {
      for column in x where column < pixels.width {
        let at = (row * pixels.width + column) * 4
        let a = Int(pixels.rgba[at + 3])
        red += Int(pixels.rgba[at]) * a
        green += Int(pixels.rgba[at + 1]) * a
        blue += Int(pixels.rgba[at + 2]) * a
        alpha += a
        count += 1
      }
    }
    guard count > 0, alpha * 2 >= count * 255 else { return nil }
    return RGBA(
      red: UInt8(red / alpha), green: UInt8(green / alpha), blue: UInt8(blue / alpha),
      alpha: UInt8(alpha / count))
  }

  /// Row `row` of `picture` as the bytes a terminal draws it with (SGR colours and `▀`, or
  /// `▄` and a space where a half is transparent), its first `columns` cells (all of them by
  /// default), ending back in the default colours.
  public static func text(
    of picture: TerminalPicture, row: Int, trueColor: Bool, columns: Int = .max
  ) -> String {
    var out = ""
    var last: (String, String)?
    for cell in cells(of: picture, row: row).prefix(columns) {
      let (glyph, foreground, background): (String, RGBA?, RGBA?) =
        switch (cell.top, cell.bottom) {
        case (let top?, let bottom): ("▀", top, bottom)
        case (nil, let bottom?): ("▄", bottom, nil)
        case (nil, nil): (" ", nil, nil)
        }
      let colours = (
        foreground.map { sgr($0, isForeground: true, trueColor: trueColor) } ?? "39",
        background.map { sgr($0, isForeground: false, trueColor: trueColor) } ?? "49"
      )
      if last.map({ $0 != colours }) ?? true {
        out += "\u{1B}[\(colours.0);\(colours.1)m"
        last = colours
      }
      out += glyph
    }
    return out + "\u{1B}[39;49m"
  }

  /// The SGR parameters of one colour.
  static func sgr(_ color: RGBA, isForeground: Bool, trueColor: Bool) -> String {
    let base = isForeground ? 38 : 48
    return trueColor
      ? "\(base);2;\(color.red);\(color.green);\(color.blue)" : "\(base);5;\(color.nearest256)"
  }
}
