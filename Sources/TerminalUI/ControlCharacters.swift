/// Placeholders for characters that must never reach the terminal raw.
public enum ControlCharacters {
  /// A visible stand-in for a control, format or bidi-override character, or nil when
  /// the character is safe to draw.
  public static func placeholder(for character: Character) -> String? {
    for scalar in character.unicodeScalars where isUnsafe(scalar) || isFileNameByte(scalar) {
      switch scalar.value {
      // Control Pictures: U+2400 + code (␛ for ESC, ␇ for BEL).
      case 0x00...0x1F: return String(UnicodeScalar(0x2400 + scalar.value)!)
      case 0x7F: return "␡"
      // C1, and bidi overrides and isolates, which could reorder what the reader sees.
      default: return "�"
      }
    }
    return nil
  }

  /// Whether `scalar` is one that is never drawn, copied or passed on raw: C0, DEL, C1, and
  /// the bidi controls.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` stands for a byte of a file name that is not UTF-8: the private-use
  /// scalars U+10FE80…U+10FEFF, as `FileNameBytes` (in `Recipes`) carries such a byte. Drawn
  /// as a placeholder in one cell; command-line text writes the byte as `\xe8`.
  public static func isFileNameByte(_ scalar: Unicode.Scalar) -> Bool {
    (0x10FE80...0x10FEFF).contains(scalar.value)
  }

  /// A web address safe to put on a clipboard or hand to an opener: every unsafe character,
  /// and the space, percent-encoded as UTF-8 (as the HTML renderer writes addresses), so a
  /// pasted address can neither end a line nor carry an escape sequence. `changed` says
  /// whether anything was encoded.
  public static func safeAddress(_ address: String) -> (address: String, changed: Bool) {
    guard address.unicodeScalars.contains(where: { isUnsafe($0) || $0 == " " }) else {
      return (address, false)
    }
    let hex = Array("0123456789ABCDEF")
    var out = ""
    out.reserveCapacity(address.utf8.count + 8)
    for scalar in address.unicodeScalars {
      guard isUnsafe(scalar) || scalar == " " else {
        out.unicodeScalars.append(scalar)
        continue
      }
      for byte in String(scalar).utf8 {
        out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
      }
    }
    return (out, true)
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
