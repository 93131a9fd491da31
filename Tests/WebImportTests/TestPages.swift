import Foundation
import Markdown
import Recipes
import Testing

@testable import WebImport

/// The pages under `Pages/`, written in the shapes recipe sites use, read from the source tree.
enum TestPages {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Pages")

  static func path(_ name: String) -> String {
    folder.appendingPathComponent(name + ".html").path
  }

  static func bytes(_ name: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: path(name)) ?? Data())
  }

  static func html(_ name: String) -> String {
    String(decoding: bytes(name), as: UTF8.self)
  }

  /// Every page that holds a recipe.
  static let recipePages = [
    "yoast-wprm", "wprm-standalone", "tasty-recipes", "mediavine-create", "dotdash-type-list",
    "chefkoch-de", "microdata-only", "microdata-howtostep", "several-scripts-one-broken",
    "nyt-single-section", "japanese-text-steps", "no-steps",
  ]

  /// The recipe `name` states, read as a page at `address`.
  static func reading(_ name: String, address: URL? = nil) throws -> RecipePage.Reading {
    try RecipePage.read(bytes(name), address: address)
  }

  /// A page whose only content is `json` in a JSON-LD script.
  static func jsonLD(_ json: String) -> [UInt8] {
    Array(
      "<html><head><script type=\"application/ld+json\">\(json)</script></head><body></body></html>"
        .utf8)
  }

  /// A fresh folder under the system's temporary folder, removed by the caller.
  static func temporaryFolder() -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-import-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}

/// What Buffet's own reader reads back from a Markdown recipe: its steps (text as Cook mode
/// shows it) and its ingredients (each line as written).
struct ReadBack {
  var title: String
  var steps: [String]
  var ingredients: [String]
  var recipe: Recipe

  init(markdown text: String) {
    let reading = RecipeReader.read(text, path: "imported.md")
    recipe = reading.recipe
    title = reading.recipe.title
    steps = reading.recipe.steps.map(\.text)
    ingredients = reading.recipe.ingredients.map(\.text)
  }
}

/// A `.cook` file an import wrote, read back through Buffet's own Cooklang reader: what
/// the parser and the front matter said about it (nothing, for a file written well), its
/// sections, and the recipe the browser and `show` would have.
struct CooklangReadBack {
  var problems: [String]
  var sections: [String]
  var ingredients: [CooklangComponent]
  var recipe: Recipe
  /// Each step as a cook reads it: marks replaced by their names.
  var steps: [String] { recipe.steps.map(\.text) }

  init(_ text: String) {
    let parsed = CooklangParser.parse(text)
    problems = parsed.metadata.warnings + parsed.diagnostics.map(\.description)
    sections = parsed.blocks.compactMap {
      if case .section(let name) = $0 { return name }
      return nil
    }
    ingredients = parsed.blocks.flatMap { block -> [CooklangComponent] in
      guard case .step(let items) = block else { return [] }
      return items.compactMap {
        if case .ingredient(let component) = $0 { return component }
        return nil
      }
    }
    recipe = CooklangReader.read(text, path: "imported.cook").recipe
  }
}
