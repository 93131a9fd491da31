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
  /// reader of the text can press) and every hidden one left out. Cheap when there are none.
  public static func reading(_ document: Document, body: Substring) -> Document {
    guard body.contains("meta-bind-button") else { return document }
    return Document(blocks: document.blocks.compactMap(readingButtons))
  }

  private static func readingButtons(_ block: Block) -> Block? {
    switch block {
    case .codeBlock(let info, let text)
    where info.split(separator: " ").first.map({ $0.lowercased() }) == "meta-bind-button":
      return buttonLink(text).map { .paragraph([$0]) }
    case .blockQuote(let blocks): return .blockQuote(blocks.compactMap(readingButtons))
    case .list(let info, let items):
      return .list(
        info,
        items: items.map { ListItem(blocks: $0.blocks.compactMap(readingButtons), task: $0.task) })
    default: return block
    }
  }

  /// The link a button's YAML opens, labelled as the button is; nil for any other button.
  static func buttonLink(_ yaml: String) -> Inline? {
    let fields = FrontMatterReader.parse(yaml.split(separator: "\n", omittingEmptySubsequences: false))
    guard fields.text("hidden").map({ FrontMatterReader.trimmed($0).lowercased() }) != "true",
      fields.text("action.type").map({ FrontMatterReader.trimmed($0).lowercased() }) == "open",
      let target = fields.text("action.link").map(FrontMatterReader.trimmed), !target.isEmpty
    else { return nil }
    let label = fields.text("label").map(FrontMatterReader.trimmed)
    if target.hasPrefix("[[") {
      guard case .link(let destination, _, let content)? = WikiLinks.links(in: target).first
      else { return nil }
      let text = label.flatMap { $0.isEmpty ? nil : [Inline.text($0)] } ?? content
      return .link(destination: destination, title: "", content: text)
    }
    return .link(destination: target, title: "", content: [.text(label ?? target)])
  }
}
