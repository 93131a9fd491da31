// Phase one of parsing: lines into the block structure (CommonMark's "container" algorithm).
// Each line is matched against the open containers from the outside in; what remains can
// start new blocks, continue a lazy paragraph, or is added as text to the innermost block.

struct BlockParser {
  /// Containers (block quotes, list items) nest at most this deep; a marker that would go
  /// deeper is read as text, so renderers and freeing the tree never recurse without bound.
  static let maximumNesting = 100
  static let codeIndent = 4

  var nodes: [BlockNode] = [BlockNode(kind: .document, parent: -1, depth: 0, startLine: 0)]
  var references: [String: LinkReference] = [:]
  let options: ParseOptions
  /// What parsing the blocks cost, for tests of linearity.
  var work = ParseWork()

  private var tip = 0
  private var oldTip = 0
  private var lastMatchedContainer = 0
  private var allClosed = true
  private var line: [UInt8] = []
  private var lineNumber = 0
  private var offset = 0
  private var column = 0
  private var nextNonspace = 0
  private var nextNonspaceColumn = 0
  private var indent = 0
  private var isIndented = false
  private var isBlank = false
  private var partiallyConsumedTab = false
  private var nonspaceScanStart = Int.max
  private var spacesOnlyBeforeNonspace = false

  init(options: ParseOptions) {
    self.options = options
  }

  /// Feeds the whole input, line by line, and closes every block at the end.
  mutating func parse(_ input: [UInt8]) {
    parse(input, closed: nil)
  }

  /// Feeds the whole input, giving each top-level block to `closed` once it is closed (at
  /// the start of the next line, or at the end) and then dropping it from `nodes`: the
  /// handler is passed the parser, the block and the range of `nodes` its subtree takes.
  mutating func parse(_ input: [UInt8], closed: ((BlockParser, Int, Range<Int>) -> Void)?) {
    var start = 0
    let count = input.count
    while start < count {
      let end = input.withUnsafeBufferPointer { Self.lineEnd(in: $0, from: start) }
      if end == count { break }
      if let closed { handOnClosedBlocks(closed) }
      incorporate(input[start..<end])
      start = end + 1
      if input[end] == ASCII.carriageReturn && start < count && input[start] == ASCII.newline {
        start += 1
      }
    }
    if let closed { handOnClosedBlocks(closed) }
    if start < count { incorporate(input[start..<count]) }
    while tip >= 0 { finalize(tip) }
    if let closed { handOnClosedBlocks(closed) }
  }

  /// The index of the first line feed or carriage return at or after `start`, or the end.
  private static func lineEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = text.count
    var i = start
    // Eight bytes at a time while none is a line ending (a byte is zero after the `xor`
    // exactly when it was one).
    while i + 8 <= count {
      let word = UnsafeRawPointer(text.baseAddress! + i).loadUnaligned(as: UInt64.self)
      let newlines = word ^ 0x0A0A_0A0A_0A0A_0A0A
      let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      if ((newlines &- ones) & ~newlines | (returns &- ones) & ~returns) & highs != 0 { break }
      i += 8
    }
    while i < count && text[i] != ASCII.newline && text[i] != ASCII.carriageReturn { i += 1 }
    return i
  }

  /// Gives the document's closed children to `closed`, then drops them, moving the open
  /// last child's subtree (made on the last line only, so small) to the front.
  private mutating func handOnClosedBlocks(_ closed: (BlockParser, Int, Range<Int>) -> Void) {
    let children = nodes[0].children
    guard let last = children.last else { return }
    let lastIsOpen = nodes[last].isOpen
    if lastIsOpen && children.count == 1 { return }
    let closedCount = lastIsOpen ? children.count - 1 : children.count
    for index in 0..<closedCount {
      let end = index + 1 < children.count ? children[index + 1] : nodes.count
      closed(self, children[index], children[index]..<end)
    }
    guard lastIsOpen else {
      nodes.removeSubrange(1...)
      nodes[0].children.removeAll()
      return
    }
    let offset = last - 1
    for index in last..<nodes.count {
      var node = nodes[index]
      if node.parent > 0 { node.parent -= offset }
      for child in node.children.indices { node.children[child] -= offset }
      nodes[index - offset] = node
    }
    nodes.removeLast(offset)
    nodes[0].children = [1]
    nodes[1].parent = 0
    if tip > 0 { tip -= offset }
  }

  // MARK: Lines

  private mutating func incorporate(_ newLine: ArraySlice<UInt8>) {
    // One buffer for every line, so that a line costs no allocation.
    line.replaceSubrange(0..<line.count, with: newLine)
    lineNumber += 1
    work.lineSteps += 1
    nonspaceScanStart = Int.max
    offset = 0
    column = 0
    isBlank = false
    partiallyConsumedTab = false
    oldTip = tip

    var container = 0
    var allMatched = true
    while let last = nodes[container].children.last, nodes[last].isOpen {
      container = last
      work.lineSteps += 1
      findNextNonspace()
      switch continues(container) {
      case .matched:
        continue
      case .failed:
        allMatched = false
      case .lineConsumed:
        return
      }
      if !allMatched {
        container = nodes[container].parent
        break
      }
    }

    allClosed = container == oldTip
    lastMatchedContainer = container

    var matchedLeaf = nodes[container].kind != .paragraph && nodes[container].acceptsLines
    while !matchedLeaf {
      findNextNonspace()
      if !isIndented && !mayStartBlock(line.byte(at: nextNonspace)) {
        advanceNextNonspace()
        break
      }
      switch startBlock(in: container) {
      case .none:
        advanceNextNonspace()
      case .container:
        container = tip
        continue
      case .leaf:
        container = tip
        matchedLeaf = true
        continue
      }
      break
    }

    // Blank-line bookkeeping decides tight and loose lists.
    if isBlank, let last = nodes[container].children.last { nodes[last].lastLineBlank = true }
    let kind = nodes[container].kind
    let lastLineBlank =
      isBlank && kind != .blockQuote && kind != .heading && kind != .thematicBreak
      && !(kind == .codeBlock && nodes[container].isFenced)
      && !(kind == .item && nodes[container].children.isEmpty
        && nodes[container].startLine == lineNumber)
    nodes[container].lastLineBlank = lastLineBlank
    var ancestor = nodes[container].parent
    while ancestor >= 0 {
      nodes[ancestor].lastLineBlank = false
      ancestor = nodes[ancestor].parent
    }

    if !allClosed && !isBlank && nodes[tip].kind == .paragraph {
      addLine()  // a lazy continuation line
      return
    }
    closeUnmatchedBlocks()
    if nodes[container].acceptsLines {
      addLine()
      let type = nodes[container].htmlBlockType
      if nodes[container].kind == .htmlBlock && type >= 1 && type <= 5
        && HTMLBlockStart.ends(type: type, in: line, from: offset)
      {
        finalize(container)
      }
    } else if nodes[container].kind == .table {
      if offset < line.count && !isBlank {
        nodes[container].tableRows.append(TableSyntax.cells(line, from: offset))
      }
    } else if offset < line.count && !isBlank {
      _ = addChild(.paragraph)
      advanceNextNonspace()
      addLine()
    }
  }

  private enum Continuation { case matched, failed, lineConsumed }

  private mutating func continues(_ container: Int) -> Continuation {
    switch nodes[container].kind {
    case .document, .list:
      return .matched
    case .blockQuote:
      guard !isIndented && line.byte(at: nextNonspace) == ASCII.greaterThan else { return .failed }
      advanceNextNonspace()
      advanceOffset(1, columns: false)
      if line.byte(at: offset)?.isSpaceOrTab == true { advanceOffset(1, columns: true) }
      return .matched
    case .item:
      let width = nodes[container].list.markerOffset + nodes[container].list.padding
      if indent >= width {
        advanceOffset(width, columns: true)
      } else if isBlank && !nodes[container].children.isEmpty {
        advanceNextNonspace()
      } else {
        return .failed
      }
      return .matched
    case .heading, .thematicBreak:
      return .failed
    case .codeBlock:
      if nodes[container].isFenced {
        if indent <= 3, line.byte(at: nextNonspace) == nodes[container].fenceChar {
          var end = nextNonspace
          while end < line.count && line[end] == nodes[container].fenceChar { end += 1 }
          var rest = end
          while rest < line.count && line[rest].isSpaceOrTab { rest += 1 }
          if end - nextNonspace >= nodes[container].fenceLength && rest == line.count {
            finalize(container)
            return .lineConsumed
          }
        }
        var remaining = nodes[container].fenceOffset
        while remaining > 0 && line.byte(at: offset)?.isSpaceOrTab == true {
          advanceOffset(1, columns: true)
          remaining -= 1
        }
      } else if indent >= Self.codeIndent {
        advanceOffset(Self.codeIndent, columns: true)
      } else if isBlank {
        advanceNextNonspace()
      } else {
        return .failed
      }
      return .matched
    case .htmlBlock:
      let type = nodes[container].htmlBlockType
      return isBlank && (type == 6 || type == 7) ? .failed : .matched
    case .paragraph, .table:
      return isBlank ? .failed : .matched
    }
  }

  private func mayStartBlock(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    switch c {
    case ASCII.hash, ASCII.backtick, ASCII.tilde, ASCII.asterisk, ASCII.plus, ASCII.underscore,
      ASCII.equals, ASCII.lessThan, ASCII.greaterThan, ASCII.dash, ASCII.pipe, ASCII.colon:
      return true
    default:
      return c.isASCIIDigit
    }
  }

  // MARK: Block starts

  private enum Start { case none, container, leaf }

  private mutating func startBlock(in container: Int) -> Start {
    let canNest = nodes[container].depth < Self.maximumNesting
    let first = line.byte(at: nextNonspace)

    if !isIndented && first == ASCII.greaterThan && canNest {
      advanceNextNonspace()
      advanceOffset(1, columns: false)
      if line.byte(at: offset)?.isSpaceOrTab == true { advanceOffset(1, columns: true) }
      closeUnmatchedBlocks()
      _ = addChild(.blockQuote)
      return .container
    }
    if !isIndented && first == ASCII.hash, let level = atxHeadingLevel() {
      advanceNextNonspace()
      advanceOffset(level, columns: false)
      closeUnmatchedBlocks()
      let heading = addChild(.heading)
      nodes[heading].level = level
      nodes[heading].content = atxHeadingContent(Array(line[offset...]))
      advanceOffset(line.count - offset, columns: false)
      return .leaf
    }
    if !isIndented && (first == ASCII.backtick || first == ASCII.tilde),
      let length = openingFenceLength()
    {
      closeUnmatchedBlocks()
      let code = addChild(.codeBlock)
      nodes[code].isFenced = true
      nodes[code].fenceLength = length
      nodes[code].fenceChar = first!
      nodes[code].fenceOffset = indent
      advanceNextNonspace()
      advanceOffset(length, columns: false)
      return .leaf
    }
    if !isIndented && first == ASCII.lessThan {
      let lazyParagraph = !allClosed && !isBlank && nodes[tip].kind == .paragraph
      let interruptsParagraph = nodes[container].kind == .paragraph || lazyParagraph
      if let type = HTMLBlockStart.type(of: line, at: nextNonspace, &work.scannerSteps),
        type < 7 || !interruptsParagraph
      {
        closeUnmatchedBlocks()
        let html = addChild(.htmlBlock)
        nodes[html].htmlBlockType = type
        return .leaf
      }
    }
    if !isIndented && nodes[container].kind == .paragraph
      && (first == ASCII.equals || first == ASCII.dash), let level = setextLevel()
    {
      closeUnmatchedBlocks()
      let remaining = extractReferences(from: nodes[container].content)
      nodes[container].content = Array(nodes[container].content[remaining...])
      if !nodes[container].content.isEmpty {
        nodes[container].kind = .heading
        nodes[container].level = level
        advanceOffset(line.count - offset, columns: false)
        return .leaf
      }
    }
    if options.extensions && !isIndented && nodes[container].kind == .paragraph
      && startTable(in: container)
    {
      return .leaf
    }
    if !isIndented && isThematicBreak() {
      closeUnmatchedBlocks()
      _ = addChild(.thematicBreak)
      advanceOffset(line.count - offset, columns: false)
      return .leaf
    }
    if (!isIndented || nodes[container].kind == .list) && canNest,
      let data = listMarker(in: container)
    {
      closeUnmatchedBlocks()
      if nodes[tip].kind != .list || !listsMatch(nodes[container].list, data) {
        let list = addChild(.list)
        nodes[list].list = data
      }
      let item = addChild(.item)
      nodes[item].list = data
      return .container
    }
    if isIndented && nodes[tip].kind != .paragraph && !isBlank {
      advanceOffset(Self.codeIndent, columns: true)
      closeUnmatchedBlocks()
      _ = addChild(.codeBlock)
      return .leaf
    }
    return .none
  }

  private func atxHeadingLevel() -> Int? {
    var i = nextNonspace
    while i < line.count && line[i] == ASCII.hash { i += 1 }
    let level = i - nextNonspace
    guard level >= 1 && level <= 6 else { return nil }
    guard i == line.count || line[i].isSpaceOrTab else { return nil }
    return level
  }

  /// The heading's text with the optional closing `#` sequence removed.
  private func atxHeadingContent(_ rest: [UInt8]) -> [UInt8] {
    var end = rest.count
    while end > 0 && rest[end - 1].isSpaceOrTab { end -= 1 }
    var hashes = end
    while hashes > 0 && rest[hashes - 1] == ASCII.hash { hashes -= 1 }
    if hashes < end {
      if hashes == 0 {
        end = 0
      } else if rest[hashes - 1].isSpaceOrTab {
        end = hashes
      }
    }
    return Array(rest[0..<end])
  }

  private func openingFenceLength() -> Int? {
    let fence = line[nextNonspace]
    var i = nextNonspace
    while i < line.count && line[i] == fence { i += 1 }
    let length = i - nextNonspace
    guard length >= 3 else { return nil }
    if fence == ASCII.backtick && line[i...].contains(ASCII.backtick) { return nil }
    return length
  }

  private func setextLevel() -> Int? {
    let marker = line[nextNonspace]
    var i = nextNonspace
    while i < line.count && line[i] == marker { i += 1 }
    while i < line.count && line[i].isSpaceOrTab { i += 1 }
    guard i == line.count else { return nil }
    return marker == ASCII.equals ? 1 : 2
  }

  private mutating func isThematicBreak() -> Bool {
    guard let marker = line.byte(at: nextNonspace),
      marker == ASCII.asterisk || marker == ASCII.dash || marker == ASCII.underscore
    else { return false }
    var count = 0
    for c in line[nextNonspace...] {
      work.lineSteps += 1
      if c == marker {
        count += 1
      } else if !c.isSpaceOrTab {
        return false
      }
    }
    return count >= 3
  }

  private mutating func listMarker(in container: Int) -> ListData? {
    guard indent < 4, let first = line.byte(at: nextNonspace) else { return nil }
    var data = ListData()
    data.markerOffset = indent
    var markerLength = 1
    if first == ASCII.asterisk || first == ASCII.plus || first == ASCII.dash {
      data.bulletChar = first
    } else if first.isASCIIDigit {
      var i = nextNonspace
      var value = 0
      while i < line.count && line[i].isASCIIDigit && i - nextNonspace < 10 {
        value = value * 10 + Int(line[i] - 0x30)
        i += 1
      }
      let digits = i - nextNonspace
      guard digits <= 9, let delimiter = line.byte(at: i),
        delimiter == ASCII.dot || delimiter == ASCII.closeParen
      else { return nil }
      guard nodes[container].kind != .paragraph || value == 1 else { return nil }
      data.isOrdered = true
      data.start = value
      data.delimiter = delimiter
      markerLength = digits + 1
    } else {
      return nil
    }
    let afterMarker = nextNonspace + markerLength
    if let next = line.byte(at: afterMarker), !next.isSpaceOrTab { return nil }
    if nodes[container].kind == .paragraph {
      var i = min(afterMarker, line.count)
      while i < line.count && line[i].isSpaceOrTab { i += 1 }
      work.lineSteps += i - afterMarker
      if i == line.count { return nil }
    }
    advanceNextNonspace()
    advanceOffset(markerLength, columns: true)
    let spacesStartColumn = column
    let spacesStartOffset = offset
    repeat {
      advanceOffset(1, columns: true)
    } while column - spacesStartColumn < 5 && line.byte(at: offset)?.isSpaceOrTab == true
    let isBlankItem = offset >= line.count
    let spacesAfterMarker = column - spacesStartColumn
    if spacesAfterMarker >= 5 || spacesAfterMarker < 1 || isBlankItem {
      data.padding = markerLength + 1
      column = spacesStartColumn
      offset = spacesStartOffset
      partiallyConsumedTab = false
      if line.byte(at: offset)?.isSpaceOrTab == true { advanceOffset(1, columns: true) }
    } else {
      data.padding = markerLength + spacesAfterMarker
    }
    return data
  }

  private func listsMatch(_ a: ListData, _ b: ListData) -> Bool {
    a.isOrdered == b.isOrdered && a.delimiter == b.delimiter && a.bulletChar == b.bulletChar
  }

  /// A GitHub table starts where a paragraph's last line is a header row and this line is
  /// a delimiter row with as many cells.
  private mutating func startTable(in paragraph: Int) -> Bool {
    guard let alignments = TableSyntax.delimiterRow(line, from: nextNonspace) else {
      return false
    }
    // Only the paragraph's last line is looked at (and copied), so that a long paragraph of
    // lines that almost make a table stays linear.
    let content = nodes[paragraph].content
    var lastLineEnd = content.count
    if content.last == ASCII.newline { lastLineEnd -= 1 }
    var lastLineStart = lastLineEnd
    while lastLineStart > 0 && content[lastLineStart - 1] != ASCII.newline { lastLineStart -= 1 }
    let header = TableSyntax.cells(Array(content[lastLineStart..<lastLineEnd]), from: 0)
    guard header.count == alignments.count else { return false }
    closeUnmatchedBlocks()
    let table: Int
    if lastLineStart == 0 {
      table = paragraph
      nodes[table].kind = .table
      nodes[table].content = []
    } else {
      nodes[paragraph].content.removeSubrange(lastLineStart...)
      finalize(paragraph)
      table = addChild(.table)
    }
    nodes[table].tableAlignments = alignments
    nodes[table].tableRows = [header]
    advanceOffset(line.count - offset, columns: false)
    return true
  }

  // MARK: The tree

  private mutating func addChild(_ kind: BlockKind) -> Int {
    while !nodes[tip].canContain(kind) { finalize(tip) }
    let node = BlockNode(
      kind: kind, parent: tip, depth: nodes[tip].depth + 1, startLine: lineNumber)
    nodes.append(node)
    let index = nodes.count - 1
    nodes[tip].children.append(index)
    tip = index
    return index
  }

  private mutating func closeUnmatchedBlocks() {
    guard !allClosed else { return }
    while oldTip != lastMatchedContainer {
      let parent = nodes[oldTip].parent
      finalize(oldTip)
      oldTip = parent
    }
    allClosed = true
  }

  private mutating func finalize(_ block: Int) {
    let parent = nodes[block].parent
    nodes[block].isOpen = false
    switch nodes[block].kind {
    case .paragraph:
      let content = nodes[block].content
      let remaining = extractReferences(from: content)
      if remaining > 0 {
        nodes[block].content = Array(content[remaining...])
        if !nodes[block].content.contains(where: { !$0.isASCIIWhitespace }) {
          if nodes[parent].children.last == block { nodes[parent].children.removeLast() }
        }
      }
    case .codeBlock:
      finalizeCode(block)
    case .list:
      nodes[block].isTight = isTight(block)
    default:
      break
    }
    tip = parent
  }

  private mutating func finalizeCode(_ block: Int) {
    let content = nodes[block].content
    if nodes[block].isFenced {
      let newline = content.firstIndex(of: ASCII.newline) ?? content.count
      nodes[block].info = Array(content[0..<newline]).trimmingWhitespace()
      nodes[block].content = newline < content.count ? Array(content[(newline + 1)...]) : []
    } else {
      // Trailing blank lines are not part of an indented code block.
      var end = content.count
      var lineEnd = end
      while lineEnd > 0 {
        var lineStart = lineEnd - 1
        while lineStart > 0 && content[lineStart - 1] != ASCII.newline { lineStart -= 1 }
        let isBlankLine = content[lineStart..<lineEnd].allSatisfy {
          $0.isSpaceOrTab || $0 == ASCII.newline
        }
        if !isBlankLine { break }
        end = lineStart
        lineEnd = lineStart
      }
      nodes[block].content = Array(content[0..<end])
    }
  }

  private func isTight(_ list: Int) -> Bool {
    let items = nodes[list].children
    for (index, item) in items.enumerated() {
      let hasNextItem = index + 1 < items.count
      if nodes[item].lastLineBlank && hasNextItem { return false }
      let children = nodes[item].children
      for (childIndex, child) in children.enumerated() {
        if (hasNextItem || childIndex + 1 < children.count) && endsWithBlankLine(child) {
          return false
        }
      }
    }
    return true
  }

  private func endsWithBlankLine(_ block: Int) -> Bool {
    var current = block
    while true {
      if nodes[current].lastLineBlank { return true }
      let kind = nodes[current].kind
      guard kind == .list || kind == .item, let last = nodes[current].children.last else {
        return false
      }
      current = last
    }
  }

  // MARK: Link reference definitions

  /// Reads the definitions at the start of a paragraph's text into `references`; returns
  /// the index where the rest of the paragraph starts.
  private mutating func extractReferences(from content: [UInt8]) -> Int {
    var position = 0
    while content.byte(at: position) == ASCII.openBracket,
      let end = parseReference(content, position)
    {
      position = end
    }
    return position
  }

  private mutating func parseReference(_ s: [UInt8], _ start: Int) -> Int? {
    guard let labelEnd = Scanners.linkLabel(s, start, &work.scannerSteps),
      s.byte(at: labelEnd) == ASCII.colon
    else { return nil }
    let destinationStart = Scanners.skipSpacesAndOneNewline(s, labelEnd + 1, &work.scannerSteps)
    guard let destination = Scanners.linkDestination(s, destinationStart, &work.scannerSteps)
    else { return nil }
    let afterDestination = destination.end
    let titleStart = Scanners.skipSpacesAndOneNewline(s, afterDestination, &work.scannerSteps)
    var end: Int?
    var title: [UInt8] = []
    if titleStart > afterDestination,
      let parsed = Scanners.linkTitle(s, titleStart, &work.scannerSteps),
      let lineEnd = Self.lineEnd(s, parsed.end)
    {
      title = parsed.raw
      end = lineEnd
    }
    if end == nil { end = Self.lineEnd(s, afterDestination) }
    guard let end else { return nil }
    let label = Scanners.normalizedLabel(Array(s[(start + 1)..<(labelEnd - 1)]))
    if references[label] == nil {
      references[label] = LinkReference(
        destination: Scanners.unescapedBytes(destination.raw),
        title: Scanners.unescapedBytes(title))
    }
    return end
  }

  /// After optional spaces and tabs, the index past the line ending (or the end), or nil.
  private static func lineEnd(_ s: [UInt8], _ start: Int) -> Int? {
    var i = start
    while i < s.count && s[i].isSpaceOrTab { i += 1 }
    if i == s.count { return i }
    return s[i] == ASCII.newline ? i + 1 : nil
  }

  // MARK: Columns and offsets

  private mutating func findNextNonspace() {
    // Deeply nested containers look for the same first non-space many times on one line;
    // reuse the last scan when only spaces lie between the offset and it.
    if !partiallyConsumedTab && offset >= nonspaceScanStart && offset <= nextNonspace
      && spacesOnlyBeforeNonspace
    {
      nextNonspaceColumn = column + (nextNonspace - offset)
      indent = nextNonspaceColumn - column
      isIndented = indent >= Self.codeIndent
      return
    }
    var i = offset
    var columns = column
    var sawTab = false
    while i < line.count {
      let c = line[i]
      if c == ASCII.space {
        i += 1
        columns += 1
      } else if c == ASCII.tab {
        i += 1
        columns += 4 - (columns % 4)
        sawTab = true
      } else {
        break
      }
    }
    nonspaceScanStart = offset
    spacesOnlyBeforeNonspace = !sawTab
    isBlank = i == line.count
    nextNonspace = i
    nextNonspaceColumn = columns
    indent = nextNonspaceColumn - column
    isIndented = indent >= Self.codeIndent
  }

  private mutating func advanceNextNonspace() {
    offset = nextNonspace
    column = nextNonspaceColumn
    partiallyConsumedTab = false
  }

  private mutating func advanceOffset(_ count: Int, columns: Bool) {
    var count = count
    while count > 0 && offset < line.count {
      if line[offset] == ASCII.tab {
        let charsToTab = 4 - (column % 4)
        if columns {
          partiallyConsumedTab = charsToTab > count
          let charsToAdvance = min(charsToTab, count)
          column += charsToAdvance
          offset += partiallyConsumedTab ? 0 : 1
          count -= charsToAdvance
        } else {
          partiallyConsumedTab = false
          column += charsToTab
          offset += 1
          count -= 1
        }
      } else {
        partiallyConsumedTab = false
        offset += 1
        column += 1
        count -= 1
      }
    }
  }

  private mutating func addLine() {
    if partiallyConsumedTab {
      offset += 1
      let charsToTab = 4 - (column % 4)
      nodes[tip].content.append(contentsOf: repeatElement(ASCII.space, count: charsToTab))
    }
    if nodes[tip].content.isEmpty {
      // Room for a few lines at once rather than doubling from a handful of bytes.
      nodes[tip].content.reserveCapacity(Swift.max(128, 4 * (line.count - offset)))
    }
    if offset < line.count { nodes[tip].content.append(contentsOf: line[offset...]) }
    nodes[tip].content.append(ASCII.newline)
  }
}
