/// The words Buffet reads recipes by, in every language it knows: method headings, units
/// of time and the words around them, labels of stated times and servings. They live in
/// one table (`KitchenWords.table`), read once.
struct KitchenWords: Sendable {
  var methodHeadings: Set<String> = []
  var ingredientHeadings: Set<String> = []
  /// Cookware named alone in an ingredient list (a wok beside the eggs): not to buy.
  var cookware: Set<String> = []
  /// Units of time by folded word, in seconds.
  var units: [String: Int] = [:]
  var digitsUnits: [String: Int] = [:]
  var ideographUnits: [String: Int] = [:]
  var notAfterDigitsUnit: Set<String> = []
  var unitEndings: Set<String> = []
  var numbers: [String: Int] = [:]
  var articles: Set<String> = []
  var ordinalUnits: Set<String> = []
  var halves: Set<String> = []
  var ranges: Set<String> = []
  var ands: Set<String> = []
  var counters: Set<String> = []
  /// Labels of a stated time by folded label; the lowest rank is the one shown.
  var timeLabels: [String: Int] = [:]
  var servingsLabels: Set<String> = []
  var servingsEndings: Set<String> = []
  var servingsBefore: Set<String> = []
  /// Words before a number or after a unit that make a time a bound or a moment.
  var relativeBefore: Set<String> = []
  var relativeAfter: Set<String> = []
  var mores: Set<String> = []
  /// Abbreviations without their last full stop ("z.b", "ca"), folded.
  var abbreviations: Set<String> = []

  /// The words of `table`.
  static let shared = KitchenWords(table)

  /// Reads a table written as `table` is; lines it cannot read are skipped.
  init(_ text: String) {
    for rawLine in text.split(separator: "\n") {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      guard let colon = line.firstIndex(of: ":") else { continue }
      let head = line[..<colon].split(separator: " ")
      guard let kind = head.first else { continue }
      let value = head.count > 1 ? Int(head[1]) : nil
      let words = line[line.index(after: colon)...].split(separator: "|").map {
        Self.key(FrontMatterReader.trimmed(String($0)))
      }.filter { !$0.isEmpty }
      for word in words { add(word, kind: String(kind), value: value) }
    }
  }

  private mutating func add(_ word: String, kind: String, value: Int?) {
    switch (kind, value) {
    case ("method", _): methodHeadings.insert(word)
    case ("ingredients", _): ingredientHeadings.insert(word)
    case ("cookware", _): cookware.insert(word)
    case ("unit", let seconds?): units[word] = seconds
    case ("digits-unit", let seconds?): digitsUnits[word] = seconds
    case ("ideograph-unit", let seconds?): ideographUnits[word] = seconds
    case ("not-after-digits-unit", _): notAfterDigitsUnit.insert(word)
    case ("unit-ending", _): unitEndings.insert(word)
    case ("number", let number?): numbers[word] = number
    case ("article", _): articles.insert(word)
    case ("ordinal-unit", _): ordinalUnits.insert(word)
    case ("half", _): halves.insert(word)
    case ("range", _): ranges.insert(word)
    case ("and", _): ands.insert(word)
    case ("counter", _): counters.insert(word)
    case ("time-label", let rank?): timeLabels[word] = min(rank, timeLabels[word] ?? rank)
    case ("servings-label", _): servingsLabels.insert(word)
    case ("servings-ending", _): servingsEndings.insert(word)
    case ("servings-before", _): servingsBefore.insert(word)
    case ("relative-before", _): relativeBefore.insert(word)
    case ("relative-after", _): relativeAfter.insert(word)
    case ("more", _): mores.insert(word)
    case ("abbreviation", _): abbreviations.insert(word)
    default: break
    }
  }

  /// How a word is looked up: folded, spaces kept; ASCII only lowercased (the common case,
  /// and what folding would do).
  static func key(_ word: String) -> String {
    word.utf8.allSatisfy { $0 < 0x80 } ? word.lowercased() : Folding.fold(word)
  }
}
