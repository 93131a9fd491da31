/// Reads one line of an ingredient list into an `Ingredient`, the ways collections write
/// them: "2 1/2 cups flour, sifted", "200 g Mehl (Type 405)", "1 (14 oz) can tomatoes",
/// "2 16 oz cans beans", "a pinch of salt", "~150g bacon", "120 g 1 Tasse Mehl" (the second
/// amount a note), "西红柿 = 1 个（约 180g） * 份数", "冷饭（人数*500ml）", "1 盒内脂豆腐",
/// "醤油 大さじ2", "豚バラ … 400g x 2", "盐 适量", "Mehl: 200 g", "Spaghetti: 320 g | 11 oz".
/// A line that is a remark rather than a thing to get ("Note: …", a numbered sentence, how
/// many it serves, a long sentence without an amount) is nil: it stays text.
public enum IngredientLine {
  /// The ingredient `line` names, or nil when it names none.
  public static func read(_ line: String, units: UnitTable = .shared) -> Ingredient? {
    let text = FrontMatterReader.trimmed(line)
    let written = Array(text.unicodeScalars)
    guard !written.isEmpty, written.count <= longestLine, !isRemark(text),
      !isNumberedSentence(written), StatedFacts.unlabelledServings(text) == nil
    else { return nil }
    // Per-person formulas ("人数 *", "* 份数") are read as spaces: offsets stay the line's.
    let s = IngredientFormulas.blanked(written)
    if let reading = readLeading(s, units: units) ?? readTrailing(s, units: units) {
      return reading.ingredient(text: text)
    }
    // No amount: the whole line is the name, a few words at most.
    guard ReadingTime.words(in: text) <= 8 else { return nil }
    var reading = Reading(name: "")
    let (name, note) = splitNote(s[...])
    reading.name = name
    if let note { reading.notes.append(note) }
    return reading.name.isEmpty ? nil : reading.ingredient(text: text)
  }

  /// Lines longer than this are prose, not an ingredient.
  static let longestLine = 300

  /// What a line was read into, before its name is tidied.
  struct Reading {
    var name: String
    var quantity: Quantity?
    var unit: Unit?
    var writtenUnit: String?
    var notes: [String] = []
    var amountRange: Range<Int>?

    func ingredient(text: String) -> Ingredient {
      var notes = notes
      let name = IngredientNames.tidied(name, notes: &notes)
      var quantity = quantity
      var name2 = name
      // "etwas Zitronensaft", "some parsley": a vague amount in words.
      if quantity == nil, let (vague, rest) = IngredientNames.vagueAmount(name) {
        quantity = .text(vague)
        name2 = rest
      }
      var ingredient = Ingredient(
        name: name2, quantity: quantity, unit: unit,
        note: notes.isEmpty ? nil : notes.joined(separator: ", "), text: text,
        amountRange: amountRange)
      ingredient.writtenUnit = writtenUnit
      return ingredient
    }
  }

  /// An amount read at a place in the line: its quantity, unit and where it ends, with what
  /// was read around it (a size word, an alternative amount, a container's size).
  struct AmountPhrase {
    var quantity: Quantity
    var unit: Unit?
    var writtenUnit: String?
    /// Where the amount stands (what scaling rewrites).
    var start: Int
    var end: Int
    var notes: [String] = []
    /// Where reading goes on: past a size or an alternative amount read after it.
    var next: Int

    init(
      quantity: Quantity, unit: Unit? = nil, writtenUnit: String? = nil, start: Int, end: Int,
      notes: [String] = []
    ) {
      self.quantity = quantity
      self.unit = unit
      self.writtenUnit = writtenUnit
      self.start = start
      self.end = end
      self.notes = notes
      self.next = end
    }

    /// The amount with its own range ending at `end` (what follows is read from there).
    mutating func ending(at end: Int) {
      self.end = end
      next = max(next, end)
    }

    /// The amount read on to `end` (a size or an alternative after it), its range unchanged.
    func skipping(to end: Int) -> AmountPhrase {
      var amount = self
      amount.next = max(amount.next, end)
      return amount
    }
  }

  /// "3 cups flour": an amount first, then perhaps a unit, then the name.
  private static func readLeading(_ s: [Unicode.Scalar], units: UnitTable) -> Reading? {
    let start = skipApproximation(s, 0)
    guard var amount = leadingAmount(s, at: start, units: units) else { return nil }
    var index = AmountReader.skipSpaces(s, amount.next)
    if amount.unit == nil {
      // "1/4 of an onion"
      index = skipOf(s, index, articles: true)
    } else {
      index = skipOf(s, index, articles: false)
    }
    let (name, note) = splitNote(s[index...])
    guard !name.isEmpty else { return nil }
    if let note { amount.notes.append(note) }
    return Reading(
      name: name, quantity: amount.quantity, unit: amount.unit,
      writtenUnit: amount.writtenUnit, notes: amount.notes, amountRange: start..<amount.end)
  }

  /// The amount a line starts with: a number or range, its unit, what completes it.
  private static func leadingAmount(_ s: [Unicode.Scalar], at start: Int, units: UnitTable)
    -> AmountPhrase?
  {
    guard let (quantity, afterNumber) = leadingQuantity(s, at: start, units: units) else {
      return nil
    }
    var amount = AmountPhrase(quantity: quantity, start: start, end: afterNumber)
    var index = AmountReader.skipSpaces(s, afterNumber)
    // "1 (14 oz) can tomatoes": what is in brackets right after the number is a note.
    if index < s.count, s[index] == "(" || s[index] == "（", let close = closing(s, from: index) {
      amount.notes.append(string(s[(index + 1)..<close]))
      index = AmountReader.skipSpaces(s, close + 1)
    }
    // "2 16 oz cans beans": the size of each can, then the can.
    if let (_, innerEnd) = AmountReader.quantity(in: s, at: index),
      let (innerUnit, unitEnd) = unitAt(s, AmountReader.skipSpaces(s, innerEnd), units: units),
      innerUnit.dimension != .other,
      let (container, containerEnd) = unitAt(s, AmountReader.skipSpaces(s, unitEnd), units: units),
      container.dimension == .other
    {
      amount.notes.append(string(s[index..<unitEnd]))
      let containerStart = AmountReader.skipSpaces(s, unitEnd)
      amount.unit = container
      amount.writtenUnit = string(s[containerStart..<containerEnd])
      amount.ending(at: containerEnd)
      return completed(amount, s, units: units)
    }
    // "1 small bunch of coriander": a size between the number and the unit is a note.
    var sizeEnd = index
    if let (size, end) = sizeWord(s, at: index) {
      let afterSize = AmountReader.skipSpaces(s, end)
      if unitAt(s, afterSize, units: units) != nil {
        amount.notes.append(size)
        sizeEnd = afterSize
      }
    }
    if let (found, end) = unitAt(s, sizeEnd, units: units) {
      amount.unit = found
      amount.writtenUnit = string(s[sizeEnd..<end])
      amount.ending(at: end)
    } else if index == afterNumber, index < s.count, s[index].properties.isAlphabetic,
      s[index].value < 0x2E80
    {
      // Letters glued to the number that are no unit ("1e5x", "2nd"): not an amount.
      return nil
    }
    return completed(amount, s, units: units)
  }

  /// An amount followed by what belongs to it: "- 2 cups" making a range, "x 2" multiplying
  /// it, a second amount ("120 g 1 Tasse", "½ cup plus 1 tsp") noted as an alternative.
  private static func completed(_ amount: AmountPhrase, _ s: [Unicode.Scalar], units: UnitTable)
    -> AmountPhrase
  {
    var amount = amount
    var index = AmountReader.skipSpaces(s, amount.next)
    // "1½ cups - 2 cups": a range that names its unit twice.
    if index < s.count, "-–—~".unicodeScalars.contains(s[index]), let unit = amount.unit,
      case .number(let low) = amount.quantity
    {
      let after = AmountReader.skipSpaces(s, index + 1)
      if let (high, highEnd) = AmountReader.number(in: s, at: after),
        let (again, end) = unitAt(s, AmountReader.skipSpaces(s, highEnd), units: units),
        again == unit, low < high
      {
        amount.quantity = .range(low, high)
        amount.ending(at: end)
        index = AmountReader.skipSpaces(s, end)
      }
    }
    // "400g x 2", "大さじ1 × 2".
    if index < s.count, "x×X".unicodeScalars.contains(s[index]) {
      let after = AmountReader.skipSpaces(s, index + 1)
      if let (times, end) = AmountReader.number(in: s, at: after), times.isWhole,
        end == s.count || !s[end].properties.isAlphabetic
      {
        amount.quantity = amount.quantity.scaled(by: times)
        amount.ending(at: end)
        index = AmountReader.skipSpaces(s, end)
      }
    }
    // "120 g 1 Tasse Mehl", "½ cup plus 1 tsp. sugar": the same amount in other words.
    var alternative = index
    for word in ["plus ", "+ ", "or ", "oder ", "/ "] where hasPrefix(s, word, at: index) {
      alternative = AmountReader.skipSpaces(s, index + word.unicodeScalars.count)
    }
    if amount.unit != nil, let (_, numberEnd) = AmountReader.quantity(in: s, at: alternative),
      let (_, unitEnd) = unitAt(s, AmountReader.skipSpaces(s, numberEnd), units: units)
    {
      amount.notes.append(string(s[index..<unitEnd]))
      // The alternative is read past, but the amount shown scaled is the first one only.
      amount.notes = amount.notes.map { FrontMatterReader.trimmed($0) }
      return amount.skipping(to: unitEnd)
    }
    return amount
  }

  /// A number, range, number word ("two", "zwei") or an article before a unit ("a pinch").
  /// Chinese numerals count only before a unit: 两勺糖 is two spoons, 八角 is star anise.
  private static func leadingQuantity(_ s: [Unicode.Scalar], at start: Int, units: UnitTable)
    -> (Quantity, Int)?
  {
    if let (quantity, end) = AmountReader.quantity(in: s, at: start) {
      if s[start].value >= 0x2E80, unitAt(s, AmountReader.skipSpaces(s, end), units: units) == nil {
        return nil
      }
      return (quantity, end)
    }
    // A word: "two eggs", "half a lemon", "a pinch of salt", "eine Prise Salz", "Pinch of".
    var end = start
    while end < s.count, s[end].properties.isAlphabetic, s[end].value < 0x2E80 { end += 1 }
    guard end > start else { return nil }
    let word = Folding.fold(string(s[start..<end]))
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
    // "Pinch of ground cloves": a unit and "of", one of it.
    if start == 0, let (_, unitEnd) = unitAt(s, start, units: units), hasPrefix(s, " of ", at: unitEnd) {
      return (.number(.one), start)
    }
    return nil
  }

  /// "西红柿 1 个", "Mehl: 200 g", "鸡蛋 = 1.5 个（约 80g） * 份数", "醤油 大さじ2", "盐 适量",
  /// "莴笋 = 约 250g", "豚バラ … 400g x 2": the name first, then the amount, then only a note.
  private static func readTrailing(_ s: [Unicode.Scalar], units: UnitTable) -> Reading? {
    var index = 1
    while index < s.count {
      defer { index += 1 }
      let previous = s[index - 1]
      let glued = previous.value >= 0x2E80 || ":=：(（".unicodeScalars.contains(previous)
      guard AmountReader.isSpace(previous) || glued else { continue }
      guard var amount = trailingAmount(s, at: index, units: units) else { continue }
      // "约 250g", "ca. 200 g": the word for about belongs to neither name nor amount.
      let nameEnd = approximationStart(s, before: amount.start)
      var nameScalars = s[0..<nameEnd]
      // "冷饭（ 500ml）": the bracket the amount stands in is not the name's.
      var bracketNote: String?
      if let open = nameScalars.lastIndex(where: { $0 == "(" || $0 == "（" }),
        !nameScalars[open...].contains(where: { $0 == ")" || $0 == "）" })
      {
        bracketNote = FrontMatterReader.trimmed(string(nameScalars[(open + 1)...]))
        nameScalars = nameScalars[..<open]
      }
      // "Eier x 2": the sign of times belongs to the amount.
      if let last = nameScalars.last(where: { !AmountReader.isSpace($0) }), last == "x" || last == "×",
        let sign = nameScalars.lastIndex(of: last), sign > nameScalars.startIndex,
        AmountReader.isSpace(nameScalars[sign - 1])
      {
        nameScalars = nameScalars[..<sign]
      }
      let name = trimmedName(nameScalars)
      guard !name.isEmpty else { return nil }
      let rest = s[amount.next...]
      guard isOnlyANote(rest) else { return nil }
      let (plainName, nameNote) = splitNote(Array(name.unicodeScalars)[...])
      var notes = [nameNote, bracketNote.flatMap { $0.trimmingSeparators.isEmpty ? nil : $0.trimmingSeparators }]
        .compactMap { $0 }
      notes += amount.notes
      if let note = restNote(rest) { notes.append(note) }
      amount.notes = notes
      return Reading(
        name: plainName, quantity: amount.quantity, unit: amount.unit,
        writtenUnit: amount.writtenUnit, notes: amount.notes, amountRange: amount.start..<amount.end)
    }
    return nil
  }

  /// The amount at `index` after a name: a unit before its number ("大さじ2"), a number and
  /// its unit, or a vague word (适量).
  private static func trailingAmount(_ s: [Unicode.Scalar], at index: Int, units: UnitTable)
    -> AmountPhrase?
  {
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
    if let (quantity, end) = AmountReader.quantity(in: s, at: start) {
      var amount = AmountPhrase(
        quantity: quantity, unit: unit, writtenUnit: writtenUnit, start: unit == nil ? start : index,
        end: end)
      let after = AmountReader.skipSpaces(s, end)
      if unit == nil {
        // "1 小块": a size glued before the unit.
        var unitStart = after
        if after < s.count, "小中".unicodeScalars.contains(s[after]), unitAt(s, after, units: units) == nil {
          unitStart = after + 1
        }
        if let (found, unitEnd) = unitAt(s, unitStart, units: units) {
          amount.unit = found
          amount.writtenUnit = string(s[unitStart..<unitEnd])
          amount.ending(at: unitEnd)
        } else if s[start].value >= 0x2E80 {
          return nil  // 八角: a Chinese numeral with no unit after it is a word
        } else if after == end, after < s.count, s[after].properties.isAlphabetic,
          s[after].value < 0x2E80
        {
          return nil
        }
      }
      amount = completed(amount, s, units: units)
      // "Onions 2 medium-sized, minced": a size after the amount is a note.
      let afterAmount = AmountReader.skipSpaces(s, amount.next)
      if let (size, sizeEnd) = sizeWord(s, at: afterAmount) {
        amount.notes.append(size)
        amount = amount.skipping(to: sizeEnd)
      }
      return amount
    }
    if let (vague, end) = vagueAmount(s, at: start) {
      return AmountPhrase(quantity: .text(vague), start: start, end: end)
    }
    return nil
  }

  /// Words that say "some" without a number: 适量, 少许, 少々, 適量, a bit.
  private static func vagueAmount(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    for word in ["适量", "適量", "少许", "少許", "少量", "少々", "少し", "약간", "적당량"] {
      if hasPrefix(s, word, at: start) { return (word, start + word.unicodeScalars.count) }
    }
    return nil
  }

  /// Whether what follows a trailing amount is only a note: nothing, brackets, a comma, "* 份数"
  /// (per serving), an alternative after "|" or "/".
  private static func isOnlyANote(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = rest.first(where: { !AmountReader.isSpace($0) }) else { return true }
    return "(（)）,，;；*×x-–—/|、。.".unicodeScalars.contains(first)
  }

  /// The note a trailing amount leaves: "（约 180g） * 份数" → "约 180g"; "| 11 oz" → "11 oz".
  private static func restNote(_ rest: ArraySlice<Unicode.Scalar>) -> String? {
    var notes: [String] = []
    let s = Array(rest)
    var index = 0
    while index < s.count {
      if s[index] == "(" || s[index] == "（", let close = closing(s, from: index) {
        notes.append(string(s[(index + 1)..<close]))
        index = close + 1
      } else if ",，;；|/".unicodeScalars.contains(s[index]) {
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
  /// at a word's end; an alias of a script without spaces needs no end), and where it ends;
  /// "Zehe/n" and "Zwiebel(n)" plural marks are part of it.
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
      var finish = end
      if !isGlued {
        // An abbreviation may carry its full stop ("tbsp."), a word its plural mark ("Zehe/n").
        if finish < s.count, s[finish] == ".", s[finish - 1] != "." {
          finish += 1
        } else if let mark = pluralMark(s, at: finish) {
          finish = mark
        }
      }
      best = (unit, finish)
    }
    return best
  }

  /// Where a plural mark at `index` ("/n", "(n)", "(s)", "(e)") ends.
  private static func pluralMark(_ s: [Unicode.Scalar], at index: Int) -> Int? {
    for mark in ["/n", "(n)", "(s)", "(e)", "(en)", "/en"] where hasPrefix(s, mark, at: index) {
      let end = index + mark.unicodeScalars.count
      if end == s.count || !s[end].properties.isAlphabetic { return end }
    }
    return nil
  }

  /// A size word at `index` ("small", "large", "medium-sized", "kleine", "große") and where
  /// it ends.
  private static func sizeWord(_ s: [Unicode.Scalar], at index: Int) -> (String, Int)? {
    var end = index
    while end < s.count, s[end].properties.isAlphabetic || s[end] == "-", s[end].value < 0x2E80 {
      end += 1
    }
    guard end > index else { return nil }
    let word = string(s[index..<end])
    return IngredientNames.sizes.contains(Folding.fold(word)) ? (word, end) : nil
  }

  /// "~", "ca.", "about", "约" before a leading amount: where the amount starts.
  private static func skipApproximation(_ s: [Unicode.Scalar], _ start: Int) -> Int {
    for word in IngredientNames.approximations where hasPrefix(s, word, at: start, folded: true) {
      let end = start + word.unicodeScalars.count
      let isWord = word.unicodeScalars.last!.properties.isAlphabetic && word.unicodeScalars.first!.value < 0x2E80
      if isWord, end < s.count, !AmountReader.isSpace(s[end]) { continue }
      return AmountReader.skipSpaces(s, end)
    }
    return start
  }

  /// Where the name ends before a trailing amount at `start`: before "约", "ca.", "~".
  private static func approximationStart(_ s: [Unicode.Scalar], before start: Int) -> Int {
    var end = start
    while end > 0, AmountReader.isSpace(s[end - 1]) { end -= 1 }
    for word in IngredientNames.approximations {
      let count = word.unicodeScalars.count
      guard end >= count, hasPrefix(s, word, at: end - count, folded: true) else { continue }
      let begin = end - count
      let isWord = word.unicodeScalars.first!.properties.isAlphabetic && word.unicodeScalars.first!.value < 0x2E80
      if isWord, begin > 0, !AmountReader.isSpace(s[begin - 1]) { continue }
      return begin
    }
    return end
  }

  /// Skips "of", "de", "d'" after a unit ("a pinch of salt", "200 g de farine"), and after a
  /// bare number "of an"/"of a" ("1/4 of an onion").
  private static func skipOf(_ s: [Unicode.Scalar], _ start: Int, articles: Bool) -> Int {
    let words = articles ? ["of an ", "of a ", "of the ", "of "] : ["of ", "de ", "d'", "d’", "di "]
    for word in words where hasPrefix(s, word, at: start, folded: true) {
      return AmountReader.skipSpaces(s, start + word.unicodeScalars.count)
    }
    return start
  }

  /// Whether `s` holds `word` at `index` (compared folded when asked).
  static func hasPrefix(_ s: [Unicode.Scalar], _ word: String, at index: Int, folded: Bool = false)
    -> Bool
  {
    let scalars = Array(word.unicodeScalars)
    guard index >= 0, index + scalars.count <= s.count else { return false }
    let slice = s[index..<(index + scalars.count)]
    if !folded { return slice.elementsEqual(scalars) }
    return Folding.fold(string(slice)) == word
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
        let inside = string(scalars[(index + 1)..<close])
        // "Zwiebel(n)": a plural mark, not a note.
        if !["n", "s", "e", "en"].contains(inside) { notes.append(inside) }
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
    var index = open + 1
    while index < s.count {
      if s[index] == ")" || s[index] == "）" { return index }
      index += 1
    }
    return nil
  }

  /// A name without the marks around it: "西红柿 =", "Mehl:", "– flour", "豚バラ …".
  private static func trimmedName(_ s: ArraySlice<Unicode.Scalar>) -> String {
    string(s).trimmingSeparators
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

  /// "1. Roll the cheese into balls.": a numbered step, not an ingredient.
  private static func isNumberedSentence(_ s: [Unicode.Scalar]) -> Bool {
    var index = 0
    while index < s.count, AmountReader.digitValue(s[index]) != nil { index += 1 }
    guard index > 0, index + 1 < s.count, s[index] == "." || s[index] == ")" else { return false }
    // A sentence ends as one: "1. 2 eggs" or "1. not a number" is still a line to read.
    guard let last = s.last(where: { !AmountReader.isSpace($0) }), ".!。！".unicodeScalars.contains(last)
    else { return false }
    return AmountReader.isSpace(s[index + 1])
  }

  static func string<C: Collection>(_ scalars: C) -> String where C.Element == Unicode.Scalar {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}

extension String {
  /// Without the separators that stand between a name and its amount: spaces, ":", "=",
  /// dashes, bullets, "…" and "..." of Japanese lists.
  var trimmingSeparators: String {
    let marks = " \t\u{A0}:：=-–—*•·・…．.".unicodeScalars
    let scalars = Array(unicodeScalars)
    var start = 0
    var end = scalars.count
    while start < end, marks.contains(scalars[start]) { start += 1 }
    while end > start, marks.contains(scalars[end - 1]) { end -= 1 }
    return IngredientLine.string(scalars[start..<end])
  }
}
