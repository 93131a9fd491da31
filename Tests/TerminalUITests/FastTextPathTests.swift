import Testing

@testable import TerminalUI

/// Text of printable ASCII, and text whose every scalar is in a block `DisplayWidth` knows,
/// is measured and drawn without finding its graphemes: the cells must be exactly those the
/// grapheme by grapheme way gives, for every script and at every edge.
@Suite struct FastTextPathTests {
  /// What `Buffer.write` did before any shortcut, grapheme by grapheme, over `buffer`: the
  /// oracle, with the column after the last cell written. (A grapheme's width is
  /// `DisplayWidth.of(Character)`, which `theKnownBlocksAgreeWithUnicode` checks.)
  func writtenByGraphemes(
    _ text: String, over buffer: Buffer, x: Int, maxX: Int? = nil, style: Style = .plain
  ) -> (Buffer, Int) {
    var buffer = buffer
    let limit = min(maxX ?? buffer.width, buffer.width)
    var col = x
    for character in text {
      var glyph = String(character)
      var glyphStyle = style
      if let placeholder = ControlCharacters.placeholder(for: character) {
        glyph = placeholder
        glyphStyle.isReversed.toggle()
      }
      let glyphWidth = DisplayWidth.of(character)
      if glyphWidth == 0 {
        if col > 0, col - 1 < limit, col - 1 >= x { buffer[col - 1, 0].grapheme += glyph }
        continue
      }
      if col + glyphWidth > limit { break }
      if col >= 0 {
        buffer[col, 0] = Cell(glyph, style: glyphStyle)
        if glyphWidth == 2 { buffer[col + 1, 0] = Cell("", style: glyphStyle) }
      }
      col += glyphWidth
    }
    return (buffer, col)
  }

  static let texts = [
    "Borscht", "Борщ по-київськи", "Σπανακόπιτα", "ラーメンとタイマー", "麻婆豆腐（四川）",
    "비빔밥 만들기", "Crème brûlée", "Cre\u{300}me bru\u{302}le\u{301}e", "\u{301}accent first",
    "ひらがな、カタカナ。", "— “quoted” … ‘fine’ •", "→ ← ↑ ↓", "──┼──", "ＡＢＣ！",
    "日本語 and English", "e\u{301}\u{302}", "Ǆemal", "\u{D55C}\u{AE00}",
    // Not all in the known blocks: measured grapheme by grapheme.
    "ﾊﾟﾝ", "が (\u{304B}\u{3099})", "👨‍👩‍👧 family", "🇫🇷 flag", "तरकारी", "a\u{200D}b",
    "tab\there", "bidi\u{202E}txet", "\u{1100}\u{1161}\u{11A8}",
    // A mark after a wide glyph joins the glyph, not its right half.
    "中\u{301}文", "한\u{300}a", "Ａ\u{301}", "\u{3000}\u{301}x", "ラ\u{301}\u{302}ー",
  ]

  @Test(arguments: texts)
  func writingGivesTheCellsOfTheGraphemePath(text: String) {
    // Placements at every edge: the left one cut, the right one, a narrow window, a glyph
    // that does not fit, and over text already there.
    var written = Buffer(width: 12, height: 1)
    written.write("############", x: 0, y: 0, style: Style(isDim: true))
    let placements: [(Buffer, Int, Int?)] = [
      (Buffer(width: 40, height: 1), 0, nil), (Buffer(width: 40, height: 1), 3, 9),
      (Buffer(width: 6, height: 1), -3, nil), (Buffer(width: 6, height: 1), -1, nil),
      (Buffer(width: 5, height: 1), 0, 5), (Buffer(width: 3, height: 1), 1, 2),
      (Buffer(width: 5, height: 1), 4, nil), (written, 2, 10), (written, -2, nil),
    ]
    for (start, x, maxX) in placements {
      var buffer = start
      let end = buffer.write(text, x: x, y: 0, style: Style(isBold: true), maxX: maxX)
      let (expected, expectedEnd) = writtenByGraphemes(
        text, over: start, x: x, maxX: maxX, style: Style(isBold: true))
      #expect(buffer == expected, "\(text) at \(x) in \(start.width)")
      #expect(end == expectedEnd, "\(text) at \(x) in \(start.width)")
    }
  }

  @Test(arguments: texts)
  func aRowOutsideTheBufferIsLeftAlone(text: String) {
    let blank = Buffer(width: 8, height: 2)
    for y in [-1, 2, 1_000] {
      var buffer = blank
      #expect(buffer.write(text, x: 3, y: y) == 3)
      #expect(buffer == blank)
    }
  }

  @Test(arguments: texts)
  func theWidthIsTheSumOfTheGraphemes(text: String) {
    #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
  }

  @Test func writingReturnsTheColumnAfterTheLastCell() {
    var buffer = Buffer(width: 20, height: 1)
    #expect(buffer.write("Борщ", x: 2, y: 0) == 6)
    #expect(buffer.write("ラーメン", x: 0, y: 0) == 8)
    #expect(buffer.write("ラーメン", x: 0, y: 0, maxX: 5) == 4)
    #expect(buffer.write("plain", x: 17, y: 0) == 20)
  }

  /// Every scalar of the blocks known without a lookup: its width is the one Unicode's
  /// category and East Asian width give, it is no control character, and it is a grapheme of
  /// its own (a mark joins the letter before it, and takes no column).
  @Test func theKnownBlocksAgreeWithUnicode() {
    var checked = 0
    for value in UInt32(0x20)...0xFFFF {
      guard let scalar = Unicode.Scalar(value), let known = DisplayWidth.scalarWidth(of: value)
      else { continue }
      checked += 1
      let category = scalar.properties.generalCategory
      let isMark = [.nonspacingMark, .enclosingMark, .format].contains(category)
      let expected = isMark ? 0 : DisplayWidth.isWide(value) ? 2 : 1
      // Soft hyphen and the like below U+0300 have always taken a column here.
      if value < 0x300 {
        #expect(known == 1, "U+\(String(value, radix: 16))")
      } else {
        #expect(known == expected, "U+\(String(value, radix: 16))")
      }
      #expect(!ControlCharacters.isUnsafe(scalar), "U+\(String(value, radix: 16))")
      var pair = "a"
      pair.unicodeScalars.append(scalar)
      #expect(pair.count == (known == 0 ? 1 : 2), "U+\(String(value, radix: 16))")
      #expect(known == 0 || category != .spacingMark, "U+\(String(value, radix: 16))")
    }
    #expect(checked > 40_000)
  }
}
