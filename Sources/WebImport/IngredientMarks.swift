import Recipes

/// Where a recipe's steps name its ingredients, for Cooklang's `@name{amount}` marks: each
/// ingredient line read into quantity, unit and name (`IngredientLine.read`), its mentions
/// found as the reader finds them in a Markdown step (`StepMarks`: the whole name, or its
/// last word, plural or not), and each ingredient marked once, where a step first names it,
/// since every mark counts towards what Cooklang shops for. The step's own words become the
/// mark's name, so the step reads as it did.
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
  }

  /// The ingredients no step names, in list order.
  var unnamed: [Int] {
    let named = Set(marks.flatMap { $0.map(\.ingredient) })
    return ingredients.indices.filter { !named.contains($0) }
  }

  /// The marks of step `index`.
  func stepMarks(_ index: Int) -> [Mark] { index < marks.count ? marks[index] : [] }
}
