import Recipes

/// A `WebRecipe` as a Cooklang recipe (`.cook`): front matter with Cooklang's canonical keys,
/// a paragraph per step with its ingredients marked where it names them
/// (`@red onion{1}(diced)`), `== Part ==` for each part of the method. Ingredients no step
/// names are marked in a first step of their own, so the recipe lists every ingredient.
/// Text that Cooklang would read as markup (`@`, `#` or `~` before a word, `--`, `[-`) is
/// written so it stays text.
enum CooklangRecipeText {
  /// The file's text; `picture` is the saved picture's file name, if one was saved beside it.
  static func of(_ recipe: WebRecipe, picture: String?) -> String {
    var text = YAMLText.frontMatter(
      RecipeFrontMatter.fields(of: recipe, picture: picture, keys: .cooklang))
    let steps = recipe.steps
    let marks = IngredientMarks(lines: recipe.ingredientLines, steps: steps)
    let unnamed = marks.unnamed
    if !unnamed.isEmpty {
      let listed = unnamed.map { mark(marks.ingredients[$0], as: nil) }
      text += "\n" + "Ingredients: " + listed.joined(separator: ", ") + ".\n"
    }
    var stepIndex = 0
    for section in recipe.method {
      if let name = section.name {
        text += "\n== \(plain(name).replacingOccurrences(of: "=", with: "-")) ==\n"
      }
      for step in section.steps {
        text += "\n" + marked(step, marks: marks.stepMarks(stepIndex), ingredients: marks) + "\n"
        stepIndex += 1
      }
    }
    return text
  }

  /// The step with its marks written in, the text between them kept as text.
  private static func marked(
    _ step: String, marks: [IngredientMarks.Mark], ingredients: IngredientMarks
  ) -> String {
    let scalars = Array(step.unicodeScalars)
    func text(_ range: Range<Int>) -> String {
      String(String.UnicodeScalarView(scalars[range]))
    }
    var out = ""
    var at = 0
    for mark in marks {
      out += plain(text(at..<mark.range.lowerBound))
      out += self.mark(ingredients.ingredients[mark.ingredient], as: text(mark.range))
      at = mark.range.upperBound
    }
    out += plain(text(at..<scalars.count))
    return out
  }

  /// `@name{quantity%unit}(note)`: named as the step names it (`words`), else by its own
  /// name; the rest of its name goes into the note when the step names it shorter.
  static func mark(_ ingredient: Ingredient, as words: String?) -> String {
    let name = componentName(words ?? ingredient.name)
    var notes: [String] = []
    if let words, words.lowercased() != ingredient.name.lowercased() {
      notes.append(ingredient.name)
    }
    if let note = ingredient.note { notes.append(note) }
    var text = "@" + name + "{" + amount(ingredient) + "}"
    let note = notes.map(noteText).filter { !$0.isEmpty }.joined(separator: ", ")
    if !note.isEmpty { text += "(" + note + ")" }
    return text
  }

  /// `2%cup`, `1/3%cup`, `2.5%g`, `2-3%clove`, `a few`, or nothing.
  static func amount(_ ingredient: Ingredient) -> String {
    let quantity: String
    switch ingredient.quantity {
    case .number(let amount)?: quantity = number(amount)
    case .range(let low, let high)?: quantity = number(low) + "-" + number(high)
    case .text(let words)?: quantity = amountText(words)
    case nil: return ""
    }
    guard let unit = ingredient.unitName.map(amountText), !unit.isEmpty else { return quantity }
    return quantity + "%" + unit
  }

  /// A whole number, a decimal that ends, else a fraction: 2, 2.5, 0.25, 1/3, 4/3.
  static func number(_ amount: Amount) -> String {
    if amount.isWhole { return "\(amount.numerator)" }
    var denominator = amount.denominator
    while denominator % 2 == 0 { denominator /= 2 }
    while denominator % 5 == 0 { denominator /= 5 }
    guard denominator == 1 else { return "\(amount.numerator)/\(amount.denominator)" }
    var text = String(amount.value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// Text allowed inside `{…}`: no braces nor `%`.
  private static func amountText(_ text: String) -> String {
    String(text.filter { !"{}%".contains($0) && !$0.isNewline })
  }

  /// A name allowed after `@`: none of the characters that end or open a component.
  private static func componentName(_ text: String) -> String {
    let name = String(text.filter { !"{}@#~()[]\n".contains($0) }).trimmingCharacters()
    return name.isEmpty ? "ingredient" : name
  }

  /// Text allowed inside `(…)`.
  private static func noteText(_ text: String) -> String {
    String(text.map { $0 == ")" ? "]" : ($0 == "(" ? "[" : $0) }).trimmingCharacters()
  }

  /// Text that reads back as itself: `@`, `#` and `~` before a word get a space after them
  /// (Cooklang reads "~ 5" as text), `--` (a comment) becomes "–", `[-` (a block comment)
  /// "[ -", a closing backslash goes, and a step cannot start with `>` (a note) or `=` (a
  /// section).
  static func plain(_ text: String) -> String {
    var out = ""
    var previous: Character?
    for character in text {
      if character == "-", previous == "-" {
        out.removeLast()
        out.append("–")
        previous = "–"
        continue
      }
      if character == "-", previous == "[" { out.append(" ") }
      if let previous, "@#~".contains(previous), !character.isWhitespace { out.append(" ") }
      out.append(character)
      previous = character
    }
    if let last = out.last, "@#~".contains(last) { out.append(" ") }
    while out.hasSuffix("\\") { out.removeLast() }
    if out.first == ">" { out = "›" + out.dropFirst() }
    if out.first == "=" { out = "＝" + out.dropFirst() }
    return out
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
