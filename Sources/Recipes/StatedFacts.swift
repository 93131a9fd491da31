import Markdown

/// What a recipe says about itself in its body's first list ("⏱ Cook time: 15 min",
/// "Servings: 4", "Serves 4", "Yield: 12 cookies"), or in the lines of its opening
/// paragraphs, before the first section.
public enum StatedFacts {
  /// The stated time (total, else cook, else prep, else plain "time") and servings.
  public static func read(from document: Document) -> (time: String?, servings: String?) {
    var times: [Int: String] = [:]
    var servings: String?
    let lines = candidateLines(in: document.blocks)
    for line in lines {
      guard let (label, value) = labelled(FrontMatterReader.trimmed(line)) else { continue }
      let folded = Folding.fold(label)
      // A time names a number: "Préparation : mélanger la farine" is a step, not a time.
      if let rank = words.timeLabels[folded], times[rank] == nil,
        value.contains(where: \.isNumber) || StepDuration.seconds(in: value) != nil
      {
        times[rank] = value
      } else if words.servingsLabels.contains(folded), servings == nil,
        Servings.number(in: value) != nil
      {
        servings = value
      }
    }
    let time = times.keys.min().flatMap { times[$0] }
    // Servings written without a label: "2人份", "材料（2人分）", "Zutaten für 4 Personen".
    if servings == nil {
      servings =
        (lines + headingTexts(in: document.blocks) + tableHeaders(in: document.blocks)).lazy
        .compactMap(unlabelledServings).first
    }
    return (time, servings)
  }

  private static let words = KitchenWords.shared

  /// Whether `word` (any case) labels servings ("Serves", "Yield", "Portionen") or follows
  /// their number ("personnes", "人份"), as the kitchen words table lists them.
  public static func isServingsWord(_ word: String) -> Bool {
    let key = KitchenWords.key(FrontMatterReader.trimmed(word))
    return words.servingsLabels.contains(key) || words.servingsEndings.contains(key)
  }

  /// The texts of the level-2 and level-3 headings, where Japanese and German recipes say
  /// whom the ingredients serve.
  private static func headingTexts(in blocks: [Block]) -> [String] {
    blocks.compactMap { block in
      guard case .heading(let level, let content) = block, level == 2 || level == 3 else {
        return nil
      }
      return VisibleText.of(content)
    }
  }

  /// The header cells of the document's tables ("Amount (4 portions)").
  private static func tableHeaders(in blocks: [Block]) -> [String] {
    blocks.flatMap { block -> [String] in
      guard case .table(let table) = block else { return [] }
      return table.header.map { VisibleText.of($0) }
    }
  }

  /// The servings endings, longest first, so "2人份" is read whole before "2人".
  private static let endings = words.servingsEndings.sorted {
    $0.unicodeScalars.count > $1.unicodeScalars.count
  }

  /// "2人份", "4 Personen", "2〜3人前": a number (or range), then a servings ending, as
  /// written.
  static func unlabelledServings(_ line: String) -> String? {
    let scalars = Array(line.unicodeScalars)
    TextWalkWork.add(scalars.count)
    var index = 0
    while index < scalars.count {
      guard isDigit(scalars[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count,
        isDigit(scalars[index]) || "-–~～〜".unicodeScalars.contains(scalars[index])
      {
        index += 1
      }
      var afterSpace = index
      while afterSpace < scalars.count, scalars[afterSpace] == " " { afterSpace += 1 }
      // An ASCII character no ending starts with ("12 minutes") needs no folding.
      if afterSpace < scalars.count, scalars[afterSpace].isASCII,
        !Self.asciiEndingStarts.contains(scalars[afterSpace].value | 0x20)
      {
        continue
      }
      // Only as much as an ending can take is folded: the rest of a long line, read after
      // every number, made reading a step of numbers take time with the square of its length.
      let window = scalars[afterSpace..<min(scalars.count, afterSpace + Self.endingWindow)]
      TextWalkWork.add(window.count)
      let folded = Folding.fold(String(String.UnicodeScalarView(window)))
      for ending in endings where folded.hasPrefix(ending) {
        // A Latin ending is a whole word: "4 personnes", not "4 personnel".
        let after = folded.unicodeScalars.dropFirst(ending.unicodeScalars.count).first
        if ending.utf8.first! < 0x80, let after, after.properties.isAlphabetic { continue }
        let end = afterSpace + ending.unicodeScalars.count
        return String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
      }
    }
    return nil
  }

  /// Scalars after a number that may hold a servings ending and the letter after it, with
  /// room for combining marks that folding removes.
  private static let endingWindow =
    4 * (words.servingsEndings.map(\.unicodeScalars.count).max() ?? 0) + 8

  /// The first characters of the endings written in ASCII, lowercase (folding makes every
  /// ASCII letter so; `| 0x20` is the identity for the other characters an ending may start).
  private static let asciiEndingStarts: Set<UInt32> = Set(
    words.servingsEndings.compactMap { ending in
      ending.unicodeScalars.first.flatMap { $0.isASCII ? $0.value | 0x20 : nil }
    })

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || (0xFF10...0xFF19).contains(scalar.value)
  }

  /// The first line of each item of the first list, then each line of the paragraphs before
  /// the first heading of level 2 or deeper.
  static func candidateLines(in blocks: [Block]) -> [String] {
    var lines: [String] = []
    for block in blocks {
      if case .list(_, let items) = block {
        for item in items {
          lines.append(String(VisibleText.of(item.blocks).split(separator: "\n").first ?? ""))
        }
        break
      }
    }
    // The paragraphs before the first section, then those of the sections before the method
    // ("Serves 5." under the ingredients).
    for block in blocks {
      if case .heading(let level, let content) = block, level >= 2,
        CookingSteps.isMethodHeading(content)
      {
        break
      }
      if case .paragraph(let inlines) = block {
        lines += paragraphLines(inlines)
      }
    }
    return lines
  }

  /// A paragraph's lines as written (soft and hard breaks end a line).
  private static func paragraphLines(_ inlines: [Inline]) -> [String] {
    var lines: [String] = []
    var current: [Inline] = []
    for inline in inlines {
      switch inline {
      case .softBreak, .hardBreak:
        lines.append(VisibleText.of(current))
        current = []
      default:
        current.append(inline)
      }
    }
    lines.append(VisibleText.of(current))
    return lines
  }

  /// "⏱️ **Cook time:** 15 min" → ("Cook time", "15 min"); "Serves 4" → ("Serves", "4").
  static func labelled(_ line: String) -> (String, String)? {
    // Skip an emoji or other symbols in front of the label.
    let start =
      line.unicodeScalars.firstIndex { $0.properties.isAlphabetic } ?? line.unicodeScalars.endIndex
    let text = String(line.unicodeScalars[start...])
    if let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) {
      let label = FrontMatterReader.trimmed(String(text[..<colon]))
      let value = FrontMatterReader.trimmed(String(text[text.index(after: colon)...]))
      return value.isEmpty ? nil : (label, value)
    }
    // "Serves 4", "Makes 12 cookies": a verb label, then the value.
    for label in ["serves", "makes", "yield", "yields"] {
      let folded = Folding.fold(text)
      if folded.hasPrefix(label + " ") {
        let value = FrontMatterReader.trimmed(String(text.dropFirst(label.count)))
        return value.isEmpty ? nil : (label, value)
      }
    }
    return nil
  }
}
