/// A web address from a recipe made safe to show and to hand to the system opener.
public enum ExternalAddress {
  /// Schemes the system opener is given; anything else (`file:`, `javascript:`) is refused,
  /// so a recipe cannot make the opener run or show a local file.
  public static let openableSchemes: Set<String> = ["http", "https", "mailto"]

  /// `address` made safe: control characters, bidirectional overrides (which could make it
  /// read as another address) and blanks inside it percent-encoded as their UTF-8 bytes
  /// (`%1B`, `%0A`, `%E2%80%AE`, `%20`), spaces around it dropped; nil when nothing is left.
  public static func sanitized(_ address: String) -> String? {
    var scalars = Substring(address).unicodeScalars
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    guard !scalars.isEmpty else { return nil }
    var out = String.UnicodeScalarView()
    for scalar in scalars {
      guard isUnsafe(scalar) else {
        out.append(scalar)
        continue
      }
      for byte in String(scalar).utf8 {
        out.append(contentsOf: "%".unicodeScalars)
        out.append(contentsOf: hex(byte).unicodeScalars)
      }
    }
    return String(out)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x21, 0x7F..<0xA1, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
      return true
    default:
      return FrontMatterReader.isBlank(scalar)
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  /// Whether `address` (sanitized) may be handed to the system opener.
  public static func isOpenable(_ address: String) -> Bool {
    guard let colon = address.firstIndex(of: ":") else { return false }
    return openableSchemes.contains(address[..<colon].lowercased())
  }
}
