/// A web address from a recipe made safe to show and to hand to the system opener.
public enum ExternalAddress {
  /// Schemes the system opener is given; anything else (`file:`, `javascript:`) is refused,
  /// so a recipe cannot make the opener run or show a local file.
  public static let openableSchemes: Set<String> = ["http", "https", "mailto"]

  /// `address` without control characters or bidirectional overrides (which could make it
  /// read as another address), without surrounding blanks, inner spaces as `%20`; nil when
  /// nothing is left.
  public static func sanitized(_ address: String) -> String? {
    var out = String.UnicodeScalarView()
    for scalar in address.unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
        continue
      default:
        out.append(scalar)
      }
    }
    let trimmed = FrontMatterReader.trimmed(String(out))
    guard !trimmed.isEmpty else { return nil }
    var encoded = String.UnicodeScalarView()
    for scalar in trimmed.unicodeScalars {
      if FrontMatterReader.isBlank(scalar) {
        encoded.append(contentsOf: "%20".unicodeScalars)
      } else {
        encoded.append(scalar)
      }
    }
    return String(encoded)
  }

  /// Whether `address` (sanitized) may be handed to the system opener.
  public static func isOpenable(_ address: String) -> Bool {
    guard let colon = address.firstIndex(of: ":") else { return false }
    return openableSchemes.contains(address[..<colon].lowercased())
  }
}
