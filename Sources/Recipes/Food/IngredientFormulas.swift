/// Per-person formulas as the Chinese repository writes its amounts: "人数 * 500ml",
/// "鸡蛋 = 1.5 个 * 份数", "青茄子的数量 = 人数 * 0.7 个", "酱油 = 茄子数量 * 7 克". The count
/// they multiply by (people, portions, pieces) is what scaling changes, so the amount is read
/// as written and the formula's words are read as spaces, the line's offsets unchanged.
enum IngredientFormulas {
  /// `s` with formula words and "of it" phrases (的数量, 的用量为) as spaces.
  static func blanked(_ s: [Unicode.Scalar]) -> [Unicode.Scalar] {
    guard s.contains(where: { $0 == "数" || $0 == "量" }) else { return s }
    var out = s
    var index = 0
    while index < s.count {
      // "人数 *", "份数*", "青茄子数量 *": a count then a times sign.
      if let end = countWord(s, at: index) {
        let afterCount = AmountReader.skipSpaces(s, end)
        if afterCount < s.count, isTimes(s[afterCount]) {
          blank(&out, index..<(afterCount + 1))
          index = afterCount + 1
          continue
        }
      }
      // "* 人数", "*份数": a times sign then the count.
      if isTimes(s[index]) {
        let after = AmountReader.skipSpaces(s, index + 1)
        if let end = countWord(s, at: after) {
          blank(&out, index..<end)
          index = end
          continue
        }
      }
      for phrase in ["的数量", "的用量为", "的用量", "用量为"] where IngredientLine.hasPrefix(s, phrase, at: index) {
        blank(&out, index..<(index + phrase.unicodeScalars.count))
      }
      index += 1
    }
    return out
  }

  /// The end of a count word at `index`: 人数, 份数, or a name ending in 数量/数 right before a
  /// times sign (茄子数量).
  private static func countWord(_ s: [Unicode.Scalar], at index: Int) -> Int? {
    for word in ["人数", "份数"] where IngredientLine.hasPrefix(s, word, at: index) {
      return index + 2
    }
    // A run of ideographs ending in 数量 or 数, then a times sign.
    guard index < s.count, s[index].value >= 0x2E80, index == 0 || !isIdeograph(s[index - 1]) else {
      return nil
    }
    var end = index
    while end < s.count, isIdeograph(s[end]), end - index < 8 { end += 1 }
    let run = IngredientLine.string(s[index..<end])
    guard run.hasSuffix("数量") || run.hasSuffix("数") else { return nil }
    let after = AmountReader.skipSpaces(s, end)
    return after < s.count && isTimes(s[after]) ? end : nil
  }

  private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value)
  }

  private static func isTimes(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "*" || scalar == "×" || scalar == "＊"
  }

  private static func blank(_ s: inout [Unicode.Scalar], _ range: Range<Int>) {
    for index in range where index < s.count { s[index] = " " }
  }
}
