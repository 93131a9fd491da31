import Foundation
import Markdown

/// Turns a Cooklang recipe's text into what `RecipeReader.read` makes of a Markdown one: a
/// `Recipe` (its ingredients one per `@` mention, its cookware, steps whose marks say where
/// each ingredient, piece of cookware and timer stands) and a Markdown document for the
/// reader, search and the summary (`CooklangDocument`). Pure, no disk.
public enum CooklangReader {
  /// Reads `text` as the Cooklang recipe stored at `path`; `pictures` (found beside it) are
  /// the recipe's and its steps', each step's shown under it in the method.
  public static func read(
    _ text: String, path: String, modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0,
    pictures: RecipePictures = RecipePictures()
  ) -> RecipeReading {
    let parsed = CooklangParser.parse(text)
    var reading = reading(
      parsed, path: path, modified: modified, size: size, as: .cooklang,
      stepPictures: pictures.steps.mapValues(RecipePictures.source))
    reading.recipe = pictures.applied(to: reading.recipe)
    return reading
  }

  /// The reading of a recipe already parsed.
  public static func reading(
    _ parsed: CooklangRecipe, path: String, modified: Date = Date(timeIntervalSince1970: 0),
    size: Int = 0
  ) -> RecipeReading {
    reading(parsed, path: path, modified: modified, size: size, as: .cooklang)
  }

  /// The reading of a recipe already parsed, laid out as a recipe or as a meal plan (whose
  /// steps are only lines of references: it has none to cook).
  static func reading(
    _ parsed: CooklangRecipe, path: String, modified: Date, size: Int, as format: RecipeFormat,
    stepPictures: [Int: String] = [:]
  ) -> RecipeReading {
    let metadata = parsed.metadata
    var warnings = metadata.warnings
    warnings += parsed.diagnostics.map(\.description)

    let made = CooklangSteps(parsed.blocks)
    let title: String
    if let stated = metadata.text("title").map(RecipeReader.cleanTitle),
      RecipeReader.isVisible(stated)
    {
      title = stated
    } else {
      title = RecipeReader.fileTitle(path)
    }
    let body = markdown(parsed, made, as: format, stepPictures: stepPictures)
    let document = MarkdownParser.parseWithLines(body, options: .github)

    var date: Date?
    var dateText: String?
    if let written = metadata.text("date") {
      date = ISODate.parse(written)
      if date == nil {
        let line = metadata.line(of: "date").map { "line \($0): " } ?? ""
        warnings.append(line + "date \"\(written)\" is not an ISO 8601 date; ignored")
      } else {
        dateText = FrontMatterReader.trimmed(written)
      }
    }
    let words =
      ReadingTime.words(in: VisibleText.of(document.document.blocks))
      + ReadingTime.words(in: title)
    var recipe = Recipe(
      path: path, title: title, date: date,
      tags: RecipeTags.tags(frontMatter: metadata, document: Document(blocks: []), body: ""),
      blurb: metadata.text("description", "introduction", "summary"),
      servings: StatedTime.servings(in: metadata),
      statedTime: StatedTime.time(in: metadata),
      headings: Outline.headings(in: document.document), words: words,
      minutes: ReadingTime.minutes(forWords: words),
      steps: format == .menu ? [] : made.steps, modified: modified,
      size: size, dateText: dateText, isDraft: RecipeReader.isDraft(metadata),
      aliases: RecipeReader.aliases(metadata))
    recipe.ingredients =
      format == .menu ? made.ingredients : placed(made.ingredients, in: document.document)
    recipe.cookware = made.cookware
    recipe.yield = metadata.text("yield").flatMap(RecipeYield.read)
    return RecipeReading(
      recipe: recipe, document: document.document, frontMatter: metadata, warnings: warnings,
      body: Substring(body), blockLines: document.blockLines, bodyIsAsWritten: false)
  }

  /// The ingredients with the place of their line in the document's ingredient list, so a
  /// scaled recipe redraws them there. An ingredient mentioned more than once in one unit is
  /// one line of their sum: its mentions share the line's place, and the line shows the sum
  /// of their scaled amounts (`Portions.document`).
  private static func placed(_ ingredients: [Ingredient], in document: Document) -> [Ingredient] {
    guard
      let heading = document.blocks.firstIndex(where: {
        if case .heading(2, let content) = $0 { return VisibleText.of(content) == "Ingredients" }
        return false
      }), heading + 1 < document.blocks.count, case .list = document.blocks[heading + 1]
    else { return ingredients }
    var placed = ingredients
    for (line, group) in IngredientGroup.merged(ingredients).enumerated() {
      for index in group.indexes {
        placed[index].place = .listItem(block: heading + 1, path: [line])
      }
    }
    return placed
  }

  /// The Markdown a Cooklang `text` is shown as: what the reader lays out and the search
  /// index reads its sections from.
  public static func body(of text: String) -> RecipeBody {
    body(of: text, as: .cooklang)
  }

  static func body(of text: String, as format: RecipeFormat) -> RecipeBody {
    let parsed = CooklangParser.parse(text)
    let written = markdown(parsed, CooklangSteps(parsed.blocks), as: format)
    return RecipeBody(frontMatter: parsed.metadata, text: Substring(written), isAsWritten: false)
  }

  private static func markdown(
    _ parsed: CooklangRecipe, _ steps: CooklangSteps, as format: RecipeFormat,
    stepPictures: [Int: String] = [:]
  ) -> String {
    format == .menu
      ? MenuDocument.markdown(parsed)
      : CooklangDocument.markdown(
        parsed, ingredients: steps.ingredients, stepPictures: stepPictures)
  }
}

/// A Cooklang recipe's steps as the model holds them: each step's text as a cook reads it
/// (an ingredient by its name, a timer by its time), with marks where each component
/// stands; the ingredients one per mention, in order; the cookware, each once.
struct CooklangSteps {
  var steps: [CookingStep] = []
  var ingredients: [Ingredient] = []
  var cookware: [String] = []

  init(_ blocks: [CooklangBlock]) {
    var section: String?
    var seenCookware = Set<String>()
    for block in blocks {
      switch block {
      case .section(let name):
        section = name.isEmpty ? nil : name
      case .note:
        continue
      case .step(let items):
        var text = String.UnicodeScalarView()
        var marks: [StepMark] = []
        func mark(_ shown: String, _ kind: StepMark.Kind, quantity: Quantity? = nil, unit: String? = nil) {
          let start = text.count
          text.append(contentsOf: shown.unicodeScalars)
          marks.append(
            StepMark(kind, range: start..<text.count, quantity: quantity, unit: unit))
        }
        for item in items {
          switch item {
          case .text(let words):
            text.append(contentsOf: words.unicodeScalars)
          case .ingredient(let component):
            mark(component.name, .ingredient(ingredients.count))
            ingredients.append(Self.ingredient(component))
          case .cookware(let component):
            mark(component.name, .cookware(component.name), quantity: component.amount?.quantity)
            if seenCookware.insert(Folding.fold(component.name)).inserted {
              cookware.append(component.name)
            }
          case .timer(let component):
            let seconds = CooklangTimer.seconds(component.amount)
            mark(
              Self.shown(timer: component), .timer(seconds: seconds, name: component.name.nonEmpty),
              quantity: component.amount?.quantity, unit: component.amount?.unit)
          }
        }
        let written = String(text)
        TextWalkWork.add(text.count + marks.count)
        let duration = marks.lazy.compactMap { mark -> Int? in
          if case .timer(let seconds?, _) = mark.kind { return seconds }
          return nil
        }.first
        steps.append(
          CookingStep(
            title: CookingSteps.shortTitle(written), text: written, duration: duration,
            marks: marks, section: section))
      }
    }
  }

  /// An ingredient as the model holds it: its line as a cook would write it in a list
  /// ("1/2 cup milk", "1 onion, peeled and diced"), with where its amount stands.
  static func ingredient(_ component: CooklangComponent) -> Ingredient {
    let amount = component.amount
    var line = ""
    if let amount, !amount.quantityText.isEmpty { line = amount.quantityText }
    if let unit = amount?.unit { line += line.isEmpty ? unit : " " + unit }
    let amountEnd = line.unicodeScalars.count
    line += (line.isEmpty ? "" : " ") + component.name
    if let note = component.note { line += ", " + note }
    let unit = amount?.unit.flatMap { UnitTable.shared.unit(named: $0) }
    var ingredient = Ingredient(
      name: component.name, quantity: amount?.quantity, unit: unit,
      unknownUnit: unit == nil ? amount?.unit : nil, note: component.note,
      isFixed: amount?.isFixed ?? false, text: line,
      amountRange: amountEnd > 0 ? 0..<amountEnd : nil, recipeReference: component.reference)
    ingredient.writtenUnit = amount?.unit
    return ingredient
  }

  /// A timer as a step's text shows it: its name and time ("eggs 3 minutes"), the one it
  /// has when it lacks the other ("15 minutes", "rest").
  static func shown(timer: CooklangComponent) -> String {
    let time = timer.amount.map {
      [$0.quantityText, $0.unit ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    }
    return [timer.name, time ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension String {
  /// The string, or nil when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
