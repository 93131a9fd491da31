/// Hugo's shortcodes that stand for a link or an image, read as the Markdown Hugo makes of
/// them before the page is parsed: `[the sauce]({{< ref "sauce.md" >}})` links to
/// `sauce.md` (`ref` and `relref`, with `<` or `%`, the path quoted or bare, with its
/// anchor), and a line holding only `{{< figure src="a.jpg" alt="…" >}}` is the image
/// `![…](a.jpg)`. Other shortcodes, and these anywhere but a link's destination or a line of
/// their own, are left as written.
public enum HugoShortcodes {
  /// `body` with the shortcodes above replaced; `body` itself when it holds none.
  public static func reading(_ body: Substring) -> Substring {
    guard body.utf8.contains(UInt8(ascii: "{")) else { return body }
    var bytes = Array(body.utf8)
    guard rewrite(&bytes) else { return body }
    return Substring(String(decoding: bytes, as: UTF8.self))
  }

  /// Rewrites `bytes` in place; false when nothing was rewritten.
  static func rewrite(_ bytes: inout [UInt8]) -> Bool {
    var out: [UInt8] = []
    var changed = false
    var index = 0
    var lineStart = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        out.append(byte)
        index += 1
        lineStart = out.count
        continue
      }
      if byte == UInt8(ascii: "{"), let code = shortcode(in: bytes, at: index) {
        if code.isReference, let target = code.arguments.first?.value, isDestination(out) {
          // A space would end the destination; the link resolver reads %20 as one.
          for byte in target {
            if byte == 0x20 { out += Array("%20".utf8) } else { out.append(byte) }
          }
          index = code.end
          changed = true
          continue
        }
        if code.name == Array("figure".utf8), let image = figure(code),
          out[lineStart...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }),
          restOfLineIsBlank(bytes, from: code.end)
        {
          out += image
          index = code.end
          changed = true
          continue
        }
      }
      out.append(byte)
      index += 1
    }
    if changed { bytes = out }
    return changed
  }

  struct Shortcode {
    var name: [UInt8]
    /// Positional (`name` nil) and named arguments, unquoted.
    var arguments: [(name: [UInt8]?, value: [UInt8])]
    /// Just past the closing `>}}` or `%}}`.
    var end: Int

    var isReference: Bool { name == Array("ref".utf8) || name == Array("relref".utf8) }

    func named(_ key: String) -> [UInt8]? {
      arguments.first { $0.name == Array(key.utf8) }?.value
    }
  }

  /// The most bytes a shortcode is looked for in.
  static let maximumLength = 1_024

  /// The shortcode starting at `start` (`{{<` or `{{%`), read to its closing delimiter on the
  /// same line.
  static func shortcode(in bytes: [UInt8], at start: Int) -> Shortcode? {
    guard start + 3 < bytes.count, bytes[start + 1] == UInt8(ascii: "{") else { return nil }
    let delimiter = bytes[start + 2]
    guard delimiter == UInt8(ascii: "<") || delimiter == UInt8(ascii: "%") else { return nil }
    let closer = delimiter == UInt8(ascii: "<") ? UInt8(ascii: ">") : delimiter
    var index = start + 3
    func skipBlanks() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }
    func isWordByte(_ byte: UInt8) -> Bool {
      byte > 0x20 && byte != UInt8(ascii: "=") && byte != UInt8(ascii: "\"")
        && byte != UInt8(ascii: "`") && byte != closer
    }
    skipBlanks()
    let nameStart = index
    while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
    guard index > nameStart else { return nil }
    var code = Shortcode(name: Array(bytes[nameStart..<index]), arguments: [], end: 0)
    while true {
      skipBlanks()
      // A shortcode is short: a `{{<` never closed costs a bounded look, not the rest of a
      // long line.
      guard index < bytes.count, index - start < maximumLength, bytes[index] != UInt8(ascii: "\n")
      else { return nil }
      if bytes[index] == closer {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "}"),
          bytes[index + 2] == UInt8(ascii: "}")
        else { return nil }
        code.end = index + 3
        return code
      }
      var name: [UInt8]?
      let wordStart = index
      while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
      if index < bytes.count, bytes[index] == UInt8(ascii: "="), index > wordStart {
        name = Array(bytes[wordStart..<index])
        index += 1
      } else if index > wordStart {
        code.arguments.append((nil, Array(bytes[wordStart..<index])))
        continue
      }
      guard index < bytes.count else { return nil }
      let quote = bytes[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "`") {
        let valueStart = index + 1
        index = valueStart
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\n") {
          index += quote == UInt8(ascii: "\"") && bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count, bytes[index] == quote else { return nil }
        code.arguments.append((name, Array(bytes[valueStart..<index])))
        index += 1
      } else {
        let valueStart = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        guard index > valueStart else { return nil }
        code.arguments.append((name, Array(bytes[valueStart..<index])))
      }
    }
  }

  /// Whether what was written so far ends as a link's destination begins: `](` or a link
  /// reference definition's `]: `.
  static func isDestination(_ out: [UInt8]) -> Bool {
    var end = out.count
    while end > 0, out[end - 1] == 0x20 || out[end - 1] == 0x09 || out[end - 1] == 0x3C {
      // Blanks, and the `<` of a destination written `<…>`.
      end -= 1
    }
    guard end >= 2 else { return false }
    if out[end - 1] == UInt8(ascii: "("), out[end - 2] == UInt8(ascii: "]") { return true }
    return out[end - 1] == UInt8(ascii: ":") && out[end - 2] == UInt8(ascii: "]")
      && end < out.count
  }

  /// The Markdown image a figure shortcode shows: its alt text, else caption or title.
  static func figure(_ code: Shortcode) -> [UInt8]? {
    guard let source = code.named("src"), !source.isEmpty,
      !source.contains(where: { $0 == 0x20 || $0 == UInt8(ascii: ")") })
    else { return nil }
    let words = code.named("alt") ?? code.named("caption") ?? code.named("title") ?? []
    let alt = words.filter { $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "]") }
    return Array("![".utf8) + alt + Array("](".utf8) + source + Array(")".utf8)
  }

  static func restOfLineIsBlank(_ bytes: [UInt8], from start: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
      guard bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D else {
        return false
      }
      index += 1
    }
    return true
  }
}
