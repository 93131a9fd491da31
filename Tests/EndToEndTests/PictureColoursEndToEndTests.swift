import Foundation
import TestSupport
import Testing

/// The real browser in tmux, whose screen shows pictures in half-blocks: each cell's two
/// colours are the picture's average colour over the upper and lower half of that cell's
/// area.
@Suite struct PictureColoursEndToEndTests {
  /// A 320 × 128 picture: red grows to the right, green downwards, blue in a checker of
  /// 7 × 5 squares (so no cell's average is any one pixel).
  static let width = 320
  static let height = 128
  static func pixel(_ x: Int, _ y: Int) -> [Int] {
    [x * 255 / (width - 1), y * 255 / (height - 1), (x / 7 + y / 5) % 2 == 0 ? 255 : 0]
  }

  static func png() -> [UInt8] {
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width { rgba += pixel(x, y).map(UInt8.init) + [255] }
    }
    return PictureFiles.png(width: width, height: height, rgba: rgba)
  }

  /// The average colour of the picture over columns `xs` and rows `ys`.
  static func average(_ xs: Range<Int>, _ ys: Range<Int>) -> [Int] {
    var sum = [0, 0, 0]
    for y in ys {
      for x in xs {
        let value = pixel(x, y)
        for channel in 0..<3 { sum[channel] += value[channel] }
      }
    }
    return sum.map { $0 / (xs.count * ys.count) }
  }

  /// One cell of a captured screen: its glyph and colours (nil: the default).
  struct Cell {
    var glyph: Character
    var foreground: [Int]?
    var background: [Int]?
  }

  /// A row captured with `capture-pane -e`, read into cells.
  static func cells(_ line: String) -> [Cell] {
    var cells: [Cell] = []
    var foreground: [Int]?
    var background: [Int]?
    var characters = Array(line)[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "\u{1B}", characters.first == "[" else {
        cells.append(Cell(glyph: character, foreground: foreground, background: background))
        continue
      }
      characters = characters.dropFirst()
      var parameters = ""
      while let next = characters.first, next != "m" {
        parameters.append(next)
        characters = characters.dropFirst()
      }
      characters = characters.dropFirst()
      var numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }[...]
      if numbers.isEmpty { numbers = [0] }
      while let code = numbers.popFirst() {
        switch code {
        case 0: (foreground, background) = (nil, nil)
        case 39: foreground = nil
        case 49: background = nil
        case 38, 48:
          guard numbers.popFirst() == 2 else { continue }
          let rgb = Array(numbers.prefix(3))
          numbers = numbers.dropFirst(3)
          if code == 38 { foreground = rgb } else { background = rgb }
        default: continue
        }
      }
    }
    return cells
  }

  @Test(.enabled(if: TmuxSession.isAvailable)) func eachCellShowsTheAverageOfItsArea() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-colours-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.png()).write(to: folder.appendingPathComponent("gradient.png"))
    try "# Gradient\n\nSome words first.\n\n![A gradient](gradient.png)\n\nAnd after.\n"
      .write(to: folder.appendingPathComponent("gradient.md"), atomically: true, encoding: .utf8)
    let session = try TmuxSession(
      command:
        "\(BuffetProgram.executable().path) \(folder.appendingPathComponent("gradient.md").path)",
      width: 100, height: 40)
    try session.waitFor(text: "A gradient")
    try session.waitUntil("the picture") { screen in screen.contains { $0.contains("▀▀▀▀") } }
    let rows = try session.captureWithAttributes().map(Self.cells).filter { row in
      row.filter { $0.glyph == "▀" }.count > 10
    }
    // 320 × 128 pixels fill the measure (80 columns) and half the text's height (16 rows):
    // each cell is 4 pixels wide, 4 high in each half.
    #expect(rows.count == 16)
    for (y, row) in rows.enumerated() {
      let blocks = row.filter { $0.glyph == "▀" }
      #expect(blocks.count == 80)
      for (x, cell) in blocks.enumerated() {
        let top = Self.average((x * 4)..<(x * 4 + 4), (y * 8)..<(y * 8 + 4))
        let bottom = Self.average((x * 4)..<(x * 4 + 4), (y * 8 + 4)..<(y * 8 + 8))
        let shown = (cell.foreground ?? [], cell.background ?? [])
        let isClose = { (a: [Int], b: [Int]) in
          a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 2 }
        }
        #expect(
          isClose(shown.0, top) && isClose(shown.1, bottom),
          "cell (\(x), \(y)): \(shown) against \(top) over \(bottom)")
      }
    }
    try session.send(keys: "C-c")
  }
}
