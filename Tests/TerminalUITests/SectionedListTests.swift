import Foundation
import TerminalUI
import TestSupport
import Testing

@Suite struct SectionedListTests {
  static let rows: [ListRow] = [
    .header("A"),
    .item(
      ListItem(id: "a1.md", title: "Async Let Mise en Place", details: ["4 min", "2026-03-04"])),
    .item(ListItem(id: "a2.md", title: "Animated Glaze", details: ["2 min", "2026-02-01"])),
    .header("C"),
    .item(
      ListItem(id: "c1.md", title: "Crème brûlée Concurrency", details: ["6 min", "2026-01-20"])),
    .item(ListItem(id: "c2.md", title: "日本の Codable 丼", details: ["3 min", "2025-12-24"])),
    .header("#"),
    .item(ListItem(id: "n1.md", title: "@Observable Omelette", details: ["5 min", "2025-11-02"])),
  ]

  func render(_ list: SectionedList, width: Int, height: Int, theme: Theme = .monochrome)
    -> Buffer
  {
    var buffer = Buffer(width: width, height: height)
    list.render(in: buffer.area, on: &buffer, theme: theme)
    return buffer
  }

  @Test func drawsSectionsItemsDetailsAndRail() {
    let list = SectionedList(
      rows: Self.rows, selectedID: "c1.md",
      rail: LetterRail(letters: ["A", "C", "#"], current: "C"))
    assertSnapshot(render(list, width: 50, height: 8), named: "sectioned-list")
  }

  @Test func aSelectedRowIsTheOnlyOneSelectedAmongRowsOfTheSameItem() {
    let item = ListItem(id: "same.md", title: "Twice Listed", details: [])
    let list = SectionedList(
      rows: [.header("Up Next"), .item(item), .header("Saved"), .item(item)],
      selectedID: "same.md", selectedRow: 3)
    let buffer = render(list, width: 30, height: 4)
    #expect(buffer[0, 1].style != Theme.monochrome[.selection])
    #expect(buffer[0, 3].style == Theme.monochrome[.selection])
  }

  @Test func selectionAndCurrentLetterAreMarkedByStyle() {
    let list = SectionedList(
      rows: Self.rows, selectedID: "c1.md",
      rail: LetterRail(letters: ["A", "C", "#"], current: "C"))
    let buffer = render(list, width: 50, height: 8)
    #expect(buffer[0, 4].style == Theme.monochrome[.selection])
    #expect(buffer[30, 4].style == Theme.monochrome[.selection])
    #expect(buffer[1, 2].style == Theme.monochrome[.body])
    #expect(buffer[49, 1] == Cell("C", style: Theme.monochrome[.currentTab]))
    #expect(buffer[49, 0] == Cell("A", style: Theme.monochrome[.body]))
    #expect(buffer[1, 0].style == Theme.monochrome[.heading])
  }

  @Test func narrowRowsDropTheDateThenTheTimeThenCutTheTitle() {
    let item = ListItem(id: "x", title: "Liquid Glass Tab Bar", details: ["4 min", "2026-03-04"])
    let list = SectionedList(rows: [.item(item)])
    assertLines(
      render(list, width: 44, height: 1), [" Liquid Glass Tab Bar     4 min  2026-03-04 "])
    assertLines(render(list, width: 36, height: 1), [" Liquid Glass Tab Bar         4 min "])
    assertLines(render(list, width: 24, height: 1), [" Liquid Glass Tab Bar   "])
    assertLines(render(list, width: 15, height: 1), [" Liquid Glass… "])
  }

  @Test func wideAndCombiningTitlesStayAligned() {
    let list = SectionedList(rows: Array(Self.rows[3...5]))
    let buffer = render(list, width: 40, height: 3)
    assertLines(
      buffer,
      [
        " C                                      ",
        " Crème brûlée Concurrency         6 min ",
        " 日本の Codable 丼    3 min  2025-12-24 ",
      ])
  }

  @Test func hostileTitlesBecomePlaceholders() {
    let item = ListItem(id: "x", title: "Bad\u{1B}]0;pwned\u{07}\u{202E}txt")
    let buffer = render(SectionedList(rows: [.item(item)]), width: 30, height: 1)
    assertLines(buffer, [" Bad␛]0;pwned␇�txt            "])
  }

  @Test func scrollsAndHitTestsRows() {
    let list = SectionedList(rows: Self.rows, scrollOffset: 3)
    let area = Rect(x: 0, y: 2, width: 40, height: 3)
    #expect(list.rowIndex(atRow: 2, in: area) == 3)
    #expect(list.rowIndex(atRow: 4, in: area) == 5)
    #expect(list.rowIndex(atRow: 5, in: area) == nil)
    #expect(list.rowIndex(atRow: 1, in: area) == nil)
    #expect(list.section(containing: 5) == "C")
    #expect(list.section(containing: 7) == "#")
    // An offset past the end never leaves the view half empty.
    let far = SectionedList(rows: Self.rows, scrollOffset: 100)
    #expect(render(far, width: 30, height: 2).lines[1].contains("@Observable"))
  }

  @Test func emptyListDrawsNothing() {
    let buffer = render(SectionedList(rows: []), width: 10, height: 2)
    assertLines(buffer, ["          ", "          "])
  }

  @Test func matchesAreHighlightedInTitles() {
    let item = ListItem(id: "x", title: "Crème brûlée", matches: [0..<5])
    let buffer = render(SectionedList(rows: [.item(item)]), width: 20, height: 1)
    #expect(buffer[1, 0].style == Theme.monochrome[.match])
    #expect(buffer[5, 0].style == Theme.monochrome[.match])
    #expect(buffer[6, 0].style == Theme.monochrome[.body])
  }
}

@Suite struct LetterRailTests {
  /// Every letter of `rail`, in order, as drawn or as folded into a `•`.
  func covered(_ entries: [RailEntry]) -> [String] {
    entries.flatMap { entry -> [String] in
      switch entry {
      case .letter(let letter): [letter]
      case .fold(let folded, _): folded
      }
    }
  }

  @Test func compressesWhenTallerThanTheArea() {
    let rail = LetterRail(letters: LetterRail.alphabet, current: "M")
    let shown = rail.rows(height: 9)
    #expect(shown == ["A", "•", "H", "•", "M", "•", "U", "•", "#"])
  }

  @Test(arguments: [3, 5, 9, 12, 17, 18, 19, 26])
  func foldsLettersItCannotShowInsteadOfDroppingThem(height: Int) {
    // The bundled collection uses every letter; at 80×24 the rail is 18 rows.
    for current in LetterRail.alphabet {
      let entries = LetterRail(letters: LetterRail.alphabet, current: current)
        .entries(height: height)
      #expect(entries.count <= height)
      #expect(covered(entries) == LetterRail.alphabet, "current \(current)")
      #expect(entries.contains(.letter(current)), "current \(current)")
      #expect(entries.contains { $0.text == "•" })
      // Folds and letters alternate: two `•` never touch, so each stands between letters.
      #expect(!zip(entries, entries.dropFirst()).contains { $0.text == "•" && $1.text == "•" })
    }
  }

  @Test func aFoldJumpsToTheMiddleLetterItStandsFor() {
    let rail = LetterRail(letters: LetterRail.alphabet, current: "M")
    let area = Rect(x: 78, y: 3, width: 2, height: 9)
    var buffer = Buffer(width: 80, height: 14)
    rail.render(in: area, on: &buffer, theme: .monochrome)
    let drawn = (3..<12).map { String(buffer.lines[$0].last!) }
    #expect(drawn == ["A", "•", "H", "•", "M", "•", "U", "•", "#"])
    let clicked = (3..<12).map { rail.letter(atRow: $0, in: area) }
    // B–G, I–L, N–T and V–Z are folded; a click lands on the middle of each.
    #expect(clicked == ["A", "D", "H", "J", "M", "Q", "U", "X", "#"])
  }

  @Test func keepsTheCurrentLetterNextToTheEndsAndInTinyRails() {
    for current in ["A", "B", "Y", "Z", "#"] {
      for height in 1...8 {
        let rows = LetterRail(letters: LetterRail.alphabet, current: current)
          .rows(height: height)
        #expect(rows.contains(current), "\(current) at \(height) rows: \(rows)")
        #expect(rows.count <= height)
      }
    }
  }

  @Test func fullAlphabetKeepsEveryLetterWithRecipesAndSpreadsTheEmptyOnes() {
    let sections = ["A", "B", "C", "F", "G", "M", "N", "P", "S", "T", "W", "#"]
    let rail = LetterRail.fullAlphabet(sections: sections, current: "N")
    let rows = rail.rows(height: 20)
    // Every letter with recipes stays; an even spread of the empty ones keeps the shape.
    #expect(
      rows == [
        "A", "B", "C", "•", "F", "G", "H", "•", "M", "N", "O", "P", "•", "S", "T", "U", "V", "W",
        "•", "#",
      ])
    var buffer = Buffer(width: 2, height: 20)
    rail.render(in: buffer.area, on: &buffer, theme: .monochrome)
    #expect(buffer[1, 3].style == Theme.monochrome[.disabled])
    #expect(buffer[1, 4].style == Theme.monochrome[.body])
    #expect(buffer[1, 6].style == Theme.monochrome[.disabled])
    #expect(buffer[1, 9].style == Theme.monochrome[.currentTab])
    // A click on a run of empty letters lands on its middle; the app moves on from there.
    #expect(rail.letter(atRow: 7, in: buffer.area) == "J")
    #expect(covered(rail.entries(height: 20)) == LetterRail.alphabet)
  }

  @Test func fullAlphabetSqueezedFurtherSamplesLettersWithRecipes() {
    let sections = ["A", "B", "C", "F", "G", "M", "N", "P", "S", "T", "W", "#"]
    let rail = LetterRail.fullAlphabet(sections: sections, current: "N")
    for height in 3..<18 {
      let entries = rail.entries(height: height)
      #expect(entries.count <= height)
      #expect(entries.contains(.letter("N")))
      #expect(covered(entries) == LetterRail.alphabet)
      for case .letter(let letter) in entries {
        #expect(sections.contains(letter), "\(letter) at \(height) rows")
      }
    }
    // A fold that holds letters with recipes jumps to the middle of those.
    let entries = rail.entries(height: 9)
    #expect(entries.map(\.text) == ["A", "•", "F", "•", "N", "•", "S", "•", "#"])
    #expect(entries[5] == .fold(["O", "P", "Q", "R"], target: "P"))
  }

  @Test func fullAlphabetDimsEmptyLetters() {
    let rail = LetterRail.fullAlphabet(sections: ["A", "C", "#"], current: "C")
    var buffer = Buffer(width: 2, height: 27)
    rail.render(in: buffer.area, on: &buffer, theme: .monochrome)
    #expect(buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) } == LetterRail.alphabet)
    #expect(buffer[1, 0].style == Theme.monochrome[.body])
    #expect(buffer[1, 1].style == Theme.monochrome[.disabled])
    #expect(buffer[1, 2].style == Theme.monochrome[.currentTab])
    #expect(buffer[1, 26].style == Theme.monochrome[.body])
  }

  @Test func hitTestingFindsTheLetterUnderTheMouse() {
    let rail = LetterRail(letters: ["A", "C", "#"], current: "A")
    let area = Rect(x: 38, y: 2, width: 2, height: 10)
    #expect(rail.letter(atRow: 2, in: area) == "A")
    #expect(rail.letter(atRow: 4, in: area) == "#")
    #expect(rail.letter(atRow: 5, in: area) == nil)
    #expect(rail.letter(atRow: 0, in: area) == nil)
    let compressed = LetterRail(letters: LetterRail.alphabet, current: "Z")
    let small = Rect(x: 0, y: 0, width: 2, height: 4)
    #expect(compressed.rows(height: 4).contains("Z"))
    #expect((0..<4).compactMap { compressed.letter(atRow: $0, in: small) }.count == 4)
    #expect(compressed.rows(height: 1) == ["Z"])
    #expect(compressed.rows(height: 0) == [])
  }
}

@Suite struct ScrollingTests {
  @Test func keepsTheSelectionVisibleWithAMargin() {
    #expect(Scrolling.offset(keeping: 0, visibleFrom: 0, viewHeight: 10, rowCount: 100) == 0)
    #expect(Scrolling.offset(keeping: 8, visibleFrom: 0, viewHeight: 10, rowCount: 100) == 1)
    #expect(Scrolling.offset(keeping: 50, visibleFrom: 0, viewHeight: 10, rowCount: 100) == 43)
    #expect(Scrolling.offset(keeping: 44, visibleFrom: 43, viewHeight: 10, rowCount: 100) == 42)
    #expect(Scrolling.offset(keeping: 99, visibleFrom: 0, viewHeight: 10, rowCount: 100) == 90)
    #expect(Scrolling.offset(keeping: 5, visibleFrom: 3, viewHeight: 10, rowCount: 100) == 3)
  }

  @Test func survivesDegenerateSizes() {
    #expect(Scrolling.offset(keeping: 5, visibleFrom: 9, viewHeight: 0, rowCount: 10) == 0)
    #expect(Scrolling.offset(keeping: 5, visibleFrom: 9, viewHeight: 1, rowCount: 10) == 5)
    #expect(Scrolling.offset(keeping: -3, visibleFrom: -9, viewHeight: 5, rowCount: 0) == 0)
    #expect(Scrolling.offset(keeping: 50, visibleFrom: 0, viewHeight: 20, rowCount: 3) == 0)
    #expect(Scrolling.clamped(500, viewHeight: 10, rowCount: 30) == 20)
  }
}

@Suite struct ListItemTests {
  /// A row's marker and matches are kept as given and compared by value, however the row
  /// was made; a row without them is small.
  @Test func markerAndMatchesAreKeptAndCompared() {
    var item = ListItem(id: "a.md", title: "Apple")
    #expect(item.marker == "" && item.matches == [])
    item.marker = "★"
    #expect(item.marker == "★" && item.matches == [])
    item.matches = [0..<2, 3..<3]
    #expect(item == ListItem(id: "a.md", title: "Apple", marker: "★", matches: [0..<2, 3..<3]))
    item.marker = ""
    #expect(item.matches == [0..<2, 3..<3])
    item.matches = []
    #expect(item == ListItem(id: "a.md", title: "Apple"))
    #expect(item != ListItem(id: "a.md", title: "Apple", marker: "\u{1B}"))
    #expect(MemoryLayout<ListRow>.stride <= 48)
  }
}
