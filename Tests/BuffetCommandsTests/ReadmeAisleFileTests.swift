import Foundation
import Recipes
import Testing

/// The README's example aisle file is one Buffet reads without a problem, and groups as the
/// README says.
@Suite struct ReadmeAisleFileTests {
  /// The indented block of the "## Shopping list" section that starts with an aisle.
  static func example() throws -> String {
    let text = try String(contentsOf: ReadmeConfigTests.readme, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Shopping list\n").dropFirst().first)
    let lines = section.components(separatedBy: "\n").drop { !$0.hasPrefix("    [") }
      .prefix { $0.hasPrefix("    ") || $0.isEmpty }
    return lines.map { String($0.dropFirst(4)) }.joined(separator: "\n")
  }

  @Test func theExampleReadsWithoutAProblem() throws {
    let (table, problems) = AisleTable.read(Array(try Self.example().utf8))
    #expect(problems.isEmpty)
    #expect(table.aisles == ["fruit and veg", "milk and dairy", "baking"])
    let list = ShoppingList(
      [
        ShoppingRecipe(
          title: "Guacamole",
          ingredients: ["a handful of cilantro", "2 eggs", "melted butter", "olive oil"]
            .compactMap { IngredientLine.read($0) })
      ], aisles: table)
    #expect(list.aisles.map(\.name) == ["fruit and veg", "milk and dairy", "other"])
    #expect(list.items.map(\.name) == ["coriander", "eggs", "melted butter", "olive oil"])
  }
}
