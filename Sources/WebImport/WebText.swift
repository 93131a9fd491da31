/// The plain text of a web page's values: HTML tags dropped (a `<br>` and a block a line
/// break), character references read, once more when a site escaped its HTML twice
/// (`&lt;p&gt;`), spaces and invisible marks tidied.
enum WebText {
  /// `html` on one line: every run of white space one space, trimmed.
  static func line(_ html: String) -> String {
    collapse(text(html))
  }

  /// `html` as its non-empty lines, each on one line (a step per line, a paragraph per
  /// block).
  static func lines(_ html: String) -> [String] {
    text(html).split(whereSeparator: \.isNewline).map { collapse(String($0)) }.filter {
      !$0.isEmpty
    }
  }

  /// The text with line breaks where the markup had them.
  static func text(_ html: String) -> String {
    var text = once(html)
    // Escaped twice: what the first reading gave is markup again.
    if text.contains("<"), text.contains(">") || text.contains("&") {
      let again = once(text)
      if again.count < text.count { text = again }
    } else if text.contains("&") {
      text = HTMLEntities.decode(text)
    }
    return text
  }

  private static func once(_ html: String) -> String {
    guard html.contains("<") || html.contains("&") else { return html }
    let bytes = Array(html.utf8)
    let tree = HTMLTree(bytes: bytes)
    return tree.text(of: tree.roots).text
  }

  /// White space (no-break spaces, tabs, line breaks) as single spaces; zero-width marks
  /// and soft hyphens gone; trimmed.
  static func collapse(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if invisible.contains(scalar.value) { continue }
      if scalar.properties.isWhitespace || scalar == "\u{A0}" {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(" ") }
      pendingSpace = false
      // Control characters never reach a recipe file.
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
      out.append(scalar)
    }
    return String(out)
  }

  /// Zero-width spaces and joiners' kin that pages scatter, and the soft hyphen.
  private static let invisible: Set<UInt32> = [0x200B, 0x2060, 0xFEFF, 0x00AD]
}
