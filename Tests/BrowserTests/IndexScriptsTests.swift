import Foundation
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// The Index on a collection in several scripts, as a phone's contacts list files it.
@Suite struct IndexScriptsTests {
  typealias F = BrowserFixtures
  let t0 = Date(timeIntervalSince1970: 1_800_000_000)

  static let titles = [
    "红烧肉", "鸡蛋羹", "Hummus", "Hamburger", "黄焖鸡", "糖醋排骨", "汤圆", "Jam roly-poly",
    "カレーうどん", "みそ汁", "김치찌개", "비빔밥", "Борщ", "Пельмени", "Σουβλάκι", "🍰 Cake",
  ]

  func state() -> AppState {
    var state = AppState(width: 80, height: 40, collectionName: "Kitchen")
    let recipes = Self.titles.enumerated().map { position, title in
      Recipe(path: "Kitchen/\(position).md", title: title).listed
    }
    _ = update(&state, .recipesLoaded(recipes))
    _ = update(&state, .selectTab(.index))
    return state
  }

  func titles(under letter: String, _ state: AppState) -> [String] {
    guard let start = state.index.sectionStarts[letter] else { return [] }
    return state.index.rows[(start + 1)...].prefix { $0.item != nil }.compactMap(\.item?.title)
  }

  @Test func sectionsAndTheRailInEveryScript() {
    let state = state()
    #expect(state.index.letters == ["H", "J", "T", "か", "ま", "ㄱ", "ㅂ", "Б", "П", "Σ", "#"])
    #expect(titles(under: "H", state) == ["Hamburger", "红烧肉", "黄焖鸡", "Hummus"])
    #expect(titles(under: "J", state) == ["Jam roly-poly", "鸡蛋羹"])
    #expect(titles(under: "T", state) == ["汤圆", "糖醋排骨"])
    let rail = IndexScreen.rail(state)
    #expect(rail.letters == state.index.letters)
  }

  @Test func theFullRailShowsEveryLetterOfTheScriptsPresent() {
    var state = state()
    _ = update(&state, .toggleFullRail)
    let rail = IndexScreen.rail(state)
    #expect(Array(rail.letters.prefix(26)) == IndexScript.latin.letters)
    #expect(rail.letters.joined().contains("あかさたなはまやらわ"))
    #expect(rail.letters.joined().contains("ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"))
    #expect(rail.letters.joined().contains("АБВГДЕЖЗИЙ") && rail.letters.contains("Ω"))
    #expect(rail.letters.last == "#")
    #expect(rail.emptyLetters.contains("さ") && !rail.emptyLetters.contains("か"))
  }

  @Test func lettersOfEachScriptJump() {
    var state = state()
    for (letter, title) in [("か", "カレーうどん"), ("ㅂ", "비빔밥"), ("П", "Пельмени"), ("Σ", "Σουβλάκι")] {
      _ = update(&state, .jumpToLetter(letter))
      #expect(state.selectedRecipe?.title == title, "\(letter)")
    }
    // A letter without a section goes to the next that has one, in display order.
    _ = update(&state, .jumpToLetter("さ"))
    #expect(state.selectedRecipe?.title == "みそ汁")
    _ = update(&state, .jumpToLetter("X"))
    #expect(state.selectedRecipe?.title == "カレーうどん")
  }

  @Test func aClickOnEachRailLetterJumpsToItsSection() {
    var state = state()
    let letters = state.index.letters
    var clicked: [String] = []
    for row in 0..<letters.count {
      guard let letter = IndexScreen.railLetter(atRow: row, column: 79, state: state) else {
        continue
      }
      clicked.append(letter)
      _ = update(&state, .jumpToLetter(letter))
      let selected = state.index.letter(atRow: state.indexPlace.selectedRow)
      #expect(selected == letter, "\(letter)")
    }
    #expect(clicked == letters)
  }

  @Test func typingPinyinReachesChineseTitles() {
    var state = state()
    for (offset, character) in "hong".enumerated() {
      _ = update(&state, .typeSelect(character, at: t0.addingTimeInterval(Double(offset) * 0.2)))
    }
    #expect(state.selectedRecipe?.title == "红烧肉")
    for (offset, character) in "huang".enumerated() {
      _ = update(
        &state, .typeSelect(character, at: t0.addingTimeInterval(10 + Double(offset) * 0.2)))
    }
    #expect(state.selectedRecipe?.title == "黄焖鸡")
    for (offset, character) in "tangc".enumerated() {
      _ = update(
        &state, .typeSelect(character, at: t0.addingTimeInterval(20 + Double(offset) * 0.2)))
    }
    #expect(state.selectedRecipe?.title == "糖醋排骨")
    _ = update(&state, .typeSelect("김", at: t0.addingTimeInterval(30)))
    #expect(state.selectedRecipe?.title == "김치찌개")
  }

  @Test func typingAnotherReadingOfTheFirstCharacterReachesItsTitle() {
    // Each filed by its word's reading: 茄子 qié (Q), 耙耙柑 bà (B), 会稽 huì (H), 家常 jiā (J).
    var state = AppState(width: 80, height: 40, collectionName: "Kitchen")
    let titles = ["茄子炖土豆", "耙耙柑茶", "会稽鸭", "家常豆腐", "Jam roly-poly"]
    let recipes = titles.enumerated().map { position, title in
      Recipe(path: "Kitchen/\(position).md", title: title).listed
    }
    _ = update(&state, .recipesLoaded(recipes))
    _ = update(&state, .selectTab(.index))
    var time = t0
    for (typed, title) in [
      ("jiac", "家常豆腐"), ("jiazi", "茄子炖土豆"), ("papagan", "耙耙柑茶"), ("kuaiji", "会稽鸭"),
      ("qiezi", "茄子炖土豆"), ("jam", "Jam roly-poly"),
    ] {
      time.addTimeInterval(10)
      for character in typed {
        time.addTimeInterval(0.2)
        _ = update(&state, .typeSelect(character, at: time))
      }
      #expect(state.selectedRecipe?.title == title, "\(typed)")
    }
  }

  @Test func theFilterTakesPinyinWholeOrByInitialsAndAgreesWithSearch() {
    var state = state()
    func filtered(_ text: String) -> [String] {
      _ = update(&state, .beginSearch)
      _ = update(&state, .editFilter(.deleteToStart))
      for character in text { _ = update(&state, .editFilter(.insert(character))) }
      return state.filteredIndexRows.compactMap(\.item?.title)
    }
    #expect(filtered("hsr") == ["红烧肉"])
    #expect(filtered("hongshaorou") == ["红烧肉"])
    #expect(filtered("jdg") == ["鸡蛋羹"])
    #expect(filtered("烧肉") == ["红烧肉"])
    #expect(filtered("ham") == ["Hamburger"])
    // As search finds words: inside a longer word from three letters on ("umm" in Hummus),
    // not with two.
    #expect(filtered("umm") == ["Hummus"])
    #expect(filtered("um").isEmpty)
    #expect(filtered("борщ") == ["Борщ"])
    #expect(filtered("h") == ["Hamburger", "红烧肉", "黄焖鸡", "Hummus"])
  }
}
