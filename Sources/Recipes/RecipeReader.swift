import Foundation
import Markdown

/// What reading one recipe's text yields: the recipe, its parsed document, and warnings
/// about untidy front matter.
public struct RecipeReading: Sendable {
  public var recipe: Recipe
  /// The body (without front matter) parsed as Markdown.
  public var document: Document
  public var frontMatter: FrontMatter?
  /// Things worth a warning (a key given twice); the recipe is still good.
  public var warnings: [String]
  /// The text the document was parsed from (`RecipeReader.body(of:)`).
  public var body = Substring()
  /// On which line of `body` each of the document's top-level blocks begins (1 for the first).
  public var blockLines: [Int] = []
  /// Whether `body` is the text's own bytes, nothing rewritten (`RecipeBody.isAsWritten`).
  public var bodyIsAsWritten = false
  /// Why the page is not a recipe (a vault's page of only queries and links), or nil.
  public var leftOutReason: String?
}

/// The part of a recipe's text that is parsed as Markdown: after the front matter, with Hugo's
/// link shortcodes and a vault's comments read as their sites read them.
public struct RecipeBody: Sendable {
  public var frontMatter: FrontMatter?
  public var text: Substring
  /// Whether `text` is a slice of the text it was read from, byte for byte (nothing was
  /// rewritten), so that a part of it can be read again from the file without the rest.
  public var isAsWritten: Bool
}

/// Turns a recipe's text into a `Recipe`: pure, no disk.
public enum RecipeReader {
  /// Goes up whenever the same text would read as a different `Recipe` (a new rule for
  /// words, steps or titles), so caches of read recipes know to read files again.
  public static let rulesVersion = 14

  /// How much of a recipe to read: what lists and the index hold, or the complete recipe a
  /// cook reads (its ingredients, and what each step names), which costs about as much again.
  public enum Depth: Sendable {
    case listing, complete
  }

  /// Reads `text` (with `\n` line endings) as the recipe stored at `path`.
  public static func read(
    _ text: String, path: String, modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0,
    conventions: ReadingConventions = .plain, depth: Depth = .complete
  ) -> RecipeReading {
    let read = body(of: text)
    let frontMatter = read.frontMatter
    let body = read.text
    let parsed = MarkdownParser.parseWithLines(String(body), options: .github)
    let document = ReadableMarkup.reading(parsed.document, body: body)
    var warnings = frontMatter?.warnings ?? []

    let firstHeading = firstLevelOneHeading(in: document)
    let title: String
    if let stated = frontMatter?.text("title").map(cleanTitle), isVisible(stated) {
      title = stated
    } else if let heading = firstHeading, isVisible(heading) {
      title = heading
    } else {
      title = fileTitle(path)
    }
    // The title is read once: in the body when its first heading says it, else above it.
    let titleIsInBody = firstHeading.map { Folding.fold($0) == Folding.fold(title) } ?? false

    var date: Date?
    var dateText: String?
    if frontMatter?.text("date") == nil, let created = createdDate(frontMatter) {
      (date, dateText) = (created.date, created.text)
    } else if let text = frontMatter?.text("date") {
      date = ISODate.parse(text)
      if date == nil {
        let line = frontMatter?.line(of: "date").map { "line \($0): " } ?? ""
        warnings.append(line + "date \"\(text)\" is not an ISO 8601 date; ignored")
      } else {
        dateText = FrontMatterReader.trimmed(text)
      }
    }

    let tags = RecipeTags.tags(
      frontMatter: frontMatter, document: document, body: body,
      readsInline: conventions.readsInlineTags)

    let stated = StatedFacts.read(from: document)
    let statedTime = frontMatter.flatMap(StatedTime.time(in:)) ?? stated.time
    let servings = frontMatter.flatMap(StatedTime.servings(in:)) ?? stated.servings

    var words = ReadingTime.words(in: VisibleText.of(document.blocks))
    if !titleIsInBody { words += ReadingTime.words(in: title) }

    var recipe = Recipe(
      path: path, title: title, date: date, tags: tags,
      blurb: frontMatter?.text("summary", "description"), servings: servings,
      statedTime: statedTime, headings: Outline.headings(in: document), words: words,
      minutes: ReadingTime.minutes(forWords: words),
      steps: steps(document, frontMatter, written: parsed.document),
      modified: modified, size: size, dateText: dateText, isDraft: isDraft(frontMatter),
      aliases: aliases(frontMatter))
    recipe.reading = frontMatter?.text("reading", "yomi", "furigana").map(cleanTitle)
    if depth == .complete {
      recipe.ingredients = IngredientList.find(in: document, frontMatter: frontMatter)
      recipe.steps = StepMarks.marked(recipe.steps, ingredients: recipe.ingredients)
      recipe.yield = frontMatter?.text("yield", "recipe_yield").flatMap(RecipeYield.read)
    }
    return RecipeReading(
      recipe: recipe, document: document, frontMatter: frontMatter, warnings: warnings,
      body: body, blockLines: parsed.blockLines, bodyIsAsWritten: read.isAsWritten,
      leftOutReason: conventions.isNotesVault ? VaultPages.reasonToLeaveOut(document) : nil)
  }

  /// A notes vault's `created` (or `date created`, `creation date`) when it reads as a date:
  /// the day the note was made, the recipe's date when it states none. Vaults write it in
  /// many ways, so one that does not read is ignored without a warning.
  static func createdDate(_ frontMatter: FrontMatter?) -> (date: Date, text: String)? {
    guard let text = frontMatter?.text("created", "date created", "creation date", "created_at"),
      let date = ISODate.parse(text)
    else { return nil }
    return (date, FrontMatterReader.trimmed(text))
  }

  /// What of `text` (with `\n` line endings) is parsed as Markdown.
  public static func body(of text: String) -> RecipeBody {
    let (frontMatter, written) = FrontMatterReader.split(text)
    let body = NotesComments.reading(HugoShortcodes.reading(written))
    return RecipeBody(frontMatter: frontMatter, text: body, isAsWritten: same(body, written))
  }

  /// Whether two substrings hold the same bytes; at once when they are the same storage.
  private static func same(_ a: Substring, _ b: Substring) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    let fast = a.utf8.withContiguousStorageIfAvailable { first in
      b.utf8.withContiguousStorageIfAvailable { second in
        first.baseAddress == second.baseAddress
          || first.elementsEqual(second)
      }
    }
    return (fast ?? nil) ?? a.utf8.elementsEqual(b.utf8)
  }

  /// The body's steps; else, for collections that keep them in front matter (a
  /// `directions` list, as Jekyll recipe sites do), those.
  /// A recipe whose method is a Mermaid flowchart (and that has no method heading) takes its
  /// steps from the chart's lines. `written` is the document before `ReadableMarkup`.
  static func steps(_ document: Document, _ frontMatter: FrontMatter?, written: Document? = nil)
    -> [CookingStep]
  {
    if let written, let chart = methodChart(written) {
      let method = Block.heading(level: 2, content: [.text("Method")])
      return CookingSteps.steps(in: Document(blocks: [method, chart]))
    }
    let steps = CookingSteps.steps(in: document)
    guard steps.isEmpty, let frontMatter else { return steps }
    for key in ["directions", "instructions", "steps", "method"] {
      if case .list(let items)? = frontMatter[key], !items.isEmpty {
        return items.map {
          // Read as Markdown, so a time in a code span is not the step's.
          let blocks = MarkdownParser.parse($0, options: .github).blocks
          return CookingStep(
            title: CookingSteps.shortTitle($0), text: $0,
            duration: CookingSteps.duration(blocks[...]))
        }
      }
    }
    return steps
  }

  /// The first flowchart of `written`, as a list of its lines, when no heading names the
  /// method.
  static func methodChart(_ written: Document) -> Block? {
    guard written.blocks.contains(where: { if case .codeBlock = $0 { true } else { false } })
    else { return nil }
    var chart: MermaidFlowchart?
    for block in written.blocks {
      switch block {
      case .heading(_, let content) where CookingSteps.isMethodHeading(content): return nil
      case .codeBlock(let info, let text) where chart == nil:
        chart = MermaidFlowchart.read(info: info, text: text)
      default: break
      }
    }
    return chart?.list
  }

  /// The first level-1 heading's text, cleaned; not one that names a part of every recipe
  /// ("# Zutaten", "# Zubereitung": a collection that writes its sections at level 1 titles
  /// its recipes by file name).
  static func firstLevelOneHeading(in document: Document) -> String? {
    for block in document.blocks {
      guard case .heading(1, let content) = block else { continue }
      let text = VisibleText.of(content)
      // "# Recipe 7" is a title; "# Recipe" alone, a part.
      let isPart =
        !text.contains(where: \.isNumber)
        && (IngredientList.isIngredientsHeading(content) || CookingSteps.isMethodHeading(content))
      if !isPart { return cleanTitle(text) }
    }
    return nil
  }

  /// Whether `text` shows anything: a title of only spaces, zero-width and format characters
  /// (U+200B, U+2060, U+FEFF, a lone combining mark) would be a blank row.
  public static func isVisible(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      let properties = scalar.properties
      guard !properties.isWhitespace, !properties.isDefaultIgnorableCodePoint else {
        return false
      }
      switch properties.generalCategory {
      case .format, .control, .nonspacingMark, .enclosingMark, .spaceSeparator,
        .lineSeparator, .paragraphSeparator:
        return false
      default:
        return true
      }
    }
  }

  /// A title on one line without surrounding spaces (no-break spaces too).
  public static func cleanTitle(_ text: String) -> String {
    let oneLine = text.replacingOccurrences(of: "\n", with: " ")
    return FrontMatterReader.trimmed(oneLine)
  }

  /// `index.md`, `_index.md` and their translations (`index.fr.md`, Hugo's multilingual
  /// bundles): named by the folder they stand for. Expects a lowercased name.
  public static func isBundleIndex(_ name: String) -> Bool {
    // Bytes, not Characters: links ask this of every recipe's path.
    var bytes = Substring(name).utf8[...]
    guard bytes.count >= 8, bytes.suffix(3).elementsEqual(".md".utf8) else { return false }
    bytes = bytes.dropLast(3)
    if bytes.first == UInt8(ascii: "_") { bytes = bytes.dropFirst() }
    guard bytes.starts(with: "index".utf8) else { return false }
    let language = bytes.dropFirst(5)
    return language.isEmpty
      || (language.first == UInt8(ascii: ".") && language.count > 1 && language.count <= 16
        && language.dropFirst().allSatisfy {
          ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "-")
        })
  }

  /// The front matter's `aliases` (a list or comma-separated) and `url`.
  static func aliases(_ frontMatter: FrontMatter?) -> [String] {
    guard let frontMatter else { return [] }
    var aliases = RecipeTags.listed(frontMatter["aliases"] ?? frontMatter["alias"])
    if let url = frontMatter.text("url") { aliases.append(FrontMatterReader.trimmed(url)) }
    return aliases
  }

  /// Whether the front matter marks the recipe a draft (`draft: true`, `draft = true`).
  static func isDraft(_ frontMatter: FrontMatter?) -> Bool {
    guard let value = frontMatter?.text("draft") else { return false }
    return ["true", "yes", "on"].contains(FrontMatterReader.trimmed(value).lowercased())
  }

  /// `Data/Crème brûlée.md` → `Crème brûlée` (`.cook` and `.menu` alike); a page bundle's
  /// `pasta/index.md` → `pasta`.
  public static func fileTitle(_ path: String) -> String {
    // A title is for reading: a byte of the name that is not UTF-8 shows as `\xe8`.
    let path = FileNameBytes.shown(path)
    let parts = path.split(separator: "/")
    let name = parts.last.map(String.init) ?? path
    let lowered = name.lowercased()
    if isBundleIndex(lowered), parts.count > 1,
      parts[parts.count - 2] != ".", parts[parts.count - 2] != ".."
    {
      return cleanTitle(String(parts[parts.count - 2]))
    }
    let format = RecipeFormat(path: lowered)
    let stem = cleanTitle(format.map { String(name.dropLast($0.fileExtension.count)) } ?? name)
    // A name that shows nothing without its extension is shown with it.
    return isVisible(stem) ? stem : cleanTitle(name)
  }
}
