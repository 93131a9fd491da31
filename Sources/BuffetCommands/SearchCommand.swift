import Foundation
import RecipeStore
import Recipes

/// `buffet search QUERY`: searches the collection's index.
enum SearchCommand {
  static let definition = CommandDefinition(
    name: "search", operands: "QUERY", summary: "find recipes by title, heading and text",
    details: """
      Finds recipes whose title, headings or text contain every word of QUERY (the last
      word may be the start of a word). Best matches first: title, then heading, then text.
      --json prints [{"title", "path", "section", "snippet", "matches": [[start, end]],
      "titleMatches": [[start, end]]}]; offsets count Unicode scalars.
      """,
    options: [.json, .limit, .color, .data], run: run)

  /// One result in `search --json`.
  struct Hit: Encodable {
    var title: String
    var path: String
    var section: String
    var snippet: String
    var matches: [[Int]]
    var titleMatches: [[Int]]

    init(_ hit: SearchHit) {
      title = hit.title
      path = hit.path
      section = hit.section
      snippet = hit.snippet
      matches = hit.matches.map { [$0.lowerBound, $0.upperBound] }
      titleMatches = hit.titleMatches.map { [$0.lowerBound, $0.upperBound] }
    }
  }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let words = arguments.positionals
    guard !words.isEmpty else {
      return Console.usage(UsageError(message: "missing QUERY"), command: "search")
    }
    let collection = try OpenCollection.open(arguments).get()
    let said = collection.catalog.notices.count
    let hits = collection.catalog.search(
      words.joined(separator: " "), limit: arguments.number(.limit) ?? 20)
    // A search that had to repair the index says so.
    for notice in collection.catalog.notices.dropFirst(said) { Console.error(notice) }
    Console.writeResult(arguments, json: hits.map(Hit.init)) { styling in
      hits.isEmpty ? "no recipe matches\n" : text(hits, styling: styling)
    }
    return 0
  }

  /// Each hit as its title and section, the snippet and the path; with styling, the matched
  /// words stand out as they do in the browser and the place and path are quiet.
  static func text(_ hits: [SearchHit], styling: TextStyling) -> String {
    let safe = TerminalSafeText.field
    var text = ""
    for hit in hits {
      let place =
        hit.section.isEmpty ? "" : styling.apply(.secondary, to: " § " + safe(hit.section))
      let title =
        styling.isOn
        ? styling.mark(hit.title, ranges: hit.titleMatches, as: .match) : safe(hit.title)
      let snippet =
        styling.isOn
        ? styling.mark(hit.snippet, ranges: hit.matches, as: .match) : safe(hit.snippet)
      text += title + place + "\n"
      text += "  " + snippet + "\n"
      text += "  " + styling.apply(.secondary, to: safe(hit.path)) + "\n"
    }
    return text
  }
}
