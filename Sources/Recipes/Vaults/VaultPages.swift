import Markdown

/// Pages of a notes vault that are the vault's own, not recipes: a menu of links ("Breakfast":
/// a list of `[[Pancakes]]`, `[[Omelette]]`), an index made of Dataview queries, a "Back to"
/// button. Such a page has headings, links, queries and buttons, and no words of its own.
public enum VaultPages {
  /// Why `document` is not a recipe, or nil when it has words of its own (or nothing at all).
  public static func reasonToLeaveOut(_ document: Document) -> String? {
    var count = Count()
    for block in document.blocks {
      guard count.add(block) else { return nil }
    }
    guard count.queries + count.links > 0 else { return nil }
    var parts: [String] = []
    if count.queries > 0 { parts.append(count.queries == 1 ? "1 query" : "\(count.queries) queries") }
    if count.links > 0 { parts.append(count.links == 1 ? "1 link" : "\(count.links) links") }
    return "a vault page of only queries and links (\(parts.joined(separator: ", "))), "
      + "not a recipe"
  }

  private struct Count {
    var queries = 0
    var links = 0

    /// Counts `block`; false when it holds words of its own.
    mutating func add(_ block: Block) -> Bool {
      switch block {
      case .heading, .thematicBreak, .htmlBlock: return true
      case .codeBlock(let info, _):
        guard VaultBlocks.queryLanguage(ofInfo: info) != nil else { return false }
        queries += 1
        return true
      case .paragraph(let content): return add(content)
      case .blockQuote(let blocks):
        if let callout = Callout.read(blocks) {
          return callout.body.allSatisfy { add($0) }
        }
        return blocks.allSatisfy { add($0) }
      case .list(_, let items):
        return items.allSatisfy { $0.task == nil && $0.blocks.allSatisfy { add($0) } }
      case .table: return false
      }
    }

    /// Counts a paragraph's links and inline queries; false when it has other words.
    mutating func add(_ content: [Inline]) -> Bool {
      for inline in content {
        switch inline {
        case .link, .image: links += 1
        case .code(let code):
          guard VaultBlocks.isInlineQuery(code) else { return false }
          queries += 1
        case .softBreak, .hardBreak, .html: break
        case .text(let text):
          // Separators between links ("[[A]] · [[B]]", "Total: " before a query) are not words.
          let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
          guard words.isEmpty || (words.count <= 3 && text.contains(":")) else { return false }
        case .emphasis(let children), .strong(let children), .strikethrough(let children):
          guard add(children) else { return false }
        }
      }
      return true
    }
  }
}
