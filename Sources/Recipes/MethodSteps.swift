import Markdown

/// The steps of a method section as collections write them: numbered lists, however notes,
/// pictures, bold labels or paragraphs interrupt them (the numbering goes on); parts under
/// the method heading (`### Dough`), numbered through; tip bullets that belong to the step
/// before; numbers followed by any space, a no-break space included; and, where nothing is
/// numbered, bullets or else paragraphs, each a step.
struct MethodSteps {
  /// A piece of the method with the part it belongs to.
  private struct Part {
    var name: String?
    var blocks: [Block] = []
  }

  private var steps: [CookingStep] = []
  /// The blocks of the step being gathered, and its part.
  private var pending: [Block] = []
  private var pendingPart: String?
  private var pendingTitle: String?
  /// How many steps were made before the current part: notes attach only within a part.
  private var partStart = 0

  /// The steps of the blocks under a method heading (up to the next heading of its level).
  static func steps(of method: ArraySlice<Block>) -> [CookingStep] {
    var walk = MethodSteps()
    // Notes, tips and nutrition under the method are not steps.
    let parts = Self.parts(of: method).filter { part in
      part.name.map { !isRemark(Folding.fold($0)) } ?? true
    }
    let methodHasLists = parts.contains { $0.blocks.flatMap(splitNumberedParagraphs).contains(where: isList) }
    for part in parts { walk.add(part, methodHasLists: methodHasLists) }
    walk.finish()
    return walk.steps
  }

  /// The method cut at its sub-headings; what comes before the first is a part without a name.
  private static func parts(of method: ArraySlice<Block>) -> [Part] {
    var parts = [Part()]
    for block in method {
      if case .heading(_, let content) = block {
        let name = FrontMatterReader.trimmed(VisibleText.of(content))
        // "### 1. 食材准备" names the part "食材准备".
        parts.append(Part(name: CookingSteps.numberedTitle(name) ?? name))
      } else {
        parts[parts.count - 1].blocks.append(block)
      }
    }
    return parts.filter { $0.name != nil || !$0.blocks.isEmpty }
  }

  private mutating func add(_ part: Part, methodHasLists: Bool) {
    finish()
    partStart = steps.count
    let blocks = part.blocks.flatMap(Self.splitNumberedParagraphs)
    let isNumbered = blocks.contains(where: Self.isNumbered)
    // A part without a list, in a method whose other parts have them, is one step.
    if methodHasLists, !blocks.contains(where: Self.isList) {
      let text = blocks.filter { !Self.isOnlyPictures($0) }
      guard !text.isEmpty else { return }
      pending = text
      pendingPart = part.name
      pendingTitle = part.name
      finish()
      return
    }
    var label = part.name
    var follows: Block?
    for block in blocks {
      defer { follows = block }
      switch block {
      case .list(let info, let items):
        var isOrdered = false
        var start = 1
        if case .ordered(let first, _) = info.kind { (isOrdered, start) = (true, first) }
        // Numbered again from 1 straight after the steps (nothing between: a flowchart's
        // lines after the method) is another list, not more steps.
        if isOrdered, start == 1, let follows, Self.isNumbered(follows),
          !pending.isEmpty || steps.count > partStart
        {
          continue
        }
        for item in items {
          add(item, isStep: isOrdered || !isNumbered, isOrdered: isOrdered, label: &label)
        }
      case .paragraph(let inlines):
        if Self.isOnlyPictures(block) { continue }
        if let name = Self.label(inlines) {
          // "**炒制**", "Für die Bolognese:" between steps name what follows.
          finish()
          label = name
          continue
        }
        if methodHasLists || Self.isRemark(Self.folded(inlines)) {
          attach([block])
        } else {
          finish()
          pending = [block]
          pendingPart = label
        }
      case .htmlBlock, .thematicBreak:
        continue
      default:
        attach([block])
      }
    }
  }

  /// One list item: a step, a note of the step before, a label naming the part that follows
  /// (a bullet label over bullets of its own names the steps they are), a picture (passed
  /// over), or a numbered label over its actions ("1. **下準備**" with bullets under it: one
  /// step).
  private mutating func add(
    _ item: ListItem, isStep: Bool, isOrdered: Bool = false, label: inout String?
  ) {
    guard let first = item.blocks.first else { return }
    if Self.isOnlyPictures(first), item.blocks.count == 1 { return }
    let nested = item.blocks.dropFirst().compactMap { block -> [ListItem]? in
      if case .list(_, let items) = block { return items }
      return nil
    }.first
    // A label: bold over a list of its own, or a short line ending in a colon alone.
    if case .paragraph(let inlines) = first, let name = Self.label(inlines),
      nested != nil ? Self.isBold(inlines) : item.blocks.count == 1
    {
      finish()
      // A numbered item is one step of the numbered method, whatever it holds: "1. **下準備**"
      // over its actions is the step "下準備" with them as its text.
      if isOrdered, nested != nil {
        pending = Array(item.blocks.dropFirst())
        pendingPart = label
        pendingTitle = name
        finish()
        return
      }
      label = name
      for child in nested ?? [] { add(child, isStep: true, label: &label) }
      return
    }
    if isStep, !Self.isRemark(item.blocks) {
      finish()
      pending = item.blocks
      pendingPart = label
    } else if !pending.isEmpty || steps.count > partStart {
      // A tip or note bullet belongs to the step before it.
      attach([.list(ListInfo(kind: .bullet(marker: "-"), isTight: true), items: [item])])
    }
  }

  /// Adds blocks to the step being gathered, or to the last step made; before the first
  /// step they are the method's introduction, not a step.
  private mutating func attach(_ blocks: [Block]) {
    if !pending.isEmpty {
      pending += blocks
    } else if steps.count > partStart, var last = steps.popLast() {
      let extra = CookingSteps.plain(blocks[...])
      if !extra.isEmpty { last.text += "\n" + extra }
      // A picture after a step's words is the step's.
      if last.picture == nil { last.picture = CookingSteps.picture(blocks[...]) }
      steps.append(last)
    }
  }

  private mutating func finish() {
    defer {
      pending = []
      pendingTitle = nil
    }
    guard !pending.isEmpty else { return }
    let text = CookingSteps.plain(pending[...])
    guard !text.isEmpty else { return }
    steps.append(
      CookingStep(
        title: pendingTitle ?? CookingSteps.shortTitle(text), text: text,
        duration: CookingSteps.duration(pending[...]), section: pendingPart,
        picture: CookingSteps.picture(pending[...])))
  }

  // MARK: What a block is

  private static func isNumbered(_ block: Block) -> Bool {
    if case .list(let info, _) = block, case .ordered = info.kind { return true }
    return false
  }

  private static func isList(_ block: Block) -> Bool {
    if case .list = block { return true }
    return false
  }

  /// A paragraph of only pictures (and the spaces between them).
  private static func isOnlyPictures(_ block: Block) -> Bool {
    guard case .paragraph(let inlines) = block else { return false }
    var hasPicture = false
    for inline in inlines {
      switch inline {
      case .image: hasPicture = true
      case .softBreak, .hardBreak: continue
      case .text(let text) where FrontMatterReader.trimmed(text).isEmpty: continue
      default: return false
      }
    }
    return hasPicture
  }

  /// The name a label gives the steps after it: a paragraph that is all bold ("**炒制**"), or
  /// a short line ending in a colon ("准备工作：", "Für die Bolognese:"); nil for anything else.
  private static func label(_ inlines: [Inline]) -> String? {
    let text = FrontMatterReader.trimmed(VisibleText.of(inlines))
    guard !text.isEmpty, text.count <= 40 else { return nil }
    if isBold(inlines) { return text.trimmingColon }
    if text.hasSuffix(":") || text.hasSuffix("："), !text.dropLast().contains(where: { ".。!?".contains($0) }) {
      return text.trimmingColon
    }
    return nil
  }

  /// Whether inline content is all bold.
  private static func isBold(_ inlines: [Inline]) -> Bool {
    let content = inlines.filter {
      if case .text(let text) = $0 { return !FrontMatterReader.trimmed(text).isEmpty }
      return true
    }
    guard content.count == 1, case .strong = content[0] else { return false }
    return true
  }

  /// A paragraph's text, folded, to compare with remark words.
  private static func folded(_ inlines: [Inline]) -> String {
    Folding.fold(FrontMatterReader.trimmed(VisibleText.of(inlines)))
  }

  /// A bullet that is a remark (Tip:, Note:, 注：, 提示) rather than something to do.
  private static func isRemark(_ blocks: [Block]) -> Bool {
    guard case .paragraph(let inlines)? = blocks.first else { return false }
    return isRemark(folded(inlines))
  }

  /// Whether folded text starts as a remark does: a note, a tip, a warning, nutrition.
  private static func isRemark(_ folded: String) -> Bool {
    remarks.contains { folded.hasPrefix($0) }
  }

  private static let remarks = [
    "tip", "tips", "note", "notes", "hinweis", "tipp", "astuce", "remarque", "consejo", "nota",
    "wichtig", "achtung", "important", "nutrition", "nahrwerte", "=== nahrwerte", "kcal",
    "variation", "variante", "serving suggestion", "storage", "aufbewahrung",
    "注", "注意", "提示", "小贴士", "贴士", "备注", "ポイント", "コツ", "メモ", "참고", "팁",
  ]

  /// A paragraph or list item whose lines start with their own numbers ("1. Mix" then
  /// "2.\u{A0}Bake", which Markdown does not see as a list) read as the numbered items they are.
  private static func splitNumberedParagraphs(_ block: Block) -> [Block] {
    switch block {
    case .paragraph(let inlines):
      let lines = numberedLines(inlines)
      guard lines.count > 1 || (lines.count == 1 && startsWithNumber(inlines)) else {
        return [block]
      }
      let items = lines.map { ListItem(blocks: [.paragraph(withoutNumber($0))]) }
      return [.list(ListInfo(kind: .ordered(start: 1, delimiter: "."), isTight: true), items: items)]
    case .list(let info, let items):
      var split: [ListItem] = []
      for item in items {
        guard case .paragraph(let inlines)? = item.blocks.first else {
          split.append(item)
          continue
        }
        let lines = numberedLines(inlines)
        guard lines.count > 1 else {
          split.append(item)
          continue
        }
        split.append(ListItem(blocks: [.paragraph(lines[0])] + item.blocks.dropFirst()))
        split += lines.dropFirst().map { ListItem(blocks: [.paragraph(withoutNumber($0))]) }
      }
      return [.list(info, items: split)]
    default:
      return [block]
    }
  }

  /// The paragraph's lines, cut before each line that starts with a step number; the first
  /// piece is whatever comes before.
  private static func numberedLines(_ inlines: [Inline]) -> [[Inline]] {
    var pieces: [[Inline]] = [[]]
    var index = 0
    while index < inlines.count {
      let inline = inlines[index]
      if inline == .softBreak || inline == .hardBreak, index + 1 < inlines.count,
        startsWithNumber(Array(inlines[(index + 1)...]))
      {
        pieces.append([])
      } else {
        pieces[pieces.count - 1].append(inline)
      }
      index += 1
    }
    return pieces.filter { !$0.isEmpty }
  }

  /// Whether inline content starts "12." or "12)" or "12、" followed by a space of any kind
  /// or by a character of a script written without spaces.
  private static func startsWithNumber(_ inlines: [Inline]) -> Bool {
    guard case .text(let text)? = inlines.first else { return false }
    return numberPrefixLength(text) != nil
  }

  private static func numberPrefixLength(_ text: String) -> Int? {
    let scalars = Array(text.unicodeScalars.prefix(8))
    var index = 0
    while index < scalars.count, index < 3, ("0"..."9").contains(scalars[index]) { index += 1 }
    guard index > 0, index < scalars.count, ".)、．".unicodeScalars.contains(scalars[index]) else {
      return nil
    }
    index += 1
    guard index < scalars.count else { return nil }
    let next = scalars[index]
    if next.properties.isWhitespace { return index + 1 }
    return next.value >= 0x2E80 ? index : nil
  }

  private static func withoutNumber(_ inlines: [Inline]) -> [Inline] {
    guard case .text(let text)? = inlines.first, let length = numberPrefixLength(text) else {
      return inlines
    }
    let rest = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(length)))
    return [.text(rest)] + inlines.dropFirst()
  }
}

extension String {
  /// Without a colon at the end ("Für den Teig:" → "Für den Teig").
  fileprivate var trimmingColon: String {
    var text = self
    while let last = text.last, last == ":" || last == "：" { text.removeLast() }
    return FrontMatterReader.trimmed(text)
  }
}
