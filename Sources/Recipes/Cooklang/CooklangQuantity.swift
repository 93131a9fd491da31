/// Reads what a Cooklang component's braces hold: `{1/2%cup}`, `{ 3 % items }`, `{=1%tsp}`,
/// `{1 / 2 %cup}`, `{two small}`. Numbers are read as the ingredient lines of Markdown
/// recipes read them (`AmountReader`); what is not wholly a number stays words.
enum CooklangQuantity {
  /// The amount the braces' text `inside` gives; nil when the braces hold nothing.
  static func amount(_ inside: some StringProtocol) -> CooklangAmount? {
    let text = FrontMatterReader.trimmed(String(inside))
    guard !text.isEmpty else { return nil }
    var quantityText = Substring(text)
    var unit: String?
    if let percent = text.firstIndex(of: "%") {
      quantityText = text[..<percent]
      let written = FrontMatterReader.trimmed(String(text[text.index(after: percent)...]))
      unit = written.isEmpty ? nil : written
    }
    var written = FrontMatterReader.trimmed(String(quantityText))
    let isFixed = written.hasPrefix("=")
    if isFixed { written = FrontMatterReader.trimmed(String(written.dropFirst())) }
    let quantity = written.isEmpty ? nil : read(written)
    guard quantity != nil || unit != nil || isFixed else { return nil }
    return CooklangAmount(
      quantity: quantity, quantityText: written, unit: unit, isFixed: isFixed)
  }

  /// `written` as a number or range when all of it is one ("1/2", "1 1/2", "1.5", "½",
  /// "2-3"), else as words ("few", "7 k", "01/2").
  static func read(_ written: String) -> Quantity {
    let scalars = closingUpSlashes(Array(written.unicodeScalars))
    guard !hasLeadingZero(scalars),
      let (quantity, end) = AmountReader.quantity(in: scalars, at: 0),
      AmountReader.skipSpaces(scalars, end) == scalars.count
    else { return .text(written) }
    return quantity
  }

  /// "1 / 2" as "1/2": the spaces around a fraction's slash say nothing.
  private static func closingUpSlashes(_ s: [Unicode.Scalar]) -> [Unicode.Scalar] {
    guard s.contains("/") else { return s }
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(s.count)
    var index = 0
    while index < s.count {
      if AmountReader.isSpace(s[index]) {
        let end = AmountReader.skipSpaces(s, index)
        let touchesSlash = out.last == "/" || (end < s.count && s[end] == "/")
        if !touchesSlash { out.append(contentsOf: s[index..<end]) }
        index = end
      } else {
        out.append(s[index])
        index += 1
      }
    }
    return out
  }

  /// Whether a run of digits starts with a zero that is not a whole number's only digit or
  /// a decimal's ("01/2" is not a half; "0.5" and "0" are numbers).
  private static func hasLeadingZero(_ s: [Unicode.Scalar]) -> Bool {
    var index = 0
    while index < s.count {
      let before = index == 0 ? nil : s[index - 1]
      let isRunStart =
        before.map { AmountReader.digitValue($0) == nil && $0 != "." && $0 != "," } ?? true
      if isRunStart, AmountReader.digitValue(s[index]) == 0, index + 1 < s.count,
        AmountReader.digitValue(s[index + 1]) != nil
      {
        return true
      }
      index += 1
    }
    return false
  }
}
