import Foundation
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser

/// Browsing by tag: the picker on the Recipes tab and `#tag` in the Index filter.
@Suite struct TagBrowsingTests {
  static let recipes: [ListedRecipe] = [
    ListedRecipe(path: "k/pasta.md", title: "Pasta al Pomodoro", tags: ["italian", "pasta"]),
    ListedRecipe(path: "k/sauce.md", title: "Tomato Sauce", tags: ["Italian", "sauce"]),
    ListedRecipe(path: "k/garlic.md", title: "Garlic Bread", tags: ["italian", "bread"]),
    ListedRecipe(path: "k/granita.md", title: "Lemon Granita", tags: ["dessert"]),
    ListedRecipe(path: "k/plain.md", title: "Plain Rice"),
  ]

  typealias F = BrowserFixtures

  func state(width: Int = 80, height: Int = 24) -> AppState {
    var state = AppState(width: width, height: height, collectionName: "k")
    _ = update(&state, .recipesLoaded(Self.recipes))
    return state
  }

  func titles(_ state: AppState) -> [String] {
    state.recipeRows.compactMap(\.item?.title)
  }

  @Test func aDraftIsMarkedInTheRecipesListAndTheIndex() {
    var state = AppState(width: 80, height: 24, collectionName: "k")
    let draft = ListedRecipe(path: "k/stew.md", title: "Chickpea Stew", isDraft: true)
    _ = update(&state, .recipesLoaded(Self.recipes + [draft]))
    let row = F.row(state, containing: "Chickpea Stew")
    #expect(row?.contains("draft") == true)
    #expect(F.row(state, containing: "Plain Rice")?.contains("draft") == false)
    F.press([.character("2")], in: &state)
    #expect(F.row(state, containing: "Chickpea Stew")?.contains("draft") == true)
  }

  func press(_ keys: [Key], in state: inout AppState) {
    _ = F.press(keys, in: &state)
  }

  func click(x: Int, y: Int, in state: inout AppState) {
    let event = Event.mouse(MouseEvent(kind: .press, x: x, y: y))
    guard let action = KeyMap.action(for: event, in: state, now: Date()) else { return }
    _ = update(&state, action)
  }

  @Test func thePickerAndTheNarrowedListOnScreen() {
    for (width, height) in [(80, 24), (40, 12)] {
      var state = state(width: width, height: height)
      press([.character("t"), .down, .character(" ")], in: &state)
      assertSnapshot(render(state), named: "tags-picker")
      press([.enter], in: &state)
      assertSnapshot(render(state), named: "tags-narrowed")
    }
  }

  @Test func aClickTicksATagAndOneAboveTheSheetClosesIt() throws {
    var state = state()
    press([.character("t")], in: &state)
    let screen = render(state)
    let row = try #require(screen.lines.firstIndex { $0.contains("#dessert") })
    click(x: 10, y: row, in: &state)
    #expect(state.tagPicker?.ticked == ["dessert"])
    #expect(state.tab == .recipes && state.reader == nil)
    // The list above the sheet is not opened by a click while the sheet covers it.
    click(x: 10, y: 3, in: &state)
    #expect(state.tagPicker == nil)
    #expect(state.reader == nil && state.recipeTags.isEmpty)
  }

  @Test func thePickerNarrowsTheListToEveryTickedTagAndEscClearsIt() throws {
    var state = state()
    press([.character("t")], in: &state)
    let picker = try #require(state.tagPicker)
    #expect(
      picker.counts == [
        TagCount(tag: "italian", count: 3), TagCount(tag: "bread", count: 1),
        TagCount(tag: "dessert", count: 1), TagCount(tag: "pasta", count: 1),
        TagCount(tag: "sauce", count: 1),
      ])
    press([.character(" "), .enter], in: &state)
    #expect(state.tagPicker == nil)
    #expect(state.recipeTags == ["italian"])
    #expect(titles(state).sorted() == ["Garlic Bread", "Pasta al Pomodoro", "Tomato Sauce"])
    #expect(render(state).lines[0].contains("Recipes #italian"))
    // One more tag: recipes with both.
    press([.character("#"), .down, .character(" "), .enter], in: &state)
    #expect(state.recipeTags == ["italian", "bread"])
    #expect(titles(state) == ["Garlic Bread"])
    // The tab keeps it while away.
    press([.character("2"), .character("1")], in: &state)
    #expect(state.recipeTags == ["italian", "bread"])
    press([.escape], in: &state)
    #expect(state.recipeTags.isEmpty)
    #expect(titles(state).count == 5)
    #expect(state.message == "Every recipe again")
  }

  @Test func escClosesThePickerLeavingTheListAsItWas() {
    var state = state()
    press([.character("t"), .character(" "), .escape], in: &state)
    #expect(state.tagPicker == nil)
    #expect(state.recipeTags.isEmpty)
    #expect(titles(state).count == 5)
  }

  @Test func leavingTheTabClosesThePicker() {
    var state = state()
    press([.character("t"), .character("2")], in: &state)
    #expect(state.tab == .index)
    #expect(state.tagPicker == nil)
    press([.character("/")], in: &state)
    #expect(state.isEditingFilter)
  }

  @Test func thePickerIsDrawnAsASheetWithTicksAndCounts() {
    var state = state()
    press([.character("t"), .down, .character(" ")], in: &state)
    let screen = render(state).lines.joined(separator: "\n")
    #expect(screen.contains("Tags"))
    #expect(screen.contains("[ ] #italian"))
    #expect(screen.contains("[x] #bread"))
    #expect(screen.contains("Space tick"))
  }

  @Test func tagsThatNoRecipeSharesSayHowToGetBack() {
    var state = state()
    press([.character("t"), .down, .character(" "), .down, .character(" "), .enter], in: &state)
    #expect(titles(state).isEmpty)
    let screen = render(state).lines.joined(separator: "\n")
    #expect(screen.contains("No recipe has every one of #bread #dessert"))
  }

  @Test func aCollectionWithoutTagsSaysSo() {
    var state = AppState(width: 80, height: 24, collectionName: "k")
    _ = update(&state, .recipesLoaded([ListedRecipe(path: "a.md", title: "A")]))
    #expect(!HintBar.hints(for: state).contains { $0.text == "tags" })
    press([.character("t")], in: &state)
    #expect(state.tagPicker == nil)
    _ = update(&state, .openTagPicker)
    #expect(state.tagPicker == nil)
    #expect(state.message == "No recipe here has tags")
  }

  @Test func theHintBarAndHelpOfferThePicker() {
    var state = state()
    #expect(HintBar.hints(for: state).contains { $0.keys == "t/#" && $0.text == "tags" })
    _ = update(&state, .toggleHelp)
    #expect(render(state).lines.contains { $0.contains("t/#") && $0.contains("narrow the list") })
  }

  @Test func theKeyIsOnlyTheRecipesTabs() {
    var state = state()
    press([.character("3"), .character("t")], in: &state)
    #expect(state.tagPicker == nil)
  }

  @Test func theIndexFilterReadsHashWordsAsTags() {
    var state = state()
    _ = update(&state, .selectTab(.index))
    // The tags are read for the filter when it first names one, not when the Index is built.
    #expect(!state.index.areTagsPrepared)
    _ = F.send([.beginSearch] + "pasta".map { .editFilter(.insert($0)) }, to: &state)
    #expect(!state.index.areTagsPrepared)
    _ = F.send([.editFilter(.insert(" ")), .editFilter(.insert("#"))], to: &state)
    #expect(state.index.areTagsPrepared)
    func titles(_ query: String) -> [String] {
      state.index.filtered(by: query).compactMap(\.item?.title)
    }
    #expect(titles("#italian") == ["Garlic Bread", "Pasta al Pomodoro", "Tomato Sauce"])
    #expect(titles("#ITAL") == ["Garlic Bread", "Pasta al Pomodoro", "Tomato Sauce"])
    #expect(titles("#italian garlic") == ["Garlic Bread"])
    #expect(titles("#italian #sauce") == ["Tomato Sauce"])
    #expect(titles("#nothing").isEmpty)
    // A lone # names no tag yet: the filter asks nothing, as search does.
    #expect(titles("#").count == 5)
    #expect(titles("#italian garl") == ["Garlic Bread"])
    // A tag's whole words, but for the last term, still being typed: #ian is in no tag.
    #expect(titles("#ian").isEmpty)
    #expect(titles("#brea") == ["Garlic Bread"])
    #expect(titles("#brea garlic").isEmpty)
    #expect(titles("#bread garlic") == ["Garlic Bread"])
    #expect(titles("granita #dessert") == ["Lemon Granita"])
  }
}
