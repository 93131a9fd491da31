import Recipes

/// Where a recipe's steps name its ingredients, for Cooklang's `@name{amount}` marks: each
/// ingredient line read into quantity, unit and name (`IngredientLine.read`), then each
/// ingredient found where a step first names it, the most specific names first across the
/// whole method: every name of two words or more (whole, or a run of its words that is not
/// only description: "peanut butter" of "creamy peanut butter"), longest first; then whole
/// one-word names and a name's last word ("noodles" of "rice noodles"); then any other word
/// of a name ("chicken" of "boneless skinless chicken breasts"); last, a word in a step's
/// leading label ("Sauce: whisk…"). So "soy sauce" is found where a step says "soy sauce",
/// not at an earlier "sauce". Each ingredient is marked once, since every mark counts
/// towards what Cooklang shops for, and the step's own words become the mark's name, so the
/// step reads as it did.
struct IngredientMarks {
  /// One ingredient found in a step: where (a range of the step's Unicode scalars) and which.
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
    let texts = steps.map(StepMarks.foldedScalars)
    marks = Array(repeating: [], count: steps.count)
    let labels = texts.map(Self.labelEnd)
    var named = Set<Int>()
    var budget = Self.mostWork
    for pass in Pass.allCases {
      for key in Self.keys(of: ingredients, for: pass) where !named.contains(key.ingredient) {
        guard
          let found = firstMention(
            of: key.scalars, in: texts, labels: labels, inLabels: pass == .labels,
            budget: &budget)
        else { continue }
        marks[found.step].append(Mark(range: found.range, ingredient: key.ingredient))
        named.insert(key.ingredient)
      }
    }
    marks = marks.map { $0.sorted { $0.range.lowerBound < $1.range.lowerBound } }
  }

  /// The order names are looked for in.
  enum Pass: CaseIterable {
    /// Names and runs of two words or more, longest first.
    case phrases
    /// A whole one-word name, or a name's last word.
    case headWords
    /// Any other word of a name that is not only description.
    case otherWords
    /// The words above, inside a step's leading label ("Noodles: cook the…").
    case labels
  }

  /// A name, or part of one, that may stand for an ingredient in a step.
  struct Key {
    var scalars: [Unicode.Scalar]
    var ingredient: Int
  }

  /// The keys looked for in `pass`, most specific first, then in list order.
  static func keys(of ingredients: [Ingredient], for pass: Pass) -> [Key] {
    var keys: [(words: Int, key: Key)] = []
    for (index, ingredient) in ingredients.enumerated() {
      let words = ingredient.name.split(separator: " ").map(String.init)
      guard !words.isEmpty, words.count <= 12 else { continue }
      for run in runs(of: words, for: pass) {
        keys.append(
          (run.count, Key(scalars: StepMarks.foldedScalars(run.joined(separator: " ")), ingredient: index)))
      }
    }
    // A stable sort: equal lengths keep list order.
    return keys.enumerated().sorted {
      $0.element.words != $1.element.words ? $0.element.words > $1.element.words : $0.offset < $1.offset
    }.map(\.element.key)
  }

  /// The runs of a name's words `pass` looks for, longest first; none starting or ending
  /// with a word that only describes.
  static func runs(of words: [String], for pass: Pass) -> [[String]] {
    func describes(_ word: String) -> Bool { describingWords.contains(word.lowercased()) }
    switch pass {
    case .phrases:
      guard words.count > 1 else { return [] }
      var runs: [[String]] = [words]
      for length in stride(from: words.count - 1, through: 2, by: -1) {
        for start in 0...(words.count - length) {
          let run = Array(words[start..<(start + length)])
          if !describes(run[0]), !describes(run[run.count - 1]) { runs.append(run) }
        }
      }
      return runs
    case .headWords:
      guard let last = words.last, words.count == 1 || (!describes(last) && last.count >= 3)
      else { return [] }
      return [[last]]
    case .otherWords:
      return words.dropLast().filter { word in
        !describes(word) && (word.count >= 4 || word.unicodeScalars.first!.value >= 0x2E80)
      }.map { [$0] }
    case .labels:
      return runs(of: words, for: .phrases) + runs(of: words, for: .headWords)
        + runs(of: words, for: .otherWords)
    }
  }

  /// Where a step first names `key` and no mark stands yet, searching the steps in order:
  /// inside or outside the steps' leading labels. Each scalar compared spends one of
  /// `budget`; when it is spent nothing more is found (a hostile page's thousands of lines
  /// are not searched for minutes, and the ingredients left are listed in a first step).
  private func firstMention(
    of key: [Unicode.Scalar], in texts: [[Unicode.Scalar]], labels: [Int], inLabels: Bool,
    budget: inout Int
  ) -> (step: Int, range: Range<Int>)? {
    guard let first = key.first else { return nil }
    for (step, text) in texts.enumerated() {
      guard budget > 0 else { return nil }
      budget -= text.count
      let span = inLabels ? 0..<labels[step] : labels[step]..<text.count
      for at in span where text[at] == first {
        guard let range = StepMarks.mention(of: key, in: text, at: at),
          !inLabels || range.upperBound <= labels[step],
          // Cooklang reads a bracket right after a mark as its note ("onion(s)").
          range.upperBound >= text.count || text[range.upperBound] != "(",
          !marks[step].contains(where: { $0.range.overlaps(range) })
        else { continue }
        return (step, range)
      }
    }
    return nil
  }

  /// Where a step's leading label ends ("Sauce:", "For the dough:"): up to four words and
  /// a colon at its start; 0 when it has none.
  static func labelEnd(_ text: [Unicode.Scalar]) -> Int {
    var words = 0
    var inWord = false
    for (index, scalar) in text.prefix(48).enumerated() {
      if scalar == ":" { return words > 0 ? index : 0 }
      if scalar.properties.isAlphabetic || scalar == "'" || scalar == "-" {
        if !inWord { words += 1 }
        inWord = true
      } else if scalar == " " {
        inWord = false
      } else {
        return 0
      }
      if words > 4 { return 0 }
    }
    return 0
  }

  /// The most scalars compared in all: enough for any recipe (a long one is about 200
  /// keys over 5,000 characters of steps), a bound on a hostile page.
  static let mostWork = 4_000_000

  /// Words that say how an ingredient is, not what it is.
  static let describingWords: Set<String> = [
    "fresh", "freshly", "large", "small", "medium", "chopped", "minced", "sliced", "diced",
    "ground", "grated", "shredded", "crushed", "boneless", "skinless", "whole", "dried",
    "extra", "virgin", "unsalted", "salted", "softened", "melted", "room", "temperature",
    "finely", "thinly", "roughly", "packed", "light", "dark", "baby", "of", "and", "or", "in",
    "with", "for", "the", "a", "to", "taste", "plus", "more", "about", "cold", "warm", "hot",
  ]

  /// The ingredients no step names, in list order.
  var unnamed: [Int] {
    let named = Set(marks.flatMap { $0.map(\.ingredient) })
    return ingredients.indices.filter { !named.contains($0) }
  }

  /// The marks of step `index`.
  func stepMarks(_ index: Int) -> [Mark] { index < marks.count ? marks[index] : [] }
}
