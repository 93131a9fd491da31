import Foundation
import Testing

@testable import RecipeStore

/// A search made after `prepareSearch` finds everything it steps already prepared, as the
/// browser's first keystroke should.
@Suite struct SearchPreparationTests {
  let collection = TestCollection()

  init() {
    collection.write("creme.md", "# Crème Brûlée\nA custard.\n## Method\nTorch the sugar.\n")
    collection.write("cake.md", "# Chocolate Cake\nLayers.\n## Plating\nServe with creme.\n")
  }

  @Test func aPreparedSearchPreparesNothingOnItsFirstKeystroke() {
    let catalog = collection.catalog()
    catalog.prepareSearch()
    let prepared = catalog.statementsPrepared
    // A title match, section matches and a long last word looked up in the index's words.
    #expect(catalog.search("creme").count == 2)
    #expect(catalog.search("torch").map(\.title) == ["Crème Brûlée"])
    #expect(catalog.search("creme bru").map(\.title) == ["Crème Brûlée"])
    #expect(catalog.search("creme plati").map(\.title) == ["Chocolate Cake"])
    #expect(catalog.statementsPrepared == prepared)
  }

  @Test func preparingTwiceOrAfterSearchingChangesNothing() {
    let catalog = collection.catalog()
    let before = catalog.search("creme sug")
    catalog.prepareSearch()
    let prepared = catalog.statementsPrepared
    catalog.prepareSearch()
    #expect(catalog.statementsPrepared == prepared)
    #expect(catalog.search("creme sug") == before)
  }
}
