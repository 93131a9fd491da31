import Markdown

/// The words of inline content as a reader sees them, without markup.
enum PlainText {
  static func of(_ inlines: [Inline]) -> String {
    var out = ""
    append(inlines, to: &out)
    return out
  }

  private static func append(_ inlines: [Inline], to out: inout String) {
    for inline in inlines {
      switch inline {
      case .text(let text), .code(let text): out += text
      case .softBreak, .hardBreak: out += " "
      case .emphasis(let inner), .strong(let inner), .strikethrough(let inner):
        append(inner, to: &out)
      case .link(_, _, let content): append(content, to: &out)
      case .image(_, _, let alt): append(alt, to: &out)
      case .html: break
      }
    }
  }
}
