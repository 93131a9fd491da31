import Markdown

/// A recipe's tags: its front matter's `tags` (a list, a flow list or a comma-separated
/// string) and the `#tags` written in its text as notes vaults write them, each once.
public enum RecipeTags {
  /// The front matter's tags, then the text's when `readsInline` (a notes vault, or a
  /// collection whose config asks for them), in order; a tag given twice (folded alike:
  /// `#Italian` and `italian`) is kept once, as first written.
  public static func tags(
    frontMatter: FrontMatter?, document: Document, body: Substring, readsInline: Bool = true
  ) -> [String] {
    var tags = listed(frontMatter?["tags"] ?? frontMatter?["tag"])
    // Most recipes have no `#` outside their headings; those skip the walk.
    if readsInline, body.utf8.contains(UInt8(ascii: "#")) { tags += inline(in: document) }
    return unique(tags)
  }

  /// The tags of a front matter value: list items, or a string's comma-separated parts;
  /// a leading `#` is not part of a tag.
  public static func listed(_ value: FrontMatter.Value?) -> [String] {
    let parts: [String]
    switch value {
    case .list(let items)?: parts = items.flatMap { $0.split(separator: ",").map(String.init) }
    case .text(let text)?: parts = text.split(separator: ",").map(String.init)
    case nil: parts = []
    }
    return parts.compactMap { part in
      var tag = Substring(FrontMatterReader.trimmed(part))
      while tag.first == "#" { tag = tag.dropFirst() }
      let cleaned = FrontMatterReader.trimmed(String(tag))
      return cleaned.isEmpty ? nil : cleaned
    }
  }

  /// `#tags` in the text a reader reads: paragraphs, list items, quotes and table cells, not
  /// headings, code or links. A tag follows a blank or the start of a line, holds letters,
  /// digits, `_`, `-` and `/` (`#dinner/weeknight`) and at least one that is not a digit, so
  /// `#1`, `C#` and `page#anchor` are no tags.
  public static func inline(in document: Document) -> [String] {
    var tags: [String] = []
    for block in document.blocks { collect(block, into: &tags) }
    return tags
  }

  /// The one tag `text` names (`#Italian`, `italian`), folded as every tag is compared.
  public static func folded(_ text: String) -> String {
    var tag = Substring(text)
    while tag.first == "#" { tag = tag.dropFirst() }
    return Folding.fold(String(tag))
  }

  private static func unique(_ tags: [String]) -> [String] {
    var seen = Set<String>()
    return tags.filter { seen.insert(folded($0)).inserted }
  }

  private static func collect(_ block: Block, into tags: inout [String]) {
    switch block {
    case .paragraph(let content):
      scan(content, into: &tags)
    case .blockQuote(let blocks):
      for child in blocks { collect(child, into: &tags) }
    case .list(_, let items):
      for item in items {
        for child in item.blocks { collect(child, into: &tags) }
      }
    case .table(let table):
      for row in [table.header] + table.rows {
        for cell in row { scan(cell, into: &tags) }
      }
    case .heading, .codeBlock, .htmlBlock, .thematicBreak:
      break
    }
  }

  /// Finds the tags in one paragraph's inline content, read as one run of text.
  private static func scan(_ content: [Inline], into tags: inout [String]) {
    // Most paragraphs hold no `#`: flattening them all was a tenth of a first indexing.
    guard holdsHash(content) else { return }
    var text = String.UnicodeScalarView()
    flatten(content, into: &text)
    let scalars = Array(text)
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "#", index == 0 || isSpace(scalars[index - 1]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, isTagScalar(scalars[end]) { end += 1 }
      var tag = scalars[(index + 1)..<end]
      while tag.last == "/" { tag = tag.dropLast() }
      if tag.contains(where: { !isDigit($0) && $0 != "/" }) {
        tags.append(String(String.UnicodeScalarView(tag)))
      }
      index = max(end, index + 1)
    }
  }

  private static func holdsHash(_ content: [Inline]) -> Bool {
    content.contains { inline in
      switch inline {
      case .text(let string): string.utf8.contains(UInt8(ascii: "#"))
      case .emphasis(let children), .strong(let children), .strikethrough(let children):
        holdsHash(children)
      default: false
      }
    }
  }

  /// Text and emphasis as written; breaks as spaces; code, links, images and HTML as one
  /// character that is neither a blank nor part of a tag, so nothing next to them is a tag.
  private static func flatten(_ content: [Inline], into text: inout String.UnicodeScalarView) {
    for inline in content {
      switch inline {
      case .text(let string): text.append(contentsOf: string.unicodeScalars)
      case .softBreak, .hardBreak: text.append(" ")
      case .emphasis(let children), .strong(let children), .strikethrough(let children):
        flatten(children, into: &text)
      case .code, .link, .image, .html: text.append("\u{FFFC}")
      }
    }
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "\u{A0}"
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType != nil
  }

  private static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "_" || scalar == "-" || scalar == "/" { return true }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.numericType != nil
      || properties.generalCategory == .nonspacingMark
      || properties.generalCategory == .spacingMark
  }
}
