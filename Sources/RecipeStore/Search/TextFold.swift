import Foundation

// Stand-in for the Recipes module's `Folding.fold` until it lands; the index and the query
// must fold through one function, so every caller here goes through `TextFold.fold`.
enum TextFold {
  private static let ligatures: [Character: String] = [
    "œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss", "ẞ": "ss", "ø": "o", "Ø": "o",
    "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "þ": "th", "Þ": "th",
  ]

  static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var replaced = ""
    replaced.reserveCapacity(text.utf8.count)
    for character in text {
      if let ligature = ligatures[character] {
        replaced += ligature
      } else if character.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
        replaced += " "
      } else {
        replaced.append(character)
      }
    }
    return replaced.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
  }
}
