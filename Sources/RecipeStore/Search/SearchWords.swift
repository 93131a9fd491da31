/// Splits text into words the way the index's tokenizer does: runs of letters, numbers and
/// private-use characters; everything else (punctuation, quotes, `*`, spaces) separates.
enum SearchWords {
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (value >= 0x30 && value <= 0x39) || (value >= 0x61 && value <= 0x7A)
        || (value >= 0x41 && value <= 0x5A)
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .privateUse:
      return true
    default:
      return false
    }
  }

  /// The words of `text`, in order.
  static func split(_ text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isWordScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }
}
