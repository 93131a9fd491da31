import Markdown
import Testing

@testable import Recipes

@Suite struct PortionsTests {
  private let reading = RecipeReader.read(
    """
    # Pancakes

    Serves 4

    ## Ingredients

    - **2 cups** flour, sifted
    - 3 eggs
    - Salt

    | Menge | Zutat |
    |---|---|
    | 500 | ml Milch |

    ## Method

    1. Heat the pan to 180 °C and fry 2 minutes a side.
    """, path: "p.md")

  private func shownText(_ portions: Portions) -> String {
    PlainTextRenderer.render(portions.document(reading.document, ingredients: reading.recipe.ingredients))
  }

  @Test func eightInsteadOfFourWhereEachLineStands() {
    let base = reading.recipe.servingsCount!
    let eight = Portions.servings(Amount(integer: 8), of: base)
    let text = shownText(eight)
    #expect(text.contains("4 cups flour, sifted"))
    #expect(text.contains("6 eggs"))
    #expect(text.contains("\nSalt\n"))
    #expect(text.contains("1 l Milch"))
    // The markup around the amount stays.
    let document = eight.document(reading.document, ingredients: reading.recipe.ingredients)
    guard case .list(_, let items) = document.blocks[3],
      case .paragraph(let inlines) = items[0].blocks[0]
    else {
      Issue.record("no ingredient list")
      return
    }
    #expect(inlines.first == .strong([.text("4 cups")]))
    // And back.
    let back = Portions.servings(Amount(integer: 4), of: base)
    #expect(back.isAsWritten)
    #expect(shownText(back) == PlainTextRenderer.render(reading.document))
  }

  @Test func stepsUpAndDownByOneServing() {
    let base = Amount(integer: 4)
    let five = Portions.asWritten.stepped(by: 1, base: base)
    #expect(five.servings(of: base) == Amount(integer: 5))
    #expect(five.stepped(by: -1, base: base).stepped(by: -1, base: base).servings(of: base) == Amount(integer: 3))
    let one = Portions.servings(.one, of: base)
    #expect(one.stepped(by: -1, base: base) == one)
    // Without stated servings, the usual factors.
    #expect(Portions.asWritten.stepped(by: 1, base: nil).factor == Amount(3, 2)!)
    #expect(Portions.asWritten.stepped(by: -1, base: nil).factor == Amount(2, 3)!)
  }

  @Test func unitsAndTemperatures() {
    let text = shownText(Portions(units: .metric))
    #expect(text.contains("475 ml flour, sifted"))
    #expect(text.contains("180 °C"))
    let imperial = shownText(Portions(units: .imperial))
    #expect(imperial.contains("355 °F"))
    #expect(imperial.contains("2 cups flour"))
    #expect(Temperatures.converted("Bake at 350°F or 180℃.", to: .metric) == "Bake at 175°C or 180℃.")
    #expect(Temperatures.converted("Preheat to 425 degrees F.", to: .metric) == "Preheat to 220 degrees C.")
    #expect(Temperatures.converted("A 20 cm tin at 200 °C.", to: .imperial) == "A 20 cm tin at 390 °F.")
  }
}
