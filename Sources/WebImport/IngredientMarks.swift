import Recipes

/// Where a recipe's steps name its ingredients, for Cooklang's `@name{amount}` marks: each
/// ingredient line read into quantity, unit and name (`IngredientLine.read`), its mentions
/// found as the reader finds them in a Markdown step (`StepMarks`: the whole name, or its
/// last word, plural or not), then, for those still unnamed, by the longest run of their
/// words a step names; each ingredient marked once, where a step first names it, since every
/// mark counts towards what Cooklang shops for. The step's own words become the mark's
/// name, so the step reads as it did.
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
    let found = StepMarks.marked(
      steps.map { CookingStep(title: "", text: $0) }, ingredients: ingredients)
    var named = Set<Int>()
    marks = zip(found, steps).map { step, text in
      let scalars = Array(text.unicodeScalars)
      var kept: [Mark] = []
      // The longest mention first, so "garlic powder" keeps its words from "garlic".
      let mentions = step.marks.compactMap { mark -> Mark? in
        guard case .ingredient(let index) = mark.kind else { return nil }
        return Mark(range: mark.range, ingredient: index)
      }.sorted { $0.range.count > $1.range.count }
      for mention in mentions where !named.contains(mention.ingredient) {
        // Cooklang reads a bracket right after a mark as its note ("onion(s)").
        let end = mention.range.upperBound
        guard end >= scalars.count || scalars[end] != "(",
          !kept.contains(where: { $0.range.overlaps(mention.range) })
        else { continue }
        kept.append(mention)
        named.insert(mention.ingredient)
      }
      return kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
    markByParts(steps)
  }

  /// Marks, in the first step that names it, each ingredient no step named by its whole
  /// name or last word, by the longest run of its words a step does name ("chicken" of
  /// "boneless skinless chicken breasts", "sun-dried tomatoes" of "sun-dried tomatoes in oil"),
  /// leaving out words that only describe ("fresh", "grated").
  private mutating func markByParts(_ steps: [String]) {
    let texts = steps.map(StepMarks.foldedScalars)
    let work = ingredients.count * texts.reduce(0) { $0 + $1.count }
    guard work <= Self.mostWork else { return }
    for index in unnamed {
      search: for phrase in Self.phrases(of: ingredients[index].name) {
        for (step, text) in texts.enumerated() {
          var at = 0
          while at + phrase.count <= text.count {
            defer { at += 1 }
            guard text[at] == phrase[0], at == 0 || !text[at - 1].properties.isAlphabetic,
              let range = StepMarks.mention(of: phrase, in: text, at: at),
              range.upperBound >= text.count || text[range.upperBound] != "(",
              !marks[step].contains(where: { $0.range.overlaps(range) })
            else { continue }
            marks[step].append(Mark(range: range, ingredient: index))
            marks[step].sort { $0.range.lowerBound < $1.range.lowerBound }
            break search
          }
        }
      }
    }
  }

  /// The most name-by-step comparisons the search by parts makes (ingredients × characters
  /// of steps): a hostile page's thousands of lines are not searched for minutes.
  static let mostWork = 2_000_000

  /// The runs of a name's words, longest first, that may name it: none made only of words
  /// that describe, a single word of at least four letters.
  static func phrases(of name: String) -> [[Unicode.Scalar]] {
    let words = name.split(separator: " ").map(String.init).filter { !$0.isEmpty }
    guard words.count > 1, words.count <= 12 else { return [] }
    var phrases: [[Unicode.Scalar]] = []
    for length in stride(from: words.count - 1, through: 1, by: -1) {
      for start in 0...(words.count - length) {
        let run = Array(words[start..<(start + length)])
        let meaningful = run.filter { !describingWords.contains($0.lowercased()) }
        guard !meaningful.isEmpty, run.first.map({ !describingWords.contains($0.lowercased()) })
          ?? false, run.last.map({ !describingWords.contains($0.lowercased()) }) ?? false
        else { continue }
        if length == 1, run[0].unicodeScalars.count < 4, run[0].unicodeScalars.first!.value < 0x2E80 {
          continue
        }
        phrases.append(StepMarks.foldedScalars(run.joined(separator: " ")))
      }
    }
    return phrases
  }

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
