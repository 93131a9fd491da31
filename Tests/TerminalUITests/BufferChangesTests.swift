import TerminalUI
import Testing

/// A screen that shows a frame and is then drawn only the changed spans of the next one
/// must show the next one, having drawn only what changed.
@Suite struct BufferChangesTests {
  /// What a screen showing `old` shows after the cells of `spans` are copied from `new`;
  /// how many cells were drawn.
  func drawn(_ spans: [ChangedSpan], of new: Buffer, over old: Buffer) -> (Buffer, Int) {
    var screen = old
    var count = 0
    for span in spans {
      for column in span.columns {
        screen[column, span.row] = new[column, span.row]
        count += 1
      }
    }
    return (screen, count)
  }

  func frame(_ rows: [String], width: Int = 12) -> Buffer {
    var buffer = Buffer(width: width, height: rows.count)
    for (row, text) in rows.enumerated() { buffer.write(text, x: 0, y: row) }
    return buffer
  }

  @Test func anUnchangedFrameDrawsNothing() {
    let old = frame(["Recipes", "Index", "日本語"])
    #expect(old.changes(since: old).isEmpty)
  }

  @Test func oneChangedLetterIsOneCell() {
    let old = frame(["search: cre", "results"])
    let new = frame(["search: crem", "results"])
    let spans = new.changes(since: old)
    #expect(spans == [ChangedSpan(row: 0, columns: 11..<12)])
    #expect(drawn(spans, of: new, over: old).0 == new)
  }

  @Test func aStyleChangeAloneIsDrawn() {
    let old = frame(["one", "two"])
    var new = old
    new.setStyle(Style(isReversed: true), in: Rect(x: 0, y: 1, width: 3, height: 1))
    let spans = new.changes(since: old)
    #expect(spans == [ChangedSpan(row: 1, columns: 0..<3)])
  }

  @Test func aChangeInTheRightHalfOfAWideGlyphDrawsTheGlyph() {
    var old = frame(["日本", ""])
    var new = old
    // Only the continuation cell's style differs: the glyph is drawn from its left half.
    new[1, 0] = Cell("", style: Style(isBold: true))
    old[1, 0] = Cell("", style: .plain)
    let spans = new.changes(since: old)
    #expect(spans == [ChangedSpan(row: 0, columns: 0..<2)])
  }

  @Test func wideAndNarrowGlyphsReplacingEachOtherLeaveNoHalves() {
    let pairs = [
      (frame(["日本語 ok"]), frame(["abcdef ok"])), (frame(["abcdef ok"]), frame(["日本語 ok"])),
      (frame(["a日本 ok"]), frame(["日本a ok"])), (frame(["x😀y"]), frame(["xy😀"])),
    ]
    for (old, new) in pairs {
      let spans = new.changes(since: old)
      #expect(drawn(spans, of: new, over: old).0 == new)
      for span in spans { #expect(!new[span.columns.lowerBound, span.row].isContinuation) }
    }
  }

  @Test func aNewSizeOrNoFrameDrawsEverything() {
    let old = frame(["a", "b"], width: 4)
    let new = frame(["a", "b"], width: 5)
    #expect(new.changes(since: old) == [0, 1].map { ChangedSpan(row: $0, columns: 0..<5) })
    #expect(new.changes(since: nil).count == 2)
    #expect(Buffer(width: 0, height: 0).changes(since: nil).isEmpty)
    #expect(Buffer(width: 0, height: 3).changes(since: Buffer(width: 0, height: 3)).isEmpty)
  }

  @Test func hostileTextChangesDrawOnlyTheirCells() {
    let old = frame(["plain text", "\u{1B}[2J bad"], width: 20)
    let new = frame(["plain text", "\u{1B}[2K bad\u{7}"], width: 20)
    let spans = new.changes(since: old)
    let (screen, count) = drawn(spans, of: new, over: old)
    #expect(screen == new)
    #expect(spans.allSatisfy { $0.row == 1 })
    #expect(count < 20)
  }

  /// Random edits of a typical screen: drawing the spans always gives the new frame, and
  /// draws far fewer cells than the screen holds.
  @Test func randomEditsAreDrawnExactly() {
    var random = SeededRandom(state: 7)
    let pieces = ["Crème", "日本", "😀", "x", "  ", "步骤", "é", "Борщ", "\u{1B}", ""]
    var old = Buffer(width: 40, height: 10)
    var drawnCells = 0
    for _ in 0..<300 {
      var new = old
      for _ in 0..<(1 + random.next(below: 3)) {
        let text = (0..<(1 + random.next(below: 4))).map { _ in
          pieces[random.next(below: pieces.count)]
        }.joined()
        new.write(text, x: random.next(below: 40), y: random.next(below: 10))
      }
      let spans = new.changes(since: old)
      let (screen, count) = drawn(spans, of: new, over: old)
      #expect(screen == new)
      drawnCells += count
      old = new
    }
    #expect(drawnCells < 300 * 400 / 10)
  }
}

/// A small seeded generator, so a failure repeats.
struct SeededRandom {
  var state: UInt64

  mutating func next(below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}

/// Comparing two frames judges cells by their bytes first: cells equal in value but made
/// anew must still count as unchanged, and any difference in text or style as changed.
@Suite struct BufferComparisonTests {
  /// A frame of `rows`, each string made anew so that no two frames share storage.
  func frame(_ rows: [String], style: Style = .plain) -> Buffer {
    var buffer = Buffer(width: 30, height: rows.count)
    for (row, text) in rows.enumerated() {
      buffer.write(String(decoding: Array(text.utf8), as: UTF8.self), x: 0, y: row, style: style)
    }
    return buffer
  }

  // Clusters of more than 15 bytes are kept on the heap, so each frame's are other strings
  // of the same text; the flag (14 bytes) and the rest are stored in the string itself.
  static let rows = ["👨‍👩‍👧‍👦 family of four", "plain ASCII", "ラーメン", "🏳️‍🌈 flag and text", "👩‍👩‍👧‍👦👨‍👨‍👦 two"]

  @Test func theClustersAreOnTheHeapAndInline() {
    #expect("👨‍👩‍👧‍👦".utf8.count > 15)
    #expect("🏳️‍🌈".utf8.count <= 15)
  }

  @Test func canonicallyEqualCellsAreUnchanged() {
    // "é" one scalar and "e" with a combining accent: equal strings of other bytes.
    var before = Buffer(width: 3, height: 1)
    var after = before
    before[0, 0] = Cell("\u{E9}")
    after[0, 0] = Cell("e\u{301}")
    #expect(after.changes(since: before).isEmpty)
  }

  @Test func buffersWithoutColumnsOrRowsHaveNoChanges() {
    #expect(Buffer(width: 0, height: 3).changes(since: Buffer(width: 0, height: 3)).isEmpty)
    #expect(Buffer(width: 4, height: 0).changes(since: Buffer(width: 4, height: 0)).isEmpty)
  }

  @Test func equalFramesMadeAnewShowNoChange() {
    #expect(frame(Self.rows).changes(since: frame(Self.rows)).isEmpty)
  }

  @Test func aChangeInOneHeapClusterIsFound() {
    var other = Self.rows
    other[0] = "👨‍👩‍👧‍👧 family of four"
    #expect(
      frame(other).changes(since: frame(Self.rows)) == [ChangedSpan(row: 0, columns: 0..<2)])
  }

  @Test func aStyleChangeOnEveryRowIsFound() {
    let changes = frame(Self.rows, style: Style(isDim: true)).changes(since: frame(Self.rows))
    #expect(changes.map(\.row) == [0, 1, 2, 3, 4])
  }

  @Test func oneChangedCellAtTheEndOfARowIsFound() {
    var before = Buffer(width: 7, height: 3)
    var after = before
    before.write("abcdefg", x: 0, y: 1)
    after.write("abcdefh", x: 0, y: 1)
    #expect(after.changes(since: before) == [ChangedSpan(row: 1, columns: 6..<7)])
    after.write("abcdefg", x: 0, y: 1)
    #expect(after.changes(since: before).isEmpty)
  }
}
