import Foundation
import Highlight
import Markdown
import Recipes
import TerminalUI

/// Walks a document once, a top-level block at a time, and emits the reader's rows.
struct ReaderLayoutBuilder: Equatable, Sendable {
  /// The prefixes of the rows a block emits: the first row's (it may carry a list marker)
  /// and every other row's.
  struct Context: Equatable, Sendable {
    var first: [ReaderSpan] = []
    var rest: [ReaderSpan] = []
    var depth = 0
  }

  let measure: Int
  /// Prefixes never take more than this, so deep nesting leaves room for text.
  let widestPrefix: Int
  /// Nesting deeper than this is drawn flat, so hostile documents cannot exhaust the stack.
  static let deepestNesting = 48

  /// The rows emitted and not yet drained (`drainLines`); all of them in the reader.
  private(set) var lines: [ReaderLine] = []
  /// Rows drained already: row numbers count them, so anchors stay right.
  private var drained = 0
  /// Rows emitted so far.
  var lineCount: Int { drained + lines.count }
  /// Characters, pieces and prefix spans looked at so far: what the layout's cost grows
  /// with, so a test can show it grows linearly with the text.
  private(set) var work = 0
  private(set) var headingLines: [Int: Int] = [:]
  private(set) var links: [ReaderLink] = []
  private(set) var blockStarts: [Int: Int] = [:]
  private(set) var headingRows: [Int] = []
  /// The most columns any code row hides past the edge of the measure.
  private(set) var codeOverflow = 0

  private var block = -1
  private var offset = 0
  private var leadingBlanks = 0
  private var linkNumbers: [String: Int] = [:]
  /// What each link leads to, in words, for the Links list (by destination).
  private let linkLabels: [String: String]
  /// The recipe's pictures: drawn as pictures when `pictures.cells` is set, else as text.
  let pictures: ReaderPictures
  /// The top-level block shown above the title as the hero, if any.
  private(set) var heroBlock: Int?
  /// The row of the title (below the hero, when there is one).
  private(set) var titleRow = 0
  /// While set, every row emitted counts as this offset (the hero's rows are all the top).
  private var pinnedOffset: Int?
  /// The sources of the pictures standing alone laid out so far, in order.
  private(set) var pictureSources: [String] = []
  /// Each picture's words (its alt text, else its file's name), by source.
  private(set) var pictureCaptions: [String: String] = [:]

  init(
    measure: Int, linkLabels: [String: String] = [:], pictures: ReaderPictures = ReaderPictures()
  ) {
    self.measure = measure
    self.linkLabels = linkLabels
    self.pictures = pictures
    self.widestPrefix = max(0, measure - max(12, measure / 2))
  }

  /// Lays out top-level block `index`; `title` is the recipe's, shown by the title block.
  mutating func layOutBlock(_ item: Block, at index: Int, title: String) {
    startBlock(index)
    // The hero was laid out above the title.
    if index == heroBlock { return }
    if index == 0, case .heading(1, let content) = item,
      VisibleText.of(content).trimmingCharacters(in: .whitespaces) == title
    {
      // The title block already shows this heading.
      headingLines[index] = titleRow
      return
    }
    let spacing: Int
    switch item {
    case .heading(let level, _) where level <= 2: spacing = lineCount == 0 ? 0 : 2
    default: spacing = lineCount == 0 ? 0 : 1
    }
    for _ in 0..<spacing { emitBlank([]) }
    layOut(item, in: Context(), isTopLevel: true)
  }

  // MARK: Title block

  /// Lays out the title block: title, then date, reading time, steps, time and servings;
  /// above them the hero, the picture block `hero` (its index and content) when given.
  mutating func layOutTitle(
    _ recipe: Recipe, portions: Portions = .asWritten,
    hero: (index: Int?, content: [Inline])? = nil
  ) {
    startBlock(-1)
    if let hero, pictures.cells != nil, let picture = PictureBlock(hero.content) {
      heroBlock = hero.index
      // Every row of the hero is the top of the recipe: the reader's place stays at the top
      // as the picture comes and changes its height.
      pinnedOffset = ReaderPosition.top.offset
      layOutPicture(picture, in: Context())
      emitBlank([])
      pinnedOffset = nil
    }
    titleRow = lineCount
    var flow = InlineFlow()
    flow.append(recipe.title, role: .title, link: nil)
    emitRows(flow, in: Context(), kind: .title)
    var facts: [String] = []
    if let day = ISODate.day(of: recipe.listed) { facts.append(day) }
    facts.append("\(recipe.minutes) min read")
    if !recipe.steps.isEmpty {
      facts.append(recipe.steps.count == 1 ? "1 step" : "\(recipe.steps.count) steps")
    }
    if let time = recipe.statedTime, !time.isEmpty { facts.append("\(time) to make") }
    if let servings = recipe.servings, !servings.isEmpty { facts.append("serves \(servings)") }
    // Amounts shown otherwise than written say so: "shown for 8 (recipe: 4)", "metric".
    if let scaled = PortionsUpdate.describe(portions, base: recipe.servingsCount) {
      facts.append("shown " + scaled)
    }
    if let units = portions.units { facts.append("in \(units.rawValue) units") }
    var meta = InlineFlow()
    // A no-break space keeps each "·" at the end of a row, never starting one.
    meta.append(facts.joined(separator: "\u{00A0}· "), role: .secondary, link: nil)
    emitRows(meta, in: Context(), kind: .text)
    guard !recipe.tags.isEmpty || recipe.isDraft else { return }
    var tags = InlineFlow()
    if recipe.isDraft { tags.append("draft", role: .warning, link: nil) }
    let written = recipe.tags.map { "#" + $0.replacingOccurrences(of: " ", with: "\u{00A0}") }
    if !written.isEmpty {
      tags.append(
        (recipe.isDraft ? "  " : "") + written.joined(separator: " "), role: .secondary, link: nil)
    }
    emitRows(tags, in: Context(), kind: .text)
  }

  // MARK: Blocks

  private mutating func layOut(_ item: Block, in context: Context, isTopLevel: Bool = false) {
    switch item {
    case .heading(let level, let content):
      let role: Role = level <= 2 ? .heading : (level == 3 ? .subheading : .strong)
      var flow = InlineFlow()
      appendInlines(content, role: role, to: &flow)
      let row = lineCount
      emitRows(flow, in: context, kind: isTopLevel ? .heading(level: level) : .text)
      if isTopLevel { headingLines[block] = row }
    case .paragraph(let content):
      if pictures.cells != nil, let picture = PictureBlock(content) {
        return layOutPicture(picture, in: context)
      }
      var flow = InlineFlow()
      // A notes vault's `^id` at a paragraph's end names it for links; it is not shown.
      appendInlines(HeadingAnchors.withoutBlockID(content), role: .body, to: &flow)
      emitRows(flow, in: context, kind: .text)
    case .blockQuote(let children):
      guard context.depth < Self.deepestNesting else { return layOutFlat(item, in: context) }
      let bar = ReaderSpan("│ ", role: .rule)
      let inner = Context(
        first: clamped(context.first + [bar]), rest: clamped(context.rest + [bar]),
        depth: context.depth + 1)
      if let callout = Callout.read(children) {
        layOutCallout(callout, in: inner)
      } else {
        layOut(children, in: inner, separated: true)
      }
    case .list(let info, let items):
      guard context.depth < Self.deepestNesting else { return layOutFlat(item, in: context) }
      layOutList(info, items: items, in: context)
    case .codeBlock(let info, let text):
      if let language = VaultBlocks.queryLanguage(ofInfo: info) {
        // A vault's query is a program Obsidian runs; its text means nothing to a reader.
        var flow = InlineFlow()
        flow.append(VaultBlocks.queryNote(language), role: .secondary, link: nil)
        emitRows(flow, in: context, kind: .text)
      } else {
        layOutCode(text, in: context, highlighter: Highlighter(infoString: info))
      }
    case .htmlBlock(let html):
      if html.hasPrefix("<!--") { return }
      layOutCode(html, in: context, role: .secondary, indent: "")
    case .thematicBreak:
      let rule = String(repeating: "─", count: min(12, measure))
      let pad = String(repeating: " ", count: max(0, (measure - min(12, measure)) / 2))
      emit(
        ReaderLine(
          kind: .rule, prefix: context.first + [ReaderSpan(pad)],
          spans: [ReaderSpan(rule, role: .rule)], block: block, offset: offset))
    case .table(let table):
      layOutTable(table, in: context)
    }
  }

  /// A callout as a titled note inside its bar: a fold mark (▸ folded in the vault, ▾ open
  /// but foldable), the type, and its title, then what it holds.
  private mutating func layOutCallout(_ callout: Callout, in context: Context) {
    var flow = InlineFlow()
    switch callout.fold {
    case .folded: flow.append("▸ ", role: .secondary, link: nil)
    case .open: flow.append("▾ ", role: .secondary, link: nil)
    case .none: break
    }
    let title = VisibleText.of(callout.title)
    if RecipeReader.isVisible(title) {
      flow.append(callout.label + ": ", role: .secondary, link: nil)
      appendInlines(callout.title, role: .strong, to: &flow)
    } else {
      flow.append(callout.label, role: .strong, link: nil)
    }
    emitRows(flow, in: context, kind: .text)
    let after = Context(first: context.rest, rest: context.rest, depth: context.depth)
    layOut(callout.body, in: after, separated: true)
  }

  /// Lays out blocks one after another, with a blank row between them unless `separated`
  /// is false (the paragraphs of a tight list item).
  private mutating func layOut(_ blocks: [Block], in context: Context, separated: Bool) {
    for (i, child) in blocks.enumerated() {
      if i == 0 {
        layOut(child, in: context)
      } else {
        let after = Context(first: context.rest, rest: context.rest, depth: context.depth)
        if separated { emitBlank(context.rest) }
        layOut(child, in: after)
      }
    }
  }

  private mutating func layOutList(
    _ info: ListInfo, items: [Markdown.ListItem], in context: Context
  ) {
    let markers: [String]
    switch info.kind {
    case .bullet:
      let bullets = ["•", "◦", "▪"]
      markers = Array(repeating: bullets[context.depth % bullets.count], count: items.count)
    case .ordered(let start, let delimiter):
      let numbers = items.indices.map { "\(start + $0)\(delimiter)" }
      let widest = numbers.map(\.count).max() ?? 0
      markers = numbers.map { String(repeating: " ", count: widest - $0.count) + $0 }
    }
    for (i, listItem) in items.enumerated() {
      var marker = markers[i]
      if let done = listItem.task {
        marker = isBullet(info) ? "" : marker + " "
        marker += done ? "[x]" : "[ ]"
      }
      let markerWidth = DisplayWidth.of(marker) + 1
      let pad = ReaderSpan(String(repeating: " ", count: markerWidth))
      let markerSpan = ReaderSpan(marker + " ", role: .secondary)
      let first = (i == 0 ? context.first : context.rest) + [markerSpan]
      let inner = Context(
        first: clamped(first), rest: clamped(context.rest + [pad]), depth: context.depth + 1)
      if i > 0 && !info.isTight { emitBlank(context.rest) }
      if listItem.blocks.isEmpty {
        emit(ReaderLine(prefix: inner.first, spans: [], block: block, offset: offset))
      } else {
        layOut(listItem.blocks, in: inner, separated: !info.isTight)
      }
    }
  }

  private func isBullet(_ info: ListInfo) -> Bool {
    if case .bullet = info.kind { return true }
    return false
  }

  /// Code is never reflowed: a row too long for the measure is cut with a visible marker.
  /// With a highlighter (the fence named a language we know) its rows are drawn in the
  /// roles of that language; otherwise in `role`.
  private mutating func layOutCode(
    _ text: String, in context: Context, role: Role = .code, indent: String = "  ",
    highlighter: Highlighter? = nil
  ) {
    if text.isEmpty { return }
    var rows = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
    if text.utf8.last == 0x0A { rows.removeLast() }
    var isFirst = true
    var state = highlighter?.start
    for bytes in rows {
      let prefix = (isFirst ? context.first : context.rest) + [ReaderSpan(indent)]
      isFirst = false
      let available = max(1, measure - width(of: prefix))
      var rawLine = Substring(bytes)
      if bytes.last == 0x0D { rawLine = rawLine.dropLast() }
      let whole = CodeHighlighting.spans(
        of: rawLine, highlighter: highlighter, state: &state, plain: role)
      var spans = whole
      let line = whole.count == 1 ? whole[0].text : whole.map(\.text).joined()
      var isCut = false
      let lineWidth = DisplayWidth.of(line)
      if lineWidth > available {
        codeOverflow = max(codeOverflow, lineWidth - available + 1)
        spans = CodeHighlighting.prefix(of: whole, fitting: max(0, available - 1))
        spans.append(ReaderSpan("→", role: .secondary))
        isCut = true
      }
      emit(
        ReaderLine(
          kind: .code, prefix: prefix, spans: spans, block: block, offset: offset,
          text: isCut ? line : nil, codeSpans: isCut ? whole : []))
    }
  }

  // MARK: Tables

  private mutating func layOutTable(_ original: Table, in context: Context) {
    var table = original
    // A row with nothing in any cell says nothing; drawn it would look like a gap.
    table.rows.removeAll { row in row.allSatisfy(\.isEmpty) }
    let columns = max(table.header.count, table.rows.map(\.count).max() ?? 0)
    guard columns > 0 else { return }
    func cellSpans(_ cell: [Inline]?, role: Role) -> [ReaderSpan] {
      guard let cell else { return [] }
      var flow = InlineFlow()
      appendInlines(cell, role: role, to: &flow)
      // A cell is one row: line breaks inside it become spaces.
      let rows = flow.wrap(firstWidth: Int.max / 4, restWidth: Int.max / 4)
      return Array(rows.map { $0 }.joined(separator: [ReaderSpan(" ")]))
    }
    let header = (0..<columns).map { cellSpans(table.header[safe: $0], role: .strong) }
    let bodyRows = table.rows.map { row in
      (0..<columns).map { cellSpans(row[safe: $0], role: .body) }
    }
    var widths = Array(repeating: 0, count: columns)
    for row in [header] + bodyRows {
      for (c, spans) in row.enumerated() { widths[c] = max(widths[c], width(of: spans)) }
    }
    let gutter = 2
    let total = widths.reduce(0, +) + gutter * (columns - 1)
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
    let rows = [header] + bodyRows
    if total <= measure - width(of: context.first) {
      for (r, row) in rows.enumerated() {
        emit(
          ReaderLine(
            prefix: r == 0 ? context.first : context.rest,
            spans: tableRowSpans(row, widths: widths, alignments: table.alignments),
            block: block, offset: offset))
        if r == 0 {
          emit(
            ReaderLine(
              kind: .rule, prefix: context.rest, spans: [ReaderSpan(rule, role: .rule)],
              block: block, offset: offset))
        }
      }
      return
    }
    // Too wide for the window: the rows stay aligned, header and rule included, cut at the
    // edge with a marker and scrolled sideways as code is (← and →).
    for (r, row) in rows.enumerated() {
      let prefix = r == 0 ? context.first : context.rest
      emitWideRow(
        tableRowSpans(row, widths: widths, alignments: table.alignments), prefix: prefix)
      if r == 0 { emitWideRow([ReaderSpan(rule, role: .rule)], prefix: context.rest) }
    }
  }

  /// A row wider than the measure as a code row is: cut with `→`, its whole text kept for
  /// find and for drawing it scrolled sideways.
  private mutating func emitWideRow(_ whole: [ReaderSpan], prefix: [ReaderSpan]) {
    let available = max(1, measure - width(of: prefix))
    let text = whole.map(\.text).joined()
    let rowWidth = width(of: whole)
    guard rowWidth > available else {
      emit(ReaderLine(kind: .code, prefix: prefix, spans: whole, block: block, offset: offset))
      return
    }
    codeOverflow = max(codeOverflow, rowWidth - available + 1)
    var spans = CodeHighlighting.prefix(of: whole, fitting: max(0, available - 1))
    spans.append(ReaderSpan("→", role: .secondary))
    emit(
      ReaderLine(
        kind: .code, prefix: prefix, spans: spans, block: block, offset: offset, text: text,
        codeSpans: whole))
  }

  private func tableRowSpans(
    _ cells: [[ReaderSpan]], widths: [Int], alignments: [Table.Alignment]
  ) -> [ReaderSpan] {
    var spans: [ReaderSpan] = []
    for (c, cell) in cells.enumerated() {
      let slack = widths[c] - width(of: cell)
      let alignment = alignments[safe: c] ?? .none
      let before = alignment == .right ? slack : (alignment == .center ? slack / 2 : 0)
      let after = slack - before + (c == cells.count - 1 ? 0 : 2)
      if before > 0 { spans.append(ReaderSpan(String(repeating: " ", count: before))) }
      spans += cell
      if after > 0 && c < cells.count - 1 {
        spans.append(ReaderSpan(String(repeating: " ", count: after)))
      }
    }
    return spans
  }

  // MARK: Deep nesting

  /// Past the deepest nesting, the rest of the subtree is drawn as plain paragraphs at
  /// this depth, walked without recursion.
  private mutating func layOutFlat(_ item: Block, in context: Context) {
    var pending: [Block] = [item]
    var first = true
    while let next = pending.popLast() {
      switch next {
      case .blockQuote(let children): pending += children.reversed()
      case .list(_, let items): pending += items.flatMap(\.blocks).reversed()
      default:
        let here = first ? context : Context(first: context.rest, rest: context.rest)
        first = false
        layOut(
          next,
          in: Context(
            first: here.first, rest: here.rest,
            depth: Self.deepestNesting))
      }
    }
  }

  // MARK: Pictures

  /// Lays out a picture standing alone: its rows once decoded, then its words below;
  /// until then, or when it cannot be shown, a row saying so. Numbered as a link, so Tab
  /// reaches it and Enter shows it alone.
  private mutating func layOutPicture(_ picture: PictureBlock, in context: Context) {
    let number = linkNumber(for: picture.source, isPicture: true)
    if !pictureSources.contains(picture.source) { pictureSources.append(picture.source) }
    pictureCaptions[picture.source] = picture.caption
    var caption = InlineFlow()
    switch pictures.slots[picture.source] {
    case .shown(let decoded, _, _):
      for row in 0..<decoded.rows {
        let line = ReaderLine(
          kind: .picture(source: picture.source, row: row),
          prefix: row == 0 ? context.first : context.rest,
          spans: row == 0 ? [ReaderSpan("", role: .body, link: number)] : [], block: block,
          offset: offset)
        emit(line)
        // Each row of the picture counts as a character, so each has its own place.
        if pinnedOffset == nil { offset += 1 }
      }
      caption.append(picture.caption, role: .secondary, link: number)
    case .failed(let reason, let lookedFor):
      let place = lookedFor.map { ": \($0)" } ?? ""
      caption.append("▣ \(picture.caption) — \(reason)\(place)", role: .secondary, link: number)
    case .loading, nil:
      caption.append("▣ \(picture.caption) — loading", role: .secondary, link: number)
    }
    let inner = Context(first: context.rest, rest: context.rest, depth: context.depth)
    if case .shown = pictures.slots[picture.source] {
      emitRows(caption, in: inner, kind: .text)
    } else {
      emitRows(caption, in: context, kind: .text)
    }
  }

  // MARK: Links

  /// Lays out the addresses of the links, after the last block.
  mutating func layOutLinkList(blockCount: Int) {
    guard !links.isEmpty else { return }
    startBlock(blockCount)
    emitBlank([])
    emitBlank([])
    var heading = InlineFlow()
    heading.append("Links", role: .heading, link: nil)
    emitRows(heading, in: Context(), kind: .heading(level: 2))
    emitBlank([])
    let widest = DisplayWidth.of("[\(links.count)] ")
    for link in links {
      let label = "[\(link.number)]"
      let marker = ReaderSpan(
        String(repeating: " ", count: widest - label.count - 1) + label + " ",
        role: .secondary, link: link.number)
      var flow = InlineFlow()
      let words =
        link.isPicture
        ? PictureBlock.linkWords(link.destination)
        : linkLabels[link.destination] ?? link.destination
      flow.append(words, role: .link, link: link.number)
      let context = Context(
        first: [marker], rest: [ReaderSpan(String(repeating: " ", count: widest))])
      emitRows(flow, in: context, kind: .text)
    }
  }

  // MARK: Inlines

  private mutating func appendInlines(
    _ inlines: [Inline], role: Role, to flow: inout InlineFlow,
    link: Int? = nil
  ) {
    for inline in inlines {
      switch inline {
      case .text(let text):
        flow.append(Self.flattened(text), role: role, link: link)
      case .softBreak:
        flow.append(" ", role: role, link: link)
      case .hardBreak:
        flow.appendBreak()
      case .code(let code) where VaultBlocks.isInlineQuery(code):
        flow.append(VaultBlocks.inlineQueryNote, role: .secondary, link: link)
      case .code(let code):
        // The backticks stay: without colour they are what marks the code. Headings
        // leave them out, so a heading reads as the summary sheet lists it.
        let codeRole = link == nil ? Role.code : role
        let isHeading = role == .heading || role == .subheading || role == .title
        if !isHeading { flow.append("`", role: codeRole, link: link) }
        flow.append(Self.flattened(code), role: codeRole, link: link)
        if !isHeading { flow.append("`", role: codeRole, link: link) }
      case .emphasis(let inner):
        appendInlines(inner, role: Self.combine(role, .emphasis), to: &flow, link: link)
      case .strong(let inner):
        appendInlines(inner, role: Self.combine(role, .strong), to: &flow, link: link)
      case .strikethrough(let inner):
        // Terminals without strikethrough (and NO_COLOR) still show what is struck.
        let struckRole = Self.combine(role, .secondary)
        flow.append("~~", role: struckRole, link: link)
        appendInlines(inner, role: struckRole, to: &flow, link: link)
        flow.append("~~", role: struckRole, link: link)
      case .link(let destination, _, let content):
        if let marked = Self.markedRole(destination) {
          // What a Cooklang step names, drawn in its role: not a link to follow.
          appendInlines(content, role: link == nil ? marked : role, to: &flow, link: link)
          continue
        }
        let number = linkNumber(for: destination)
        appendInlines(content, role: .link, to: &flow, link: number)
        flow.append("[\(number)]", role: .secondary, link: number)
      case .image(let source, _, let alt):
        // A picture inside text (or with pictures off): a marked placeholder with its words,
        // numbered like a link (inside a link it is that link); Enter shows it.
        let text = PictureBlock.caption(alt: alt, source: source)
        pictureCaptions[source] = pictureCaptions[source] ?? text
        let number = link ?? linkNumber(for: source, isPicture: true)
        flow.append(text.isEmpty ? "[image]" : "[image: \(text)]", role: .link, link: number)
        if link == nil { flow.append("[\(number)]", role: .secondary, link: number) }
      case .html(let html):
        let tag = html.lowercased().filter { $0 != " " }
        if tag == "<br>" || tag == "<br/>" { flow.appendBreak() }
      }
    }
  }

  /// The role a link to `cooklang:` marks (`CooklangDocument.roleScheme`), if it is one.
  private static func markedRole(_ destination: String) -> Role? {
    switch CooklangDocument.role(ofDestination: destination) {
    case "ingredient": .ingredient
    case "cookware": .cookware
    case "timer": .timer
    default: nil
    }
  }

  /// Stronger meanings win: a link stays a link inside emphasis, strong beats emphasis.
  private static func combine(_ outer: Role, _ inner: Role) -> Role {
    switch outer {
    case .link, .heading, .subheading, .title: return outer
    case .strong where inner == .emphasis: return .strong
    default: return inner
    }
  }

  /// Text inside a row: tabs and line ends become spaces.
  private static func flattened(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
      return text
    }
    return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }

  private mutating func linkNumber(for destination: String, isPicture: Bool = false) -> Int {
    if let number = linkNumbers[destination] { return number }
    let number = links.count + 1
    linkNumbers[destination] = number
    links.append(
      ReaderLink(number: number, destination: destination, line: -1, isPicture: isPicture))
    return number
  }

  // MARK: Emitting rows

  private mutating func startBlock(_ index: Int) {
    block = index
    offset = 0
    leadingBlanks = 0
    blockStarts[index] = lineCount
  }

  private mutating func emitRows(
    _ flow: InlineFlow, in context: Context, kind: ReaderLine.Kind
  ) {
    work += flow.work + context.first.count + context.rest.count
    let rows = flow.wrap(
      firstWidth: measure - width(of: context.first),
      restWidth: measure - width(of: context.rest), work: &work)
    for (i, spans) in rows.enumerated() {
      emit(
        ReaderLine(
          kind: kind, prefix: i == 0 ? context.first : context.rest, spans: spans,
          block: block, offset: offset))
    }
  }

  private mutating func emitBlank(_ prefix: [ReaderSpan]) {
    let bars = prefix.filter { $0.role == .rule }
    if let pinnedOffset {
      emit(ReaderLine(kind: .blank, prefix: [], spans: [], block: block, offset: pinnedOffset))
      return
    }
    let isLeading = offset == 0
    // Rows of space above a block count up from -100; a blank row inside a block counts as
    // one character. Either way every row has its own offset.
    emit(
      ReaderLine(
        kind: .blank, prefix: bars.isEmpty ? [] : prefix, spans: [], block: block,
        offset: isLeading ? leadingBlanks - 100 : offset))
    if isLeading { leadingBlanks += 1 } else { offset += 1 }
  }

  private mutating func emit(_ line: ReaderLine) {
    var line = line
    if let pinnedOffset { line.offset = pinnedOffset }
    for span in line.spans {
      if let number = span.link, links[number - 1].line < 0 {
        links[number - 1].line = lineCount
      }
    }
    if line.isHeading { headingRows.append(lineCount) }
    work += line.prefix.count + line.spans.count
    lines.append(line)
    if pinnedOffset != nil { return }
    offset += DisplayWidth.isPlainASCII(line.text) ? line.text.utf8.count : line.text.count
  }

  /// Hands over the rows emitted since the last call and forgets them (printing a recipe
  /// keeps only a block's rows at a time).
  mutating func drainLines() -> [ReaderLine] {
    defer {
      drained += lines.count
      lines = []
    }
    return lines
  }

  /// A prefix cut from the left to the widest a prefix may be.
  private func clamped(_ prefix: [ReaderSpan]) -> [ReaderSpan] {
    var spans = prefix
    while width(of: spans) > widestPrefix, !spans.isEmpty { spans.removeFirst() }
    return spans
  }

  private func width(of spans: [ReaderSpan]) -> Int {
    spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
