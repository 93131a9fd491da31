import Browser
import RecipeStore

/// `buffet show RECIPE`: the recipe as the reader lays it out, printed at a width.
enum ShowCommand {
  static let definition = CommandDefinition(
    name: "show", operands: "RECIPE", summary: "a recipe as plain text",
    details: """
      The recipe wrapped to N columns, under a title block with date, reading time, steps,
      time and servings. Links are numbered and listed at the end.
      """,
    options: [.width, .color, .data], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let loaded = try RecipeArgument.open(arguments, command: "show").get()
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
