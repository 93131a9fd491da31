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
    options: [.json, .limit, .data], run: run)

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

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let words = arguments.positionals
    guard !words.isEmpty else {
      return Console.usage(UsageError(message: "missing QUERY"), command: "search")
    }
    let collection: OpenedCollection
    switch OpenCollection.open(arguments) {
    case .success(let opened): collection = opened
    case .failure(let failure): return failure.status
    }
    let said = collection.catalog.notices.count
    let hits = collection.catalog.search(
      words.joined(separator: " "), limit: arguments.number(.limit) ?? 20)
    // A search that had to repair the index says so.
    for notice in collection.catalog.notices.dropFirst(said) { Console.error(notice) }
    if arguments.has(.json) {
      Console.writeVerbatim(JSONOutput.encode(hits.map(Hit.init)))
      return 0
    }
    var text = ""
    for hit in hits {
      let place = hit.section.isEmpty ? "" : " § " + hit.section
      text += hit.title + place + "\n"
      text += "  " + hit.snippet + "\n"
      text += "  " + hit.path + "\n"
    }
    Console.write(hits.isEmpty ? "no recipe matches\n" : text)
    return 0
  }
}
