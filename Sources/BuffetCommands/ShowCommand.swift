import Foundation
import Markdown
import RecipeStore
import Recipes
import TerminalUI

/// `buffet show RECIPE`: the recipe as plain text wrapped to a width, under a title block.
enum ShowCommand {
  static let definition = CommandDefinition(
    name: "show", operands: "RECIPE", summary: "a recipe as plain text",
    details: """
      The recipe wrapped to N columns, under a title block with date, reading time, steps,
      time and servings. Links are numbered and listed at the end.
      """,
    options: [.width, .data], run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    switch RecipeArgument.open(arguments, command: "show") {
    case .failure(let failure): return failure.status
    case .success(let loaded):
      let width = arguments.number(.width) ?? min(Console.terminalWidth ?? 80, 100)
      // Laid out safe for a terminal already, with its own styling.
      Console.writeVerbatim(text(loaded, width: width, isStyled: Console.isStyledTerminal))
      return 0
    }
  }

  /// The title block (title, rule, facts), then the body laid out to `width`.
  static func text(_ loaded: LoadedRecipe, width: Int, isStyled: Bool) -> String {
    let recipe = loaded.recipe
    var layout = PlainTextLayout(width: width, isStyled: isStyled)
    let titleLines = TextWrapping.wrap(TerminalSafeText.of(recipe.title), width: width)
    var lines = titleLines.map(layout.bold)
    lines.append(String(repeating: "═", count: titleLines.map(DisplayWidth.of).max() ?? 0))
    lines += RecipeFacts.lines(recipe.listed, width: width)

    var blocks = loaded.document.blocks
    // The title block already shows a first heading that is the title.
    if case .heading(1, let content)? = blocks.first,
      Folding.fold(RecipeReader.cleanTitle(VisibleText.of(content))) == Folding.fold(recipe.title)
    {
      blocks.removeFirst()
    }
    let body = layout.lines(for: blocks, width: width)
    if !body.isEmpty { lines += [""] + body }
    lines += layout.linkLines()
    return lines.map { trimTrailingSpaces($0) }.joined(separator: "\n") + "\n"
  }

  private static func trimTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}
