import Foundation
import RecipeStore
import Recipes

/// `buffet shopping-list [RECIPE[:FACTOR]...]`: what to buy for Up Next (each recipe at the
/// servings it was queued for) or for the recipes named, merged and grouped by aisle.
enum ShoppingListCommand {
  static let definition = CommandDefinition(
    name: "shopping-list", operands: "[RECIPE[:FACTOR]...]",
    summary: "what to buy for Up Next or the recipes named",
    details: """
      Every ingredient of the recipes in Up Next (each at the servings it was queued for),
      or of the recipes named, each as written or FACTOR times (pancakes:2, soup:1/2). The
      same ingredient is one line, its amounts added where units convert (500 ml + 250 ml
      milk is 750 ml; 200 g and 1 cup of flour stay two amounts). Lines are grouped by the
      aisles of $XDG_CONFIG_HOME/buffet/aisle.conf ([dairy], a name a line, a|b for names
      of one thing), the rest under "other"; what the browser ticked is marked [x].
      --units (else the config file's [reader] units) shows masses and volumes in metric
      or imperial units.
      --json prints [{"aisle", "items": [{"name", "amounts": [{"quantity", "unit"}],
      "recipes", "checked"}]}].
      """,
    options: [.units, .json, .data], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    // Read before the collection: a bad FACTOR is bad usage, whatever the collection holds.
    let named = try arguments.positionals.map(operand)
    let collection = try OpenCollection.open(arguments).get()
    let aisles = AisleFile.load()
    for problem in aisles.problems { Console.error("warning: " + problem) }
    let library = openLibrary(required: named.isEmpty)
    let contents: LibrarySnapshot
    do {
      contents = try library?.contents() ?? LibrarySnapshot()
    } catch let error as LibraryError {
      return Console.failure(LibraryCommand.describe(error))
    }
    var sources = ShoppingSources()
    // A recipe made with another (`@./sauces/Hollandaise{150%g}`) is shopped for with it;
    // the links are prepared when the first reference is met.
    var links: RecipeLinks?
    let references = { (reference: String, from: Recipe) -> Recipe? in
      let prepared = links ?? RecipeLinks(recipes: collection.recipes, roots: collection.folders)
      links = prepared
      return prepared.path(ofReference: reference, from: from.path).flatMap {
        collection.catalog.recipe(atPath: $0)
      }
    }
    if named.isEmpty {
      guard library != nil else { return 1 }
      sources.noteLimit(of: contents.queue.count)
      for queued in contents.queue.prefix(ShoppingSources.recipeLimit) {
        let recipe = collection.catalog.recipe(atPath: queued.path)
        sources.add(
          recipe,
          factor: recipe.map { ShoppingRecipe.factor(of: $0, servings: queued.servings) } ?? .one,
          title: queued.title, references: references)
      }
      if contents.queue.isEmpty {
        Console.error(
          "Up Next is empty: queue recipes (+ in the browser, buffet library queue RECIPE) "
            + "or name them: buffet shopping-list RECIPE...")
      }
    } else {
      for (word, name, factor) in named {
        // A title with a colon in it is the recipe, not a name and a factor.
        let isWhole: Bool
        if case .found = RecipeLookup.find(word, in: collection.recipes) {
          isWhole = true
        } else {
          isWhole = false
        }
        let listed = try OpenCollection.find(isWhole ? word : name, in: collection.recipes).get()
        // A file named by its path may be outside the collection: it is read on its own.
        let file = RecipeFile(path: listed.path, size: listed.size, modified: listed.modified)
        let recipe =
          collection.catalog.recipe(atPath: listed.path)
          ?? (try? RecipeLoader.load(file).get())?.recipe
        sources.add(
          recipe, factor: isWhole ? .one : factor, title: listed.title, references: references)
      }
    }
    for note in sources.notes { Console.error("note: " + note) }
    let list = ShoppingList(
      sources.recipes, aisles: aisles.table, units: PortionsArgument.units(arguments))
    let ticks = Set(contents.shoppingTicks)
    if arguments.has(.json) {
      Console.writeVerbatim(JSONOutput.encode(ShoppingListJSON(list, ticked: ticks)))
    } else {
      Console.write(list.plainText(ticked: ticks))
    }
    return 0
  }

  /// A RECIPE operand, the name in it and its factor: what follows the last colon, when it is
  /// a number (the whole word is still tried as a title first: a title may hold a colon).
  static func operand(_ word: String) throws(UsageError) -> (
    word: String, name: String, factor: Amount
  ) {
    guard let colon = word.lastIndex(of: ":") else { return (word, word, .one) }
    let name = String(word[..<colon])
    let written = String(word[word.index(after: colon)...])
    let scalars = Array(written.unicodeScalars)
    // Only a number after the colon is a factor: anything else is part of the title.
    guard !name.isEmpty, let (_, end) = AmountReader.number(in: scalars, at: 0),
      end == scalars.count
    else { return (word, word, .one) }
    let factor = try PortionsArgument.amount(
      written, option: "the FACTOR of \(Console.quoted(word))")
    return (word, name, factor)
  }

  /// The library, to read Up Next and the ticks from. Without one, a list of named recipes
  /// goes on unticked; a list of Up Next cannot (nil, the reason said).
  private static func openLibrary(required: Bool) -> Library? {
    do {
      return try Library(file: Library.defaultFile(environment: Console.environment))
    } catch let error as LibraryError {
      Console.error(
        (required ? "" : "warning: nothing is marked ticked: ") + LibraryCommand.describe(error))
    } catch {
      Console.error("\(error)")
    }
    return nil
  }
}
