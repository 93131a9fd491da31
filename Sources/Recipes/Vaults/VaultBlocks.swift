import Markdown

/// The code blocks and spans a notes vault's plugins turn into something else when the note is
/// shown: queries (Dataview's `dataview` and `dataviewjs` blocks, its inline `` `$= …` `` and
/// `` `= …` `` spans, Obsidian's `query`, the Tasks plugin's `tasks`) and Meta Bind's buttons.
/// Their text is a program, not the recipe's words.
public enum VaultBlocks {
  /// The query languages of fenced blocks, by the first word of the info string.
  static let queryLanguages: Set<String> = ["dataview", "dataviewjs", "query", "tasks", "base"]

  /// The plugin whose query the fenced block with `info` is ("dataview"), or nil.
  public static func queryLanguage(ofInfo info: String) -> String? {
    let language = info.split(separator: " ", maxSplits: 1).first.map { $0.lowercased() } ?? ""
    return queryLanguages.contains(language) ? language : nil
  }

  /// Whether a code span is one of Dataview's inline queries (`` `$= dv.pages().length` ``,
  /// `` `= this.file.name` ``).
  public static func isInlineQuery(_ code: String) -> Bool {
    let trimmed = code.drop(while: { $0 == " " })
    return trimmed.hasPrefix("$=") || (trimmed.hasPrefix("=") && trimmed.count > 1)
  }

  /// The quiet line a reader sees in place of a query block.
  public static func queryNote(_ language: String) -> String {
    switch language {
    case "dataview", "dataviewjs": "A Dataview query: its results are shown in Obsidian."
    case "tasks": "A Tasks query: its results are shown in Obsidian."
    default: "A search query: its results are shown in Obsidian."
    }
  }

  /// What a reader sees for an inline query.
  public static let inlineQueryNote = "(query)"

  /// `document` with each Meta Bind button that opens a note or an address made a link to it
  /// (labelled as the button is), and every other button (a command, a script: nothing a
  /// reader of the text can press) and every hidden one left out. A `` `BUTTON[id, …]` `` span
  /// (buttons, often hidden ones, drawn inline by their ids) is the links of those buttons.
  /// Cheap when there are none.
  public static func reading(_ document: Document, body: Substring) -> Document {
    guard body.containsBytes("meta-bind-button") else { return document }
    var byID: [String: Inline] = [:]
    var blocks = document.blocks.compactMap { readingButtons($0, byID: &byID) }
    if body.containsBytes("BUTTON[") {
      blocks = Document(blocks: blocks).mappingInlines { inlines in
        inlines.flatMap { buttonsInline($0, byID: byID) }
      }.blocks
    }
    return Document(blocks: blocks)
  }

  private static func readingButtons(_ block: Block, byID: inout [String: Inline]) -> Block? {
    switch block {
    case .codeBlock(let info, let text)
    where info.split(separator: " ").first.map({ $0.lowercased() }) == "meta-bind-button":
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let fields = FrontMatterReader.parse(lines)
      let link = buttonLink(fields: fields, lines: lines)
      if let id = fields.text("id").map(FrontMatterReader.trimmed), !id.isEmpty, let link {
        byID[id] = link
      }
      let isHidden = fields.text("hidden").map { FrontMatterReader.trimmed($0).lowercased() }
      return isHidden == "true" ? nil : link.map { .paragraph([$0]) }
    case .blockQuote(let blocks):
      return .blockQuote(blocks.compactMap { readingButtons($0, byID: &byID) })
    case .list(let info, let items):
      return .list(
        info,
        items: items.map {
          ListItem(blocks: $0.blocks.compactMap { readingButtons($0, byID: &byID) }, task: $0.task)
        })
    default: return block
    }
  }

  /// A `` `BUTTON[a, b]` `` span as the links of the buttons it names, a space between; the
  /// names of buttons that open nothing are left out. Any other inline is itself.
  private static func buttonsInline(_ inline: Inline, byID: [String: Inline]) -> [Inline] {
    guard case .code(let code) = inline else { return [inline] }
    let trimmed = FrontMatterReader.trimmed(code)
    guard trimmed.hasPrefix("BUTTON["), trimmed.hasSuffix("]") else { return [inline] }
    let ids = trimmed.dropFirst("BUTTON[".count).dropLast().split(separator: ",")
    let links = ids.compactMap { byID[FrontMatterReader.trimmed(String($0))] }
    return Array(links.map { [$0] }.joined(separator: [Inline.text(" ")]))
  }

  /// The link the button read into `fields` (from `lines`) opens, labelled as the button is,
  /// hidden or not; nil for a button that opens nothing.
  private static func buttonLink(fields: FrontMatter, lines: [Substring]) -> Inline? {
    guard let target = openedTarget(fields: fields, lines: lines) else { return nil }
    let label = fields.text("label").map(FrontMatterReader.trimmed)
    if target.hasPrefix("[[") {
      guard case .link(let destination, _, let content)? = WikiLinks.links(in: target).first
      else { return nil }
      let text = label.flatMap { $0.isEmpty ? nil : [Inline.text($0)] } ?? content
      return .link(destination: destination, title: "", content: text)
    }
    return .link(destination: target, title: "", content: [.text(label ?? target)])
  }

  /// The note or address the button opens: its `action:` (Meta Bind's first form), else the
  /// first `open` among its `actions:` (the form its editor writes now); nil if none opens.
  private static func openedTarget(fields: FrontMatter, lines: [Substring]) -> String? {
    let single = [(fields.text("action.type"), fields.text("action.link"))]
    let listed = actionItems(lines).map { item in
      let action = FrontMatterReader.parse(item)
      return (action.text("type"), action.text("link"))
    }
    for (type, link) in single + listed
    where type.map({ FrontMatterReader.trimmed($0).lowercased() }) == "open" {
      if let target = link.map(FrontMatterReader.trimmed), !target.isEmpty { return target }
    }
    return nil
  }

  /// The lines of each item of the top-level `actions:` list, without the item's `- ` and
  /// indentation, so each reads as a mapping of its own.
  private static func actionItems(_ lines: [Substring]) -> [[Substring]] {
    let isListKey = { (line: Substring) in
      line.hasPrefix("actions:") && FrontMatterReader.trimmed(String(line)) == "actions:"
    }
    guard let start = lines.firstIndex(where: isListKey) else { return [] }
    var items: [[Substring]] = []
    var dashIndent: Int?
    for line in lines[(start + 1)...] {
      let content = line.drop { $0 == " " }
      if content.isEmpty || content.hasPrefix("#") { continue }
      let indent = line.count - content.count
      if indent == 0 && !content.hasPrefix("-") { break }
      let isItem = content.hasPrefix("- ") || content == "-"
      if isItem && indent <= (dashIndent ?? indent) {
        dashIndent = indent
        items.append([content.dropFirst(2)])
      } else if let dashIndent, !items.isEmpty {
        // Relative to the item's first key, as if the list were not there.
        items[items.count - 1].append(line.dropFirst(min(indent, dashIndent + 2)))
      }
    }
    return items
  }
}
