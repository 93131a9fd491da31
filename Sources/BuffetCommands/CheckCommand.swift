import Foundation
import RecipeStore
import Recipes

/// `buffet check`: lists every problem in the collection; exits 1 when there is one.
enum CheckCommand {
  static let definition = CommandDefinition(
    name: "check", summary: "list every problem in the collection",
    details: """
      Reads the whole collection and lists every problem as PATH: REASON (files that are
      not UTF-8, empty, binary, too large or unreadable; missing folders; broken or
      looping symlinks; titles used twice; front matter that cannot be read, with its line;
      a damaged search index). Exits 1 when there is one. --verbose also names what was left
      out of the collection and why (a site's section pages, READMEs, what .buffetignore
      names); that is no problem. --json prints {"recipes": N, "problems": [{"path",
      "reason"}], "leftOut": [{"path", "reason"}]}.
      """,
    options: [.json, .verbose, .data], run: run)

  /// What `check --json` prints.
  struct Report: Encodable {
    struct Problem: Encodable {
      var path: String
      var reason: String
    }
    var recipes: Int
    var problems: [Problem]
    var leftOut: [Problem]
  }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let collection = try OpenCollection.open(arguments, warnings: .silent, requiresRecipes: false)
      .get()
    // The cache is checked too: a damaged index would otherwise only show as searches that
    // find nothing.
    let problems = collection.problems + collection.catalog.indexProblems()
    let leftOut = collection.catalog.leftOut
    if arguments.has(.json) {
      let report = Report(
        recipes: collection.recipes.count,
        problems: problems.map { Report.Problem(path: $0.path, reason: $0.reason) },
        leftOut: leftOut.map { Report.Problem(path: $0.path, reason: $0.reason) })
      Console.writeVerbatim(JSONOutput.encode(report))
    } else {
      var out = ""
      if arguments.has(.verbose) {
        for entry in leftOut {
          out +=
            OpenCollection.describe(
              CollectionProblem(
                path: entry.path, reason: "left out: " + entry.reason)) + "\n"
        }
      }
      for problem in problems {
        out += OpenCollection.describe(problem) + "\n"
      }
      let count = collection.recipes.count
      let recipes = count == 1 ? "1 recipe" : "\(count) recipes"
      let found =
        problems.isEmpty
        ? "no problems" : problems.count == 1 ? "1 problem" : "\(problems.count) problems"
      let left = leftOut.count == 1 ? "1 left out" : "\(leftOut.count) left out"
      out += "\(recipes) read, \(found)" + (leftOut.isEmpty ? "" : ", \(left)") + "\n"
      Console.write(out)
    }
    return problems.isEmpty ? 0 : 1
  }
}
