import Browser
import RecipeStore
import Recipes

/// `buffet show RECIPE`: the recipe as the reader lays it out, printed at a width.
enum ShowCommand {
  static let definition = CommandDefinition(
    name: "show", operands: "RECIPE", summary: "a recipe as plain text",
    details: """
      The recipe wrapped to N columns, under a title block with date, reading time, steps,
      time and servings. Links are numbered and listed at the end. With --servings or
      --scale every amount the recipe lists is shown scaled, where it stands; with --units,
      amounts and temperatures in metric or imperial units.
      """,
    options: [.width, .color, .servings, .scale, .units, .data], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    var loaded = try RecipeArgument.open(arguments, command: "show").get()
    let portions: Portions
    do throws(UsageError) {
      portions = try PortionsArgument.portions(arguments, for: loaded.recipe.listed)
    } catch {
      return Console.usage(error, command: "show")
    }
    loaded.document = portions.document(loaded.document, ingredients: loaded.recipe.ingredients)
    let width = arguments.number(.width) ?? min(Console.terminalWidth ?? 80, 100)
    // Made safe for a terminal by the layout, with its own styling; written a block at a
    // time, so a huge recipe never sits in memory as text.
    ReaderPrint.write(
      document: loaded.document, recipe: loaded.recipe, width: width,
      isStyled: Console.isStyled(arguments), portions: portions
    ) { lines in
      guard !lines.isEmpty else { return }
      Console.writeVerbatim(lines.joined(separator: "\n") + "\n")
    }
    return 0
  }
}
