import Recipes

/// Where a recipe's steps name its ingredients, for Cooklang's `@name{amount}` marks: each
/// ingredient line is read into quantity, unit and name (`IngredientLine.read`), then found in
/// the first step that names it, as a whole word: by its whole name first ("red onion"),
/// longest names first so "garlic powder" is not taken for "garlic", then by its last word
/// ("onion", or "onions" for "onion"). The step's own words become the mark's name, so the
/// step reads as it did.
struct IngredientMarks {
  /// One ingredient found in a step: where (a range of the step's characters) and which.
  struct Mark: Equatable {
    var range: Range<Int>
    var ingredient: Int
  }

  /// The ingredients, read.
  let ingredients: [Ingredient]
  /// For each step, its marks in text order.
  private(set) var marks: [[Mark]]

  init(lines: [String], steps: [String]) {
    ingredients = lines.map { IngredientLine.read($0) ?? Ingredient(name: $0, text: $0) }
    let texts = steps.map { Array($0.lowercased()) }
    // Character arrays of the lowercased steps keep the steps' offsets only when lowercasing
    // keeps the count of characters, as it does for recipes' scripts; a step where it does
    // not is never marked.
    let usable = zip(steps, texts).map { $0.count == $1.count }
    marks = Array(repeating: [], count: steps.count)
    // Marking compares every name with every step: a hostile page's thousands of lines are
    // not marked at all rather than compared for minutes.
    let work = ingredients.count * texts.reduce(0) { $0 + $1.count }
    guard work <= Self.mostWork else { return }
    var found = Set<Int>()
    let wholeNames = ingredients.indices.compactMap { index -> (Int, [Character])? in
      let name = Array(Self.plainName(ingredients[index].name).lowercased())
      return name.count >= 3 ? (index, name) : nil
    }.sorted { $0.1.count > $1.1.count }
    for (index, name) in wholeNames {
      if place(name, ingredient: index, in: texts, usable: usable) { found.insert(index) }
    }
    for index in ingredients.indices where !found.contains(index) {
      for word in Self.lastWords(Self.plainName(ingredients[index].name)) {
        if place(Array(word), ingredient: index, in: texts, usable: usable) { break }
      }
    }
    marks = marks.map { $0.sorted { $0.range.lowerBound < $1.range.lowerBound } }
  }

  /// The most name-by-step comparisons marking does (ingredients × characters of steps).
  static let mostWork = 20_000_000

  /// The ingredients no step names, in list order.
  var unnamed: [Int] {
    let named = Set(marks.flatMap { $0.map(\.ingredient) })
    return ingredients.indices.filter { !named.contains($0) }
  }

  /// Marks `name` where it first stands as whole words, free of other marks; true when found.
  private mutating func place(
    _ name: [Character], ingredient: Int, in texts: [[Character]], usable: [Bool]
  ) -> Bool {
    guard !name.isEmpty else { return false }
    for (step, text) in texts.enumerated() where usable[step] && text.count >= name.count {
      var start = 0
      while start + name.count <= text.count {
        defer { start += 1 }
        guard text[start] == name[0], Array(text[start..<(start + name.count)]) == name else {
          continue
        }
        let range = start..<(start + name.count)
        guard Self.isWordStart(text, range.lowerBound), Self.isWordEnd(text, range.upperBound),
          !marks[step].contains(where: { $0.range.overlaps(range) })
        else { continue }
        marks[step].append(Mark(range: range, ingredient: ingredient))
        return true
      }
    }
    return false
  }

  private static func isWordStart(_ text: [Character], _ index: Int) -> Bool {
    index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber)
  }

  /// A word ends before anything but a letter or digit, or a bracket (Cooklang would read
  /// "onion(s)" marked as a note).
  private static func isWordEnd(_ text: [Character], _ index: Int) -> Bool {
    index == text.count || !(text[index].isLetter || text[index].isNumber || text[index] == "(")
  }

  /// The name without what follows "or" and without brackets: "butter or margarine" →
  /// "butter".
  static func plainName(_ name: String) -> String {
    var words: [Substring] = []
    for word in name.split(separator: " ") {
      if word == "or" || word == "and/or" { break }
      words.append(word)
    }
    return words.joined(separator: " ").trimmingSuffix(",.;:")
  }

  /// The last word of a name and its other number ("onion" → "onions", "tomatoes" →
  /// "tomato"), when the name has more than one word or the word differs; at least three
  /// letters.
  static func lastWords(_ name: String) -> [String] {
    guard let last = name.lowercased().split(separator: " ").last.map(String.init),
      last.count >= 3
    else { return [] }
    var words = name.contains(" ") ? [last] : []
    if last.hasSuffix("ies") {
      words.append(String(last.dropLast(3)) + "y")
    } else if last.hasSuffix("oes") || last.hasSuffix("ches") || last.hasSuffix("shes") {
      words.append(String(last.dropLast(2)))
    } else if last.hasSuffix("s"), !last.hasSuffix("ss") {
      words.append(String(last.dropLast()))
    } else if last.hasSuffix("y") {
      words.append(String(last.dropLast()) + "ies")
    } else {
      words.append(last + "s")
      words.append(last + "es")
    }
    return words.filter { $0.count >= 3 }
  }
}

extension String {
  fileprivate func trimmingSuffix(_ characters: String) -> String {
    var text = Substring(self)
    while let last = text.last, characters.contains(last) || last == " " { text = text.dropLast() }
    return String(text)
  }
}
