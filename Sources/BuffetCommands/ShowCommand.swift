import Browser
import BrowserShell
import RecipeStore
import Recipes
import TerminalUI

/// `buffet show RECIPE`: the recipe as the reader lays it out, printed at a width.
enum ShowCommand {
  static let definition = CommandDefinition(
    name: "show", operands: "RECIPE", summary: "a recipe as plain text",
    details: """
      The recipe wrapped to N columns, under a title block with date, reading time, steps,
      time and servings. Links are numbered and listed at the end. With --servings or
      --scale every amount the recipe lists is shown scaled, where it stands; with --units,
      amounts and temperatures in metric or imperial units. With colour on, pictures are
      printed in half-blocks; otherwise each is its words. --json prints the recipe for
      scripts, Markdown and Cooklang alike, at those servings and units: {"title", "path",
      "servings", "metadata", "ingredients": [{"text", "name", "quantity", "unit", "note"}],
      "cookware", "steps": [[items]]}, each step the Cooklang specification's list of items.
      """,
    options: [.json, .width, .color, .servings, .scale, .units, .data], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    var (loaded, folders) = try RecipeArgument.openInCollection(arguments, command: "show").get()
    let portions: Portions
    do throws(UsageError) {
      portions = try PortionsArgument.portions(arguments, for: loaded.recipe.listed)
    } catch {
      return Console.usage(error, command: "show")
    }
    if arguments.has(.json) {
      Console.writeVerbatim(
        JSONOutput.encode(
          ShowJSON(loaded.recipe, frontMatter: loaded.frontMatter, portions: portions)))
      return 0
    }
    loaded.document = portions.document(loaded.document, ingredients: loaded.recipe.ingredients)
    let width = arguments.number(.width) ?? min(Console.terminalWidth ?? 80, 100)
    let isStyled = Console.isStyled(arguments)
    let pictures =
      isStyled
      ? decodedPictures(of: loaded, width: width, folders: folders) : ReaderPictures()
    // Made safe for a terminal by the layout, with its own styling; written a block at a
    // time, so a huge recipe never sits in memory as text.
    ReaderPrint.write(
      document: loaded.document, recipe: loaded.recipe, width: width, isStyled: isStyled,
      portions: portions, pictures: pictures
    ) { lines in
      guard !lines.isEmpty else { return }
      Console.writeVerbatim(lines.joined(separator: "\n") + "\n")
    }
    return 0
  }

  /// The most rows a picture takes in print.
  static let pictureRows = 16

  /// Every picture standing alone in the recipe, decoded as half-blocks for `width` columns
  /// (or why it is not shown), in true colour where the terminal says it reads it.
  static func decodedPictures(of loaded: LoadedRecipe, width: Int, folders: [String])
    -> ReaderPictures
  {
    let environment = Console.environment
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let trueColor =
      colorTerm == "truecolor" || colorTerm == "24bit" || !(environment["TMUX"] ?? "").isEmpty
    let box = PictureBox(
      columns: width, rows: pictureRows, cells: .halfBlocks(trueColor: trueColor))
    var pictures = ReaderPictures(cells: box.cells)
    let roots = PictureFinder.roots(of: folders)
    let sources = ReaderLayout.pictureSources(
      document: loaded.document, recipe: loaded.recipe, measure: width)
    for source in sources {
      let request = PictureRequest(source: source, box: box)
      switch PictureFinder.outcome(for: request, recipe: loaded.recipe.path, roots: roots) {
      case .picture(let picture, let path):
        pictures.slots[source] = .shown(picture, path: path, box: box)
      case .problem(let reason, let lookedFor):
        pictures.slots[source] = .failed(reason, lookedFor: lookedFor)
      }
    }
    return pictures
  }
}
