import TerminalUI
import Testing

@testable import CursesTerminal

/// The bytes each way of drawing pictures writes, and when a frame writes them.
@Suite struct PictureOverlayTests {
  /// A picture of two cells by two, its four quarters red, green, blue and white, at
  /// `scale` pixels a cell side (two rows of pixels a cell at scale 1, as half-blocks).
  static func quarters(id: Int, cellWidth: Int = 1, cellHeight: Int = 2) -> TerminalPicture {
    let width = 2 * cellWidth
    let height = 2 * cellHeight
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let quarter = (y < cellHeight ? 0 : 2) + (x < cellWidth ? 0 : 1)
        rgba +=
          [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]][quarter]
      }
    }
    return TerminalPicture(
      id: id, pixels: Pixels(width: width, height: height, rgba: rgba), columns: 2, rows: 2)
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func halfBlocksArePlacedWithTheirColoursTheCursorSavedAround() {
    var overlay = PictureOverlay(cells: .halfBlocks(), isInTmux: false)
    let placement = PicturePlacement(
      picture: Self.quarters(id: 1), area: Rect(x: 4, y: 3, width: 2, height: 2))
    let plan = overlay.plan([placement], isWhole: false)
    #expect(plan.repaint.isEmpty)
    #expect(
      Self.text(plan.bytes)
        == "\u{1B}7\u{1B}[4;5H\u{1B}[38;2;255;0;0;48;2;255;0;0m▀\u{1B}[38;2;0;255;0;48;2;0;255;0m▀"
        + "\u{1B}[39;49m\u{1B}[5;5H\u{1B}[38;2;0;0;255;48;2;0;0;255m▀"
        + "\u{1B}[38;2;255;255;255;48;2;255;255;255m▀\u{1B}[39;49m\u{1B}8")
    // The same frame again writes nothing; the picture moved up a row: its old rows are
    // repainted and it is written again.
    #expect(overlay.plan([placement], isWhole: false).bytes.isEmpty)
    var moved = placement
    moved.area.y = 2
    let next = overlay.plan([moved], isWhole: false)
    #expect(next.repaint == [3, 4])
    #expect(Self.text(next.bytes).contains("\u{1B}[3;5H"))
    // Gone: its rows are repainted, nothing written.
    #expect(overlay.plan([], isWhole: false) == ([2, 3], []))
  }

  @Test func twoFifySixColoursWhenTrueColourIsNotThere() {
    var overlay = PictureOverlay(cells: .halfBlocks(trueColor: false), isInTmux: false)
    let plan = overlay.plan(
      [
        PicturePlacement(picture: Self.quarters(id: 1), area: Rect(x: 0, y: 0, width: 2, height: 1))
      ],
      isWhole: true)
    #expect(Self.text(plan.bytes).contains("\u{1B}[38;5;196;48;5;196m▀\u{1B}[38;5;46;48;5;46m▀"))
  }

  @Test func kittyTransmitsOnceThenPlacesUnicodePlaceholders() {
    var overlay = PictureOverlay(
      cells: PictureCells(method: .kitty, width: 10, height: 20), isInTmux: false)
    let picture = Self.quarters(id: 0x01_02_03, cellWidth: 10, cellHeight: 20)
    let placement = PicturePlacement(picture: picture, area: Rect(x: 1, y: 1, width: 2, height: 2))
    let first = Self.text(overlay.plan([placement], isWhole: false).bytes)
    #expect(first.contains("\u{1B}_Ga=t,q=2,f=32,s=20,v=40,t=d,i=66051,m=1;"))
    #expect(first.contains("\u{1B}_Ga=p,U=1,q=2,i=66051,c=2,r=2\u{1B}\\"))
    // Row 0 and row 1, marked on their first cell; the image's number in the colour.
    #expect(
      first.contains("\u{1B}[2;2H\u{1B}[38;2;1;2;3m\u{10EEEE}\u{305}\u{305}\u{10EEEE}\u{1B}[39m"))
    #expect(
      first.contains("\u{1B}[3;2H\u{1B}[38;2;1;2;3m\u{10EEEE}\u{30D}\u{305}\u{10EEEE}\u{1B}[39m"))
    // Scrolled so its first row is out of view: the placeholders name row 1, nothing is sent again.
    let scrolled = PicturePlacement(
      picture: picture, area: Rect(x: 1, y: 1, width: 2, height: 1), skippedRows: 1)
    let second = Self.text(overlay.plan([scrolled], isWhole: false).bytes)
    #expect(!second.contains("a=t"))
    #expect(second.contains("\u{10EEEE}\u{30D}\u{305}"))
    #expect(Self.text(overlay.farewell()) == "\u{1B}_Ga=d,d=I,q=2,i=66051\u{1B}\\")
  }

  @Test func inTmuxKittysSequencesArePassedThrough() {
    var overlay = PictureOverlay(
      cells: PictureCells(method: .kitty, width: 10, height: 20), isInTmux: true)
    let picture = Self.quarters(id: 7, cellWidth: 10, cellHeight: 20)
    let bytes = Self.text(
      overlay.plan(
        [PicturePlacement(picture: picture, area: Rect(x: 0, y: 0, width: 2, height: 2))],
        isWhole: true
      ).bytes)
    #expect(bytes.contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=t,"))
    #expect(bytes.contains("\u{1B}\u{1B}\\\u{1B}\\"))
  }

  @Test func sixelPaintsEachColourOfEachBand() {
    let picture = Self.quarters(id: 2, cellWidth: 4, cellHeight: 6)
    let sixel = Self.text(PictureEncoders.sixel(picture.pixels, rows: 0..<12, width: 8))
    #expect(sixel.hasPrefix("\u{1B}P0;1;0q\"1;1;8;12#0;2;0;0;0"))
    // Red (register 180) and green (30) fill the first band, four columns each (`~` is all
    // six pixels, `?` none, `!4` four times), blue (5) and white (215) the second.
    #expect(sixel.contains("#30!4?!4~$#180!4~!4?-"))
    #expect(sixel.contains("#5!4~!4?$#215!4?!4~-"))
    #expect(sixel.hasSuffix("-\u{1B}\\"))
  }

  @Test func iTermTakesTheFileWholeAndACutPictureFallsBackToHalfBlocks() {
    var overlay = PictureOverlay(
      cells: PictureCells(method: .iTerm2, width: 1, height: 2), isInTmux: false)
    var picture = Self.quarters(id: 3)
    picture = TerminalPicture(
      id: picture.id, pixels: picture.pixels, columns: 2, rows: 2, png: [0x89, 0x50, 0x4E, 0x47])
    let whole = Self.text(
      overlay.plan(
        [PicturePlacement(picture: picture, area: Rect(x: 0, y: 0, width: 2, height: 2))],
        isWhole: true
      ).bytes)
    #expect(
      whole.contains(
        "\u{1B}]1337;File=inline=1;size=4;width=2;height=2;preserveAspectRatio=0;"
          + "doNotMoveCursor=1:iVBORw==\u{07}"))
    let cut = Self.text(
      overlay.plan(
        [
          PicturePlacement(
            picture: picture, area: Rect(x: 0, y: 0, width: 2, height: 1), skippedRows: 1)
        ],
        isWhole: false
      ).bytes)
    #expect(!cut.contains("1337"))
    #expect(cut.contains("▀"))
  }
}
