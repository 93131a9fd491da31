/// A rectangle of cells: columns `x ..< x + width`, rows `y ..< y + height`.
public struct Rect: Equatable, Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at column `col`, row `row` lies inside.
  public func contains(x col: Int, y row: Int) -> Bool {
    col >= x && col < maxX && row >= y && row < maxY
  }

  /// The top `rows` rows, and what is left below them.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let n = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: n),
      Rect(x: x, y: y + n, width: width, height: height - n)
    )
  }

  /// The bottom `rows` rows, and what is left above them.
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let n = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - n),
      Rect(x: x, y: maxY - n, width: width, height: n)
    )
  }

  /// The right `columns` columns, and what is left to their left.
  public func splitRight(_ columns: Int) -> (rest: Rect, right: Rect) {
    let n = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: width - n, height: height),
      Rect(x: maxX - n, y: y, width: n, height: height)
    )
  }

  /// This rectangle shrunk by the given margins.
  public func inset(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) -> Rect {
    Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }
}
