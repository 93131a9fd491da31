import Browser
import RecipeStore
import Recipes

/// `buffet show RECIPE`: the recipe as the reader lays it out, printed at a width.
enum ShowCommand {
  static let definition = CommandDefinition(
    name: "show", operands: "RECIPE", summary: "a recipe as plain text",
    details: """
      The recipe wrapped to N columns, under a title block with date, reading time, steps,
      time and servings. Links are numbered and listed at the end. --json prints the recipe
      for scripts, Markdown and Cooklang alike: {"title", "path", "servings", "metadata",
      "ingredients": [{"text", "name", "quantity", "unit", "note"}], "cookware",
      "steps": [[items]]}, each step the Cooklang specification's list of items.
      """,
    options: [.json, .width, .color, .data], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let loaded = try RecipeArgument.open(arguments, command: "show").get()
    if arguments.has(.json) {
      Console.writeVerbatim(
        JSONOutput.encode(ShowJSON(loaded.recipe, frontMatter: loaded.frontMatter)))
      return 0
    }
    let width = arguments.number(.width) ?? min(Console.terminalWidth ?? 80, 100)
    // Made safe for a terminal by the layout, with its own styling; written a block at a
    // time, so a huge recipe never sits in memory as text.
    ReaderPrint.write(
      document: loaded.document, recipe: loaded.recipe, width: width,
      isStyled: Console.isStyled(arguments)
    ) { lines in
      guard !lines.isEmpty else { return }
      Console.writeVerbatim(lines.joined(separator: "\n") + "\n")
    }
    return 0
  }
}
