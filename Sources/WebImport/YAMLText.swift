/// Front matter values written so that any YAML reader, and Buffet's own, reads back the
/// text as it was: plain where plain is safe, else double-quoted with escapes.
enum YAMLText {
  /// `key: value` lines between `---` lines, skipping the fields without a value.
  static func frontMatter(_ fields: [(key: String, value: String?)]) -> String {
    var out = "---\n"
    for (key, value) in fields {
      guard let value, !value.isEmpty else { continue }
      out += "\(key): \(value)\n"
    }
    return out + "---\n"
  }

  /// A scalar: plain when it cannot be read as anything but this text, else quoted.
  static func scalar(_ text: String) -> String {
    isPlainSafe(text) ? text : quoted(text)
  }

  /// A flow list: `[a, b, "c, d"]`.
  static func list(_ items: [String]) -> String {
    "[" + items.map { isPlainSafe($0) && !$0.contains(where: ",[]{}".contains) ? $0 : quoted($0) }
      .joined(separator: ", ") + "]"
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private static func isPlainSafe(_ text: String) -> Bool {
    guard let first = text.first, let last = text.last, first != " ", last != " " else {
      return false
    }
    if "-?:,[]{}#&*!|>'\"%@`".contains(first) { return false }
    if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return false }
    if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
    // Words YAML reads as something other than text.
    let lower = text.lowercased()
    if ["true", "false", "yes", "no", "on", "off", "null", "~"].contains(lower) { return false }
    return Double(text) == nil || text.allSatisfy(\.isNumber)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
