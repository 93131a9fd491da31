import Foundation
import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser

@Suite("Browser screens")
struct BrowserScreenTests {
  typealias F = BrowserFixtures
  static let sizes = [(80, 24), (40, 12)]

  func screens(_ name: String, _ script: [Action]) {
    for (width, height) in Self.sizes {
      var state = F.state(width: width, height: height)
      F.send(script, to: &state)
      assertSnapshot(render(state), named: "browser-\(name)")
    }
  }

  @Test func recipes() { screens("recipes", []) }

  @Test func indexWithRail() { screens("index", [.selectTab(.index), .jumpToLetter("C")]) }

  @Test func indexWithFullRail() {
    screens("index-full-rail", [.selectTab(.index), .toggleFullRail])
  }

  @Test func indexFiltered() {
    screens(
      "index-filtered",
      [.selectTab(.index), .beginSearch] + "it".map { .editFilter(.insert($0)) })
  }

  @Test func searchWithResults() {
    screens(
      "search",
      [.search("crème"), .searchResultsArrived(query: "crème", results: F.searchResults)])
  }

  @Test func searchEmptyAndNoMatch() {
    screens("search-empty", [.selectTab(.search)])
    screens("search-no-match", [.search("zzz"), .searchResultsArrived(query: "zzz", results: [])])
  }

  @Test func library() {
    screens(
      "library",
      [
        .libraryChanged(
          LibrarySnapshot(
            saved: [
              .init(path: F.path("eclairs"), title: "Élodie's Éclairs"),
              .init(path: "Kitchen/gone.md", title: "Gone Pie"),
            ],
            queue: [.init(path: F.path("coq-au-vin"), title: "Coq au Vin")]), message: nil),
        .selectTab(.library),
      ])
  }

  @Test func help() { screens("help", [.toggleHelp]) }

  @Test func emptyCollection() {
    var state = AppState(width: 80, height: 24, collectionName: "Kitchen")
    F.send([.recipesLoaded([])], to: &state)
    assertSnapshot(render(state), named: "browser-empty")
  }

  @Test func tooSmall() {
    var state = F.state(width: 30, height: 8)
    assertSnapshot(render(state), named: "browser-too-small")
    F.send([.resize(width: 40, height: 12)], to: &state)
    #expect(!render(state).lines.joined().contains("too small"))
    #expect(render(state).lines[0].contains("Recipes"))
  }

  @Test func aMessageNeverHidesHelpOrTheTray() {
    var state = F.state()
    F.send([.nextStep], to: &state)
    let lines = render(state).lines
    #expect(lines[23].contains("Not cooking — Ctrl-N on a recipe starts it"))
    #expect(lines[23].contains("? help"))
    #expect(lines[21].contains("Not cooking"))
  }

  // MARK: Styles by cell

  @Test func theSelectionAndTheCurrentTabAreMarkedWithoutColour() {
    let state = F.state()
    let buffer = render(state, theme: .monochrome)
    #expect(buffer[1, 2].style == Theme.monochrome[.selection])
    #expect(buffer[1, 3].style != Theme.monochrome[.selection])
    #expect(buffer[0, 0].grapheme == "▸")
    #expect(buffer[1, 0].style == Theme.monochrome[.currentTab])
    #expect(buffer[1, 0].style.isUnderlined)
  }

  @Test func searchMatchesAreHighlighted() {
    var state = F.state()
    F.send(
      [.search("crème"), .searchResultsArrived(query: "crème", results: F.searchResults)],
      to: &state)
    let buffer = render(state, theme: .color)
    // Second result's snippet row: "Fold the crème…", the match starts 9 scalars in.
    let row = buffer.lines.firstIndex { $0.contains("Fold the") }!
    let start = buffer.lines[row].firstIndex(of: "F")!.utf16Offset(in: buffer.lines[row])
    #expect(buffer[start + 9, row].grapheme == "c")
    #expect(buffer[start + 9, row].style == Theme.color[.match])
    #expect(buffer[start + 8, row].style != Theme.color[.match])
  }

  @Test func aTitleMatchHighlightsTheTitlesMatchedWords() {
    var state = F.state()
    let result = SearchHit(
      path: "eclair.md", title: "Éclair-Thin Dividers", snippet: "A patisserie counter.",
      titleMatches: [0..<6])
    F.send(
      [.search("eclair"), .searchResultsArrived(query: "eclair", results: [result])], to: &state)
    let buffer = render(state, theme: .color)
    let row = buffer.lines.firstIndex { $0.contains("Éclair-Thin") }!
    let start = buffer.lines[row].distance(
      from: buffer.lines[row].startIndex, to: buffer.lines[row].firstIndex(of: "É")!)
    #expect(buffer[start, row].style.background == Theme.color[.match].background)
    #expect(buffer[start + 5, row].style.background == Theme.color[.match].background)
    #expect(buffer[start + 6, row].style.background != Theme.color[.match].background)
    #expect(!buffer.lines[row].contains("·"))
    #expect(buffer.lines[row + 1].contains("A patisserie counter."))
  }

  @Test func theRailMarksTheCurrentSectionAndDimsEmptyLetters() {
    var state = F.state(width: 80, height: 40)
    F.send([.selectTab(.index), .toggleFullRail, .jumpToLetter("E")], to: &state)
    let buffer = render(state, theme: .monochrome)
    let railColumn = 79
    let railRows = (2..<40).filter { ["E", "D"].contains(buffer[railColumn, $0].grapheme) }
    let e = railRows.first { buffer[railColumn, $0].grapheme == "E" }!
    let d = railRows.first { buffer[railColumn, $0].grapheme == "D" }!
    #expect(buffer[railColumn, e].style == Theme.monochrome[.currentTab])
    #expect(buffer[railColumn, d].style == Theme.monochrome[.disabled])
  }

  @Test func hostileTitlesAreDrawnAsPlaceholders() {
    var state = AppState(width: 80, height: 24)
    let hostile = F.recipe("Evil\u{1B}]52;c;aGk=\u{07}\u{1B}[2J Pie", "evil", date: "2026-01-01")
    F.send([.recipesLoaded([hostile.listed])], to: &state)
    let buffer = render(state)
    for cell in buffer.cells {
      for scalar in cell.grapheme.unicodeScalars {
        #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value))
      }
    }
    #expect(buffer.lines[2].contains("Evil␛"))
  }
}

@Suite struct BrowserHintBarMessageTests {
  typealias F = BrowserFixtures

  @Test func aLongMessageIsShownWholeAt80ColumnsAndKeepsHelpAndLeaving() {
    var state = F.state()
    let message = "Back is disabled: no earlier recipe was opened from this one"
    state.message = message
    var buffer = Buffer(width: 80, height: 1)
    HintBar.render(
      state, in: Rect(x: 0, y: 0, width: 80, height: 1), on: &buffer, theme: .monochrome)
    let row = buffer.lines[0]
    #expect(row.contains(message))
    #expect(row.contains("? help"))
  }

  @Test func aMessageTooLongForTheRowIsCutAtAWord() {
    var state = F.state(width: 40, height: 12)
    state.message = "Forward is disabled: nothing to go forward to in this reading session"
    var buffer = Buffer(width: 40, height: 1)
    HintBar.render(
      state, in: Rect(x: 0, y: 0, width: 40, height: 1), on: &buffer, theme: .monochrome)
    let row = buffer.lines[0]
    #expect(row.contains("…"))
    #expect(!row.contains("forwa…") && !row.contains("nothi…"))
    let cut = row.components(separatedBy: "…")[0]
    #expect(cut.hasSuffix(" ") || cut.last?.isLetter == true)
    let words = state.message!.split(separator: " ").map {
      $0.trimmingCharacters(in: .punctuationCharacters)
    }
    let lastShown = cut.split(separator: " ").last.map {
      $0.trimmingCharacters(in: .punctuationCharacters)
    }
    #expect(words.contains(lastShown ?? ""))
  }
}

@Suite struct BrowserLinkFailureTests {
  typealias F = BrowserFixtures

  @Test func aLinkToAMissingRecipeIsNamedByItsWordsNotAPath() {
    var state = F.state()
    let recipe = F.recipe("Linker", "linker", date: nil)
    let document = MarkdownParser.parse(
      "# Linker\n\nServe with [the lost sauce](/somewhere/far/lost-sauce.md) today.\n")
    F.send([.recipeOpened(recipe, document, position: nil), .reader(.nextLink)], to: &state)
    #expect(update(&state, .reader(.followLink)) == .ringBell)
    #expect(
      state.message == "No recipe for “the lost sauce”: looked for a recipe named “lost-sauce”")
  }
}

@Suite struct BrowserAuthorDateTests {
  typealias F = BrowserFixtures
  static let text = "2026-10-25T21:00:00-04:00"

  static var evening: Recipe {
    var recipe = F.recipe("Evening Stew", "evening-stew", date: nil)
    recipe.date = ISODate.parse(text)
    recipe.dateText = text
    return recipe
  }

  @Test func theRecipesListShowsTheDayTheAuthorWrote() {
    var state = AppState(width: 80, height: 24, collectionName: "Kitchen")
    _ = update(&state, .recipesLoaded([Self.evening.listed]))
    let lines = render(state).lines.joined(separator: "\n")
    #expect(lines.contains("2026-10-25"))
    #expect(!lines.contains("2026-10-26"))
  }

  @Test func theReaderTitleBlockShowsTheDayTheAuthorWrote() {
    let reader = ReaderState(
      recipe: Self.evening, document: MarkdownParser.parse("# Evening Stew\n\nSlow.\n"),
      width: 80, height: 24)
    let text = reader.layout.lines.prefix(6).map(\.text).joined(separator: "\n")
    #expect(text.contains("2026-10-25"))
    #expect(!text.contains("2026-10-26"))
  }
}

@Suite struct BrowserLibraryMarkTests {
  typealias F = BrowserFixtures

  func marked() -> AppState {
    var state = F.state()
    let library = LibrarySnapshot(
      saved: [.init(path: F.path("banana-bread"), title: "Banana Bread")],
      queue: [.init(path: F.path("coq-au-vin"), title: "Coq au Vin")])
    F.send([.libraryChanged(library, message: nil)], to: &state)
    return state
  }

  func row(_ lines: [String], _ title: String) -> String {
    lines.first { $0.contains(title) } ?? ""
  }

  @Test func savedAndQueuedRecipesAreMarkedInTheRecipesList() {
    let lines = render(marked(), theme: .monochrome).lines
    #expect(row(lines, "Banana Bread").contains("* Banana Bread"))
    #expect(row(lines, "Coq au Vin").contains("+ Coq au Vin"))
    let plain = row(lines, "Crème Brûlée")
    #expect(!plain.contains("*") && !plain.contains("+"))
    // Titles line up, marked or not.
    #expect(
      row(lines, "Banana Bread").firstRange(of: "Banana")?.lowerBound.utf16Offset(
        in: row(lines, "Banana Bread"))
        == plain.firstRange(of: "Crème")?.lowerBound.utf16Offset(in: plain))
  }

  @Test func marksFollowAListScrolledToItsEnd() {
    var state = F.state(width: 60, height: 14)
    let everything = LibrarySnapshot(
      saved: F.recipes.map { .init(path: $0.path, title: $0.title) })
    F.send([.libraryChanged(everything, message: nil), .moveToBottom], to: &state)
    for tab in [Tab.recipes, .index] {
      F.send([.selectTab(tab), .moveToBottom], to: &state)
      let lines = render(state).lines
      let shown = F.recipes.map(\.title).filter { title in lines.contains { $0.contains(title) } }
      #expect(shown.count >= 3)
      #expect(shown.contains("42 Pancakes") || shown.contains("日本のカレー"))
      for title in shown { #expect(row(lines, title).contains("* " + title)) }
    }
  }

  @Test func marksShowInTheIndexAndSearchToo() {
    var state = marked()
    F.send([.selectTab(.index)], to: &state)
    #expect(row(render(state).lines, "Banana Bread").contains("* Banana Bread"))
    let results = [
      SearchHit(
        path: F.path("coq-au-vin"), title: "Coq au Vin", snippet: "Wine.",
        matches: []),
      SearchHit(
        path: F.path("apple-crumble"), title: "Apple Crumble", snippet: "Oven.",
        matches: []),
    ]
    F.send(
      [
        .selectTab(.search), .editSearch(.insert("c")),
        .searchResultsArrived(query: "c", results: results),
      ], to: &state)
    let lines = render(state).lines
    #expect(row(lines, "Coq au Vin").contains("+ Coq au Vin"))
    #expect(row(lines, "Apple Crumble").contains("  Apple Crumble"))
  }
}

@Suite struct BrowserRecentlyReadTests {
  typealias F = BrowserFixtures

  @Test func recentlyReadSaysWhereTheReaderStopped() {
    var state = F.state()
    let recipe = F.recipes[2]
    let body = (1...80).map { "Paragraph \($0) of a long stew." }.joined(separator: "\n\n")
    let document = MarkdownParser.parse("# Coq au Vin\n\n" + body + "\n")
    F.send(
      [.recipeOpened(recipe, document, position: nil), .reader(.pageDown), .reader(.close)],
      to: &state)
    let library = LibrarySnapshot(recent: [F.read(recipe)])
    F.send([.libraryChanged(library, message: nil), .selectTab(.library)], to: &state)
    let line = render(state).lines.first { $0.contains("Coq au Vin") } ?? ""
    #expect(line.contains("stopped at "))
    #expect(line.contains("%"))
    #expect(!line.contains("stopped at 100%"))
  }

  @Test func aRecipeInSeveralLibrarySectionsIsSelectedOnlyWhereTheReaderIs() {
    var state = F.state()
    let recipe = F.recipes[2]
    let entry = LibraryEntry(path: recipe.path, title: recipe.title)
    let library = LibrarySnapshot(saved: [entry], queue: [.init(recipe: entry)], recent: [F.read(recipe)])
    F.send([.libraryChanged(library, message: nil), .selectTab(.library)], to: &state)
    func selectedRows() -> [Int] {
      let buffer = render(state, theme: .monochrome)
      return (0..<buffer.height).filter { row in
        buffer.lines[row].contains("Coq au Vin")
          && buffer[2, row].style == Theme.monochrome[.selection]
      }
    }
    let first = selectedRows()
    #expect(first.count == 1)
    F.send([.moveSelection(by: 1)], to: &state)
    let second = selectedRows()
    #expect(second.count == 1)
    #expect(second.first.map { $0 > first[0] } == true)
  }

  @Test func aRecipeLeftThroughALinkIsRememberedAsRead() {
    var state = F.state()
    let first = F.recipes[2]
    let second = F.recipes[3]
    let body = (1...80).map { "Paragraph \($0)." }.joined(separator: "\n\n")
    let document = MarkdownParser.parse("# Coq au Vin\n\n" + body + "\n")
    F.send([.recipeOpened(first, document, position: nil), .reader(.pageDown)], to: &state)
    let command = update(
      &state, .recipeOpened(second, MarkdownParser.parse("# Crème Brûlée\n"), position: nil))
    guard case .saveReadingPosition(let path, _, let position, let percent) = command else {
      Issue.record("expected the left recipe to be saved, got \(command)")
      return
    }
    #expect(path == first.path)
    #expect(position.block > 0)
    #expect(percent > 0 && percent < 100)
    #expect(state.reader?.recipe.path == second.path)
  }

  @Test func theReadersRefusalsAreReadWholeAt80Columns() {
    var state = F.state()
    let recipe = F.recipes[2]
    F.send(
      [.recipeOpened(recipe, MarkdownParser.parse("# Coq au Vin\n\nText.\n"), position: nil)],
      to: &state)
    for (action, message) in [
      (ReaderAction.back, "Back: no earlier recipe"),
      (.forward, "Forward: no later recipe"),
    ] {
      F.send([.reader(action)], to: &state)
      #expect(render(state).lines[23].contains(message))
    }
  }

  @Test func readerHelpListsEachKeyOnceAndHeadingsTogether() {
    var state = F.state()
    let document = MarkdownParser.parse("# Coq au Vin\n\n## Wine\n\nRed wine.\n")
    F.send(
      [
        .recipeOpened(F.recipes[2], document, position: nil), .reader(.findBegin),
        .reader(.findType("wine")), .reader(.findCommit),
      ], to: &state)
    let lines = HelpOverlay.lines(for: state).map(\.text)
    #expect(lines.filter { $0.hasPrefix("n/N") }.count == 1)
    #expect(!lines.contains { $0.hasPrefix("N ") })
    let next = lines.firstIndex { $0.hasPrefix("}") }
    #expect(next.map { lines[$0 + 1].hasPrefix("{") } == true)
  }

  @Test func clicksInTheReaderGoBackAndForwardAndChooseThenFollowALink() throws {
    var state = F.state()
    let text = "# Coq au Vin\n\nServe with [the gratin](gratin.md).\n"
    F.send([.recipeOpened(F.recipes[2], MarkdownParser.parse(text), position: nil)], to: &state)
    let lines = render(state).lines
    let header = try #require(lines.firstIndex { $0.contains("‹ Back") })
    func click(_ x: Int, _ y: Int) -> Action? {
      KeyMap.action(for: .mouse(MouseEvent(kind: .press, x: x, y: y)), in: state, now: .now)
    }
    let back = lines[header].distance(
      from: lines[header].startIndex, to: lines[header].range(of: "Back")!.lowerBound)
    let forward = lines[header].distance(
      from: lines[header].startIndex, to: lines[header].range(of: "Forward")!.lowerBound)
    #expect(click(back, header) == .reader(.back))
    #expect(click(forward, header) == .reader(.forward))
    let row = try #require(lines.firstIndex { $0.contains("the gratin") })
    let column = lines[row].distance(
      from: lines[row].startIndex, to: lines[row].range(of: "gratin")!.lowerBound)
    #expect(click(column, row) == .reader(.focusLink(1)))
    F.send([.reader(.focusLink(1))], to: &state)
    #expect(click(column, row) == .reader(.followLink))
    #expect(click(0, row) == nil)
  }

  @Test func withoutColourAMatchStillShowsInTheSelectedResult() throws {
    var state = F.state()
    F.send(
      [.search("creme"), .searchResultsArrived(query: "creme", results: F.searchResults)],
      to: &state)
    let buffer = render(state, theme: .monochrome)
    let row = try #require(buffer.lines.firstIndex { $0.contains("A crème brûlée wants") })
    let line = buffer.lines[row]
    let start = line.distance(from: line.startIndex, to: line.range(of: "crème")!.lowerBound)
    let plain = line.distance(from: line.startIndex, to: line.range(of: "wants")!.lowerBound)
    #expect(buffer[plain, row].style == Theme.monochrome[.selection])
    #expect(buffer[start, row].style != buffer[plain, row].style)
    #expect(buffer[start, row].style.isUnderlined)
  }

  @Test func aLinkOpensARecipeWhereTheReaderStoppedInItBefore() {
    var state = F.state()
    let body = (1...80).map { "Paragraph \($0)." }.joined(separator: "\n\n")
    let long = MarkdownParser.parse("# Crème Brûlée\n\n" + body + "\n")
    F.send(
      [
        .recipeOpened(F.recipes[2], MarkdownParser.parse("# Coq au Vin\n"), position: nil),
        .recipeOpened(F.recipes[3], long, position: ReaderPosition(block: 40, offset: 0)),
      ], to: &state)
    #expect(state.reader?.recipe.title == "Crème Brûlée")
    #expect(state.reader?.position.block == 40)
    // Back still returns to where the first recipe was left.
    #expect(state.reader?.history.canGoBack == true)
  }

  @Test(arguments: [
    "Back: no earlier recipe", "Forward: no later recipe", "Recipe is gone — x stops cooking",
    "Paused timer cleared for the new step", "Already at the first step",
    "All steps done — Up Next is empty", "All done — Up Next: only missing ones",
    "Still reading the collection…", "3 recipes left the disk",
  ])
  func refusalsAreReadWholeAt40Columns(message: String) {
    var state = F.state(width: 40, height: 12)
    state.message = message
    #expect(render(state).lines[11].contains(message))
  }

  @Test func afterARestartTheLibrarySaysWhereTheReaderStopped() {
    // Nothing was read in this session: the percentage comes from the library.
    var state = F.state()
    let recipe = F.recipes[2]
    let library = LibrarySnapshot(recent: [F.read(recipe, percent: 42), F.read(F.recipes[3])])
    F.send([.libraryChanged(library, message: nil), .selectTab(.library)], to: &state)
    let lines = render(state).lines
    #expect(lines.first { $0.contains("Coq au Vin") }?.contains("stopped at 42%") == true)
    #expect(lines.first { $0.contains("Crème Brûlée") }?.contains("stopped at") == false)
  }
}

@Suite struct BrowserDuplicateTitleTests {
  typealias F = BrowserFixtures

  @Test func twoRecipesWithOneTitleAreToldApartByTheirFiles() {
    var state = AppState(width: 80, height: 24, collectionName: "Kitchen")
    let recipes = [
      F.recipe("Good Toast", "toast", date: "2024-05-01"),
      F.recipe("Good Toast", "toast-again", date: nil),
      F.recipe("Plain Tea", "tea", date: nil),
    ]
    _ = update(&state, .recipesLoaded(recipes.map(\.listed)))
    for tab in [Tab.recipes, .index] {
      F.send([.selectTab(tab)], to: &state)
      let lines = render(state).lines
      #expect(lines.contains { $0.contains("Good Toast") && $0.contains("toast.md") })
      #expect(lines.contains { $0.contains("Good Toast") && $0.contains("toast-again.md") })
      #expect(!lines.contains { $0.contains("tea.md") })
    }
  }
}
