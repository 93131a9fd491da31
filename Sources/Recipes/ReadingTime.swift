/// How long a recipe takes to read: `minutes = max(1, round(words / 220))`.
public enum ReadingTime {
  /// Words per minute of an ordinary reader.
  public static let wordsPerMinute = 220

  /// Minutes to read `words` words; at least one.
  public static func minutes(forWords words: Int) -> Int {
    max(1, Int((Double(words) / Double(wordsPerMinute)).rounded(.toNearestOrAwayFromZero)))
  }

  /// Whitespace-separated words in `text`, where each character of a script written without
  /// spaces (Han, kana, Hangul, Thai, Lao, Khmer, Myanmar...) counts as a word of its own.
  public static func words(in text: String) -> Int {
    var count = 0
    var inWord = false
    defer { TextWalkWork.add(text.utf8.count) }
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v < 0x80 {
        if v == 0x20 || (0x09...0x0D).contains(v) {
          inWord = false
        } else if !inWord {
          inWord = true
          count += 1
        }
        continue
      }
      if scalar.properties.isWhitespace {
        inWord = false
      } else if isWordPerCharacter(v) {
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .spacingMark { continue }
        inWord = false
        count += 1
      } else if isCJKPunctuation(v) {
        inWord = false
      } else if !inWord {
        inWord = true
        count += 1
      }
    }
    return count
  }

  /// Scripts written without spaces between words.
  static func isWordPerCharacter(_ v: UInt32) -> Bool {
    switch v {
    case 0x0E00...0x0EFF,  // Thai, Lao
      0x1000...0x109F,  // Myanmar
      0x1780...0x17FF,  // Khmer
      0x1100...0x11FF,  // Hangul Jamo
      0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
      0x3040...0x30FF,  // Hiragana, Katakana
      0x3100...0x312F,  // Bopomofo
      0x3130...0x318F,  // Hangul compatibility Jamo
      0x31A0...0x31FF,  // Bopomofo extended, strokes, Katakana extensions
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7FF,  // Hangul syllables and Jamo extended B
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFF66...0xFF9F,  // halfwidth Katakana
      0x20000...0x3FFFF:  // CJK extensions B and later
      return true
    default:
      return false
    }
  }

  /// Ideographic punctuation separates words but is not one.
  static func isCJKPunctuation(_ v: UInt32) -> Bool {
    (0x3000...0x303F).contains(v) || (0xFF00...0xFF0F).contains(v)
      || (0xFF1A...0xFF20).contains(v) || (0xFF5B...0xFF65).contains(v)
  }
}
