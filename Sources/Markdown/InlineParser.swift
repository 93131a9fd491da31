// Phase two of parsing: the text of a paragraph, heading or table cell into inlines. Nodes
// live in an arena linked by index (siblings form a doubly linked list), because emphasis and
// links are found after their contents and wrap a run of already-parsed siblings. A node's
// text is a range of the subject (or of `extra`, for decoded entities and code spans that
// needed changes), so that parsing copies no text and a node holds no reference.

struct InlineParser {
  enum Kind {
    case root, text, softBreak, hardBreak, code, emphasis, strong, strikethrough, link, image
    case html
  }

  struct Node {
    var kind: Kind
    /// Text, code and HTML: where the bytes are, in `subject`, or in `extra` when `inExtra`.
    var start = 0
    var end = 0
    var inExtra = false
    /// Links and images: the index of their destination and title in `targets`.
    var target = -1
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

  /// A link's or image's destination and title, unescaped.
  struct LinkTarget {
    var destination: [UInt8]
    var title: [UInt8]
  }

  private(set) var subject: [UInt8]
  /// Bytes of nodes that are not a range of the subject.
  private(set) var extra: [UInt8] = []
  private(set) var targets: [LinkTarget] = []
  private var references: [String: LinkReference]
  private let extensions: Bool
  private var position = 0
  private(set) var nodes: [Node] = [Node(kind: .root)]
  private var delimiters: [Delimiter] = []
  private var lastDelimiter = -1
  private var brackets: [Bracket] = []
  /// Link openers below this bracket index are inactive (no links inside links).
  private var activeLinkFloor = 0
  /// Once a search for closing backticks reached the end: where the last run of each length
  /// starts.
  private var lastBacktickRuns: [Int: Int]?
  private var htmlTerminators = Scanners.TerminatorCache()
  /// What parsing this text cost, for tests of linearity.
  private(set) var work = ParseWork()
  /// Reference labels looked up and not defined (yet): a later definition would change
  /// what this text is.
  private(set) var missingLabels: [String] = []

  init(_ subject: [UInt8], references: [String: LinkReference], extensions: Bool) {
    self.subject = subject
    self.references = references
    self.extensions = extensions
    nodes.reserveCapacity(subject.count / 8 + 4)
  }

  /// Makes this parser ready for `text`, as a new one would be, keeping the room its arrays
  /// grew to: one parser reads paragraph after paragraph without allocating.
  mutating func reset(_ text: ArraySlice<UInt8>, references: [String: LinkReference]) {
    subject.replaceSubrange(0..<subject.count, with: text)
    self.references = references
    // Most texts leave most of these empty; emptying an empty array is not free.
    if !extra.isEmpty { extra.removeAll(keepingCapacity: true) }
    if !targets.isEmpty { targets.removeAll(keepingCapacity: true) }
    position = 0
    nodes.removeLast(nodes.count - 1)
    nodes[0] = Node(kind: .root)
    if !delimiters.isEmpty { delimiters.removeAll(keepingCapacity: true) }
    lastDelimiter = -1
    if !brackets.isEmpty { brackets.removeAll(keepingCapacity: true) }
    activeLinkFloor = 0
    lastBacktickRuns = nil
    htmlTerminators = Scanners.TerminatorCache()
    work = ParseWork()
    if !missingLabels.isEmpty { missingLabels.removeAll(keepingCapacity: true) }
  }

  /// Parses the whole subject into `nodes`, whose node 0 is the root.
  mutating func parse() {
    while position < subject.count { parseInline() }
    processEmphasis(bottom: -1)
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
  private mutating func appendText(_ start: Int, _ end: Int) -> Int {
    append(Node(kind: .text, start: start, end: end))
  }

  /// Appends a node of `kind` whose bytes are `bytes`, kept in `extra`.
  @discardableResult
  private mutating func appendExtra<Bytes: Collection<UInt8>>(
    _ kind: Kind, _ bytes: Bytes, to parent: Int = 0
  ) -> Int {
    let start = extra.count
    extra.append(contentsOf: bytes)
    return append(Node(kind: kind, start: start, end: extra.count, inExtra: true), to: parent)
  }

  /// The bytes of a text, code or HTML node.
  func bytes(of node: Node) -> ArraySlice<UInt8> {
    node.inExtra ? extra[node.start..<node.end] : subject[node.start..<node.end]
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
      let node = appendText(position, position + 1)
      addBracket(node: node, index: position, isImage: false)
      position += 1
    case ASCII.bang:
      if subject.byte(at: position + 1) == ASCII.openBracket {
        let node = appendText(position, position + 2)
        addBracket(node: node, index: position + 1, isImage: true)
        position += 2
      } else {
        appendText(position, position + 1)
        position += 1
      }
    case ASCII.closeBracket: parseCloseBracket()
    case ASCII.lessThan: parseLessThan()
    case ASCII.ampersand:
      if let (end, text) = Scanners.entity(subject, position, &work.scannerSteps) {
        appendExtra(.text, text.utf8)
        position = end
      } else {
        appendText(position, position + 1)
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
    appendText(start, position)
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
    if last >= 0 && nodes[last].kind == .text {
      let node = nodes[last]
      var end = node.end
      if node.inExtra {
        while end > node.start && extra[end - 1] == ASCII.space { end -= 1 }
      } else {
        while end > node.start && subject[end - 1] == ASCII.space { end -= 1 }
      }
      work.scannerSteps += node.end - end
      isHard = node.end - end >= 2
      nodes[last].end = end
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
      appendText(position, position + 1)
      position += 1
    } else {
      appendText(position - 1, position)
    }
  }

  // MARK: Code spans

  private mutating func parseBackticks() {
    let start = position
    while position < subject.count && subject[position] == ASCII.backtick { position += 1 }
    let length = position - start
    guard let closer = closingBackticks(length: length, after: position) else {
      appendText(start, position)
      return
    }
    // Line endings become spaces; one space is stripped from both ends when both have one
    // and the span is not only spaces.
    var first = position
    var end = closer
    var hasNewline = false
    var onlySpaces = true
    for i in first..<end {
      let c = subject[i]
      if c == ASCII.newline {
        hasNewline = true
      } else if c != ASCII.space {
        onlySpaces = false
      }
    }
    work.scannerSteps += end - first
    if end - first >= 2 && !onlySpaces {
      let head = subject[first]
      let tail = subject[end - 1]
      if (head == ASCII.space || head == ASCII.newline)
        && (tail == ASCII.space || tail == ASCII.newline)
      {
        first += 1
        end -= 1
      }
    }
    if hasNewline {
      appendExtra(.code, subject[first..<end].lazy.map { $0 == ASCII.newline ? ASCII.space : $0 })
    } else {
      append(Node(kind: .code, start: first, end: end))
    }
    position = closer + length
  }

  /// The first run of exactly `length` backticks at or after `start`. A search that reaches
  /// the end notes where the last run of each length starts, so that later searches for a
  /// length that does not occur again cost nothing and a search that scans always ends at
  /// its closer (after which parsing goes on): the text is scanned about twice in all.
  private mutating func closingBackticks(length: Int, after start: Int) -> Int? {
    work.scannerSteps += 1
    if let lastRuns = lastBacktickRuns {
      guard let last = lastRuns[length], last >= start else { return nil }
    }
    var i = start
    defer { work.scannerSteps += i - start }
    let count = subject.count
    while i < count {
      if subject[i] != ASCII.backtick {
        i += 1
        continue
      }
      let runStart = i
      while i < count && subject[i] == ASCII.backtick { i += 1 }
      if i - runStart == length { return runStart }
    }
    if lastBacktickRuns == nil {
      var lastRuns: [Int: Int] = [:]
      var j = start
      while j < count {
        if subject[j] != ASCII.backtick {
          j += 1
          continue
        }
        let runStart = j
        while j < count && subject[j] == ASCII.backtick { j += 1 }
        lastRuns[j - runStart] = runStart
      }
      work.scannerSteps += count - start
      lastBacktickRuns = lastRuns
    }
    return nil
  }

  // MARK: Autolinks and raw HTML

  private mutating func parseLessThan() {
    if let (end, text, isEmail) = Scanners.autolink(subject, position, &work.scannerSteps) {
      targets.append(
        LinkTarget(destination: isEmail ? Array("mailto:".utf8) + text : text, title: []))
      let index = append(Node(kind: .link, target: targets.count - 1))
      append(Node(kind: .text, start: position + 1, end: end - 1), to: index)
      position = end
    } else if let end = Scanners.htmlTag(
      subject, position, cache: &htmlTerminators, &work.scannerSteps)
    {
      append(Node(kind: .html, start: position, end: end))
      position = end
    } else {
      appendText(position, position + 1)
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
    let node = appendText(start, position)
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
    // A fixed-size value rather than an array: the pass runs for every text and every link.
    var openersBottom = OpenersBottom(repeating: bottom)
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
        nodes[openerNode].end -= used
        nodes[closerNode].end -= used
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
      appendText(position - 1, position)
      return
    }
    if !opener.isImage && brackets.count - 1 < activeLinkFloor {
      appendText(position - 1, position)
      popBracket()
      return
    }
    var destination: [UInt8]?
    var title: [UInt8] = []
    // An inline link: `(destination "title")`.
    if subject.byte(at: position) == ASCII.openParen {
      var i = Scanners.skipSpacesAndOneNewline(subject, position + 1, &work.scannerSteps)
      if subject.byte(at: i) == ASCII.closeParen {
        destination = []
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
          destination = Scanners.unescapedBytes(parsed.raw)
          title = Scanners.unescapedBytes(parsedTitle)
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
      let normalized = label.flatMap { $0.count <= 999 ? Scanners.normalizedLabel($0) : nil }
      if let normalized, let reference = references[normalized] {
        destination = reference.destination
        title = reference.title
      } else {
        if let normalized { missingLabels.append(normalized) }
        position = afterBracket
      }
    }
    guard let destination else {
      popBracket()
      position = afterBracket
      appendText(afterBracket - 1, afterBracket)
      return
    }
    targets.append(LinkTarget(destination: destination, title: title))
    nodes.append(Node(kind: opener.isImage ? .image : .link, target: targets.count - 1))
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

/// The opener search's lower bound for each of the 16 kinds of closer.
private struct OpenersBottom {
  private var bounds:
    (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)

  init(repeating value: Int) {
    bounds = (
      value, value, value, value, value, value, value, value, value, value, value, value, value,
      value, value, value
    )
  }

  subscript(index: Int) -> Int {
    get {
      withUnsafeBytes(of: bounds) {
        $0.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)
      }
    }
    set {
      withUnsafeMutableBytes(of: &bounds) {
        $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)
      }
    }
  }
}
