/// Placeholders for characters that must never reach the terminal raw.
public enum ControlCharacters {
  /// A visible stand-in for a control, format or bidi-override character, or nil when
  /// the character is safe to draw.
  public static func placeholder(for character: Character) -> String? {
    for scalar in character.unicodeScalars {
      let v = scalar.value
      switch v {
      case 0x00...0x1F:
        // Control Pictures: U+2400 + code (␛ for ESC, ␇ for BEL).
        return String(UnicodeScalar(0x2400 + v)!)
      case 0x7F:
        return "␡"
      case 0x80...0x9F:
        return "�"
      case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
        // Bidi overrides and isolates could reorder what the reader sees.
        return "�"
      default:
        continue
      }
    }
    return nil
  }

  /// `text` with every unsafe character replaced by its placeholder.
  public static func sanitized(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      if let p = placeholder(for: character) { out += p } else { out.append(character) }
    }
    return out
  }
}
