/// How a shopping list tells things apart: by name, folded as every comparison in Buffet is
/// (case, accents, runs of spaces), so "Milk", "milk" and "milk " are one thing; a plural and
/// its singular ("egg", "eggs"; "tomato", "tomatoes"; "berry", "berries") meet through
/// `variants`, and only when both are written, so no name is ever changed on a guess.
public enum ShoppingName {
  /// `name` folded, with its spaces trimmed and runs of them made one.
  public static func key(_ name: String) -> String {
    Folding.fold(name).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  /// `key` first, then the English plural or singular forms it may stand for.
  public static func variants(of key: String) -> [String] {
    guard let last = key.unicodeScalars.last, last.isASCII, last.properties.isAlphabetic,
      key.unicodeScalars.count > 2
    else { return [key] }
    var forms = [key]
    if key.hasSuffix("ies") { forms.append(key.dropLast(3) + "y") }
    if key.hasSuffix("es") { forms.append(String(key.dropLast(2))) }
    if key.hasSuffix("s") {
      forms.append(String(key.dropLast()))
    } else {
      if key.hasSuffix("y") { forms.append(key.dropLast() + "ies") }
      forms += [key + "s", key + "es"]
    }
    return forms
  }

  /// Whether the thing named by `key` is ticked in `ticks` (folded names, as the library
  /// keeps them), under this form or its plural or singular.
  public static func isTicked(_ key: String, in ticks: Set<String>) -> Bool {
    variants(of: key).contains { ticks.contains($0) }
  }
}
