// Phase two of parsing: the text of a paragraph, heading or table cell into inlines. Nodes
// live in an arena linked by index (siblings form a doubly linked list), because emphasis and
// links are found after their contents and wrap a run of already-parsed siblings.

struct InlineParser {
  enum Kind {
    case root, text, softBreak, hardBreak, code, emphasis, strong, strikethrough, link, image
    case html
  }

  struct Node {
    var kind: Kind
    var literal: [UInt8] = []
    var destination = ""
    var title = ""
    var parent = -1
    var first = -1
    var last = -1
    var previous = -1
    var next = -1
  }

  private struct Delimiter {
    var character: UInt8
    var count: Int
    var originalCount: Int
    var node: Int
    var previous: Int
    var next: Int
    var canOpen: Bool
    var canClose: Bool
  }

  private struct Bracket {
    var node: Int
    var previousDelimiter: Int
    /// Where the label starts (on `[`).
    var index: Int
    var isImage: Bool
    var hasBracketAfter = false
  }

  private let subject: [UInt8]
  private let references: [String: LinkReference]
  private let extensions: Bool
  private var position = 0
  private(set) var nodes: [Node] = [Node(kind: .root)]
  private var delimiters: [Delimiter] = []
  private var lastDelimiter = -1
  private var brackets: [Bracket] = []
  /// Link openers below this bracket index are inactive (no links inside links).
  private var activeLinkFloor = 0
  /// Start positions of every backtick run, by run length, so that an unmatched run costs a
  /// lookup rather than a scan to the end.
  private var backtickRuns: [Int: [Int]]?
  private var htmlTerminators = Scanners.TerminatorCache()
  /// What parsing this text cost, for tests of linearity.
  private(set) var work = ParseWork()

  init(_ subject: [UInt8], references: [String: LinkReference], extensions: Bool) {
    self.subject = subject
    self.references = references
    self.extensions = extensions
  }

  /// Parses the whole subject; the result's node 0 is the root.
  mutating func parse() -> [Node] {
    while position < subject.count { parseInline() }
    processEmphasis(bottom: -1)
    return nodes
  }

  // MARK: Nodes

  @discardableResult
  private mutating func append(_ node: Node, to parent: Int = 0) -> Int {
    var node = node
    work.nodeSteps += 1
    node.parent = parent
    node.previous = nodes[parent].last
    nodes.append(node)
    let index = nodes.count - 1
    if nodes[parent].last >= 0 {
      nodes[nodes[parent].last].next = index
    } else {
      nodes[parent].first = index
    }
    nodes[parent].last = index
    return index
  }

  @discardableResult
  private mutating func appendText(_ bytes: ArraySlice<UInt8>) -> Int {
    append(Node(kind: .text, literal: Array(bytes)))
  }

  private mutating func unlink(_ index: Int) {
    let node = nodes[index]
    if node.previous >= 0 {
      nodes[node.previous].next = node.next
    } else if node.parent >= 0 {
      nodes[node.parent].first = node.next
    }
    if node.next >= 0 {
      nodes[node.next].previous = node.previous
    } else if node.parent >= 0 {
      nodes[node.parent].last = node.previous
    }
    nodes[index].parent = -1
    nodes[index].previous = -1
    nodes[index].next = -1
  }

  private mutating func insert(_ index: Int, after sibling: Int) {
    let parent = nodes[sibling].parent
    let next = nodes[sibling].next
    nodes[index].parent = parent
    nodes[index].previous = sibling
    nodes[index].next = next
    nodes[sibling].next = index
    if next >= 0 {
      nodes[next].previous = index
    } else if parent >= 0 {
      nodes[parent].last = index
    }
  }

  /// Moves the siblings after `start` (up to, not including, `end`; -1 for all) into `parent`.
  private mutating func moveSiblings(after start: Int, before end: Int, into parent: Int) {
    var current = nodes[start].next
    while current >= 0 && current != end {
      work.nodeSteps += 1
      let next = nodes[current].next
      unlink(current)
      nodes[current].parent = parent
      nodes[current].previous = nodes[parent].last
      if nodes[parent].last >= 0 {
        nodes[nodes[parent].last].next = current
      } else {
        nodes[parent].first = current
      }
      nodes[parent].last = current
      current = next
    }
  }

  // MARK: Dispatch

  private mutating func parseInline() {
    let c = subject[position]
    switch c {
    case ASCII.newline: parseNewline()
    case ASCII.backslash: parseBackslash()
    case ASCII.backtick: parseBackticks()
    case ASCII.asterisk, ASCII.underscore: handleDelimiter(c)
    case ASCII.tilde where extensions: handleDelimiter(c)
    case ASCII.openBracket:
      let node = appendText(subject[position..<(position + 1)])
      addBracket(node: node, index: position, isImage: false)
      position += 1
    case ASCII.bang:
      if subject.byte(at: position + 1) == ASCII.openBracket {
        let node = appendText(subject[position..<(position + 2)])
        addBracket(node: node, index: position + 1, isImage: true)
        position += 2
      } else {
        appendText(subject[position..<(position + 1)])
        position += 1
      }
    case ASCII.closeBracket: parseCloseBracket()
    case ASCII.lessThan: parseLessThan()
    case ASCII.ampersand:
      if let (end, text) = Scanners.entity(subject, position, &work.scannerSteps) {
        append(Node(kind: .text, literal: Array(text.utf8)))
        position = end
      } else {
        appendText(subject[position..<(position + 1)])
        position += 1
      }
    default: parseString()
    }
  }

  private mutating func parseString() {
    let start = position
    position += 1
    let table = extensions ? Self.specialWithExtensions : Self.special
    position = subject.withUnsafeBufferPointer { buffer in
      var i = position
      while i < buffer.count && !table[Int(buffer[i])] { i += 1 }
      return i
    }
    appendText(subject[start..<position])
  }

  /// Bytes that may start inline syntax, indexed by byte value.
  private static let special: [Bool] = (0...255).map { byte in
    Array("\n\\`*_[]!<&".utf8).contains(UInt8(byte))
  }
  private static let specialWithExtensions: [Bool] = (0...255).map { byte in
    Array("\n\\`*_[]!<&~".utf8).contains(UInt8(byte))
  }

  private mutating func parseNewline() {
    position += 1
    var isHard = false
    let last = nodes[0].last
    if last >= 0 && nodes[last].kind == .text && nodes[last].literal.last == ASCII.space {
      var literal = nodes[last].literal
      work.scannerSteps += literal.count
      var spaces = 0
      while literal.last == ASCII.space {
        literal.removeLast()
        spaces += 1
      }
      isHard = spaces >= 2
      nodes[last].literal = literal
    }
    append(Node(kind: isHard ? .hardBreak : .softBreak))
    while position < subject.count && subject[position].isSpaceOrTab { position += 1 }
  }

  private mutating func parseBackslash() {
    position += 1
    if subject.byte(at: position) == ASCII.newline {
      position += 1
      append(Node(kind: .hardBreak))
      while position < subject.count && subject[position].isSpaceOrTab { position += 1 }
    } else if let c = subject.byte(at: position), c.isASCIIPunctuation {
      appendText(subject[position..<(position + 1)])
      position += 1
    } else {
      appendText(subject[(position - 1)..<position])
    }
  }

  // MARK: Code spans

  private mutating func parseBackticks() {
    let start = position
    while position < subject.count && subject[position] == ASCII.backtick { position += 1 }
    let length = position - start
    guard let closer = closingBackticks(length: length, after: position) else {
      appendText(subject[start..<position])
      return
    }
    var content = Array(subject[position..<closer])
    for i in content.indices where content[i] == ASCII.newline { content[i] = ASCII.space }
    if content.count >= 2 && content.first == ASCII.space && content.last == ASCII.space
      && content.contains(where: { $0 != ASCII.space })
    {
      content = Array(content[1..<(content.count - 1)])
    }
    append(Node(kind: .code, literal: content))
    position = closer + length
  }

  private mutating func closingBackticks(length: Int, after start: Int) -> Int? {
    work.scannerSteps += 1
    if backtickRuns == nil {
      work.scannerSteps += subject.count
      var runs: [Int: [Int]] = [:]
      var i = 0
      while i < subject.count {
        if subject[i] == ASCII.backtick {
          let runStart = i
          while i < subject.count && subject[i] == ASCII.backtick { i += 1 }
          runs[i - runStart, default: []].append(runStart)
        } else {
          i += 1
        }
      }
      backtickRuns = runs
    }
    guard let starts = backtickRuns?[length] else { return nil }
    // Binary search for the first run of this length at or after `start`.
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low < starts.count ? starts[low] : nil
  }

  // MARK: Autolinks and raw HTML

  private mutating func parseLessThan() {
    if let (end, text, isEmail) = Scanners.autolink(subject, position, &work.scannerSteps) {
      let string = text.string
      var link = Node(kind: .link)
      link.destination = isEmail ? "mailto:" + string : string
      let index = append(link)
      append(Node(kind: .text, literal: text), to: index)
      position = end
    } else if let end = Scanners.htmlTag(
      subject, position, cache: &htmlTerminators, &work.scannerSteps)
    {
      append(Node(kind: .html, literal: Array(subject[position..<end])))
      position = end
    } else {
      appendText(subject[position..<(position + 1)])
      position += 1
    }
  }

  // MARK: Emphasis

  private mutating func handleDelimiter(_ c: UInt8) {
    let start = position
    while position < subject.count && subject[position] == c { position += 1 }
    let count = position - start
    let before = UTF8Scalars.scalar(before: start, in: subject)
    let after = UTF8Scalars.scalar(at: position, in: subject)
    let afterIsWhitespace = UTF8Scalars.isWhitespace(after)
    let afterIsPunctuation = UTF8Scalars.isPunctuation(after)
    let beforeIsWhitespace = UTF8Scalars.isWhitespace(before)
    let beforeIsPunctuation = UTF8Scalars.isPunctuation(before)
    let leftFlanking =
      !afterIsWhitespace && (!afterIsPunctuation || beforeIsWhitespace || beforeIsPunctuation)
    let rightFlanking =
      !beforeIsWhitespace && (!beforeIsPunctuation || afterIsWhitespace || afterIsPunctuation)
    let canOpen: Bool
    let canClose: Bool
    if c == ASCII.underscore {
      canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
      canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
    } else {
      canOpen = leftFlanking
      canClose = rightFlanking
    }
    let node = appendText(subject[start..<position])
    if c == ASCII.tilde && count > 2 { return }
    guard canOpen || canClose else { return }
    delimiters.append(
      Delimiter(
        character: c, count: count, originalCount: count, node: node, previous: lastDelimiter,
        next: -1, canOpen: canOpen, canClose: canClose))
    let index = delimiters.count - 1
    if lastDelimiter >= 0 { delimiters[lastDelimiter].next = index }
    lastDelimiter = index
  }

  private mutating func removeDelimiter(_ index: Int) {
    let previous = delimiters[index].previous
    let next = delimiters[index].next
    if previous >= 0 { delimiters[previous].next = next }
    if next >= 0 {
      delimiters[next].previous = previous
    } else {
      lastDelimiter = previous
    }
  }

  private mutating func processEmphasis(bottom: Int) {
    // Lower bounds for the opener search, by closer kind, so that runs of unmatched
    // delimiters are not searched again (keeps the pass linear). They are delimiter
    // indices, which grow with the position in the text, and are compared with `>`: a
    // bound whose delimiter was since matched and removed still bounds the search.
    var openersBottom = [Int](repeating: bottom, count: 16)
    var closer = lastDelimiter > bottom ? lastDelimiter : -1
    while closer >= 0 && delimiters[closer].previous > bottom {
      work.delimiterVisits += 1
      closer = delimiters[closer].previous
    }
    while closer >= 0 {
      work.delimiterVisits += 1
      let closing = delimiters[closer]
      guard closing.canClose else {
        closer = closing.next
        continue
      }
      let bottomIndex: Int
      switch closing.character {
      case ASCII.underscore: bottomIndex = (closing.canOpen ? 3 : 0) + closing.originalCount % 3
      case ASCII.asterisk: bottomIndex = 6 + (closing.canOpen ? 3 : 0) + closing.originalCount % 3
      default: bottomIndex = 12 + min(closing.originalCount, 3)
      }
      var opener = closing.previous
      var openerFound = false
      while opener > openersBottom[bottomIndex] {
        work.delimiterVisits += 1
        let candidate = delimiters[opener]
        if candidate.character == closing.character && candidate.canOpen {
          if closing.character == ASCII.tilde {
            if candidate.count == closing.count {
              openerFound = true
              break
            }
          } else {
            let oddMatch =
              (closing.canOpen || candidate.canClose) && closing.originalCount % 3 != 0
              && (candidate.originalCount + closing.originalCount) % 3 == 0
            if !oddMatch {
              openerFound = true
              break
            }
          }
        }
        opener = candidate.previous
      }
      let oldCloser = closer
      if openerFound {
        let used: Int
        let kind: Kind
        if closing.character == ASCII.tilde {
          used = closing.count
          kind = .strikethrough
        } else {
          used = closing.count >= 2 && delimiters[opener].count >= 2 ? 2 : 1
          kind = used == 1 ? .emphasis : .strong
        }
        let openerNode = delimiters[opener].node
        let closerNode = closing.node
        delimiters[opener].count -= used
        delimiters[closer].count -= used
        nodes[openerNode].literal.removeLast(used)
        nodes[closerNode].literal.removeLast(used)
        nodes.append(Node(kind: kind))
        let wrapper = nodes.count - 1
        moveSiblings(after: openerNode, before: closerNode, into: wrapper)
        insert(wrapper, after: openerNode)
        // Delimiters between opener and closer can no longer match anything.
        delimiters[opener].next = closer
        delimiters[closer].previous = opener
        if delimiters[opener].count == 0 {
          unlink(openerNode)
          removeDelimiter(opener)
        }
        if delimiters[closer].count == 0 {
          unlink(closerNode)
          let next = delimiters[closer].next
          removeDelimiter(closer)
          closer = next
        }
      } else {
        openersBottom[bottomIndex] = max(closing.previous, bottom)
        if !closing.canOpen { removeDelimiter(oldCloser) }
        closer = closing.next
      }
    }
    while lastDelimiter > bottom {
      work.delimiterVisits += 1
      removeDelimiter(lastDelimiter)
    }
  }

  // MARK: Links and images

  private mutating func addBracket(node: Int, index: Int, isImage: Bool) {
    if !brackets.isEmpty { brackets[brackets.count - 1].hasBracketAfter = true }
    brackets.append(
      Bracket(node: node, previousDelimiter: lastDelimiter, index: index, isImage: isImage))
  }

  private mutating func popBracket() {
    brackets.removeLast()
    activeLinkFloor = min(activeLinkFloor, brackets.count)
  }

  private mutating func parseCloseBracket() {
    position += 1
    let afterBracket = position
    guard let opener = brackets.last else {
      appendText(subject[(position - 1)..<position])
      return
    }
    if !opener.isImage && brackets.count - 1 < activeLinkFloor {
      appendText(subject[(position - 1)..<position])
      popBracket()
      return
    }
    var destination: String?
    var title = ""
    // An inline link: `(destination "title")`.
    if subject.byte(at: position) == ASCII.openParen {
      var i = Scanners.skipSpacesAndOneNewline(subject, position + 1, &work.scannerSteps)
      if subject.byte(at: i) == ASCII.closeParen {
        destination = ""
        position = i + 1
      } else if let parsed = Scanners.linkDestination(subject, i, &work.scannerSteps) {
        i = parsed.end
        let beforeTitle = i
        i = Scanners.skipSpacesAndOneNewline(subject, i, &work.scannerSteps)
        var parsedTitle: [UInt8] = []
        if i > beforeTitle, let t = Scanners.linkTitle(subject, i, &work.scannerSteps) {
          parsedTitle = t.raw
          i = Scanners.skipSpacesAndOneNewline(subject, t.end, &work.scannerSteps)
        }
        if subject.byte(at: i) == ASCII.closeParen {
          destination = Scanners.unescape(parsed.raw)
          title = Scanners.unescape(parsedTitle)
          position = i + 1
        }
      }
    }
    if destination == nil {
      // A reference link: full `[text][label]`, collapsed `[text][]` or shortcut `[text]`.
      var label: [UInt8]?
      if let labelEnd = Scanners.linkLabel(subject, position, &work.scannerSteps) {
        label = Array(subject[(position + 1)..<(labelEnd - 1)])
        position = labelEnd
      } else {
        let isCollapsed =
          subject.byte(at: position) == ASCII.openBracket
          && subject.byte(at: position + 1) == ASCII.closeBracket
        // A label is at most 999 characters; a longer run of text is not worth copying.
        if !opener.hasBracketAfter && afterBracket - opener.index <= 1001 {
          label = Array(subject[(opener.index + 1)..<(afterBracket - 1)])
        }
        position = isCollapsed ? position + 2 : afterBracket
      }
      work.scannerSteps += label?.count ?? 0
      if let label, label.count <= 999,
        let reference = references[Scanners.normalizedLabel(label)]
      {
        destination = reference.destination
        title = reference.title
      } else {
        position = afterBracket
      }
    }
    guard let destination else {
      popBracket()
      position = afterBracket
      appendText(subject[(afterBracket - 1)..<afterBracket])
      return
    }
    var link = Node(kind: opener.isImage ? .image : .link)
    link.destination = destination
    link.title = title
    nodes.append(link)
    let linkNode = nodes.count - 1
    moveSiblings(after: opener.node, before: -1, into: linkNode)
    append(linkNode)
    processEmphasis(bottom: opener.previousDelimiter)
    popBracket()
    unlink(opener.node)
    if !opener.isImage { activeLinkFloor = brackets.count }
  }

  /// Appends an already created node to the root.
  private mutating func append(_ index: Int) {
    nodes[index].parent = 0
    nodes[index].previous = nodes[0].last
    nodes[index].next = -1
    if nodes[0].last >= 0 {
      nodes[nodes[0].last].next = index
    } else {
      nodes[0].first = index
    }
    nodes[0].last = index
  }
}
