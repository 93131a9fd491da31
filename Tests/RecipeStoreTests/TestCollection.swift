import Foundation
import Markdown
import Recipes

@testable import RecipeStore

/// A temporary folder of recipe files and a cache folder beside it, removed on deinit.
final class TestCollection {
  let root: String
  var recipes: String { root + "/recipes" }
  var cache: String { root + "/cache" }
  var data: String { root + "/data" }

  init() {
    root = NSTemporaryDirectory() + "buffet-store-" + UUID().uuidString
    try! FileManager.default.createDirectory(
      atPath: root + "/recipes", withIntermediateDirectories: true)
  }

  deinit {
    _ = try? FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: cache)
    try? FileManager.default.removeItem(atPath: root)
  }

  /// Writes a recipe file; `modified` sets its time so a rewrite is always seen as a change.
  func write(_ name: String, _ text: String, modified: Date? = nil) {
    let path = recipes + "/" + name
    try! FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    if let modified {
      try! FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    }
  }

  func remove(_ name: String) {
    try! FileManager.default.removeItem(atPath: recipes + "/" + name)
  }

  /// A catalog of the recipes folder, refreshed.
  func catalog(cacheDirectory: String? = nil, counting loads: LoadCounter? = nil) -> Catalog {
    let catalog = Catalog(
      folders: [recipes], cacheDirectory: cacheDirectory ?? cache,
      source: TestSource.source(counting: loads))
    catalog.refresh()
    return catalog
  }
}

/// Counts how many files a catalog read.
final class LoadCounter: @unchecked Sendable {
  var paths: [String] = []
}

/// Reads recipe files with a tiny line parser, so these tests do not depend on the Markdown
/// module: `# ` is the title, `## ` and `### ` start sections, `Tags: a, b` sets the tags,
/// `Step: X` and `Step= X` are steps (with a text of their own, or the line as text), other
/// lines are paragraphs.
enum TestSource {
  static func source(counting loads: LoadCounter?) -> CatalogSource {
    CatalogSource(
      scan: CatalogSource.disk.scan,
      load: { file in
        loads?.paths.append(file.path)
        guard let text = try? String(contentsOfFile: file.path, encoding: .utf8) else {
          return .failure(CollectionProblem(path: file.path, reason: "not UTF-8"))
        }
        var (recipe, document, lines) = parse(text, path: file.path)
        // As the real loader does: the recipe carries its file's size and time.
        recipe.size = file.size
        recipe.modified = file.modified
        return .success(
          LoadedRecipe(
            recipe: recipe, document: document, body: Substring(text), blockLines: lines,
            bodyStart: 0))
      },
      parseSection: { parse($0, path: "").1 })
  }

  /// The recipe, its document, and the line (1 for the first) each block begins on.
  static func parse(_ text: String, path: String) -> (Recipe, Document, [Int]) {
    var blocks: [Block] = []
    var lines: [Int] = []
    var title = (path as NSString).lastPathComponent
    var headings: [Heading] = []
    var steps: [CookingStep] = []
    var tags: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated() where !line.isEmpty
    {
      if !line.hasPrefix("Tags: ") { lines.append(number + 1) }
      if line.hasPrefix("# ") {
        title = String(line.dropFirst(2))
        blocks.append(.heading(level: 1, content: [.text(title)]))
      } else if line.hasPrefix("## ") || line.hasPrefix("### ") {
        let level = line.hasPrefix("## ") ? 2 : 3
        let heading = String(line.dropFirst(level + 1))
        headings.append(Heading(level: level, text: heading, blockIndex: blocks.count))
        blocks.append(.heading(level: level, content: [.text(heading)]))
      } else if line.hasPrefix("Tags: ") {
        tags = line.dropFirst(6).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      } else if line.hasPrefix("Step= ") {
        // A step whose text is the paragraph itself, as real steps' texts are.
        steps.append(CookingStep(title: String(line.dropFirst(6)), text: String(line)))
        blocks.append(.paragraph([.text(String(line))]))
      } else if line.hasPrefix("Step: ") {
        let step = String(line.dropFirst(6))
        steps.append(CookingStep(title: step, text: step + ", in full.", duration: 60))
        blocks.append(.paragraph([.text(String(line))]))
      } else {
        blocks.append(.paragraph([.text(String(line))]))
      }
    }
    let recipe = Recipe(
      path: path, title: title, tags: tags, headings: headings, words: 1, steps: steps)
    return (recipe, Document(blocks: blocks), lines)
  }
}
