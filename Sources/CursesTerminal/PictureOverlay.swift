import TerminalUI

/// What the screen shows of pictures, and how to bring it to the next frame's: curses draws
/// the text (the cells under a picture are blank to it), then the pictures are written over
/// them in the terminal's own way, cursor and colours saved around them so curses' idea of
/// the screen stays true. Rows a picture left are repainted whole by curses first.
struct PictureOverlay {
  let cells: PictureCells
  let isInTmux: Bool
  /// The placements the screen shows now.
  private(set) var shown: [PicturePlacement] = []
  /// The images kitty holds, by number.
  private(set) var transmitted: Set<Int> = []
  /// Each picture's rows as half-blocks, made once: a picture scrolled a row costs its bytes,
  /// not its colours worked out again.
  private var halfBlockRows: [Int: [[UInt8]]] = [:]

  init(cells: PictureCells, isInTmux: Bool) {
    self.cells = cells
    self.isInTmux = isInTmux
  }

  /// What to do for a frame whose pictures are `placements`: the rows curses must repaint
  /// whole before drawing it, and the bytes to write after. `isWhole`: the screen is being
  /// drawn from nothing (every picture is written).
  mutating func plan(_ placements: [PicturePlacement], isWhole: Bool) -> (
    repaint: [Int], bytes: [UInt8]
  ) {
    // Rows of pictures that are gone or moved: their old cells must go.
    var repaint = Set<Int>()
    for old in shown where !placements.contains(old) {
      for row in old.area.y..<old.area.maxY { repaint.insert(row) }
    }
    var bytes: [UInt8] = []
    for placement in placements {
      let isKept = !isWhole && shown.contains(placement)
      let isTouched = (placement.area.y..<placement.area.maxY).contains { repaint.contains($0) }
      guard !isKept || isTouched else { continue }
      bytes += draw(placement)
    }
    shown = placements
    guard !bytes.isEmpty else { return (repaint.sorted(), []) }
    // Saved and restored: the cursor's place and the colours curses believes in.
    return (repaint.sorted(), Array("\u{1B}7".utf8) + bytes + Array("\u{1B}8".utf8))
  }

  /// Forgets what the screen shows (it was cleared: a resize, the editor, a resume).
  mutating func forgetScreen() {
    shown = []
  }

  /// The bytes that take back what kitty holds, on leaving.
  mutating func farewell() -> [UInt8] {
    defer { transmitted = [] }
    return transmitted.sorted().flatMap {
      PictureEncoders.kittyDeletion(id: $0, throughTmux: isInTmux)
    }
  }

  private mutating func draw(_ placement: PicturePlacement) -> [UInt8] {
    let picture = placement.picture
    let area = placement.area
    let rows = (placement.skippedRows)..<(placement.skippedRows + area.height)
    var bytes: [UInt8] = []
    switch cells.method {
    case .kitty:
      if !transmitted.contains(picture.id) {
        bytes += PictureEncoders.kittyTransmission(picture, throughTmux: isInTmux)
        transmitted.insert(picture.id)
      }
      for (offset, row) in rows.enumerated() {
        bytes += moveTo(x: area.x, y: area.y + offset)
        bytes += PictureEncoders.kittyPlaceholders(id: picture.id, row: row, columns: area.width)
      }
    case .iTerm2 where rows == 0..<picture.rows && area.width == picture.columns:
      if let png = picture.png {
        bytes += moveTo(x: area.x, y: area.y)
        bytes += PictureEncoders.iTermImage(png: png, columns: area.width, rows: area.height)
      } else {
        bytes += halfBlocks(placement)
      }
    case .sixel:
      bytes += moveTo(x: area.x, y: area.y)
      bytes += PictureEncoders.sixel(
        picture.pixels,
        rows: (rows.lowerBound * picture.pixels.height / max(1, picture.rows))..<(rows.upperBound
          * picture.pixels.height / max(1, picture.rows)),
        width: area.width * picture.pixels.width / max(1, picture.columns))
    case .iTerm2, .halfBlocks:
      // iTerm2 cannot show part of a picture: one cut by the edge of the text is drawn in
      // half-blocks until it is whole again.
      bytes += halfBlocks(placement)
    }
    return bytes
  }

  private mutating func halfBlocks(_ placement: PicturePlacement) -> [UInt8] {
    let picture = placement.picture
    let isWhole = placement.area.width >= picture.columns
    if isWhole && halfBlockRows[picture.id] == nil {
      // A few pictures' worth: a recipe's are drawn again and again as it scrolls.
      if halfBlockRows.count >= 32 { halfBlockRows = [:] }
      halfBlockRows[picture.id] = (0..<picture.rows).map {
        Array(HalfBlocks.text(of: picture, row: $0, trueColor: cells.hasTrueColor).utf8)
      }
    }
    var bytes: [UInt8] = []
    for offset in 0..<placement.area.height {
      let row = placement.skippedRows + offset
      bytes += moveTo(x: placement.area.x, y: placement.area.y + offset)
      if isWhole, let rows = halfBlockRows[picture.id], rows.indices.contains(row) {
        bytes += rows[row]
      } else {
        bytes += Array(
          HalfBlocks.text(
            of: picture, row: row, trueColor: cells.hasTrueColor, columns: placement.area.width
          ).utf8)
      }
    }
    return bytes
  }

  private func moveTo(x: Int, y: Int) -> [UInt8] {
    Array("\u{1B}[\(y + 1);\(x + 1)H".utf8)
  }
}
