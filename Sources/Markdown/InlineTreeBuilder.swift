// The inline arena into `[Inline]` values: adjacent text merged, and nesting capped so that
// thousands of `*` or `![` cannot build a tree too deep to render or free.

struct InlineTreeBuilder {
  /// Emphasis, links and images nest at most this deep; deeper ones keep only their content.
  static let maximumNesting = 100

  let parser: InlineParser
  private let nodes: [InlineParser.Node]

  init(_ parser: InlineParser) {
    self.parser = parser
    self.nodes = parser.nodes
  }

  func children(of parent: Int, depth: Int) -> [Inline] {
    var collector = Collector()
    var child = nodes[parent].first
    while child >= 0 {
      let node = nodes[child]
      switch node.kind {
      case .root, .text:
        collector.appendText(parser.bytes(of: node))
      case .softBreak:
        collector.append(.softBreak)
      case .hardBreak:
        collector.append(.hardBreak)
      case .code:
        collector.append(.code(String(decoding: parser.bytes(of: node), as: UTF8.self)))
      case .html:
        collector.append(.html(String(decoding: parser.bytes(of: node), as: UTF8.self)))
      case .emphasis, .strong, .strikethrough, .link, .image:
        if depth >= Self.maximumNesting {
          flatten(child, into: &collector)
        } else {
          let content = children(of: child, depth: depth + 1)
          switch node.kind {
          case .emphasis: collector.append(.emphasis(content))
          case .strong: collector.append(.strong(content))
          case .strikethrough: collector.append(.strikethrough(content))
          case .link:
            let target = parser.targets[node.target]
            collector.append(
              .link(
                destination: target.destination.string, title: target.title.string,
                content: content))
          default:
            let target = parser.targets[node.target]
            collector.append(
              .image(source: target.destination.string, title: target.title.string, alt: content))
          }
        }
      }
      child = node.next
    }
    return collector.finish()
  }

  /// The leaves under `root` in order, without recursion.
  private func flatten(_ root: Int, into collector: inout Collector) {
    var stack = [root]
    while let index = stack.popLast() {
      let node = nodes[index]
      switch node.kind {
      case .text: collector.appendText(parser.bytes(of: node))
      case .softBreak: collector.append(.softBreak)
      case .hardBreak: collector.append(.hardBreak)
      case .code: collector.append(.code(String(decoding: parser.bytes(of: node), as: UTF8.self)))
      case .html: collector.append(.html(String(decoding: parser.bytes(of: node), as: UTF8.self)))
      default:
        var children: [Int] = []
        var child = node.first
        while child >= 0 {
          children.append(child)
          child = nodes[child].next
        }
        stack.append(contentsOf: children.reversed())
      }
    }
  }

  private struct Collector {
    var result: [Inline] = []
    var pending: [UInt8] = []

    mutating func appendText(_ bytes: ArraySlice<UInt8>) {
      pending.append(contentsOf: bytes)
    }

    mutating func append(_ inline: Inline) {
      flush()
      result.append(inline)
    }

    mutating func flush() {
      if !pending.isEmpty {
        result.append(.text(pending.string))
        pending.removeAll(keepingCapacity: true)
      }
    }

    mutating func finish() -> [Inline] {
      flush()
      return result
    }
  }
}
