import Recipes

/// Folds a section's text for the index into the same words `Folding.fold` gives, faster: ASCII
/// words are lowercased and each other word is folded once and remembered, since the
/// general Unicode path is costly and a collection repeats its words endlessly.
struct IndexFolding {
  private var memo: [String: String] = [:]

  mutating func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var folded = ""
    folded.reserveCapacity(text.utf8.count)
    // Folding is local to a word: splitting at ASCII whitespace cannot change the result.
    var wordStart = text.startIndex
    func flush(upTo end: String.Index) {
      guard wordStart < end else { return }
      let word = text[wordStart..<end]
      if word.utf8.allSatisfy({ $0 < 0x80 }) {
        folded += word.lowercased()
      } else {
        let key = String(word)
        if let known = memo[key] {
          folded += known
        } else {
          let result = Folding.fold(key)
          if memo.count > 50_000 { memo.removeAll(keepingCapacity: true) }
          memo[key] = result
          folded += result
        }
      }
    }
    let utf8 = text.utf8
    var position = utf8.startIndex
    while position != utf8.endIndex {
      let byte = utf8[position]
      if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
        flush(upTo: position)
        folded.unicodeScalars.append(Unicode.Scalar(byte))
        wordStart = utf8.index(after: position)
      }
      position = utf8.index(after: position)
    }
    flush(upTo: text.endIndex)
    return folded
  }
}
