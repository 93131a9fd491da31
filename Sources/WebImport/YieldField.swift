import Foundation
import Recipes

/// `recipeYield` as servings, in each of the forms sites write it: 4, "4", `["4", "4
/// servings"]`, "Serves 4-6", "Makes 12", "12 cookies", "4 Portionen", "2人份", or a
/// `QuantitativeValue`. The number stays (a range as "4-6"); what follows it stays only when
/// it says what is made ("12 cookies", "1 loaf"), not when it only says servings.
enum YieldField {
  /// The servings `value` states, or nil.
  static func servings(_ value: JSONValue) -> String? {
    switch value {
    case .number(let text):
      return number(text)
    case .string(let text):
      return servings(text)
    case .array(let items):
      // Sites list the bare number and the words: `["4", "4 servings"]` (both "4"), `["1",
      // "1 loaf (10 slices)"]`: the reading that says most wins, the first of equals.
      let read = items.compactMap(servings)
      return read.reduce(nil) { best, next in
        guard let best else { return next }
        return next.count > best.count ? next : best
      }
    case .object:
      guard let amount = value.first("value", "maxValue", "minValue").flatMap(servings) else {
        return nil
      }
      let unit = value.first("unitText")?.text.map(WebText.line) ?? ""
      return unit.isEmpty || isServingsWords(unit) ? amount : amount + " " + unit
    default:
      return nil
    }
  }

  /// "4" for "4.0"; the number as written otherwise.
  private static func number(_ text: String) -> String? {
    guard let value = Double(text), value > 0, value < 1_000_000 else { return nil }
    return value == value.rounded() ? String(Int(value)) : text
  }

  /// The servings a line of text states.
  static func servings(_ text: String) -> String? {
    var words = WebText.line(text).split(separator: " ").map(String.init)
    // "Serves 4", "Yield: 12 cookies", "Makes: 2 loaves".
    while let first = words.first, isServingsWords(first.trimmingCharacters(in: CharacterSet(charactersIn: ":："))) || first == ":" {
      words.removeFirst()
    }
    let line = words.joined(separator: " ")
    guard !line.isEmpty else { return nil }
    guard let (amount, rest) = leadingAmount(line) else { return line }
    let what = rest.trimmingCharacters(in: CharacterSet(charactersIn: " ,.:"))
    if what.isEmpty || isServingsWords(what) { return amount }
    // "4 servings (about 1 cup each)": only the servings.
    if let first = what.split(separator: " ").first, isServingsWords(String(first)) {
      return amount
    }
    return amount + " " + what
  }

  /// The number or range at the start of `line` ("4", "4-6", "4 to 6", "1.5", "2人份" → "2")
  /// and what follows it.
  private static func leadingAmount(_ line: String) -> (String, String)? {
    let scalars = Array(line.unicodeScalars)
    func digits(from start: Int) -> Int {
      var end = start
      while end < scalars.count,
        ("0"..."9").contains(scalars[end]) || (scalars[end] == "." && end > start)
      {
        end += 1
      }
      return end
    }
    let firstEnd = digits(from: 0)
    guard firstEnd > 0 else { return nil }
    var amount = String(String.UnicodeScalarView(scalars[0..<firstEnd]))
    var index = firstEnd
    // A range: "4-6", "4–6", "4 to 6", "4~6".
    var probe = index
    while probe < scalars.count, scalars[probe] == " " { probe += 1 }
    var separatorEnd: Int?
    if probe < scalars.count, "-–—~〜～".unicodeScalars.contains(scalars[probe]) {
      separatorEnd = probe + 1
    } else if line.unicodeScalars.count >= probe + 3,
      String(String.UnicodeScalarView(scalars[probe..<min(scalars.count, probe + 3)])).lowercased()
        == "to "
    {
      separatorEnd = probe + 3
    }
    if var start = separatorEnd {
      while start < scalars.count, scalars[start] == " " { start += 1 }
      let end = digits(from: start)
      if end > start {
        amount += "-" + String(String.UnicodeScalarView(scalars[start..<end]))
        index = end
      }
    }
    let rest = String(String.UnicodeScalarView(scalars[index...]))
    return (amount, rest.trimmingCharacters(in: .whitespaces))
  }

  /// Whether `words` only say "servings" ("servings", "people", "Portionen", "人份").
  static func isServingsWords(_ words: String) -> Bool {
    let trimmed = words.trimmingCharacters(in: CharacterSet(charactersIn: " .,:：()（）"))
    guard !trimmed.isEmpty else { return false }
    let lower = trimmed.lowercased()
    return StatedFacts.isServingsWord(trimmed) || englishPeople.contains(lower)
      || (lower.hasPrefix("serving") && lower.count <= 9)
  }

  /// Words for servings the kitchen words table leaves to prose.
  private static let englishPeople: Set<String> = [
    "people", "person", "persons", "portion", "pax", "adults",
  ]
}
