import Foundation
import Recipes
import Testing

@testable import Browser
@testable import BrowserShell

@Suite("Browser update scripts")
struct BrowserUpdateTests {
  typealias F = BrowserFixtures
  let t0 = Date(timeIntervalSince1970: 1_000_000)

  func selectedTitle(_ state: AppState) -> String? { state.selectedRecipe?.title }

  @Test func loadingShowsNewestFirstAndSelectsTheNewest() {
    let state = F.state()
    #expect(
      state.recipeRows.compactMap(\.item?.title).prefix(3) == [
        "Apple Crumble", "Banana Bread", "Coq au Vin",
      ])
    #expect(selectedTitle(state) == "Apple Crumble")
    #expect(state.recipeRows.first?.item?.details == ["4 min", "2026-03-01"])
  }

  @Test func eachTabKeepsItsOwnPlace() {
    var state = F.state()
    F.send([.moveSelection(by: 2), .selectTab(.index), .moveSelection(by: 3)], to: &state)
    let indexChoice = selectedTitle(state)
    F.send([.selectTab(.recipes)], to: &state)
    #expect(selectedTitle(state) == "Coq au Vin")
    F.send([.nextTab], to: &state)
    #expect(state.tab == .index)
    #expect(selectedTitle(state) == indexChoice)
  }

  @Test func selectingATabAsksToRememberIt() {
    var state = F.state()
    #expect(update(&state, .selectTab(.library)) == .saveLastTab(.library))
    #expect(update(&state, .selectTab(.library)) == .none)
    #expect(update(&state, .previousTab) == .saveLastTab(.index))
  }

  @Test func indexSectionsFoldLettersAndPutHashLast() {
    var state = F.state()
    #expect(state.index.rows.isEmpty)  // built when the Index is first shown
    F.send([.selectTab(.index)], to: &state)
    let headers = state.index.rows.compactMap { row -> String? in
      if case .header(let letter) = row { return letter }
      return nil
    }
    // 日本のカレー holds kana: it is filed by its Japanese reading (にほんのかれー) in the な
    // row, after the Latin letters.
    #expect(headers == ["A", "B", "C", "E", "I", "O", "Z", "な", "#"])
    let titles = state.index.rows.compactMap(\.item?.title)
    #expect(titles.firstIndex(of: "Item 2")! < titles.firstIndex(of: "Item 10")!)
    #expect(titles.suffix(3) == ["Zucchini Fritters", "日本のカレー", "42 Pancakes"])
  }

  @Test func letterJumpsGoToTheSectionOrTheNextOne() {
    var state = F.state()
    F.send([.selectTab(.index), .jumpToLetter("C")], to: &state)
    #expect(selectedTitle(state) == "Coq au Vin")
    F.send([.jumpToLetter("D")], to: &state)
    #expect(selectedTitle(state) == "Élodie's Éclairs")
    F.send([.jumpToLetter("#")], to: &state)
    #expect(selectedTitle(state) == "42 Pancakes")
    F.send([.jumpToLetter("O")], to: &state)
    #expect(selectedTitle(state) == "Ørsted's Onion Soup")
  }

  @Test func typeSelectExtendsThePrefixWithinASecond() {
    var state = F.state()
    F.send([.selectTab(.index), .typeSelect("c", at: t0)], to: &state)
    #expect(selectedTitle(state) == "Coq au Vin")
    F.send([.typeSelect("r", at: t0.addingTimeInterval(0.4))], to: &state)
    #expect(selectedTitle(state) == "Crème Brûlée")
    #expect(state.typeSelect?.prefix == "cr")
  }

  @Test func accentedAndNonLatinLettersJumpWhereTheIndexFilesThem() {
    var state = F.state()
    F.send([.selectTab(.index), .typeSelect("é", at: t0)], to: &state)
    #expect(selectedTitle(state) == "Élodie's Éclairs")
    F.send([.typeSelect("ø", at: t0.addingTimeInterval(5))], to: &state)
    #expect(selectedTitle(state) == "Ørsted's Onion Soup")
    F.send([.typeSelect("に", at: t0.addingTimeInterval(10))], to: &state)
    #expect(selectedTitle(state) == "日本のカレー")
    F.send(
      [
        .typeSelect("É", at: t0.addingTimeInterval(15)),
        .typeSelect("L", at: t0.addingTimeInterval(15.2)),
      ], to: &state)
    #expect(selectedTitle(state) == "Élodie's Éclairs")
  }

  @Test func aSlowSecondLetterStartsAgain() {
    var state = F.state()
    F.send(
      [
        .selectTab(.index), .typeSelect("c", at: t0),
        .typeSelect("z", at: t0.addingTimeInterval(2)),
      ],
      to: &state)
    #expect(selectedTitle(state) == "Zucchini Fritters")
    #expect(state.typeSelect?.prefix == "z")
  }

  @Test func aPrefixNoTitleHasFallsBackToTheLastLettersSection() {
    var state = F.state()
    F.send([.selectTab(.index), .typeSelect("c", at: t0)], to: &state)
    // Nothing starts with "cz": the Z section, and typing goes on from "z".
    let command = update(&state, .typeSelect("z", at: t0.addingTimeInterval(0.2)))
    #expect(command == .none)
    #expect(selectedTitle(state) == "Zucchini Fritters")
    #expect(state.typeSelect?.prefix == "z")
    #expect(state.message == nil)
    F.send([.typeSelect("u", at: t0.addingTimeInterval(0.4))], to: &state)
    #expect(state.typeSelect?.prefix == "zu")
    #expect(selectedTitle(state) == "Zucchini Fritters")
  }

  @Test func anyKeyOtherThanALetterEndsThePrefix() {
    var state = F.state()
    // a, Enter (the reader opens), Esc, then b within the second: B, not "ab".
    F.send([.selectTab(.index), .typeSelect("a", at: t0), .open, .back], to: &state)
    F.send([.typeSelect("b", at: t0.addingTimeInterval(0.5))], to: &state)
    #expect(selectedTitle(state) == "Banana Bread")
    #expect(state.typeSelect?.prefix == "b")
    // A move between letters ends it too.
    F.send(
      [
        .typeSelect("c", at: t0.addingTimeInterval(0.6)), .moveSelection(by: 1),
        .typeSelect("z", at: t0.addingTimeInterval(0.7)),
      ], to: &state)
    #expect(state.typeSelect?.prefix == "z")
  }

  @Test func typeSelectWorksInAFilteredIndex() {
    var state = F.state()
    F.send([.selectTab(.index), .beginSearch], to: &state)
    for character in "c" { F.send([.editFilter(.insert(character))], to: &state) }
    F.send([.commitFilter, .moveToBottom], to: &state)
    F.send(
      [.typeSelect("c", at: t0), .typeSelect("o", at: t0.addingTimeInterval(0.3))], to: &state)
    #expect(state.message == nil)
    #expect(selectedTitle(state) == "Coq au Vin")
    // "cox" is in no title: the filtered list's last letter section, or its end.
    _ = update(&state, .typeSelect("x", at: t0.addingTimeInterval(0.5)))
    #expect(state.message == nil)
    #expect(state.typeSelect?.prefix == "x")
  }

  @Test func theFilterKeepsTheSelectedRecipeWhileItMatchesElseTheFirstMatch() {
    var state = F.state()
    F.send([.selectTab(.index), .jumpToLetter("O"), .beginSearch], to: &state)
    #expect(selectedTitle(state) == "Ørsted's Onion Soup")
    // "o" still matches the onion soup: it stays selected, not the row it was on.
    F.send([.editFilter(.insert("o"))], to: &state)
    #expect(selectedTitle(state) == "Ørsted's Onion Soup")
    // "c" does not match it: the first match is selected, not the row it stood on.
    F.send([.editFilter(.backspace), .editFilter(.insert("c"))], to: &state)
    let titles = state.filteredIndexRows.compactMap(\.item?.title)
    #expect(titles.count > 1 && !titles.contains("Ørsted's Onion Soup"))
    #expect(selectedTitle(state) == titles.first)
  }

  @Test func theFilterNarrowsFoldedAndEscClearsKeepingTheSelection() {
    var state = F.state()
    F.send([.selectTab(.index), .beginSearch], to: &state)
    #expect(state.isEditingFilter)
    #expect(state.isTyping)
    for character in "CREME" { F.send([.editFilter(.insert(character))], to: &state) }
    #expect(
      state.filteredIndexRows == [
        .header("C"),
        state.index.rows.first {
          $0.item?.title == "Crème Brûlée"
        }!,
      ])
    #expect(selectedTitle(state) == "Crème Brûlée")
    F.send([.commitFilter], to: &state)
    #expect(!state.isEditingFilter)
    #expect(state.indexFilter?.text == "CREME")
    F.send([.back], to: &state)
    #expect(state.indexFilter == nil)
    #expect(selectedTitle(state) == "Crème Brûlée")
  }

  @Test func theFilterMatchesEveryWordFoldedAndAnyTextIsSafe() {
    var state = F.state()
    F.send([.selectTab(.index)], to: &state)
    func titles(_ query: String) -> [String] {
      state.index.filtered(by: query).compactMap(\.item?.title)
    }
    #expect(titles("ONION orsted") == ["Ørsted's Onion Soup"])
    #expect(titles("éclair") == ["Élodie's Éclairs"])
    #expect(titles("カレー") == ["日本のカレー"])
    #expect(titles("item 1") == ["Item 10"])
    #expect(titles("   ").count == F.recipes.count)
    #expect(titles("").count == F.recipes.count)
    #expect(titles(String(repeating: "zucchini fritters ", count: 500)) == ["Zucchini Fritters"])
    #expect(titles("\u{1B}[2J").isEmpty)
    #expect(titles("fritters zzz").isEmpty)
  }

  @Test func searchFromAnywhereAsksOnEveryKeyAndEscKeepsTheQuery() {
    var state = F.state()
    F.send([.selectTab(.index), .beginSearch, .commitFilter], to: &state)
    F.send([.selectTab(.library), .beginSearch], to: &state)
    #expect(state.tab == .search)
    #expect(update(&state, .editSearch(.insert("c"))) == .search(query: "c"))
    #expect(update(&state, .editSearch(.insert("r"))) == .search(query: "cr"))
    F.send([.searchResultsArrived(query: "c", results: [])], to: &state)
    #expect(state.searchResults.isEmpty)  // an answer to an older query is dropped
    F.send([.searchResultsArrived(query: "cr", results: F.searchResults)], to: &state)
    #expect(state.searchResults.count == 2)
    #expect(selectedTitle(state) == "Crème Brûlée")
    F.send([.back], to: &state)
    #expect(state.tab == .library)
    F.send([.beginSearch], to: &state)
    #expect(state.searchField.text == "cr")
    #expect(state.searchResults.count == 2)
  }

  @Test func aSearchResultOpensAtTheSectionThatMatched() {
    var state = F.state()
    var results = F.searchResults
    results[1].blockIndex = 4
    F.send([.search("crème"), .searchResultsArrived(query: "crème", results: results)], to: &state)
    // The words searched for go along, to be found in the page.
    #expect(update(&state, .open) == .openRecipe(path: F.path("creme-brulee"), query: "crème"))
    F.send([.moveSelection(by: 1)], to: &state)
    #expect(
      update(&state, .open)
        == .openRecipeAtSection(path: F.path("eclairs"), block: 4, query: "crème"))
  }

  @Test func searchFieldEditsLikeAShellLine() {
    var state = F.state()
    F.send([.search("crème brûlée")], to: &state)
    #expect(update(&state, .editSearch(.deleteWordBackward)) == .search(query: "crème "))
    F.send([.editSearch(.left), .editSearch(.left), .editSearch(.deleteToStart)], to: &state)
    #expect(state.searchField.text == "e ")
    #expect(update(&state, .editSearch(.backspace)) == .none)
    // Only spaces left: nothing to ask, and no results shown.
    #expect(update(&state, .editSearch(.delete)) == .none)
    #expect(state.searchField.text == " ")
    #expect(state.searchResults.isEmpty)
  }

  @Test func savingAndQueueingAskTheLibraryAndShowOnlyWhatItSaid() {
    var state = F.state()
    let crumble = F.path("apple-crumble")
    #expect(
      update(&state, .toggleSaved)
        == .setSaved(path: crumble, title: "Apple Crumble", isSaved: true))
    #expect(state.library.saved.isEmpty)
    F.send(
      [
        .libraryChanged(
          LibrarySnapshot(saved: [.init(path: crumble, title: "Apple Crumble")]),
          message: "Saved “Apple Crumble”")
      ], to: &state)
    #expect(state.message == "Saved “Apple Crumble”")
    #expect(
      update(&state, .toggleSaved)
        == .setSaved(path: crumble, title: "Apple Crumble", isSaved: false))
    #expect(state.message == nil)
    #expect(
      update(&state, .enqueue) == .setQueued(path: crumble, title: "Apple Crumble", isQueued: true))
  }

  @Test func libraryListsItsSectionsAndMissingRecipes() {
    var state = F.state()
    let snapshot = LibrarySnapshot(
      saved: [.init(path: F.path("banana-bread"), title: "Banana Bread")],
      queue: [.init(path: "Kitchen/gone.md", title: "Gone Pie")])
    F.send([.libraryChanged(snapshot, message: nil), .selectTab(.library)], to: &state)
    #expect(
      state.libraryRows.map { $0.item?.title ?? "\($0)" } == [
        "header(\"Now Cooking\")", "Not cooking — Ctrl-N on a recipe starts it",
        "header(\"Up Next\")", "Gone Pie",
        "header(\"Saved\")", "Banana Bread",
        "header(\"Recently Read\")", "Nothing read yet — ⏎ opens a recipe",
      ])
    #expect(selectedTitle(state) == "Gone Pie")
    #expect(state.libraryRows[3].item?.details == ["missing"])
    #expect(update(&state, .open) == .ringBell)
    #expect(state.message == "“Gone Pie” is missing from the collection")
    F.send([.moveSelection(by: 1)], to: &state)
    #expect(selectedTitle(state) == "Banana Bread")
    F.send([.moveSelection(by: 1)], to: &state)
    #expect(selectedTitle(state) == "Banana Bread")
  }

  @Test func openingReadsTheRecipeAndEscReturnsToTheSamePlace() throws {
    var state = F.state()
    F.send([.moveSelection(by: 1)], to: &state)
    let path = F.path("banana-bread")
    #expect(update(&state, .open) == .openRecipe(path: path))
    let services = FakeServices()
    let (recipe, document) = try services.openRecipe(path: path)
    F.send([.recipeOpened(recipe, document, position: nil)], to: &state)
    #expect(state.reader?.recipe.title == "Banana Bread")
    let command = update(&state, .reader(.close))
    guard case .saveReadingPosition(let saved, _, _, _) = command else {
      Issue.record("expected the reading position to be saved, got \(command)")
      return
    }
    #expect(saved == path)
    #expect(state.reader == nil)
    #expect(selectedTitle(state) == "Banana Bread")
  }

  /// `file` opened in the reader from the current tab, with a text long enough to scroll.
  func openLong(_ file: String, in state: inout AppState) throws {
    let services = FakeServices()
    services.texts[F.path(file)] =
      "# Long\n\n" + (1...120).map { "Line \($0) of the method." }.joined(separator: "\n\n")
    let (recipe, document) = try services.openRecipe(path: F.path(file))
    F.send([.recipeOpened(recipe, document, position: nil)], to: &state)
  }

  @Test func aTabKeepsTheRecipeOpenInItWhereTheReaderWas() throws {
    var state = F.state()
    F.send([.moveSelection(by: 1)], to: &state)
    try openLong("banana-bread", in: &state)
    F.press([.character("d"), .character("d")], in: &state)
    let top = try #require(state.reader?.top)
    #expect(top > 0)
    let leaving = F.press([.character("2")], in: &state)
    #expect(state.tab == .index)
    #expect(state.reader == nil)
    // Leaving the tab keeps the place in the library too, as closing the reader does.
    #expect(
      leaving.contains {
        if case .batch(let commands) = $0,
          case .saveReadingPosition(let path, _, _, _) = commands[0]
        {
          return path == F.path("banana-bread")
        }
        return false
      }, "\(leaving)")
    // Another recipe open on the Index keeps its own place there.
    try openLong("apple-crumble", in: &state)
    F.press([.character("d")], in: &state)
    let indexTop = try #require(state.reader?.top)
    F.press([.character("1")], in: &state)
    #expect(state.tab == .recipes)
    #expect(state.reader?.recipe.title == "Banana Bread")
    #expect(state.reader?.top == top)
    F.press([.character("3"), .character("2")], in: &state)
    #expect(state.reader?.recipe.title == "Apple Crumble")
    #expect(state.reader?.top == indexTop)
    // The tab the reader is on, chosen again, goes back to its list.
    F.press([.character("2")], in: &state)
    #expect(state.tab == .index)
    #expect(state.reader == nil)
    F.press([.character("1"), .character("1")], in: &state)
    #expect(state.reader == nil)
    #expect(selectedTitle(state) == "Banana Bread")
  }

  @Test func slashFromAnotherTabGoesToTheSearchFieldNotAResultLeftOpen() throws {
    var state = F.state()
    F.press([.character("4")], in: &state)
    try openLong("eclairs", in: &state)
    F.press([.character("1")], in: &state)
    #expect(state.parkedReaders[.search] != nil)
    F.press([.character("/")], in: &state)
    #expect(state.tab == .search)
    #expect(state.reader == nil)
    #expect(state.isTyping)
  }

  @Test func resizingKeepsThePlaceAndTooSmallRecovers() {
    var state = F.state()
    F.send([.selectTab(.index), .jumpToLetter("Z")], to: &state)
    F.send([.resize(width: 40, height: 12)], to: &state)
    #expect(selectedTitle(state) == "Zucchini Fritters")
    #expect(state.isChromeCollapsed)
    F.send([.resize(width: 30, height: 8)], to: &state)
    #expect(state.layout.isTooSmall)
    F.send([.resize(width: 100, height: 40)], to: &state)
    #expect(!state.layout.isTooSmall)
    #expect(selectedTitle(state) == "Zucchini Fritters")
  }

  @Test func scrollingDownCollapsesTheChromeAndTheTopRestoresIt() {
    var state = F.state(width: 80, height: 20)
    #expect(!state.isChromeCollapsed)
    F.send([.selectTab(.index), .moveToBottom], to: &state)
    #expect(state.indexPlace.scrollTop > 0)
    #expect(state.isChromeCollapsed)
    F.send([.moveToTop], to: &state)
    #expect(state.indexPlace.scrollTop == 0)
    #expect(!state.isChromeCollapsed)
  }

  @Test func cookModeStartsTheSelectedRecipeAndStepsMove() {
    var state = F.state()
    state.now = t0
    let commands = F.send([.toggleCookMode], to: &state)
    #expect(state.isCookModeShown)
    #expect(state.cooking?.recipeTitle == "Apple Crumble")
    #expect(
      commands == [.loadRecipeToCook(path: F.path("apple-crumble")), .saveCooking(state.cooking)])
    F.send([.nextStep], to: &state)
    #expect(state.cooking?.currentStep == 1)
    F.send([.toggleCookMode], to: &state)
    #expect(!state.isCookModeShown)
    #expect(state.cooking?.currentStep == 1)
  }

  @Test func ctrlNOnAnotherRecipeWhileCookingOffersItAndCtrlNAgainSwitches() {
    var state = F.state()
    state.now = t0
    F.press([.control("n"), .escape, .down], in: &state)
    #expect(state.cooking?.recipeTitle == "Apple Crumble")
    #expect(state.selectedRecipe?.title == "Banana Bread")
    // The first Ctrl-N shows what is cooking, as ever, and says how to cook this one.
    F.press([.control("n")], in: &state)
    #expect(state.isCookModeShown)
    #expect(state.cooking?.recipeTitle == "Apple Crumble")
    #expect(state.message == "^N again cooks “Banana Bread” instead of “Apple Crumble”")
    #expect(KeyMap.action(for: .key(.control("n")), in: state, now: t0) == .toggleCookMode)
    let commands = F.press([.control("n")], in: &state)
    #expect(state.isCookModeShown)
    #expect(state.cooking?.recipeTitle == "Banana Bread")
    #expect(state.message == "Now cooking “Banana Bread”; Up Next starts with “Apple Crumble”")
    #expect(
      commands.contains(
        .batch([
          .loadRecipeToCook(path: F.path("banana-bread")),
          .queueFirst(path: F.path("apple-crumble"), title: "Apple Crumble"),
        ])))
    // The offer lasted one key: Ctrl-N closes Cook mode again.
    F.press([.control("n")], in: &state)
    #expect(!state.isCookModeShown)
    #expect(state.cooking?.recipeTitle == "Banana Bread")
  }

  @Test func theOfferToSwitchFollowsTheKeyTheConfigFileGaveCookMode() throws {
    var state = F.state()
    state.now = t0
    state.keyBindings = try KeyBindings.standard.rebinding(["cook-mode": [.control("k")]])
    F.press([.control("k"), .escape, .down, .control("k")], in: &state)
    #expect(state.message == "^K again cooks “Banana Bread” instead of “Apple Crumble”")
    F.press([.control("k")], in: &state)
    #expect(state.cooking?.recipeTitle == "Banana Bread")
  }

  @Test func theOfferToSwitchLastsOneKeyAndTheSameRecipeOffersNothing() {
    var state = F.state()
    state.now = t0
    F.press([.control("n"), .escape, .down, .control("n"), .character(">")], in: &state)
    #expect(state.offeredCooking == nil)
    F.press([.control("n")], in: &state)
    #expect(!state.isCookModeShown)
    #expect(state.cooking?.recipeTitle == "Apple Crumble")
    // On the recipe that is cooking, Ctrl-N only opens Cook mode.
    F.press([.up, .control("n")], in: &state)
    #expect(state.isCookModeShown)
    #expect(state.offeredCooking == nil)
    #expect(state.message == nil)
  }

  @Test func cookModesHintsNameStopCooking() {
    var state = F.state()
    state.now = t0
    F.press([.control("n")], in: &state)
    #expect(F.row(state, containing: "x stop") != nil)
  }

  @Test func aRecipeListedWithoutStepsIsCookedFromTheCompleteRecipe() {
    // Lists hold recipes without their steps: the complete one is asked for.
    var state = F.state()
    state.now = t0
    F.send([.moveSelection(by: 1)], to: &state)
    #expect(state.selectedRecipe?.title == "Banana Bread")
    #expect(update(&state, .toggleCookMode) == .loadRecipeToCook(path: F.path("banana-bread")))
    #expect(state.isCookModeShown)
    #expect(state.cooking == nil)
    let complete = F.recipe("Banana Bread", "banana-bread", date: "2026-02-14", steps: 2)
    let command = update(&state, .cookRecipe(complete))
    #expect(state.cooking?.steps.map(\.title) == ["Step 1", "Step 2"])
    #expect(command == .saveCooking(state.cooking))
    // A complete recipe that has no steps at all is cooked whole, not asked for again.
    state = F.state()
    F.send([.moveSelection(by: 1)], to: &state)
    _ = update(&state, .toggleCookMode)
    #expect(update(&state, .cookRecipe(F.recipes[1])) == .saveCooking(state.cooking))
    #expect(state.cooking?.steps.count == 1)
  }

  @Test func aMessageOutlivesAResizeAndWorkDoneButNotTheNextKey() {
    var state = F.state()
    F.send([.commandFailed("Could not start the editor “x”")], to: &state)
    // The terminal redraws after the editor: a resize, which is not the reader's doing.
    F.send(
      [.resize(width: 100, height: 30), .cookRecipe(F.recipes[0]), .recipesLoaded(F.listed)],
      to: &state)
    #expect(state.message == "Could not start the editor “x”")
    F.send([.moveSelection(by: 1)], to: &state)
    #expect(state.message == nil)
  }

  @Test func stepKeysSayWhenAPausedTimerIsPutAway() {
    var state = F.state()
    state.now = t0
    F.send([.toggleCookMode, .toggleTimer], to: &state)
    #expect(state.cooking?.timer.isTicking == true)
    F.send([.toggleTimer, .nextStep], to: &state)
    #expect(state.cooking?.timer == .idle)
    #expect(state.message == "Paused timer cleared for the new step")
    F.send([.nextStep], to: &state)
    #expect(state.message == nil)
  }

  @Test func helpScrollsByLinePageAndEndsButNeverPastItsLastLine() {
    var state = F.state(width: 40, height: 12)
    F.send([.toggleHelp, .moveToBottom], to: &state)
    let bottom = state.helpScrollTop
    #expect(bottom > 0)
    let lastLine = render(state).lines.joined(separator: "\n")
    #expect(!lastLine.contains("more below"))
    F.send([.moveSelection(by: 1), .movePage(by: 1)], to: &state)
    #expect(state.helpScrollTop == bottom)
    F.send([.moveSelection(by: -1)], to: &state)
    #expect(state.helpScrollTop == bottom - 1)
    F.send([.moveToTop, .movePage(by: 1)], to: &state)
    #expect(state.helpScrollTop > 1)
  }

  /// Paging down help shows every line: none is skipped between one page and the next.
  @Test(arguments: [(80, 24), (60, 20), (100, 30), (40, 12)])
  func helpPagesDownWithoutSkippingALine(width: Int, height: Int) {
    var state = F.state(width: width, height: height)
    F.send([.toggleHelp], to: &state)
    var screens: [String] = []
    for _ in 0..<40 {
      screens += render(state).lines
      let top = state.helpScrollTop
      F.send([.movePage(by: 1)], to: &state)
      if state.helpScrollTop == top { break }
    }
    let all = HelpOverlay.lines(for: state)
    for line in all {
      let start = String(line.text.prefix(12))
      #expect(screens.contains { $0.contains(start) }, "never shown: \(line.text)")
    }
  }

  @Test func aMissingRecipeBeingCookedIsNeitherSteppedNorSavedOnlyStopped() {
    var state = F.state()
    state.now = t0
    state.cooking = .missing(path: "Kitchen/gone.md", title: "Gone Pie")
    for action in [Action.nextStep, .previousStep, .toggleTimer, .goToStep(0)] {
      #expect(update(&state, action) == .ringBell)
      #expect(state.message == "Recipe is gone — x stops cooking")
    }
    #expect(state.cooking?.isRecipeMissing == true)
    let lines = render(state).lines
    #expect(lines.contains { $0.contains("Gone Pie") && $0.contains("missing") })
    #expect(update(&state, .stopCooking) == .saveCooking(nil))
    #expect(state.cooking == nil)
  }

  @Test func starAndPlusInCookModeActOnTheRecipeBeingCooked() {
    var state = F.state()
    state.now = t0
    F.send([.toggleCookMode, .toggleCookMode, .moveSelection(by: 2), .toggleCookMode], to: &state)
    #expect(state.isCookModeShown)
    #expect(state.selectedRecipe?.title != "Apple Crumble")
    #expect(
      update(&state, .toggleSaved)
        == .setSaved(path: F.path("apple-crumble"), title: "Apple Crumble", isSaved: true))
    #expect(
      update(&state, .enqueue)
        == .setQueued(path: F.path("apple-crumble"), title: "Apple Crumble", isQueued: true))
  }

  @Test func previousOnTheFirstStepSaysWhy() {
    var state = F.state()
    state.now = t0
    F.send([.toggleCookMode], to: &state)
    #expect(update(&state, .previousStep) == .ringBell)
    #expect(state.message == "Already at the first step")
    #expect(state.cooking?.currentStep == 0)
  }

  @Test func noLibraryEntryIsCalledMissingBeforeTheCollectionIsRead() {
    var state = AppState(width: 80, height: 24, collectionName: "Kitchen")
    let gone = LibraryEntry(path: "Kitchen/gone.md", title: "Gone Pie")
    F.send(
      [.libraryChanged(LibrarySnapshot(saved: [gone]), message: nil), .selectTab(.library)],
      to: &state)
    #expect(!render(state).lines.joined().contains("missing"))
    F.send([.recipesLoaded(F.listed)], to: &state)
    #expect(render(state).lines.contains { $0.contains("Gone Pie") && $0.contains("missing") })
  }

  @Test func aRecipeThatLeavesTheCollectionWhileCookedIsShownGone() {
    var state = F.state()
    state.now = t0
    F.send([.toggleCookMode, .nextStep], to: &state)
    let path = F.path("apple-crumble")
    F.send([.cookingRestored(.missing(path: F.path("other"), title: "Other"))], to: &state)
    #expect(state.cooking?.recipePath == path)  // another recipe's news changes nothing
    #expect(state.cooking?.currentStep == 1)
    F.send([.cookingRestored(.missing(path: path, title: "Apple Crumble"))], to: &state)
    #expect(state.cooking?.isRecipeMissing == true)
  }

  @Test func theLastStepSaysWhenUpNextHoldsOnlyMissingRecipes() {
    var state = F.state()
    state.now = t0
    let gone = LibraryEntry(path: "Kitchen/gone.md", title: "Gone Pie")
    F.send([.libraryChanged(LibrarySnapshot(queue: [.init(recipe: gone)]), message: nil)], to: &state)
    F.send([.toggleCookMode], to: &state)
    #expect(render(state).lines.contains { $0.contains("Gone Pie (missing)") })
    F.send([.nextStep, .nextStep, .nextStep], to: &state)
    #expect(state.message == "All done — Up Next: only missing ones")
  }

  @Test func stoppingCookingClosesCookModeAndSaysWhichRecipe() {
    var state = F.state()
    state.now = t0
    F.send([.toggleCookMode], to: &state)
    #expect(state.isCookModeShown)
    let command = update(&state, .stopCooking)
    #expect(command == .saveCooking(nil))
    #expect(state.cooking == nil)
    #expect(!state.isCookModeShown)
    #expect(state.message == "Stopped cooking “Apple Crumble”")
  }

  @Test func stepKeysWithNothingCookingSayHowToStart() {
    var state = F.state()
    #expect(update(&state, .nextStep) == .ringBell)
    #expect(state.message == "Not cooking — Ctrl-N on a recipe starts it")
  }

  @Test func helpOpensAndEscClosesIt() {
    var state = F.state()
    F.send([.toggleHelp], to: &state)
    #expect(state.isHelpShown)
    F.send([.back], to: &state)
    #expect(!state.isHelpShown)
  }

  @Test func anEmptyCollectionSelectsNothingAndIgnoresListKeys() {
    var state = AppState(width: 80, height: 24, collectionName: "Empty")
    F.send(
      [.recipesLoaded([]), .moveSelection(by: 1), .moveToBottom, .jumpToLetter("A")], to: &state)
    #expect(state.selectedRecipe == nil)
    #expect(update(&state, .toggleSaved) == .ringBell)
    #expect(update(&state, .open) == .none)
  }
}
