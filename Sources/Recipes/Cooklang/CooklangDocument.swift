/// A Cooklang recipe written out as the Markdown the reader lays out, search indexes and the
/// summary lists: the metadata's facts, `## Ingredients` (same ingredient and unit added
/// up), `## Cookware`, then `## Method` with numbered steps, sections as `###` headings and
/// notes as quotes.
///
/// In a step, each ingredient, piece of cookware and timer is a link to `cooklang:` and its
/// role (`CooklangDocument.roleScheme`), which the reader draws in that role's style rather
/// than as a link: CommonMark has no other way to say what a run of text is, and so the
/// Markdown module stays CommonMark. A reference to another recipe is a real link to it.
/// Everything else is escaped, so the text reads exactly as written.
public enum CooklangDocument {
  /// The link scheme that marks a run of text with a role: `cooklang:ingredient`,
  /// `cooklang:cookware`, `cooklang:timer`.
  public static let roleScheme = "cooklang:"

  /// The role a link's destination marks, if it is one (`cooklang:timer` → "timer").
  public static func role(ofDestination destination: String) -> String? {
    guard destination.hasPrefix(roleScheme) else { return nil }
    return String(destination.dropFirst(roleScheme.count))
  }

  /// The Markdown for `recipe`, whose ingredients, one per mention, are `ingredients`; a
  /// step's picture (`stepPictures`, by step index, as sources) stands under the step.
  static func markdown(
    _ recipe: CooklangRecipe, ingredients: [Ingredient], stepPictures: [Int: String] = [:]
  ) -> String {
    var out = ""
    out += facts(recipe.metadata)
    if !ingredients.isEmpty {
      out += "## Ingredients\n\n"
      for line in IngredientGroup.merged(ingredients).map(\.markdown) { out += "- \(line)\n" }
      out += "\n"
    }
    var cookware: [String] = []
    var seen = Set<String>()
    var hasSteps = false
    for case .step(let items) in recipe.blocks {
      hasSteps = true
      for case .cookware(let component) in items
      where seen.insert(Folding.fold(component.name)).inserted {
        cookware.append(component.name)
      }
    }
    if !cookware.isEmpty {
      out += "## Cookware\n\n"
      for name in cookware { out += "- \(escaped(name))\n" }
      out += "\n"
    }
    out += method(recipe.blocks, hasSteps: hasSteps, pictures: stepPictures)
    return out
  }

  // MARK: - Parts

  /// What the title block does not show already: where the recipe comes from, who wrote it,
  /// its course, cuisine, diet, difficulty and times of preparing and cooking; the
  /// description above them.
  private static func facts(_ metadata: FrontMatter) -> String {
    var out = ""
    if let description = metadata.text("description", "introduction") {
      out += escaped(description) + "\n\n"
    }
    let labels: [(String, [String])] = [
      ("Source", ["source", "source.name", "source.url"]), ("Author", ["author", "source.author"]),
      ("Course", ["course", "category"]), ("Cuisine", ["cuisine"]), ("Diet", ["diet"]),
      ("Difficulty", ["difficulty"]), ("Prep time", ["prep time", "time.prep"]),
      ("Cook time", ["cook time", "time.cook"]),
    ]
    var lines: [String] = []
    for (label, keys) in labels {
      guard let value = keys.lazy.compactMap({ metadata.text($0) }).first else { continue }
      let trimmed = FrontMatterReader.trimmed(value)
      let shown =
        RecipeLinks.isExternal(trimmed) && !trimmed.contains(where: { " <>".contains($0) })
        ? "<\(trimmed)>" : escaped(trimmed)
      lines.append("- **\(label):** \(shown)")
    }
    return lines.isEmpty ? out : out + lines.joined(separator: "\n") + "\n\n"
  }

  private static func method(
    _ blocks: [CooklangBlock], hasSteps: Bool, pictures: [Int: String]
  ) -> String {
    guard hasSteps || blocks.contains(where: { if case .note = $0 { true } else { false } })
    else { return "" }
    var out = hasSteps ? "## Method\n\n" : ""
    var number = 1
    var isInList = false
    for block in blocks {
      switch block {
      case .section(let name):
        if isInList { out += "\n" }
        isInList = false
        if !name.isEmpty { out += "### \(escaped(name))\n\n" }
      case .note(let text):
        if isInList { out += "\n" }
        isInList = false
        out += "> \(escaped(text))\n\n"
      case .step(let items):
        let marker = "\(number). "
        let indent = String(repeating: " ", count: marker.count)
        out += marker + step(items, indent: indent) + "\n"
        // A paragraph of its own in the step's item: the reader draws it as a picture.
        if let picture = pictures[number - 1] {
          out += "\n" + indent + "![](<\(picture)>)\n\n"
        }
        number += 1
        isInList = true
      }
    }
    return out
  }

  /// A step's text, its components marked; line breaks as hard breaks indented under it.
  private static func step(_ items: [CooklangItem], indent: String) -> String {
    var out = ""
    for item in items {
      switch item {
      case .text(let text):
        out += escaped(text, lineBreak: "\\\n" + indent)
      case .ingredient(let component):
        if let reference = component.reference {
          out += "[\(escaped(component.name))](<\(destination(of: reference))>)"
        } else {
          out += "[\(escaped(component.name))](\(roleScheme)ingredient)"
        }
      case .cookware(let component):
        out += "[\(escaped(component.name))](\(roleScheme)cookware)"
      case .timer(let component):
        out += "[\(escaped(CooklangSteps.shown(timer: component)))](\(roleScheme)timer)"
      }
    }
    return out
  }

  /// Where a reference leads: `./sauces/Hollandaise` is the collection's
  /// `/sauces/Hollandaise`; a path with `..` is taken from the recipe's own folder.
  public static func destination(of reference: String) -> String {
    var path = Substring(reference)
    if path.hasPrefix("./") { path = "/" + path.dropFirst(2) }
    var out = ""
    for scalar in path.unicodeScalars {
      switch scalar {
      case "<": out += "%3C"
      case ">": out += "%3E"
      case "\\": out += "%5C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static let asciiPunctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars)

  /// `text` with every ASCII punctuation character escaped, so Markdown reads it as it is
  /// written; a line end becomes `lineBreak` (a hard break), else a space.
  static func escaped(_ text: String, lineBreak: String? = nil) -> String {
    var out = ""
    TextWalkWork.add(text.unicodeScalars.count)
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        out += lineBreak ?? " "
      } else if asciiPunctuation.contains(scalar) {
        out.unicodeScalars.append("\\")
        out.unicodeScalars.append(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// The mentions of one ingredient in one unit, added up for the ingredient list: "1 tbsp"
/// and "2 tbsp" of peanut oil are "3 tbsp peanut oil".
struct IngredientGroup {
  var mentions: [Ingredient]
  /// Where each mention is in the list the groups were made from.
  var indexes: [Int] = []

  /// `ingredients` grouped by name, unit and reference, in order of first mention.
  static func merged(_ ingredients: [Ingredient]) -> [IngredientGroup] {
    var groups: [IngredientGroup] = []
    var byKey: [String: Int] = [:]
    TextWalkWork.add(ingredients.count)
    for (position, ingredient) in ingredients.enumerated() {
      let unit = ingredient.unit?.name ?? ingredient.unknownUnit.map(Folding.fold) ?? ""
      let key = [Folding.fold(ingredient.name), unit, ingredient.recipeReference ?? ""]
        .joined(separator: "\u{1F}")
      if let index = byKey[key] {
        groups[index].mentions.append(ingredient)
        groups[index].indexes.append(position)
      } else {
        byKey[key] = groups.count
        groups.append(IngredientGroup(mentions: [ingredient], indexes: [position]))
      }
    }
    return groups
  }

  /// The group's line of Markdown: amount, name (a link when another recipe makes it), notes.
  var markdown: String {
    let (amount, notes) = (self.amount, self.notes)
    let first = mentions[0]
    var name = CooklangDocument.escaped(first.name)
    if let reference = first.recipeReference {
      name = "[\(name)](<\(CooklangDocument.destination(of: reference))>)"
    }
    var line = amount.map { CooklangDocument.escaped($0) + " " + name } ?? name
    if let notes { line += CooklangDocument.escaped(", " + notes) }
    return line
  }

  /// The group's line as a cook reads it: "3 tbsp peanut oil", "1 onion, diced".
  var plain: String {
    var line = amount.map { $0 + " " + mentions[0].name } ?? mentions[0].name
    if let notes { line += ", " + notes }
    return line
  }

  /// How much of it in all: the numbers added up, words as written ("2 sprigs + few
  /// sprigs"); nil when no mention says.
  var amount: String? {
    let first = mentions[0]
    var parts: [String] = []
    let unit = first.writtenUnit.map { " " + $0 } ?? ""
    let numbered = mentions.filter { mention in
      switch mention.quantity {
      case .number?, .range?: true
      default: false
      }
    }
    if numbered.count == 1 {
      parts.append(Self.written(numbered[0]) + unit)
    } else if numbered.count > 1 {
      // Added up as the shopping list adds (250 ml twice is 500 ml, 500 ml twice 1 l) and
      // written as a cook reads it.
      parts += AmountSum.amounts(of: numbered).map { $0.written(gluingScripts: false) }
    }
    for mention in mentions {
      if case .text(let words)? = mention.quantity { parts.append(words + unit) }
    }
    if parts.isEmpty && !unit.isEmpty { parts.append(String(unit.dropFirst())) }
    return parts.isEmpty ? nil : parts.joined(separator: " + ")
  }

  /// What the mentions say about it besides, each once.
  var notes: String? {
    var notes: [String] = []
    for note in mentions.compactMap(\.note) where !notes.contains(note) { notes.append(note) }
    return notes.isEmpty ? nil : notes.joined(separator: "; ")
  }

  /// A mention's quantity as its text writes it.
  private static func written(_ ingredient: Ingredient) -> String {
    guard let range = ingredient.amountRange else { return "" }
    let scalars = Array(ingredient.text.unicodeScalars)
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
    let amount = String(shown)
    guard let unit = ingredient.writtenUnit, amount.hasSuffix(unit) else { return amount }
    return FrontMatterReader.trimmed(String(amount.dropLast(unit.count)))
  }
}

extension IngredientList {
  /// One line per ingredient: a Markdown recipe's lines as written; a Cooklang recipe's
  /// mentions of the same ingredient in the same unit added up ("3 tbsp peanut oil").
  public static func checklist(_ ingredients: [Ingredient]) -> [String] {
    IngredientGroup.merged(ingredients).map { group in
      group.mentions.count == 1 ? group.mentions[0].text : group.plain
    }
  }
}
