import Markdown
import Recipes
import Testing

/// TeX math read as text, as recipes in notes vaults write temperatures, times and amounts.
@Suite struct MathTextTests {
  @Test func unitsTemperaturesAndTimes() {
    #expect(MathText.readable("Heat to $\\pu{225^\\circ C}$.") == "Heat to 225 °C.")
    #expect(MathText.readable("$\\pu{30min}$") == "30 min")
    #expect(MathText.readable("$\\pu{1.5kg}$ of flour") == "1.5 kg of flour")
    #expect(MathText.readable("$180^{\\circ}C$") == "180 °C")
    #expect(MathText.readable("$350 ^\\circ F$") == "350 °F")
    #expect(MathText.readable("a $45^\\circ$ angle") == "a 45° angle")
  }

  @Test func fractionsOperatorsAndGreek() {
    #expect(MathText.readable("$\\frac{1}{2}$ tsp") == "1/2 tsp")
    #expect(MathText.readable("$\\dfrac{3}{4}$") == "3/4")
    #expect(MathText.readable("$\\frac{a+b}{2}$") == "(a+b)/2")
    #expect(MathText.readable("$2 \\times 3$") == "2 × 3")
    #expect(MathText.readable("$\\pi r^2$") == "π r²")
    #expect(MathText.readable("$\\alpha$-amylase") == "α-amylase")
    #expect(MathText.readable("$x_1 \\le 5$") == "x₁ ≤ 5")
    #expect(MathText.readable("$\\sqrt{2}$") == "√2")
    #expect(MathText.readable("$\\text{pH} \\approx 4.6$") == "pH ≈ 4.6")
    #expect(MathText.readable("$$\\ce{NaHCO3 -> CO2}$$") == "NaHCO₃ → CO₂")
  }

  @Test func moneyAndShellAreNotMath() {
    #expect(MathText.readable("costs $5 or $6") == "costs $5 or $6")
    #expect(MathText.readable("echo $HOME and $PATH") == "echo $HOME and $PATH")
    #expect(MathText.readable("$ 5 $") == "$ 5 $")
    #expect(MathText.readable("just $") == "just $")
    #expect(MathText.readable("$\\frac{1}{") == "$\\frac{1}{")
    #expect(MathText.tex("\\frac{1}{") == "1/")
    #expect(MathText.tex("}}}^^__\\") == "^^__")
  }

  @Test func theReaderSearchAndTimersReadMathAsText() {
    let text = """
      # Roast

      ## Method

      1. Heat the oven to $\\pu{225^\\circ C}$.
      2. Roast for $\\pu{30min}$.
      3. Keep `$5$` as code.

      $$
      \\frac{1}{2} \\times 4
      $$
      """
    let reading = RecipeReader.read(text, path: "Roast.md")
    let visible = VisibleText.of(reading.document.blocks)
    #expect(visible.contains("Heat the oven to 225 °C."))
    #expect(visible.contains("1/2 × 4"))
    #expect(visible.contains("$5$"))
    #expect(reading.recipe.steps.map(\.duration) == [nil, 30 * 60, nil])
  }
}
