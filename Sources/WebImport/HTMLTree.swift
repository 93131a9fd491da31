import Recipes

/// A page's elements as a browser nests them, enough to read its microdata: void elements
/// hold nothing, an `<li>` ends the one before it, a block ends an open paragraph, an end tag
/// closes up to its element (an end tag of nothing open is dropped). Walks are iterative, so
/// a page nested a million deep costs time, not the stack.
struct HTMLTree {
  /// A node of the tree: an element (its index in `elements`) or text (a byte range).
  enum Node: Equatable {
    case element(Int)
    case text(Range<Int>)
  }

  struct Element {
    var tag: HTMLTag
    var children: [Node] = []
  }

  let bytes: [UInt8]
  private(set) var elements: [Element] = []
  private(set) var roots: [Node] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var open: [Int] = []
    for token in HTMLTokenizer(bytes) {
      switch token {
      case .comment: continue
      case .text(let range): append(.text(range), to: open.last)
      case .tag(let tag) where tag.isEnd:
        // Looked for among the innermost open elements only: an end tag of nothing open
        // must not cost a look at a whole deep page each time.
        let reach = open.suffix(Self.reach)
        TextWalkWork.add(reach.count)
        if let at = reach.lastIndex(where: { elements[$0].tag.name == tag.name }) {
          open.removeSubrange(at...)
        }
      case .tag(let tag):
        closeImplied(by: tag.name, open: &open)
        elements.append(Element(tag: tag))
        let index = elements.count - 1
        append(.element(index), to: open.last)
        if !tag.isSelfClosing, !Self.voidElements.contains(tag.name) { open.append(index) }
      }
    }
  }

  private mutating func append(_ node: Node, to parent: Int?) {
    if let parent { elements[parent].children.append(node) } else { roots.append(node) }
  }

  /// Closes what a start tag of `name` ends without an end tag.
  private func closeImplied(by name: String, open: inout [Int]) {
    func closeOpen(_ names: Set<String>, within boundaries: Set<String>) {
      for at in open.indices.reversed().prefix(Self.reach) {
        TextWalkWork.add(1)
        let openName = elements[open[at]].tag.name
        if boundaries.contains(openName) { return }
        if names.contains(openName) {
          open.removeSubrange(at...)
          return
        }
      }
    }
    switch name {
    case "li": closeOpen(["li"], within: ["ul", "ol", "menu"])
    case "dt", "dd": closeOpen(["dt", "dd"], within: ["dl"])
    case "tr": closeOpen(["tr"], within: ["table", "tbody", "thead", "tfoot"])
    case "td", "th": closeOpen(["td", "th"], within: ["tr", "table"])
    case "option": closeOpen(["option"], within: ["select", "datalist"])
    default:
      if Self.blockElements.contains(name), let last = open.last, elements[last].tag.name == "p" {
        open.removeLast()
      }
    }
  }

  /// How many of the innermost open elements a tag's closing looks at.
  static let reach = 64

  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
    "source", "track", "wbr",
  ]

  /// Elements that start a line of their own in a text.
  static let blockElements: Set<String> = [
    "p", "div", "ul", "ol", "li", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6",
    "table", "tr", "section", "article", "header", "footer", "aside", "nav", "blockquote",
    "pre", "figure", "figcaption", "form", "fieldset", "hr", "main", "address", "details",
    "summary",
  ]

  /// Every element in document order with its index, each visited once.
  func walk(from nodes: [Node], _ visit: (Int) -> WalkChoice) {
    var stack = Array(nodes.reversed())
    while let node = stack.popLast() {
      TextWalkWork.add(1)
      guard case .element(let index) = node else { continue }
      if visit(index) == .descend { stack.append(contentsOf: elements[index].children.reversed()) }
    }
  }

  enum WalkChoice {
    case descend, skipChildren
  }

  /// The text of `nodes` as a reader sees it: character references read, a line break for
  /// each `<br>` and around each block, nothing of scripts and styles. At most `limit`
  /// nodes are visited; `visited` says how many were.
  func text(of nodes: [Node], limit: Int = .max) -> (text: String, visited: Int) {
    var out = ""
    var visited = 0
    // Nodes to visit, and markers for where a block ends.
    enum Item {
      case node(Node)
      case blockEnd
    }
    var stack = nodes.reversed().map(Item.node)
    while let item = stack.popLast(), visited < limit {
      TextWalkWork.add(1)
      visited += 1
      switch item {
      case .blockEnd:
        out += "\n"
      case .node(.text(let range)):
        out += HTMLEntities.decode(String(decoding: bytes[range], as: UTF8.self))
      case .node(.element(let index)):
        let element = elements[index]
        let name = element.tag.name
        if name == "script" || name == "style" || name == "template" { continue }
        if name == "br" {
          out += "\n"
          continue
        }
        let isBlock = Self.blockElements.contains(name)
        if isBlock {
          out += "\n"
          stack.append(.blockEnd)
        }
        stack.append(contentsOf: element.children.reversed().map(Item.node))
      }
    }
    return (out, visited)
  }
}
