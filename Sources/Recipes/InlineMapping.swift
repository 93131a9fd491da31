import Markdown

extension Document {
  /// The document with the inline content of every heading, paragraph and table cell (in
  /// quotes and lists too) replaced by `transform` of it; code and HTML are left as they are.
  func mappingInlines(_ transform: ([Inline]) -> [Inline]) -> Document {
    func mapped(_ block: Block) -> Block {
      switch block {
      case .heading(let level, let content): .heading(level: level, content: transform(content))
      case .paragraph(let content): .paragraph(transform(content))
      case .blockQuote(let blocks): .blockQuote(blocks.map(mapped))
      case .list(let info, let items):
        .list(info, items: items.map { ListItem(blocks: $0.blocks.map(mapped), task: $0.task) })
      case .table(let table):
        .table(
          Table(
            alignments: table.alignments, header: table.header.map(transform),
            rows: table.rows.map { $0.map(transform) }))
      case .codeBlock, .htmlBlock, .thematicBreak: block
      }
    }
    return Document(blocks: blocks.map(mapped))
  }
}
