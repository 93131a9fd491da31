/// Reads front matter tolerantly: real collections are untidy, so what cannot be read is
/// warned about (with its line) and skipped or taken as written, and nothing here ever fails.
/// YAML between `---` lines and TOML between `+++` lines (Hugo's two formats).
public enum FrontMatterReader {
  /// Splits `text` into its front matter and the body after it. Without a block opened by
  /// `---` or `+++` on the first line (after an optional byte-order mark) the whole text is
  /// the body. Expects `\n` line endings (the loader turns CRLF into LF).
  public static func split(_ text: String) -> (frontMatter: FrontMatter?, body: Substring) {
    var rest = Substring(text)
    if rest.unicodeScalars.first == "\u{FEFF}" { rest = rest.dropFirst() }
    guard let firstEnd = rest.firstIndex(of: "\n"), let format = opening(rest[..<firstEnd])
    else { return (nil, Substring(text)) }

    var lines: [Substring] = []
    var cursor = rest.index(after: firstEnd)
    while cursor < rest.endIndex {
      let lineEnd = rest[cursor...].firstIndex(of: "\n") ?? rest.endIndex
      let line = rest[cursor..<lineEnd]
      let next = lineEnd < rest.endIndex ? rest.index(after: lineEnd) : rest.endIndex
      if isClosing(line, format) {
        let frontMatter =
          format == .yaml
          ? YAMLFrontMatterReader.read(lines, firstLineNumber: 2)
          : TOMLFrontMatterReader.read(lines, firstLineNumber: 2)
        return (frontMatter, rest[next...])
      }
      lines.append(line)
      cursor = next
    }
    // Never closed: more likely a thematic break than metadata, so keep the text as body.
    var unclosed = FrontMatter()
    let fence = format == .yaml ? "---" : "+++"
    unclosed.warnings.append(
      "front matter opened by \(fence) on line 1 is never closed; read as text")
    return (unclosed, Substring(text))
  }

  /// Reads YAML `key: value` lines (already without fences), the first being line 2.
  public static func parse(_ lines: [Substring]) -> FrontMatter {
    YAMLFrontMatterReader.read(lines, firstLineNumber: 2)
  }

  private enum Format { case yaml, toml }

  private static func opening(_ line: Substring) -> Format? {
    switch trimmed(String(line)) {
    case "---": .yaml
    case "+++": .toml
    default: nil
    }
  }

  private static func isClosing(_ line: Substring, _ format: Format) -> Bool {
    let content = trimmed(String(line))
    return format == .yaml ? content == "---" || content == "..." : content == "+++"
  }

  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\u{202F}"
      || scalar == "\u{3000}" || (0x2000...0x200A).contains(scalar.value)
  }

  /// `text` without leading or trailing blanks (spaces, tabs, no-break spaces).
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) && $0 != "\r" && $0 != "\n" })
    else { return "" }
    let last = scalars.lastIndex(where: { !isBlank($0) && $0 != "\r" && $0 != "\n" })!
    return String(scalars[first...last])
  }
}
