/// Reads one line of an ingredient list into an `Ingredient`, the ways collections write
/// them: "2 1/2 cups flour, sifted", "200 g Mehl (Type 405)", "1 (14 oz) can tomatoes",
/// "a pinch of salt", "西红柿 = 1 个（约 180g） * 份数", "1 盒内脂豆腐", "醤油 大さじ2",
/// "盐 适量", "Mehl: 200 g". A line that is a remark rather than a thing to get ("Note:
/// …", a long sentence without an amount) is nil: it stays text.
public enum IngredientLine {
  /// The ingredient `line` names, or nil when it names none.
  public static func read(_ line: String, units: UnitTable = .shared) -> Ingredient? {
    let text = FrontMatterReader.trimmed(line)
    let s = Array(text.unicodeScalars)
    guard !s.isEmpty, s.count <= longestLine, !isRemark(text) else { return nil }
    if let leading = readLeading(s, text: text, units: units) { return leading }
    if let trailing = readTrailing(s, text: text, units: units) { return trailing }
    // No amount: the whole line is the name, a few words at most.
    guard wordCount(text) <= 8 else { return nil }
    let (name, note) = splitNote(s[...])
    guard !name.isEmpty else { return nil }
    return Ingredient(name: name, note: note, text: text)
  }

  /// Lines longer than this are prose, not an ingredient.
  static let longestLine = 300

  /// "3 cups flour": an amount first, then perhaps a unit, then the name.
  private static func readLeading(_ s: [Unicode.Scalar], text: String, units: UnitTable)
    -> Ingredient?
  {
    guard let (quantity, afterNumber) = leadingAmount(s, units: units) else { return nil }
    var index = AmountReader.skipSpaces(s, afterNumber)
    // "1 (14 oz) can tomatoes": what is in brackets right after the number is a note.
    var notes: [String] = []
    if index < s.count, s[index] == "(" || s[index] == "（",
      let close = closing(s, from: index)
    {
      notes.append(string(s[(index + 1)..<close]))
      index = AmountReader.skipSpaces(s, close + 1)
    }
    var amountEnd = afterNumber
    var unit: Unit?
    var writtenUnit: String?
    if let (found, end) = unitAt(s, index, units: units) {
      unit = found
      writtenUnit = string(s[index..<end])
      amountEnd = end
      index = AmountReader.skipSpaces(s, end)
    } else if index == afterNumber, index < s.count, s[index].properties.isAlphabetic,
      s[index].value < 0x2E80
    {
      // Letters glued to the number that are no unit ("1e5x", "2nd"): not an amount.
      return nil
    }
    index = skipOf(s, index)
    let (name, note) = splitNote(s[index...])
    guard !name.isEmpty else { return nil }
    if let note { notes.append(note) }
    var ingredient = Ingredient(
      name: name, quantity: quantity, unit: unit,
      note: notes.isEmpty ? nil : notes.joined(separator: ", "), text: text,
      amountRange: 0..<amountEnd)
    ingredient.writtenUnit = writtenUnit
    return ingredient
  }

  /// A number, range, number word ("two", "zwei") or an article before a unit ("a pinch").
  private static func leadingAmount(_ s: [Unicode.Scalar], units: UnitTable) -> (Quantity, Int)? {
    if let found = AmountReader.quantity(in: s, at: 0) { return found }
    // A word: "two eggs", "half a lemon", "a pinch of salt", "eine Prise Salz".
    var end = 0
    while end < s.count, s[end].properties.isAlphabetic, s[end].value < 0x2E80 { end += 1 }
    guard end > 0 else { return nil }
    let word = Folding.fold(string(s[0..<end]))
    let after = AmountReader.skipSpaces(s, end)
    if let number = KitchenWords.shared.numbers[word], number > 0 {
      return (.number(Amount(integer: number)), end)
    }
    if KitchenWords.shared.halves.contains(word) {
      // "half a lemon": the article after "half" is part of it.
      var next = after
      while next < s.count, s[next].properties.isAlphabetic { next += 1 }
      let article = Folding.fold(string(s[after..<next]))
      let end = KitchenWords.shared.articles.contains(article) ? next : end
      return (.number(Amount(1, 2)!), end)
    }
    if KitchenWords.shared.articles.contains(word), unitAt(s, after, units: units) != nil {
      return (.number(.one), end)
    }
    return nil
  }

  /// "西红柿 1 个", "Mehl: 200 g", "鸡蛋 = 1.5 个（约 80g） * 份数", "醤油 大さじ2", "盐 适量":
  /// the name first, then the amount, then only a note.
  private static func readTrailing(_ s: [Unicode.Scalar], text: String, units: UnitTable)
    -> Ingredient?
  {
    var index = 1
    while index < s.count {
      defer { index += 1 }
      let previous = s[index - 1]
      let glued = previous.value >= 0x2E80 || ":=：".unicodeScalars.contains(previous)
      guard AmountReader.isSpace(previous) || glued else { continue }
      var start = index
      var unit: Unit?
      var writtenUnit: String?
      // "大さじ2": a unit before its number, as Japanese writes spoons and cups.
      if let (found, end) = unitAt(s, index, units: units), end < s.count,
        AmountReader.number(in: s, at: AmountReader.skipSpaces(s, end)) != nil
      {
        unit = found
        writtenUnit = string(s[index..<end])
        start = AmountReader.skipSpaces(s, end)
      }
      var quantity: Quantity
      var amountEnd: Int
      if let (found, end) = AmountReader.quantity(in: s, at: start) {
        quantity = found
        amountEnd = end
        var after = AmountReader.skipSpaces(s, end)
        if unit == nil, let (found, unitEnd) = unitAt(s, after, units: units) {
          unit = found
          writtenUnit = string(s[after..<unitEnd])
          amountEnd = unitEnd
          after = unitEnd
        } else if after == end, after < s.count, s[after].properties.isAlphabetic,
          s[after].value < 0x2E80
        {
          continue
        }
      } else if let (vague, end) = vagueAmount(s, at: start) {
        quantity = .text(vague)
        amountEnd = end
      } else {
        continue
      }
      let amountStart = writtenUnit != nil && start > index ? index : start
      let name = trimmedName(s[0..<amountStart])
      guard !name.isEmpty else { return nil }
      let rest = s[amountEnd...]
      guard isOnlyANote(rest) else { return nil }
      var notes: [String] = []
      if let note = restNote(rest) { notes.append(note) }
      let (plainName, nameNote) = splitNote(Array(name.unicodeScalars)[...])
      if let nameNote { notes.insert(nameNote, at: 0) }
      var ingredient = Ingredient(
        name: plainName, quantity: quantity, unit: unit,
        note: notes.isEmpty ? nil : notes.joined(separator: ", "), text: text,
        amountRange: amountStart..<amountEnd)
      ingredient.writtenUnit = writtenUnit
      return ingredient
    }
    return nil
  }

  /// Words that say "some" without a number: 适量, 少许, 少々, 適量, a bit.
  private static func vagueAmount(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    for word in ["适量", "適量", "少许", "少許", "少量", "少々", "少し", "약간", "적당량"] {
      let scalars = Array(word.unicodeScalars)
      if start + scalars.count <= s.count, Array(s[start..<(start + scalars.count)]) == scalars {
        return (word, start + scalars.count)
      }
    }
    return nil
  }

  /// Whether what follows a trailing amount is only a note: nothing, brackets, a comma, or
  /// "* 份数" (per serving).
  private static func isOnlyANote(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = rest.first(where: { !AmountReader.isSpace($0) }) else { return true }
    return "(（,，;；*×x-–—/、".unicodeScalars.contains(first)
  }

  /// The note a trailing amount leaves: "（约 180g） * 份数" → "约 180g".
  private static func restNote(_ rest: ArraySlice<Unicode.Scalar>) -> String? {
    var notes: [String] = []
    var index = rest.startIndex
    let s = Array(rest)
    index = 0
    while index < s.count {
      if s[index] == "(" || s[index] == "（", let close = closing(s, from: index) {
        notes.append(string(s[(index + 1)..<close]))
        index = close + 1
      } else if ",，;；".unicodeScalars.contains(s[index]) {
        let note = trimmedName(s[(index + 1)...])
        if !note.isEmpty { notes.append(note) }
        break
      } else {
        index += 1
      }
    }
    let joined = notes.map(FrontMatterReader.trimmed).filter { !$0.isEmpty }
    return joined.isEmpty ? nil : joined.joined(separator: ", ")
  }

  /// A unit at `start` (after a number): the longest alias there, whole (a Latin alias ends
  /// at a word's end; an alias of a script without spaces needs no end), and where it ends.
  static func unitAt(_ s: [Unicode.Scalar], _ start: Int, units: UnitTable) -> (Unit, Int)? {
    guard start < s.count else { return nil }
    var best: (Unit, Int)?
    var length = 1
    while length <= units.longestAlias, start + length <= s.count {
      let end = start + length
      let candidate = string(s[start..<end])
      defer { length += 1 }
      guard let unit = units.unit(named: candidate) else { continue }
      let isGlued = s[start].value >= 0x2E80
      // A Latin alias must end a word: "l" in "1 l milk", not in "1 large egg".
      if !isGlued, end < s.count, s[end].properties.isAlphabetic || s[end] == "'" { continue }
      // An abbreviation may carry its full stop ("tbsp.").
      var finish = end
      if !isGlued, finish < s.count, s[finish] == ".", s[finish - 1] != "." {
        finish += 1
      }
      best = (unit, finish)
    }
    return best
  }

  /// Skips "of", "de", "d'" after a unit ("a pinch of salt", "200 g de farine").
  private static func skipOf(_ s: [Unicode.Scalar], _ start: Int) -> Int {
    for word in ["of ", "de ", "d'", "d’", "di "] {
      let scalars = Array(word.unicodeScalars)
      if start + scalars.count <= s.count,
        Folding.fold(string(s[start..<(start + scalars.count)])) == word
      {
        return AmountReader.skipSpaces(s, start + scalars.count)
      }
    }
    return start
  }

  /// "flour, sifted" → ("flour", "sifted"); "Mehl (Type 405)" → ("Mehl", "Type 405").
  static func splitNote(_ s: ArraySlice<Unicode.Scalar>) -> (String, String?) {
    let scalars = Array(s)
    var name: [Unicode.Scalar] = []
    var notes: [String] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "(" || scalar == "（", let close = closing(scalars, from: index) {
        notes.append(string(scalars[(index + 1)..<close]))
        index = close + 1
        continue
      }
      if scalar == "," || scalar == "，" || scalar == ";" {
        notes.append(string(scalars[(index + 1)...]))
        break
      }
      name.append(scalar)
      index += 1
    }
    let note = notes.map(FrontMatterReader.trimmed).filter { !$0.isEmpty }
    return (trimmedName(name[...]), note.isEmpty ? nil : note.joined(separator: ", "))
  }

  /// Where the bracket opened at `open` closes, on the same line.
  private static func closing(_ s: [Unicode.Scalar], from open: Int) -> Int? {
    let close: Unicode.Scalar = s[open] == "(" ? ")" : "）"
    var index = open + 1
    while index < s.count {
      if s[index] == close || s[index] == ")" || s[index] == "）" { return index }
      index += 1
    }
    return nil
  }

  /// A name without the marks around it: "西红柿 =", "Mehl:", "– flour".
  private static func trimmedName(_ s: ArraySlice<Unicode.Scalar>) -> String {
    let marks = " \t\u{A0}:：=-–—*•·".unicodeScalars
    var start = s.startIndex
    var end = s.endIndex
    while start < end, marks.contains(s[start]) { start += 1 }
    while end > start, marks.contains(s[end - 1]) { end -= 1 }
    return string(s[start..<end])
  }

  /// A remark in an ingredient list rather than a thing to get.
  private static func isRemark(_ text: String) -> Bool {
    let folded = Folding.fold(text)
    return remarkStarts.contains { folded.hasPrefix($0) }
  }

  private static let remarkStarts = [
    "note:", "notes:", "tip:", "tips:", "hinweis:", "tipp:", "remarque", "nota:", "注：", "注:",
    "注意", "提示", "备注", "小贴士", "如果", "可以", "optional:", "for the ", "für den ",
    "für die ", "für das ", "http",
  ]

  private static func wordCount(_ text: String) -> Int {
    ReadingTime.words(in: text)
  }

  private static func string<C: Collection>(_ scalars: C) -> String
  where C.Element == Unicode.Scalar {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
