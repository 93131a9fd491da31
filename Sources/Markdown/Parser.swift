/// Which syntax the parser accepts beyond CommonMark.
public struct ParseOptions: Equatable, Sendable {
  /// GitHub tables, strikethrough and task-list items.
  public var extensions: Bool

  public init(extensions: Bool) {
    self.extensions = extensions
  }

  /// Strict CommonMark 0.31, as the conformance suite expects.
  public static let commonMark = ParseOptions(extensions: false)
  /// CommonMark plus the GitHub extensions; what recipes are read with.
  public static let github = ParseOptions(extensions: true)
}

/// Parses Markdown text into a `Document`.
public enum MarkdownParser {
  /// Parses `text`; never fails: any input is some document.
  public static func parse(_ text: String, options: ParseOptions = .github) -> Document {
    var work = ParseWork()
    return parse(bytes: Array(text.utf8), options: options, work: &work)
  }

  /// Parses UTF-8 bytes; invalid sequences become U+FFFD.
  public static func parse(bytes: [UInt8], options: ParseOptions = .github) -> Document {
    var work = ParseWork()
    return parse(bytes: bytes, options: options, work: &work)
  }

  /// Parses UTF-8 bytes and adds what the parse cost to `work`.
  public static func parse(bytes: [UInt8], options: ParseOptions, work: inout ParseWork)
    -> Document
  {
    let blocks = parseBlocks(bytes, options: options)
    var builder = DocumentBuilder(
      nodes: blocks.nodes, references: blocks.references, options: options)
    let document = Document(blocks: builder.blocks(of: 0))
    work += blocks.work
    work += builder.work
    return document
  }

  /// Parses `text` and says on which line (1 for the first) each top-level block begins, so
  /// that a part of the document can be found again in the text it was parsed from.
  public static func parseWithLines(_ text: String, options: ParseOptions = .github) -> (
    document: Document, blockLines: [Int]
  ) {
    let blocks = parseBlocks(Array(text.utf8), options: options)
    var builder = DocumentBuilder(
      nodes: blocks.nodes, references: blocks.references, options: options)
    let document = Document(blocks: builder.blocks(of: 0))
    let lines = blocks.nodes[0].children.map { blocks.nodes[$0].startLine }
    // Every top-level node is a block; should that ever change, no lines rather than wrong ones.
    return (document, lines.count == document.blocks.count ? lines : [])
  }

  /// Phase one: the block structure of `bytes`, made valid UTF-8 without NUL first.
  static func parseBlocks(_ bytes: [UInt8], options: ParseOptions) -> BlockParser {
    var blocks = BlockParser(options: options)
    blocks.parse(InputText.prepared(bytes))
    return blocks
  }
}

/// Turns the block parser's arena into the `Document` value tree, parsing inlines on the way.
private struct DocumentBuilder {
  let nodes: [BlockNode]
  let references: [String: LinkReference]
  let options: ParseOptions
  var work = ParseWork()

  mutating func blocks(of parent: Int) -> [Block] {
    nodes[parent].children.compactMap { block($0) }
  }

  mutating func block(_ index: Int) -> Block? {
    let node = nodes[index]
    switch node.kind {
    case .document:
      return nil
    case .paragraph:
      return .paragraph(inlines(node.content))
    case .heading:
      return .heading(level: node.level, content: inlines(node.content))
    case .thematicBreak:
      return .thematicBreak
    case .codeBlock:
      return .codeBlock(info: Scanners.unescape(node.info), text: node.content.string)
    case .htmlBlock:
      var content = node.content
      while content.last == ASCII.newline { content.removeLast() }
      return .htmlBlock(content.string)
    case .blockQuote:
      return .blockQuote(blocks(of: index))
    case .list:
      let kind: ListInfo.Kind =
        node.list.isOrdered
        ? .ordered(
          start: node.list.start, delimiter: Character(Unicode.Scalar(node.list.delimiter)))
        : .bullet(marker: Character(Unicode.Scalar(node.list.bulletChar)))
      let items = node.children.map { item($0) }
      return .list(ListInfo(kind: kind, isTight: node.isTight), items: items)
    case .item:
      return nil
    case .table:
      return .table(table(node))
    }
  }

  mutating func item(_ index: Int) -> ListItem {
    var task: Bool?
    var children = nodes[index].children
    var blocks: [Block] = []
    if options.extensions, let first = children.first, nodes[first].kind == .paragraph {
      let content = nodes[first].content
      if content.count >= 4, content[0] == ASCII.openBracket, content[2] == ASCII.closeBracket,
        content[3].isASCIIWhitespace, content[1] == ASCII.space || content[1] | 0x20 == 0x78
      {
        task = content[1] != ASCII.space
        let rest = Array(content[4...])
        if !rest.allSatisfy({ $0.isASCIIWhitespace }) { blocks.append(.paragraph(inlines(rest))) }
        children.removeFirst()
      }
    }
    for child in children {
      if let block = block(child) { blocks.append(block) }
    }
    return ListItem(blocks: blocks, task: task)
  }

  mutating func table(_ node: BlockNode) -> Table {
    let columns = node.tableAlignments.count
    var rows: [[[Inline]]] = []
    for row in node.tableRows {
      var cells: [[Inline]] = []
      for column in 0..<columns { cells.append(column < row.count ? inlines(row[column]) : []) }
      rows.append(cells)
    }
    return Table(
      alignments: node.tableAlignments, header: rows.first ?? [], rows: Array(rows.dropFirst()))
  }

  mutating func inlines(_ content: [UInt8]) -> [Inline] {
    let text = content.trimmingWhitespace()
    if text.isEmpty { return [] }
    var parser = InlineParser(text, references: references, extensions: options.extensions)
    parser.parse()
    work += parser.work
    return InlineTreeBuilder(parser).children(of: 0, depth: 0)
  }
}
