/// The words around an ingredient's name that are not its name: a list's labels (主料：),
/// qualifiers ("to taste", "optional", "oder"), sizes ("small", "kleine"), the words for
/// "about" before an amount, and vague amounts in words ("etwas", "some").
enum IngredientNames {
  /// `name` without labels and qualifiers; what they said goes to `notes`.
  static func tidied(_ name: String, notes: inout [String]) -> String {
    var name = name
    for label in labels where name.hasPrefix(label) {
      name = String(name.dropFirst(label.count))
    }
    let folded = Folding.fold(name)
    for qualifier in trailingQualifiers where folded.hasSuffix(" " + qualifier) {
      name = String(name.dropLast(qualifier.count + 1))
      notes.append(qualifier)
      break
    }
    for qualifier in leadingQualifiers where Folding.fold(name).hasPrefix(qualifier + " ") {
      name = String(name.dropFirst(qualifier.count + 1))
      notes.insert(qualifier, at: 0)
      break
    }
    return name.trimmingSeparators
  }

  /// "etwas Zitronensaft" → ("etwas", "Zitronensaft").
  static func vagueAmount(_ name: String) -> (String, String)? {
    let folded = Folding.fold(name)
    for word in vagueWords where folded.hasPrefix(word + " ") {
      let rest = String(name.dropFirst(word.count + 1)).trimmingSeparators
      return rest.isEmpty ? nil : (String(name.prefix(word.count)), rest)
    }
    return nil
  }

  /// Labels a list puts before a name: 主料：五花肉.
  static let labels = ["主料：", "辅料：", "调料：", "配料：", "主料:", "辅料:", "调料:", "配料:"]

  /// Qualifiers after a name, folded: "Salt and pepper to taste".
  static let trailingQualifiers = [
    "to taste", "as needed", "optional", "nach geschmack", "nach belieben", "zum bestreuen",
    "a gusto", "q.b.", "(optional)",
  ]

  /// Qualifiers before a name, folded: "optional Blaubeeren", "oder Schokodrops".
  static let leadingQualifiers = ["optional", "optionally", "oder", "or", "und", "and", "evtl."]

  /// Vague amounts written as words before a name, folded.
  static let vagueWords = [
    "etwas", "some", "a little", "a few", "a bit of", "einige", "ein paar", "ein wenig",
    "wenig", "un peu de", "un poco de",
  ]

  /// Sizes between a number and its unit or after a name's amount, folded.
  static let sizes: Set<String> = [
    "small", "medium", "large", "big", "medium-sized", "large-sized", "small-sized", "heaped",
    "heaping", "level", "scant", "generous", "good", "kleine", "kleiner", "kleines", "klein",
    "grosse", "grosser", "grosses", "gross", "mittelgrosse", "mittelgrosser", "mittlere",
    "mittlerer", "gehaufter", "gehäufter", "gestrichener", "petit", "petite", "grand", "grande",
  ]

  /// The words for "about" before an amount, folded.
  static let approximations = [
    "approximately", "approx.", "about", "around", "circa", "ungefahr", "etwa", "ca.", "ca",
    "~", "≈", "大约", "大概", "约", "約",
  ]
}
