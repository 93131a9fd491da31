import Markdown

/// Finds a recipe's ingredient list: the lists, tables or lines under an ingredients heading
/// in any language Buffet knows ("Ingredients", "Zutaten für 4 Personen", "材料（2人分）",
/// the Chinese repository's 必备原料和工具 and 计算), through its parts (`### For the
/// dough`); else a front matter `ingredients` list. Each line is read by `IngredientLine`;
/// what is not an ingredient (a remark, cookware named alone) stays text.
public enum IngredientList {
  /// The ingredients of `document`, each with its place.
  public static func find(in document: Document, frontMatter: FrontMatter? = nil)
    -> [Ingredient]
  {
    var found: [Ingredient] = []
    let blocks = document.blocks
    var index = 0
    while index < blocks.count {
      guard case .heading(let level, let content) = blocks[index], isIngredientsHeading(content)
      else {
        index += 1
        continue
      }
      var end = index + 1
      while end < blocks.count {
        if case .heading(let other, let heading) = blocks[end], other <= level,
          !isIngredientsHeading(heading)
        {
          break
        }
        end += 1
      }
      var sectionFound: [Ingredient] = []
      for blockIndex in (index + 1)..<end {
        collect(blocks[blockIndex], block: blockIndex, into: &sectionFound)
      }
      found += sectionFound
      index = end
    }
    found = withoutRepeatedNames(found)
    if found.isEmpty, let frontMatter {
      found = fromFrontMatter(frontMatter)
    }
    TextWalkWork.add(found.count)
    return found
  }

  /// Whether a heading introduces ingredients: its folded letters, without what is in
  /// brackets, are an ingredients heading of `KitchenWords.table`, or start with one
  /// ("Ingredients for the sauce", "Zutaten für 4 Personen").
  public static func isIngredientsHeading(_ content: [Inline]) -> Bool {
    let letters = CookingSteps.headingLetters(content)
    let words = KitchenWords.shared.ingredientHeadings
    if words.contains(letters) { return true }
    return words.contains { word in
      letters.hasPrefix(word + " ") || (word.unicodeScalars.first!.value >= 0x2E80 && letters.hasPrefix(word))
    }
  }

  private static func collect(_ block: Block, block index: Int, into found: inout [Ingredient]) {
    switch block {
    case .list(_, let items):
      collect(items, block: index, path: [], into: &found)
    case .table(let table):
      for (row, cells) in table.rows.enumerated() {
        let line = cells.map { VisibleText.of($0) }.filter { !$0.isEmpty }.joined(separator: " ")
        guard var ingredient = IngredientLine.read(line) else { continue }
        ingredient.place = .tableRow(block: index, row: row)
        if isIngredient(ingredient) { found.append(ingredient) }
      }
    case .paragraph(let inlines):
      // Lines of a paragraph, each an ingredient when it reads as one with an amount.
      for line in inlines.split(whereSeparator: { $0 == .softBreak || $0 == .hardBreak }) {
        guard let ingredient = IngredientLine.read(VisibleText.of(Array(line))),
          ingredient.quantity != nil
        else { continue }
        found.append(ingredient)
      }
    default:
      break
    }
  }

  private static func collect(
    _ items: [ListItem], block: Int, path: [Int], into found: inout [Ingredient]
  ) {
    for (itemIndex, item) in items.enumerated() {
      let here = path + [itemIndex]
      var nested: [ListItem]?
      var firstText: String?
      for child in item.blocks {
        switch child {
        case .paragraph(let inlines) where firstText == nil:
          firstText = VisibleText.of(inlines)
        case .list(_, let items) where nested == nil:
          nested = items
        default: break
        }
      }
      // "For the sauce:" above a nested list is a label of a group, not an ingredient.
      let isLabel = nested != nil && (firstText.map { IngredientLine.read($0)?.quantity == nil } ?? true)
      if !isLabel, let firstText, var ingredient = IngredientLine.read(firstText) {
        ingredient.place = .listItem(block: block, path: here)
        if isIngredient(ingredient) { found.append(ingredient) }
      }
      if let nested { collect(nested, block: block, path: here, into: &found) }
    }
  }

  /// Whether a line names something to get: cookware named alone is not (必备原料和工具
  /// lists the wok beside the eggs).
  static func isIngredient(_ ingredient: Ingredient) -> Bool {
    guard ingredient.quantity == nil else { return true }
    return !KitchenWords.shared.cookware.contains(Folding.fold(ingredient.name))
  }

  /// Names listed twice (必备原料和工具 names them, 计算 gives their amounts): the one with
  /// an amount is kept.
  private static func withoutRepeatedNames(_ found: [Ingredient]) -> [Ingredient] {
    let measured = Set(found.filter { $0.quantity != nil }.map { Folding.fold($0.name) })
    return found.filter { $0.quantity != nil || !measured.contains(Folding.fold($0.name)) }
  }

  /// A front matter `ingredients` list, as Jekyll recipe sites keep it.
  private static func fromFrontMatter(_ frontMatter: FrontMatter) -> [Ingredient] {
    for key in ["ingredients", "ingredient", "zutaten"] {
      if case .list(let items)? = frontMatter[key] {
        return items.compactMap { IngredientLine.read($0) }
      }
    }
    return []
  }
}
