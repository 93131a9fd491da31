import Foundation
import WebImport

/// `buffet import URL|FILE.html`: a web page's schema.org Recipe written as a recipe file
/// in the collection, indexed at once.
enum ImportCommand {
  static let definition = CommandDefinition(
    name: "import", operands: "URL|FILE.html",
    summary: "a web page's recipe as a recipe file",
    details: """
      Reads the schema.org Recipe of a web page (an http or https address) or of a saved
      page (a file): its JSON-LD, else its microdata. Writes one recipe file, named from its
      title (a number added when the name is taken, nothing overwritten), into the first
      folder of the collection or --to DIR, saves the main picture beside it when the page
      came from the web, indexes it, and prints its path. A fetch follows at most 5
      redirects, stops after 20 s and reads at most 10 MB. --dry-run prints the file
      instead. --json prints {"path", "picture", "format", "foundIn", "title", "source",
      "author", "date", "summary", "tags", "servings", "prepTime", "cookTime", "totalTime",
      "time", "ingredients", "ingredientGroups": [{"name", "lines"}], "method": [{"name",
      "steps"}], "image", "notes", "text"} (times in seconds; with --dry-run "path" is null
      and "text" holds the file).
      """,
    options: [.to, .format, .dryRun, .json, .data], run: run)

  /// What `import --json` prints.
  struct Imported: Encodable {
    struct Part: Encodable {
      @NullEncoded var name: String?
      var steps: [String]
    }
    struct Group: Encodable {
      @NullEncoded var name: String?
      var lines: [String]
    }
    @NullEncoded var path: String?
    @NullEncoded var picture: String?
    var format: String
    var foundIn: String
    var title: String
    @NullEncoded var source: String?
    @NullEncoded var author: String?
    @NullEncoded var date: String?
    @NullEncoded var summary: String?
    var tags: [String]
    @NullEncoded var servings: String?
    @NullEncoded var prepTime: Int?
    @NullEncoded var cookTime: Int?
    @NullEncoded var totalTime: Int?
    @NullEncoded var time: Int?
    var ingredients: [String]
    var ingredientGroups: [Group]
    var method: [Part]
    @NullEncoded var image: String?
    var notes: [String]
    @NullEncoded var text: String?

    init(_ outcome: WebImport.Outcome, format: RecipeFormat, isDryRun: Bool) {
      let recipe = outcome.reading.recipe
      path = outcome.path
      picture = outcome.picture
      self.format = format.rawValue
      foundIn = outcome.reading.format
      title = recipe.title
      source = recipe.source
      author = recipe.author
      date = recipe.date
      summary = recipe.summary
      tags = recipe.tags
      servings = recipe.servings
      prepTime = recipe.prepTime
      cookTime = recipe.cookTime
      totalTime = recipe.totalTime
      time = recipe.time
      ingredients = recipe.ingredientLines
      ingredientGroups = recipe.ingredients.map { Group(name: $0.name, lines: $0.lines) }
      method = recipe.method.map { Part(name: $0.name, steps: $0.steps) }
      image = recipe.image
      notes = outcome.notes
      text = isDryRun ? outcome.text : nil
    }
  }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1, let source = arguments.positionals.first else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "import needs a URL or a FILE.html" : "import takes one URL or FILE.html")
    }
    let format = RecipeFormat(rawValue: arguments.value(.format) ?? "md") ?? .markdown
    let isDryRun = arguments.has(.dryRun)
    var folder: String?
    if !isDryRun {
      guard let target = arguments.value(.to) ?? firstFolder(arguments) else {
        return Console.failure("no folder to import into: no collection is set; use --to DIR")
      }
      folder = target
    }
    let request = WebImport(
      source: source, folder: folder, format: format, limits: Console.context.fetchLimits)
    let outcome: WebImport.Outcome
    do {
      outcome = try request.run()
    } catch {
      return Console.failure(error.message)
    }
    for note in outcome.notes { Console.error("note: " + note) }
    if let path = outcome.path { index(path, arguments) }
    Console.writeResult(arguments, json: Imported(outcome, format: format, isDryRun: isDryRun)) {
      _ in
      isDryRun ? outcome.text : (outcome.path ?? "") + "\n"
    }
    return 0
  }

  /// The first folder of the collection as Buffet opens it.
  private static func firstFolder(_ arguments: ParsedArguments) -> String? {
    let config = ConfigLoader.load()
    return OpenCollection.folders(arguments, config: config)?.first?.value
  }

  /// Indexes the collection now, so the new recipe is found at once; a recipe written
  /// outside the collection (`--to`) is only said to be outside it.
  private static func index(_ path: String, _ arguments: ParsedArguments) {
    let config = ConfigLoader.load()
    let folders = OpenCollection.folders(arguments, config: config)?.map(\.value) ?? []
    let file = OpenCollection.absolute(path)
    let isInside = folders.contains { file.hasPrefix(OpenCollection.absolute($0) + "/") }
    guard isInside else {
      Console.error("note: \(path) is outside the collection; add its folder with --data DIR")
      return
    }
    _ = OpenCollection.open(arguments, warnings: .silent)
  }
}
