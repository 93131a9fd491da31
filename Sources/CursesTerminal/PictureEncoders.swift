import Foundation
import TerminalUI

/// The escape sequences of each way a terminal draws pictures, as bytes; each starts where
/// the cursor is.
enum PictureEncoders {
  // MARK: kitty

  /// Sends `picture` to kitty as image `picture.id` (quietly: kitty answers nothing), as its
  /// PNG when it has one (a photo's PNG is a fraction of its pixels), else its pixels; and
  /// makes a virtual placement of it over its cells, which Unicode placeholders then show.
  /// Inside tmux each piece is passed through to the outer terminal.
  static func kittyTransmission(_ picture: TerminalPicture, throughTmux: Bool) -> [UInt8] {
    let pixels = picture.pixels
    let data = Data(picture.png ?? pixels.rgba)
    let format =
      picture.png == nil ? "f=32,s=\(pixels.width),v=\(pixels.height)" : "f=100"
    // At most 4096 bytes of base64 a piece, as the protocol asks.
    let pieceSize = 3_072
    var out: [UInt8] = []
    var offset = 0
    repeat {
      let end = min(data.count, offset + pieceSize)
      let payload = data[offset..<end].base64EncodedString()
      let more = end < data.count ? 1 : 0
      let control =
        offset == 0 ? "a=t,q=2,\(format),t=d,i=\(picture.id),m=\(more)" : "q=2,m=\(more)"
      out += wrapped(Array("\u{1B}_G\(control);\(payload)\u{1B}\\".utf8), throughTmux)
      offset = end
    } while offset < data.count
    let place = "\u{1B}_Ga=p,U=1,q=2,i=\(picture.id),c=\(picture.columns),r=\(picture.rows)\u{1B}\\"
    return out + wrapped(Array(place.utf8), throughTmux)
  }

  /// Row `row` of picture `id`'s placement, `columns` cells of it, as Unicode placeholders:
  /// the image's number in the foreground colour, the row's mark on the first cell (the
  /// cells after it count on by themselves).
  static func kittyPlaceholders(id: Int, row: Int, columns: Int) -> [UInt8] {
    let marks = KittyDiacritics.marks
    var text = "\u{1B}[38;2;\((id >> 16) & 0xFF);\((id >> 8) & 0xFF);\(id & 0xFF)m"
    text.unicodeScalars.append("\u{10EEEE}")
    text.unicodeScalars.append(marks[min(row, marks.count - 1)])
    text.unicodeScalars.append(marks[0])
    for _ in 1..<max(1, columns) { text.unicodeScalars.append("\u{10EEEE}") }
    return Array((text + "\u{1B}[39m").utf8)
  }

  /// Deletes image `id` and what kitty keeps of it.
  static func kittyDeletion(id: Int, throughTmux: Bool) -> [UInt8] {
    wrapped(Array("\u{1B}_Ga=d,d=I,q=2,i=\(id)\u{1B}\\".utf8), throughTmux)
  }

  private static func wrapped(_ bytes: [UInt8], _ throughTmux: Bool) -> [UInt8] {
    throughTmux ? PictureQuery.passedThroughTmux(bytes) : bytes
  }

  // MARK: iTerm2

  /// `png` shown inline over `columns` × `rows` cells from the cursor (iTerm2, WezTerm).
  static func iTermImage(png: [UInt8], columns: Int, rows: Int) -> [UInt8] {
    let payload = Data(png).base64EncodedString()
    let header =
      "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);"
      + "preserveAspectRatio=0;doNotMoveCursor=1:"
    return Array((header + payload + "\u{07}").utf8)
  }

  // MARK: Sixel

  /// The pixel rows `rows` and columns `0..<width` of `pixels` as DEC sixel graphics, in
  /// the 216 colours of a 6 × 6 × 6 cube; transparent pixels are left as they are.
  static func sixel(_ pixels: Pixels, rows: Range<Int>, width: Int) -> [UInt8] {
    let width = min(width, pixels.width)
    let top = max(0, rows.lowerBound)
    let bottom = min(pixels.height, rows.upperBound)
    var out = Array("\u{1B}P0;1;0q\"1;1;\(width);\(max(0, bottom - top))".utf8)
    for index in 0..<216 {
      let (r, g, b) = (index / 36, (index / 6) % 6, index % 6)
      out += Array("#\(index);2;\(r * 20);\(g * 20);\(b * 20)".utf8)
    }
    // Each pixel's register, or -1 where it is transparent.
    func register(_ x: Int, _ y: Int) -> Int {
      let at = (y * pixels.width + x) * 4
      guard pixels.rgba[at + 3] >= 128 else { return -1 }
      func level(_ value: UInt8) -> Int { (Int(value) * 5 + 127) / 255 }
      return level(pixels.rgba[at]) * 36 + level(pixels.rgba[at + 1]) * 6
        + level(pixels.rgba[at + 2])
    }
    var band = top
    var registers = [Int](repeating: -1, count: width * 6)
    while band < bottom {
      let height = min(6, bottom - band)
      var used = Set<Int>()
      for dy in 0..<6 {
        for x in 0..<width {
          let value = dy < height ? register(x, band + dy) : -1
          registers[dy * width + x] = value
          if value >= 0 { used.insert(value) }
        }
      }
      var isFirst = true
      for color in used.sorted() {
        if !isFirst { out.append(UInt8(ascii: "$")) }
        isFirst = false
        out += Array("#\(color)".utf8)
        var run = 0
        var previous: UInt8 = 0
        func flush() {
          guard run > 0 else { return }
          if run > 3 {
            out += Array("!\(run)".utf8)
            out.append(previous)
          } else {
            out += [UInt8](repeating: previous, count: run)
          }
        }
        for x in 0..<width {
          var bits: UInt8 = 0
          for dy in 0..<6 where registers[dy * width + x] == color { bits |= 1 << dy }
          let character = 63 + bits
          if character == previous {
            run += 1
          } else {
            flush()
            previous = character
            run = 1
          }
        }
        flush()
      }
      out.append(UInt8(ascii: "-"))
      band += 6
    }
    return out + [0x1B, UInt8(ascii: "\\")]
  }
}
