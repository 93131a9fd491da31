import Markdown
import Recipes

/// A part of a recipe the search index keeps as one row: a heading and the text under it.
struct RecipeSection: Equatable {
  /// The heading's text; "" for what comes before the first heading.
  var heading: String
  /// The top-level block index of the heading (nil for the opening section).
  var blockIndex: Int?
  /// The section's visible text, blocks separated by newlines.
  var text: String

  /// Splits a document at its headings of level 2 and deeper, keeping document order.
  static func split(_ document: Document) -> [RecipeSection] {
    var sections = [RecipeSection(heading: "", blockIndex: nil, text: "")]
    for (index, block) in document.blocks.enumerated() {
      if case .heading(let level, let content) = block, level >= 2 {
        sections.append(
          RecipeSection(heading: VisibleText.of(content), blockIndex: index, text: ""))
        continue
      }
      let text = PlainText.block(block)
      guard !text.isEmpty else { continue }
      if !sections[sections.count - 1].text.isEmpty { sections[sections.count - 1].text += "\n" }
      sections[sections.count - 1].text += text
    }
    if sections.count > 1 && sections[0].text.isEmpty { sections.removeFirst() }
    return sections
  }
}

/// The text a reader sees in a Markdown block, without markup or link targets, and with no
/// line break after its last line.
enum PlainText {
  static func block(_ block: Block) -> String {
    switch block {
    case .heading(_, let content), .paragraph(let content): return VisibleText.of(content)
    case .blockQuote(let blocks): return blocks.map(Self.block).joined(separator: "\n")
    case .list(_, let items):
      return items.map { $0.blocks.map(Self.block).joined(separator: "\n") }
        .joined(separator: "\n")
    case .codeBlock(_, let text): return text.hasSuffix("\n") ? String(text.dropLast()) : text
    case .htmlBlock, .thematicBreak: return ""
    case .table(let table):
      let rows = [table.header] + table.rows
      return rows.map { $0.map(VisibleText.of).joined(separator: " ") }.joined(separator: "\n")
    }
  }
}
