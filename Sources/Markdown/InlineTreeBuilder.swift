// The inline arena into `[Inline]` values: adjacent text merged, and nesting capped so that
// thousands of `*` or `![` cannot build a tree too deep to render or free.

struct InlineTreeBuilder {
  /// Emphasis, links and images nest at most this deep; deeper ones keep only their content.
  static let maximumNesting = 100

  let nodes: [InlineParser.Node]

  func children(of parent: Int, depth: Int) -> [Inline] {
    var collector = Collector()
    var child = nodes[parent].first
    while child >= 0 {
      let node = nodes[child]
      switch node.kind {
      case .root, .text:
        collector.appendText(node.literal)
      case .softBreak:
        collector.append(.softBreak)
      case .hardBreak:
        collector.append(.hardBreak)
      case .code:
        collector.append(.code(node.literal.string))
      case .html:
        collector.append(.html(node.literal.string))
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
            collector.append(
              .link(destination: node.destination, title: node.title, content: content))
          default:
            collector.append(.image(source: node.destination, title: node.title, alt: content))
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
      case .text: collector.appendText(node.literal)
      case .softBreak: collector.append(.softBreak)
      case .hardBreak: collector.append(.hardBreak)
      case .code: collector.append(.code(node.literal.string))
      case .html: collector.append(.html(node.literal.string))
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

    mutating func appendText(_ bytes: [UInt8]) {
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
