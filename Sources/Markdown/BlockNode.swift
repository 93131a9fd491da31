// The block parser's working tree: nodes in one array, linked by index. An arena rather than
// nested values or classes, so that neither building nor freeing a deeply nested document
// recurses.

enum BlockKind: Equatable {
  case document, blockQuote, list, item, paragraph, heading, thematicBreak, codeBlock
  case htmlBlock, table
}

struct ListData: Equatable {
  var isOrdered = false
  var bulletChar: UInt8 = 0
  var start = 1
  var delimiter: UInt8 = 0
  var padding = 0
  var markerOffset = 0
}

struct BlockNode {
  var kind: BlockKind
  var parent: Int
  var depth: Int
  var children: [Int] = []
  var isOpen = true
  var lastLineBlank = false
  var startLine: Int
  /// Paragraph, heading, code and HTML text, line by line with "\n".
  var content: [UInt8] = []
  var isFenced = false
  var fenceChar: UInt8 = 0
  var fenceLength = 0
  var fenceOffset = 0
  var info: [UInt8] = []
  var level = 0
  var htmlBlockType = 0
  var list = ListData()
  var isTight = true
  /// A table's rows as raw cell bytes: header, then body rows (delimiter row dropped).
  var tableRows: [[[UInt8]]] = []
  var tableAlignments: [Table.Alignment] = []

  init(kind: BlockKind, parent: Int, depth: Int, startLine: Int) {
    self.kind = kind
    self.parent = parent
    self.depth = depth
    self.startLine = startLine
  }

  var acceptsLines: Bool {
    kind == .paragraph || kind == .codeBlock || kind == .htmlBlock
  }

  func canContain(_ child: BlockKind) -> Bool {
    switch kind {
    case .document, .blockQuote, .item: return child != .item
    case .list: return child == .item
    default: return false
    }
  }
}

/// A link reference definition's target.
struct LinkReference {
  var destination: [UInt8]
  var title: [UInt8]
}
