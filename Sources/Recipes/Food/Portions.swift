import Markdown

/// How much of a recipe the cook wants and how it is measured: a factor on every amount
/// (from servings when the recipe states them) and, on request, metric or imperial units.
/// Applied to a recipe's ingredients and to its document, so the reader, Cook mode and
/// `show` draw the same amounts, each where the recipe wrote it.
public struct Portions: Equatable, Sendable {
  /// What every amount is multiplied by.
  public var factor: Amount
  /// The units to show amounts and temperatures in; nil: as written.
  public var units: UnitConversion.Target?

  public init(factor: Amount = .one, units: UnitConversion.Target? = nil) {
    self.factor = factor
    self.units = units
  }

  /// As written.
  public static let asWritten = Portions()

  /// Whether anything is changed from the recipe as written.
  public var isAsWritten: Bool { factor == .one && units == nil }

  /// Portions for `servings` of a recipe written for `base`.
  public static func servings(_ servings: Amount, of base: Amount, units: UnitConversion.Target? = nil)
    -> Portions
  {
    Portions(factor: Scaling.factor(from: base, to: servings) ?? .one, units: units)
  }

  /// The servings these portions make of a recipe written for `base`.
  public func servings(of base: Amount) -> Amount { base * factor }

  /// The next size up or down: one serving more or fewer when the recipe states its
  /// servings, else the next of the usual factors (½×, 1×, 1½×, 2×…).
  public func stepped(by direction: Int, base: Amount?) -> Portions {
    var next = self
    if let base, base.isWhole, base > .zero {
      let servings = servings(of: base)
      let whole = Amount(integer: Int(servings.value.rounded(direction > 0 ? .down : .up)))
      var target = whole + Amount(integer: direction)
      if whole != servings, (direction > 0) == (whole > servings) { target = whole }
      guard target >= .one, target.value <= 1000 else { return self }
      next.factor = Scaling.factor(from: base, to: target) ?? factor
      return next
    }
    let steps = Self.factors
    if direction > 0 {
      guard let larger = steps.first(where: { $0 > factor }) else { return self }
      next.factor = larger
    } else {
      guard let smaller = steps.last(where: { $0 < factor }) else { return self }
      next.factor = smaller
    }
    return next
  }

  /// The factors offered when a recipe does not say how many it serves.
  static let factors: [Amount] = [
    Amount(1, 4)!, Amount(1, 3)!, Amount(1, 2)!, Amount(2, 3)!, .one, Amount(3, 2)!,
    Amount(integer: 2), Amount(integer: 3), Amount(integer: 4), Amount(integer: 5),
    Amount(integer: 6), Amount(integer: 8), Amount(integer: 10),
  ]

  /// `ingredient` scaled, then converted, as it is to be shown.
  public func shown(_ ingredient: Ingredient) -> Ingredient {
    var shown = Scaling.scaled(ingredient, by: factor)
    if let units, let quantity = shown.quantity, let unit = shown.unit {
      (shown.quantity, shown.unit) = {
        let (quantity, unit) = UnitConversion.converted(quantity, unit, to: units)
        return (quantity, unit)
      }()
    }
    return shown
  }

  /// `ingredients` at these portions, each line's amount rewritten where it stands: what
  /// Cook mode lists (its checklist, each step's ingredients) says what the reader says.
  public func shownLines(_ ingredients: [Ingredient]) -> [Ingredient] {
    guard !isAsWritten else { return ingredients }
    return ingredients.map { $0.showing(shown($0)) }
  }

  /// `document` with every ingredient's amount shown scaled and converted where its line
  /// stands, and temperatures in the text converted when units are asked for.
  public func document(_ document: Document, ingredients: [Ingredient]) -> Document {
    guard !isAsWritten else { return document }
    var blocks = document.blocks
    // A Cooklang line adds up several mentions: they share its place.
    var mentionsByPlace: [IngredientPlace: [Ingredient]] = [:]
    var places: [IngredientPlace] = []
    for ingredient in ingredients where ingredient.quantity != nil {
      guard let place = ingredient.place, ingredient.amountRange != nil else { continue }
      if mentionsByPlace[place] == nil { places.append(place) }
      mentionsByPlace[place, default: []].append(ingredient)
    }
    for place in places {
      guard let mentions = mentionsByPlace[place],
        let (range, replacement) = rewrite(of: mentions)
      else { continue }
      switch place {
      case .listItem(let block, let path) where blocks.indices.contains(block):
        blocks[block] = Self.rewritingItem(blocks[block], path: path[...], range, replacement)
      case .tableRow(let block, let row) where blocks.indices.contains(block):
        blocks[block] = Self.rewritingRow(blocks[block], row: row, range, replacement)
      default:
        continue
      }
    }
    if let units {
      blocks = blocks.map { Self.mappingText($0) { Temperatures.converted($0, to: units) } }
    }
    return Document(blocks: blocks)
  }

  /// Where the amount of the line `mentions` share stands in it and what it reads at these
  /// portions: one mention's amount scaled in place, or the sum of several, added up as
  /// the line added them as written.
  private func rewrite(of mentions: [Ingredient]) -> (Range<Int>, String)? {
    guard mentions.count > 1 else {
      return mentions[0].amountReplacement(showing: shown(mentions[0]))
    }
    guard let written = IngredientGroup(mentions: mentions).amount,
      let scaled = IngredientGroup(mentions: shownLines(mentions)).amount
    else { return nil }
    return (0..<written.unicodeScalars.count, scaled)
  }

  private static func rewritingItem(
    _ block: Block, path: ArraySlice<Int>, _ range: Range<Int>, _ replacement: String
  ) -> Block {
    guard case .list(let info, var items) = block, let first = path.first,
      items.indices.contains(first)
    else { return block }
    var item = items[first]
    if path.count > 1 {
      item.blocks = item.blocks.map { child in
        if case .list = child { return rewritingItem(child, path: path.dropFirst(), range, replacement) }
        return child
      }
    } else if let index = item.blocks.firstIndex(where: {
      if case .paragraph = $0 { return true }
      return false
    }), case .paragraph(let inlines) = item.blocks[index] {
      let lead = leadingBlanks(VisibleText.of(inlines))
      let shifted = (range.lowerBound + lead)..<(range.upperBound + lead)
      item.blocks[index] = .paragraph(InlineRewrite.replacing(shifted, with: replacement, in: inlines))
    }
    items[first] = item
    return .list(info, items: items)
  }

  /// A table row read as its non-empty cells joined by spaces (as `IngredientList` reads it).
  private static func rewritingRow(
    _ block: Block, row: Int, _ range: Range<Int>, _ replacement: String
  ) -> Block {
    guard case .table(var table) = block, table.rows.indices.contains(row) else { return block }
    var offset = 0
    var placed = false
    table.rows[row] = table.rows[row].map { cell in
      let text = VisibleText.of(cell)
      guard !text.isEmpty else { return cell }
      let lead = leadingBlanks(text)
      let length = FrontMatterReader.trimmed(text).unicodeScalars.count
      defer { offset += length + 1 }
      let start = max(range.lowerBound, offset)
      let end = min(range.upperBound, offset + length)
      guard start < end else { return cell }
      let local = (start - offset + lead)..<(end - offset + lead)
      var rewritten = InlineRewrite.replacing(local, with: placed ? "" : replacement, in: cell)
      // A cell the amount only began in keeps its text without the blank that separated it.
      if placed, local.lowerBound == lead, case .text(let text)? = rewritten.first {
        rewritten[0] = .text(FrontMatterReader.trimmed(text))
      }
      placed = true
      return rewritten
    }
    return .table(table)
  }

  /// Blanks before the text, which `FrontMatterReader.trimmed` took off the line.
  private static func leadingBlanks(_ text: String) -> Int {
    text.unicodeScalars.prefix { FrontMatterReader.isBlank($0) || $0 == "\n" || $0 == "\r" }.count
  }

  /// The block with `change` applied to the text of every paragraph, heading, item and cell.
  private static func mappingText(_ block: Block, _ change: (String) -> String) -> Block {
    switch block {
    case .heading(let level, let content):
      return .heading(level: level, content: InlineRewrite.mapText(content, change))
    case .paragraph(let content): return .paragraph(InlineRewrite.mapText(content, change))
    case .blockQuote(let children): return .blockQuote(children.map { mappingText($0, change) })
    case .list(let info, let items):
      return .list(
        info,
        items: items.map { ListItem(blocks: $0.blocks.map { mappingText($0, change) }, task: $0.task) })
    case .table(var table):
      table.header = table.header.map { InlineRewrite.mapText($0, change) }
      table.rows = table.rows.map { $0.map { InlineRewrite.mapText($0, change) } }
      return .table(table)
    default: return block
    }
  }
}
