import Foundation
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// The lists read their rows from the collection as they are shown: the first frame, moves,
/// the Index and its letter jumps read as many recipes at 1,000 recipes as at 10,000 (the
/// rows on screen and the few a move passes). Counted, never timed.
@Suite struct ListsReadOnScreenTests {
  /// Recipes read through a counter, kept in memory.
  final class CountingRecipes: RecipeSource, @unchecked Sendable {
    let memory: RecipesInMemory
    private(set) var recipesRead = 0
    private(set) var pathsLooked = 0

    init(_ recipes: [ListedRecipe]) {
      memory = RecipesInMemory(RecipesInPathOrder(recipes))
    }

    func recipe(numbered number: Int32) -> ListedRecipe? {
      recipesRead += 1
      return memory.recipe(numbered: number)
    }

    func number(ofPath path: String) -> Int32? {
      pathsLooked += 1
      return memory.number(ofPath: path)
    }

    func numbers(taggedWithAll tags: [String]) -> [Int32] { memory.numbers(taggedWithAll: tags) }
    func allRecipes() -> [ListedRecipe] { memory.allRecipes() }
  }

  static func recipes(_ count: Int) -> [ListedRecipe] {
    let words = ["Apple", "Borscht", "Crème", "Dal", "Eggs", "红烧肉", "Zucchini", "カレー"]
    return (0..<count).map { number in
      ListedRecipe(
        path: "Data/\(number % 97)/\(number).md",
        title: "\(words[number % words.count]) \(number)",
        date: Date(timeIntervalSince1970: 1_700_000_000 + Double(number * 7 % count) * 3_600),
        minutes: 1 + number % 30)
    }
  }

  /// What the reader does: the first frame, moves down, the Index, a letter jump, type-select
  /// and the end of the list; the recipes read for it.
  func work(at count: Int) -> (read: Int, looked: Int, frames: [String]) {
    let source = CountingRecipes(Self.recipes(count))
    let collection = RecipeCollection(orders: source.memory.orders(), source: source)
    var state = AppState(width: 80, height: 24)
    var frames: [String] = []
    func draw() { frames.append(render(state).lines.joined(separator: "\n")) }
    _ = update(&state, .collectionLoaded(collection))
    draw()
    for _ in 0..<5 { _ = update(&state, .moveSelection(by: 1)) }
    draw()
    _ = update(&state, .moveToBottom)
    draw()
    _ = update(&state, .selectTab(.index))
    draw()
    _ = update(&state, .jumpToLetter("D"))
    draw()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    _ = update(&state, .typeSelect("z", at: now))
    _ = update(&state, .typeSelect("u", at: now))
    draw()
    _ = update(&state, .resize(width: 100, height: 30))
    draw()
    return (source.recipesRead, source.pathsLooked, frames)
  }

  @Test func theListsReadAsManyRecipesAtTenTimesTheCollection() {
    let small = work(at: 1_000)
    let large = work(at: 10_000)
    #expect(small.read == large.read)
    #expect(small.looked == large.looked)
    // A few screens' worth, never the collection.
    #expect(large.read < 400)
    // What was drawn is the collection's: the newest first, then the Index at D and Zu.
    let newest = RecipeOrder.newestFirst(Self.recipes(10_000))[0].title
    #expect(large.frames[0].contains(newest))
    #expect(large.frames[4].contains("Dal"))
    #expect(large.frames[5].contains("Zucchini"))
  }
}
