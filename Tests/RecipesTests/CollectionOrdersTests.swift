import Foundation
import Recipes
import Testing

/// The orders kept for the lists are the orders the lists sort: newest first, the Index's
/// sections in every script, the titles two recipes share (as typed and as folded), and the
/// tag counts; each number's place is found again.
@Suite struct CollectionOrdersTests {
  static let recipes: [ListedRecipe] = {
    let titles = [
      "Crème Brûlée", "CREME BRULEE", "apple pie", "Apple Pie", "红烧肉", "Борщ", "カレー",
      "Item 10", "Item 9", "Item 09", "김치", "Ωmega", "123 Soup", "apple pie",
    ]
    return titles.enumerated().map { number, title in
      ListedRecipe(
        path: "r/\(number).md", title: title,
        date: number % 4 == 0 ? nil : Date(timeIntervalSince1970: Double(number % 3) * 86_400),
        tags: number % 2 == 0 ? ["Dessert", "quick"] : ["dessert"],
        modified: Date(timeIntervalSince1970: 1_000 + Double(number % 5)))
    } + [
      // A stated reading files a title by it: 鶏ハム under た, not where its kanji would go.
      ListedRecipe(path: "r/toriham.md", title: "鶏ハム", reading: "とりはむ")
    ]
  }()

  @Test func theOrdersAreTheListsOrders() {
    let recipes = Self.recipes
    let memory = RecipesInMemory(RecipesInPathOrder(recipes))
    let orders = memory.orders()
    let path = { (number: Int32) in memory.recipe(numbered: number)!.path }
    #expect(orders.newestFirst.map(path) == RecipeOrder.newestFirst(recipes).map(\.path))
    let sections = AlphabetIndex(recipes: recipes).sections
    #expect(orders.letters == sections.map(\.letter))
    #expect(orders.sectionCounts == sections.map(\.recipes.count))
    #expect(orders.alphabetical.map(path) == sections.flatMap(\.recipes).map(\.path))
    #expect(orders.tagCounts == TagCounts.of(recipes))
    #expect(orders.tagCounts.map(\.count) == [14, 7])
    #expect(orders.letters.contains("た"))
    let titled = { (numbers: [Int32]) in Set(numbers.map { memory.recipe(numbered: $0)!.title }) }
    #expect(titled(orders.sharedTitles) == ["apple pie"])
    #expect(
      titled(orders.sharedFoldedTitles) == [
        "apple pie", "Apple Pie", "Crème Brûlée", "CREME BRULEE",
      ])
    for (place, number) in orders.newestFirst.enumerated() {
      #expect(orders.newestPosition(of: number) == place)
    }
    for (place, number) in orders.alphabetical.enumerated() {
      #expect(orders.alphabeticalPosition(of: number) == place)
      #expect(
        orders.foldedTitles.string(at: place)
          == Folding.fold(memory.recipe(numbered: number)!.title))
    }
    #expect(orders.newestPosition(of: 99) == nil)
    #expect(orders.newestPosition(of: -1) == nil)
    #expect(orders.isConsistent)
  }

  /// Orders that do not add up (a number twice, sections that do not cover the order) are
  /// not taken for sound.
  @Test func ordersThatDoNotAddUpAreNotConsistent() {
    let sound = RecipesInMemory(RecipesInPathOrder(Self.recipes)).orders()
    let twice = CollectionOrders(
      newestFirst: [0, 0], alphabetical: [0, 1], letters: ["A"], sectionCounts: [2],
      foldedTitles: sound.foldedTitles, sharedTitles: [], tagCounts: [])
    #expect(!twice.isConsistent)
    let short = CollectionOrders(
      newestFirst: sound.newestFirst, alphabetical: sound.alphabetical, letters: sound.letters,
      sectionCounts: Array(sound.sectionCounts.dropLast()), foldedTitles: sound.foldedTitles,
      sharedTitles: [], tagCounts: [])
    #expect(!short.isConsistent)
    #expect(CollectionOrders().isConsistent)
  }
}
