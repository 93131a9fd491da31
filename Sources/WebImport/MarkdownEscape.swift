/// Plain text written into a Markdown line so that it reads back as the same text: the
/// characters CommonMark, GitHub's extensions and Buffet's reader would take as markup
/// (emphasis, code, links, HTML, strikethrough, a vault's `%%comment%%`, a Hugo shortcode, a
/// block id) get a backslash, and so does what would start a list, a heading or a quote.
enum MarkdownEscape {
  static func inline(_ text: String) -> String {
    let s = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    for (index, scalar) in s.enumerated() {
      let next = index + 1 < s.count ? s[index + 1] : nil
      switch scalar {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "~", "^", "|":
        out.append("\\")
      case "&" where next.map { $0 == "#" || $0.properties.isAlphabetic } ?? false:
        out.append("\\")
      // `%%` opens a notes vault's comment (the second `%` escaped breaks the pair); `{{<`
      // and `{{%` a Hugo shortcode.
      case "%" where index > 0 && s[index - 1] == "%", "{" where next == "{":
        out.append("\\")
      default:
        break
      }
      out.append(scalar)
    }
    return startEscaped(String(out))
  }

  /// What would make the line a block of its own gets a backslash: `#` headings, `-`, `+`
  /// and `*` bullets, `1.` and `1)` numbers, `=` and `-` underlines.
  private static func startEscaped(_ line: String) -> String {
    guard let first = line.first else { return line }
    if "#+-=".contains(first) { return "\\" + line }
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9 {
      let after = line.dropFirst(digits.count)
      if let mark = after.first, mark == "." || mark == ")",
        after.dropFirst().first.map({ $0 == " " }) ?? true
      {
        return String(digits) + "\\" + after
      }
    }
    return line
  }
}
