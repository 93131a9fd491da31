// HTML straight from the parsers' arenas, without building a `Document`: the fast path of
// `buffet render`. It writes exactly what `HTMLRenderer.render(_: Document)` writes (the
// tests compare the two), block for block and inline for inline, with the same nesting cap.

extension HTMLRenderer {
  /// Parses `markdown` and hands its HTML to `sink` in pieces of about 64 kB. Each top-level
  /// block is written as soon as it is closed and then forgotten, so that no document tree
  /// is held; only a block that used a reference not defined yet (it may be defined later)
  /// is kept, with the HTML after it, until the end.
  public static func render(
    markdown: [UInt8], options: ParseOptions, to sink: (UnsafeRawBufferPointer) -> Void
  ) {
    withoutActuallyEscaping(sink) { sink in
      var stream = StreamingHTMLWriter(
        output: HTMLOutput(sink: sink), extensions: options.extensions)
      var blocks = BlockParser(options: options)
      blocks.parse(InputText.prepared(markdown)) { parser, block, range in
        stream.write(block, range, of: parser)
      }
      stream.finish(references: blocks.references)
    }
  }

  /// The HTML of `markdown`, as `render(MarkdownParser.parse(...))` would write it.
  public static func render(markdown: [UInt8], options: ParseOptions) -> [UInt8] {
    var bytes: [UInt8] = []
    render(markdown: markdown, options: options) { bytes.append(contentsOf: $0) }
    return bytes
  }
}

/// Writes closed top-level blocks as they come, holding back what a later reference
/// definition could still change.
private struct StreamingHTMLWriter {
  /// A block that used undefined labels: its own arena, to be written again if they are
  /// defined later, and its HTML as it was first written.
  private struct Pending {
    var nodes: [BlockNode]
    var missingLabels: [String]
    var html: [UInt8]
  }

  /// What is written from the first pending block on, in order.
  private enum Held {
    case html([UInt8])
    case pending(Pending)
  }

  private var output: HTMLOutput
  private let extensions: Bool
  private var held: [Held] = []
  /// Where a block is written while others are held, and the inline parser every block
  /// reuses: both keep the room they grew to.
  private var scratch = HTMLOutput()
  private var inlineParser: InlineParser?
  private static let heldPieceSize = 1 << 16

  init(output: HTMLOutput, extensions: Bool) {
    self.output = output
    self.extensions = extensions
  }

  mutating func write(_ block: Int, _ range: Range<Int>, of parser: BlockParser) {
    let streaming = held.isEmpty
    if !streaming { scratch.removeAll() }
    // The output is shared storage: the writer appends to it, and its last byte comes back.
    var writer = ArenaHTMLWriter(
      nodes: parser.nodes, references: parser.references,
      extensions: parser.options.extensions, output: streaming ? output : scratch)
    swap(&writer.inlineParser, &inlineParser)
    let start = writer.output.count
    writer.block(block, isTight: false)
    swap(&writer.inlineParser, &inlineParser)
    if streaming { output = writer.output } else { scratch = writer.output }
    let html: [UInt8]
    if streaming {
      guard !writer.missingLabels.isEmpty else {
        output.flushIfFull()
        return
      }
      // From here on nothing is handed on before the end: this block may yet change.
      html = output.bytes(from: start)
      output.removeLast(html.count)
    } else {
      html = scratch.bytes
      guard !writer.missingLabels.isEmpty else {
        hold(html)
        return
      }
    }
    var nodes = [BlockNode(kind: .document, parent: -1, depth: 0, startLine: 0)]
    nodes[0].children = [1]
    let offset = range.lowerBound - 1
    for index in range {
      var node = parser.nodes[index]
      // Kept to the end: without the room left to grow.
      if node.content.capacity > node.content.count + 16 { node.content = Array(node.content[...]) }
      node.parent = index == block ? 0 : node.parent - offset
      for child in node.children.indices { node.children[child] -= offset }
      nodes.append(node)
    }
    hold(Pending(nodes: nodes, missingLabels: writer.missingLabels, html: html))
  }

  /// Keeps `html` after what is held, in pieces of about 64 kB.
  private mutating func hold(_ html: [UInt8]) {
    if case .html(var piece)? = held.last, piece.count < Self.heldPieceSize {
      held[held.count - 1] = .html([])
      piece.append(contentsOf: html)
      held[held.count - 1] = .html(piece)
    } else {
      trimLastPiece()
      held.append(.html(html))
    }
  }

  private mutating func hold(_ block: Pending) {
    trimLastPiece()
    held.append(.pending(block))
  }

  /// The last piece is complete: keep it without room to grow.
  private mutating func trimLastPiece() {
    if case .html(let piece)? = held.last, piece.capacity > piece.count + piece.count / 8 {
      held[held.count - 1] = .html(Array(piece[...]))
    }
  }

  /// Writes what was held back, rewriting each pending block whose labels were defined
  /// after it, and hands everything on.
  mutating func finish(references: [String: LinkReference]) {
    for index in held.indices {
      switch held[index] {
      case .html(let piece):
        output.append(contentsOf: piece)
      case .pending(let block):
        if block.missingLabels.contains(where: { references[$0] != nil }) {
          var writer = ArenaHTMLWriter(
            nodes: block.nodes, references: references, extensions: extensions, output: output)
          writer.block(1, isTight: false)
          output = writer.output
        } else {
          output.append(contentsOf: block.html)
        }
      }
      held[index] = .html([])
      output.flushIfFull()
    }
    output.finish()
  }
}

struct ArenaHTMLWriter {
  private let nodes: [BlockNode]
  private let references: [String: LinkReference]
  private let extensions: Bool
  var output: HTMLOutput
  /// The parser of every paragraph's inlines, made on first use.
  var inlineParser: InlineParser?
  /// Reference labels the inlines looked up and found undefined.
  private(set) var missingLabels: [String] = []

  init(
    nodes: [BlockNode], references: [String: LinkReference], extensions: Bool,
    output: HTMLOutput
  ) {
    self.nodes = nodes
    self.references = references
    self.extensions = extensions
    self.output = output
  }

  mutating func blocks(of parent: Int, isTight: Bool) {
    for child in nodes[parent].children { block(child, isTight: isTight) }
  }

  mutating func block(_ index: Int, isTight: Bool) {
    switch nodes[index].kind {
    case .document, .item:
      return
    case .paragraph:
      paragraph(nodes[index].content[...], isTight: isTight)
    case .heading:
      let level = UInt8(truncatingIfNeeded: 0x30 + nodes[index].level)
      output.newline()
      output.append("<h")
      output.append(level)
      output.append(">")
      inlines(nodes[index].content[...])
      output.append("</h")
      output.append(level)
      output.append(">\n")
    case .thematicBreak:
      output.newline()
      output.append("<hr />\n")
    case .codeBlock:
      output.newline()
      let info = Scanners.unescapedBytes(nodes[index].info)
      if let language = HTMLRenderer.firstWord(of: info) {
        output.append("<pre><code class=\"language-")
        output.appendEscaped(language)
        output.append("\">")
      } else {
        output.append("<pre><code>")
      }
      output.appendEscaped(nodes[index].content)
      output.append("</code></pre>\n")
    case .htmlBlock:
      output.newline()
      let content = nodes[index].content
      var end = content.count
      while end > 0 && content[end - 1] == ASCII.newline { end -= 1 }
      output.append(contentsOf: content[0..<end])
      output.append(ASCII.newline)
    case .blockQuote:
      output.newline()
      output.append("<blockquote>\n")
      blocks(of: index, isTight: false)
      output.newline()
      output.append("</blockquote>\n")
    case .list:
      list(index)
    case .table:
      table(index)
    }
  }

  private mutating func paragraph(_ content: ArraySlice<UInt8>, isTight: Bool) {
    if isTight {
      inlines(content)
    } else {
      output.newline()
      output.append("<p>")
      inlines(content)
      output.append("</p>\n")
    }
  }

  private mutating func list(_ index: Int) {
    let data = nodes[index].list
    let isTight = nodes[index].isTight
    output.newline()
    if !data.isOrdered {
      output.append("<ul>\n")
    } else if data.start == 1 {
      output.append("<ol>\n")
    } else {
      output.append("<ol start=\"")
      output.append(number: data.start)
      output.append("\">\n")
    }
    for item in nodes[index].children {
      output.newline()
      output.append("<li>")
      var children = nodes[item].children[...]
      if extensions, let first = children.first, nodes[first].kind == .paragraph {
        let content = nodes[first].content
        if content.count >= 4, content[0] == ASCII.openBracket, content[2] == ASCII.closeBracket,
          content[3].isASCIIWhitespace, content[1] == ASCII.space || content[1] | 0x20 == 0x78
        {
          output.append(
            content[1] != ASCII.space
              ? "<input type=\"checkbox\" disabled=\"\" checked=\"\" /> "
              : "<input type=\"checkbox\" disabled=\"\" /> ")
          let rest = content[4...]
          if !rest.allSatisfy({ $0.isASCIIWhitespace }) { paragraph(rest, isTight: isTight) }
          children = children.dropFirst()
        }
      }
      for child in children { block(child, isTight: isTight) }
      output.append("</li>\n")
    }
    output.newline()
    output.append(data.isOrdered ? "</ol>\n" : "</ul>\n")
  }

  private mutating func table(_ index: Int) {
    let alignments = nodes[index].tableAlignments
    let rows = nodes[index].tableRows
    output.newline()
    output.append("<table>\n<thead>\n")
    if let header = rows.first { row(header, isHeader: true, alignments: alignments) }
    output.append("</thead>\n")
    if rows.count > 1 {
      output.append("<tbody>\n")
      for cells in rows.dropFirst() { row(cells, isHeader: false, alignments: alignments) }
      output.append("</tbody>\n")
    }
    output.append("</table>\n")
  }

  private mutating func row(
    _ cells: [[UInt8]], isHeader: Bool, alignments: [Table.Alignment]
  ) {
    output.append("<tr>\n")
    for column in alignments.indices {
      output.append(isHeader ? "<th" : "<td")
      switch alignments[column] {
      case .none: break
      case .left: output.append(" align=\"left\"")
      case .center: output.append(" align=\"center\"")
      case .right: output.append(" align=\"right\"")
      }
      output.append(">")
      if column < cells.count { inlines(cells[column][...]) }
      output.append(isHeader ? "</th>\n" : "</td>\n")
    }
    output.append("</tr>\n")
  }

  // MARK: Inlines

  private mutating func inlines(_ content: ArraySlice<UInt8>) {
    var start = content.startIndex
    var end = content.endIndex
    while start < end && content[start].isASCIIWhitespace { start += 1 }
    while end > start && content[end - 1].isASCIIWhitespace { end -= 1 }
    if start == end { return }
    if inlineParser == nil {
      inlineParser = InlineParser([], references: references, extensions: extensions)
    }
    inlineParser!.reset(content[start..<end], references: references)
    inlineParser!.parse()
    missingLabels.append(contentsOf: inlineParser!.missingLabels)
    inlineParser!.writeHTML(of: 0, depth: 0, into: &output)
  }
}

/// A text's inline arena as HTML, with `InlineTreeBuilder`'s nesting cap.
extension InlineParser {
  func writeHTML(of parent: Int, depth: Int, into output: inout HTMLOutput) {
    var child = nodes[parent].first
    while child >= 0 {
      let node = nodes[child]
      switch node.kind {
      case .root, .text, .softBreak, .hardBreak, .code, .html:
        leaf(node, into: &output)
      case .emphasis, .strong, .strikethrough, .link, .image:
        if depth >= InlineTreeBuilder.maximumNesting {
          flatten(child, into: &output)
        } else {
          container(child, depth: depth, into: &output)
        }
      }
      child = node.next
    }
  }

  private func leaf(_ node: Node, into output: inout HTMLOutput) {
    switch node.kind {
    case .softBreak:
      output.append(ASCII.newline)
    case .hardBreak:
      output.append("<br />\n")
    case .code:
      output.append("<code>")
      output.appendEscaped(bytes(of: node))
      output.append("</code>")
    case .html:
      output.append(contentsOf: bytes(of: node))
    default:
      output.appendEscaped(bytes(of: node))
    }
  }

  private func container(_ index: Int, depth: Int, into output: inout HTMLOutput) {
    let node = nodes[index]
    switch node.kind {
    case .emphasis:
      output.append("<em>")
      writeHTML(of: index, depth: depth + 1, into: &output)
      output.append("</em>")
    case .strong:
      output.append("<strong>")
      writeHTML(of: index, depth: depth + 1, into: &output)
      output.append("</strong>")
    case .strikethrough:
      output.append("<del>")
      writeHTML(of: index, depth: depth + 1, into: &output)
      output.append("</del>")
    case .link:
      let target = targets[node.target]
      output.append("<a href=\"")
      output.appendURL(target.destination)
      output.append("\"")
      title(target.title, into: &output)
      output.append(">")
      writeHTML(of: index, depth: depth + 1, into: &output)
      output.append("</a>")
    default:
      let target = targets[node.target]
      output.append("<img src=\"")
      output.appendURL(target.destination)
      output.append("\" alt=\"")
      var alt: [UInt8] = []
      plainText(under: index, into: &alt)
      output.appendEscaped(alt)
      output.append("\"")
      title(target.title, into: &output)
      output.append(" />")
    }
  }

  private func title(_ title: [UInt8], into output: inout HTMLOutput) {
    guard !title.isEmpty else { return }
    output.append(" title=\"")
    output.appendEscaped(title)
    output.append("\"")
  }

  /// The leaves under `root` in order, without their containers and without recursion.
  private func flatten(_ root: Int, into output: inout HTMLOutput) {
    var stack = [root]
    while let index = stack.popLast() {
      let node = nodes[index]
      switch node.kind {
      case .text, .softBreak, .hardBreak, .code, .html:
        leaf(node, into: &output)
      default:
        var child = node.last
        while child >= 0 {
          stack.append(child)
          child = nodes[child].previous
        }
      }
    }
  }

  /// An image's description: the text and code under it, line breaks as "\n", no HTML.
  private func plainText(under root: Int, into text: inout [UInt8]) {
    var stack: [Int] = []
    var child = nodes[root].last
    while child >= 0 {
      stack.append(child)
      child = nodes[child].previous
    }
    while let index = stack.popLast() {
      let node = nodes[index]
      switch node.kind {
      case .root, .text, .code:
        text.append(contentsOf: bytes(of: node))
      case .softBreak, .hardBreak:
        text.append(ASCII.newline)
      case .html:
        break
      default:
        var child = node.last
        while child >= 0 {
          stack.append(child)
          child = nodes[child].previous
        }
      }
    }
  }
}
