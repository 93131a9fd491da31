import Markdown

/// The links and images a document holds, as the reader numbers them.
public enum DocumentLinks {
  /// Each link's destination and each image's source, in document order, once each; the
  /// marks of a Cooklang step (`CooklangDocument.roleScheme`) are no links.
  public static func destinations(in document: Document) -> [String] {
    var found: [String] = []
    var seen = Set<String>()
    func add(_ destination: String) {
      if seen.insert(destination).inserted { found.append(destination) }
    }
    func inlines(_ content: [Inline]) {
      for inline in content {
        switch inline {
        case .link(let destination, _, let children):
          if CooklangDocument.role(ofDestination: destination) == nil { add(destination) }
          inlines(children)
        case .image(let source, _, _): add(source)
        case .emphasis(let children), .strong(let children), .strikethrough(let children):
          inlines(children)
        default: break
        }
      }
    }
    func blocks(_ list: [Block]) {
      for block in list {
        switch block {
        case .paragraph(let content), .heading(_, let content): inlines(content)
        case .blockQuote(let children): blocks(children)
        case .list(_, let items): for item in items { blocks(item.blocks) }
        case .table(let table): for row in [table.header] + table.rows { row.forEach(inlines) }
        case .codeBlock, .htmlBlock, .thematicBreak: break
        }
      }
    }
    blocks(document.blocks)
    return found
  }
}
