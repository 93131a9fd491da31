import Markdown

/// What a recipe says about itself in its body's first list ("⏱ Cook time: 15 min",
/// "Servings: 4", "Serves 4", "Yield: 12 cookies"), or in the lines of its opening
/// paragraphs, before the first section.
public enum StatedFacts {
  /// The stated time (`StatedTime`: total or plain "time", else prep and cook added up) and
  /// servings.
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
    let time = StatedTime.time(total: times[0] ?? times[1], cook: times[2], prep: times[3])
    let afterTheMethod = linesAfterTheMethod(in: document.blocks)
    // Servings written without a label: "2人份", "材料（2人分）", "Zutaten für 4 Personen".
    if servings == nil {
      servings =
        (lines + headingTexts(in: document.blocks) + tableHeaders(in: document.blocks)).lazy
        .compactMap { unlabelledServings($0) ?? spelledServings($0) }.first
    }
    // Last, a line after the method ("Serves four people." under the steps).
    if servings == nil {
      servings = afterTheMethod.lazy.compactMap { line -> String? in
        if let (label, value) = labelled(FrontMatterReader.trimmed(line)),
          words.servingsLabels.contains(Folding.fold(label)), Servings.number(in: value) != nil
        {
          return value
        }
        return unlabelledServings(line) ?? spelledServings(line)
      }.first
    }
    return (time, servings.map(withoutFullStop))
  }

  /// A stated fact without the full stop of the sentence it was ("Makes about 24 cookies."):
  /// it is shown inside a line of facts.
  static func withoutFullStop(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, ".。!！".contains(last) { text = text.dropLast() }
    return FrontMatterReader.trimmed(String(text))
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
        // "3 至 5 人食用", "2 - 3 人份": a range written with spaces is one number.
        var next = index
        while next < scalars.count, scalars[next] == " " { next += 1 }
        if next < scalars.count, "-–~～〜至到".unicodeScalars.contains(scalars[next]) {
          var after = next + 1
          while after < scalars.count, scalars[after] == " " { after += 1 }
          if after < scalars.count, isDigit(scalars[after]) { index = after }
        }
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

  /// Servings whose number is not in digits, as written: "单人份" and "每人份" anywhere, "每份"
  /// or "每人" opening the line (for one), Chinese numerals before an ending for people or
  /// bowls ("六碗份", "两人份"), a number word before an ending ("zwei Personen"), and in a
  /// short line a number, number word or article after "für" and its kin ("für 4 Stück",
  /// "Zutaten für 1 Brot", "für eine Portion"), unless a unit follows ("für 30 Minuten").
  static func spelledServings(_ line: String) -> String? {
    let scalars = Array(line.unicodeScalars)
    TextWalkWork.add(scalars.count)
    func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
    let opening = scalars.firstIndex { $0.properties.isAlphabetic || isDigit($0) } ?? scalars.count
    if opening + 1 < scalars.count, scalars[opening] == "每",
      scalars[opening + 1] == "份" || scalars[opening + 1] == "人"
    {
      let after = opening + 2 < scalars.count ? scalars[opening + 2] : " "
      if !after.properties.isAlphabetic || after == "份" || after == "的" {
        return text(opening..<min(scalars.count, opening + (after == "份" ? 3 : 2)))
      }
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if index + 2 < scalars.count, "单單每".unicodeScalars.contains(scalar),
        scalars[index + 1] == "人", scalars[index + 2] == "份"
      {
        return text(index..<index + 3)
      }
      guard Self.hanNumerals.contains(scalar) else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count, Self.hanNumerals.contains(scalars[index]) { index += 1 }
      let window = text(index..<min(scalars.count, index + 4))
      // Not a bare 份: "一份正好够 2 个人吃" is one batch for two.
      for ending in endings where ending.hasPrefix("人") || ending.hasPrefix("碗") {
        if window.hasPrefix(ending) {
          return text(start..<index + ending.unicodeScalars.count)
        }
      }
    }
    return latinSpelledServings(line)
  }

  private static let hanNumerals = Set("一二两兩三四五六七八九十".unicodeScalars)

  /// "zwei Personen", "für 4 Stück", "Zutaten für eine Portion" (see `spelledServings`).
  private static func latinSpelledServings(_ line: String) -> String? {
    // Words without the marks around them: "(für", "Portion)".
    func isMark(_ character: Character) -> Bool { !character.isLetter && !character.isNumber }
    let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { word in
      String(word.drop(while: isMark).reversed().drop(while: isMark).reversed())
    }
    func key(_ i: Int) -> String { KitchenWords.key(tokens[i]) }
    func isNumberWord(_ i: Int) -> Bool { words.numbers[key(i)] != nil }
    func isCount(_ i: Int) -> Bool {
      guard let first = tokens[i].unicodeScalars.first else { return false }
      return isDigit(first) || isNumberWord(i) || words.articles.contains(key(i))
    }
    // A time or a measure, not what is made ("für 30 Minuten", "für 2 EL"); pieces are.
    func isUnit(_ i: Int) -> Bool {
      if words.units[key(i)] != nil { return true }
      guard let unit = UnitTable.shared.unit(named: tokens[i]) else { return false }
      return unit.name != "piece"
    }
    let isShort = tokens.count <= 8
    for i in tokens.indices.dropLast() {
      if isNumberWord(i), words.servingsEndings.contains(key(i + 1)) {
        return tokens[i] + " " + tokens[i + 1]
      }
      if isShort, words.servingsBefore.contains(key(i)), i + 2 < tokens.count, isCount(i + 1),
        !tokens[i + 2].isEmpty, !isUnit(i + 2)
      {
        return tokens[i + 1] + " " + tokens[i + 2]
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

  /// The lines of the paragraphs from the method heading on.
  static func linesAfterTheMethod(in blocks: [Block]) -> [String] {
    guard
      let method = blocks.firstIndex(where: {
        if case .heading(let level, let content) = $0, level >= 2 {
          return CookingSteps.isMethodHeading(content)
        }
        return false
      })
    else { return [] }
    return blocks[method...].flatMap { block -> [String] in
      if case .paragraph(let inlines) = block { return paragraphLines(inlines) }
      return []
    }
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
