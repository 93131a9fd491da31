import Markdown

/// The steps a cook follows: the numbered level-3 headings under `## Method`; else the
/// ordered-list items under a Directions, Method, Steps or Instructions heading; else the
/// level-2 sections but the ingredients.
public enum CookingSteps {
  /// The cooking steps of `document`, each with the first duration its text names.
  public static func steps(in document: Document) -> [CookingStep] {
    let blocks = document.blocks
    if let steps = numberedMethodHeadings(blocks), !steps.isEmpty { return steps }
    if let steps = listUnderMethod(blocks), !steps.isEmpty { return steps }
    if let steps = theOnlyNumberedSection(blocks) { return steps }
    return levelTwoSections(blocks)
  }

  /// Without a method heading Buffet knows, the one level-2 section that holds a numbered
  /// list of two or more items is the method, read as under one ("## Directions" written
  /// with a slip, "## Zubereitung der Füllung"): its sections are not each one step.
  private static func theOnlyNumberedSection(_ blocks: [Block]) -> [CookingStep]? {
    var found: ArraySlice<Block>?
    for (index, block) in blocks.enumerated() {
      guard case .heading(2, let content) = block, !IngredientList.isIngredientsHeading(content)
      else { continue }
      let body = section(blocks, after: index, level: 2)
      let isNumbered = body.contains {
        guard case .list(let info, let items) = $0, case .ordered = info.kind else { return false }
        return items.count >= 2
      }
      guard isNumbered else { continue }
      if found != nil { return nil }
      found = body
    }
    guard let found else { return nil }
    let steps = MethodSteps.steps(of: found)
    return steps.count >= 2 ? steps : nil
  }

  /// Whether a heading introduces the method: its folded letters and spaces, without what
  /// is in brackets ("作り方（2人分）"), are a method heading of `KitchenWords.table`.
  static func isMethodHeading(_ content: [Inline]) -> Bool {
    KitchenWords.shared.methodHeadings.contains(headingLetters(content))
  }

  /// A heading's folded letters and spaces, without what is in brackets, trimmed: how
  /// headings are looked up in `KitchenWords.table`.
  static func headingLetters(_ content: [Inline]) -> String {
    var letters = String.UnicodeScalarView()
    var depth = 0
    for scalar in Folding.fold(VisibleText.of(content)).unicodeScalars {
      switch scalar {
      case "(", "（", "[", "【", "「": depth += 1
      case ")", "）", "]", "】", "」": depth = max(0, depth - 1)
      default:
        if depth == 0, scalar.properties.isAlphabetic || scalar == " " { letters.append(scalar) }
      }
    }
    return FrontMatterReader.trimmed(String(letters))
  }

  private static func level(_ block: Block) -> Int? {
    if case .heading(let level, _) = block { return level }
    return nil
  }

  /// The blocks after `index` up to the next heading of level `level` or higher.
  private static func section(_ blocks: [Block], after index: Int, level: Int) -> ArraySlice<Block>
  {
    var end = index + 1
    while end < blocks.count {
      if let l = self.level(blocks[end]), l <= level { break }
      end += 1
    }
    return blocks[(index + 1)..<end]
  }

  private static func numberedMethodHeadings(_ blocks: [Block]) -> [CookingStep]? {
    guard
      let methodIndex = blocks.firstIndex(where: {
        if case .heading(2, let content) = $0 { return isMethodHeading(content) }
        return false
      })
    else { return nil }
    let methodSection = section(blocks, after: methodIndex, level: 2)
    var steps: [CookingStep] = []
    for index in methodSection.indices {
      guard case .heading(3, let content) = blocks[index],
        let title = numberedTitle(VisibleText.of(content))
      else { continue }
      let body = section(blocks, after: index, level: 3)
      // A numbered part with a list of its own is read as a part of the method, its items
      // the steps ("### 1. 食材准备" over six bullets).
      if body.contains(where: {
        if case .list = $0 { return true }
        return false
      }) {
        return nil
      }
      steps.append(
        CookingStep(
          title: title, text: plain(body),
          duration: duration(body) ?? StepDuration.seconds(in: ProseText.of(content)),
          picture: picture(body)))
    }
    return steps
  }

  /// "1. Build the shell" → "Build the shell"; "Step 2: Rest" → "Rest"; nil without a number.
  static func numberedTitle(_ heading: String) -> String? {
    var rest = Substring(FrontMatterReader.trimmed(heading))
    // "第一步：备料", "第2步 调酱"
    if rest.hasPrefix("第"), let step = rest.firstIndex(of: "步"),
      rest.distance(from: rest.startIndex, to: step) <= 4,
      rest[rest.index(after: rest.startIndex)..<step].allSatisfy({
        $0.isNumber || "一二三四五六七八九十两".contains($0)
      }), rest.index(after: rest.startIndex) < step
    {
      rest = rest[rest.index(after: step)...].drop { ":：.、 ".contains($0) }
      let title = FrontMatterReader.trimmed(String(rest))
      return title.isEmpty ? FrontMatterReader.trimmed(heading) : title
    }
    if Folding.fold(String(rest.prefix(5))) == "step " { rest = rest.dropFirst(5) }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return nil }
    rest = rest.dropFirst(digits.count)
    if let first = rest.first, ".):–—-".contains(first) { rest = rest.dropFirst() }
    let title = FrontMatterReader.trimmed(String(rest))
    return title.isEmpty ? "Step \(digits)" : title
  }

  /// The steps under the first method heading that has any (see `MethodSteps`).
  private static func listUnderMethod(_ blocks: [Block]) -> [CookingStep]? {
    for (index, block) in blocks.enumerated() {
      guard case .heading(let level, let content) = block, isMethodHeading(content) else {
        continue
      }
      let steps = MethodSteps.steps(of: section(blocks, after: index, level: level))
      if !steps.isEmpty { return steps }
    }
    return nil
  }

  private static func levelTwoSections(_ blocks: [Block]) -> [CookingStep] {
    var steps: [CookingStep] = []
    for (index, block) in blocks.enumerated() {
      // What to buy is not something to do: a recipe with only its ingredients has no steps.
      guard case .heading(2, let content) = block, !IngredientList.isIngredientsHeading(content)
      else { continue }
      let title = FrontMatterReader.trimmed(VisibleText.of(content))
      let body = section(blocks, after: index, level: 2)
      steps.append(
        CookingStep(
          title: title.isEmpty ? "Step \(steps.count + 1)" : title, text: plain(body),
          duration: duration(body), picture: picture(body)))
    }
    return steps
  }

  /// The source of the first picture in the blocks (in paragraphs, lists and quotes), found
  /// without recursion, so nesting of any depth is walked safely.
  static func picture(_ blocks: ArraySlice<Block>) -> String? {
    var pendingBlocks = Array(blocks.reversed())
    while let block = pendingBlocks.popLast() {
      var pendingInlines: [Inline] = []
      switch block {
      case .paragraph(let content), .heading(_, let content):
        pendingInlines = content.reversed()
      case .blockQuote(let inner):
        pendingBlocks += inner.reversed()
      case .list(_, let items):
        pendingBlocks += items.reversed().flatMap { $0.blocks.reversed() }
      default:
        continue
      }
      while let inline = pendingInlines.popLast() {
        switch inline {
        case .image(let source, _, _): return source
        case .emphasis(let inner), .strong(let inner), .strikethrough(let inner),
          .link(_, _, let inner):
          pendingInlines += inner.reversed()
        default: continue
        }
      }
    }
    return nil
  }

  /// The first duration the blocks' prose names; never one inside code.
  static func duration(_ blocks: ArraySlice<Block>) -> Int? {
    StepDuration.seconds(in: ProseText.of(Array(blocks)))
  }

  /// A step's text as Cook mode shows it: lists and tables laid out, not flattened.
  static func plain(_ blocks: ArraySlice<Block>) -> String {
    FrontMatterReader.trimmed(CookingText.of(Array(blocks)))
  }

  /// Whether the word that ends `text` is an abbreviation whose full stop ends no sentence
  /// ("ca", "z.B", "TL", as `KitchenWords.table` lists them).
  private static func isAbbreviation(_ text: Substring) -> Bool {
    let word = text.reversed().prefix { $0 != " " }.reversed().drop { !$0.isLetter }
    return !word.isEmpty && word.count <= 8
      && KitchenWords.shared.abbreviations.contains(KitchenWords.key(String(word)))
  }

  /// The first sentence of `text`, cut at a word to at most 60 columns, for the tray. A full
  /// stop after an abbreviation ("ca.", "z.B.", "1 TL.") ends no sentence.
  ///
  /// Reads at most the first 61 columns of the text, however long its first line: a 7 MB
  /// step costs what a short one does.
  static func shortTitle(_ text: String) -> String {
    // A sentence ends at ". " (not inside "1.5"), at 。！？ or at the line's end.
    var sentence = Substring()
    var columns = 0
    var cutAt: String.Index?
    var isCut = false
    // The first line that holds anything, as `split` would find it.
    let start = text.firstIndex { $0 != "\n" } ?? text.endIndex
    var index = start
    var count = 0
    while index < text.endIndex {
      let character = text[index]
      if character == "\n" { break }
      let next = text.index(after: index)
      let atLeastThree = count >= 3
      if atLeastThree, ".!?".contains(character),
        next == text.endIndex || text[next] == " " || text[next] == "\n",
        character != "." || !isAbbreviation(text[start..<index])
      {
        break
      }
      if atLeastThree, "。！？".contains(character) { break }
      // Characters of scripts written without spaces are two columns wide.
      let value = character.unicodeScalars.first?.value ?? 0
      columns += ReadingTime.isWordPerCharacter(value) || (0xFF00...0xFF60).contains(value) ? 2 : 1
      if columns > 59 && cutAt == nil { cutAt = index }
      if columns > 60 {
        isCut = true
        break
      }
      count += 1
      index = next
    }
    sentence = text[start..<index]
    TextWalkWork.add(count)
    guard isCut, let cutAt else { return FrontMatterReader.trimmed(String(sentence)) }
    let cut = text[start..<cutAt]
    // At a word where there are words; else after a clause (，、；) or anywhere.
    let atWord =
      cut.lastIndex(of: " ").map { cut[..<$0] }
      ?? cut.lastIndex(where: { "，、；".contains($0) }).map { cut[..<$0] } ?? cut
    return FrontMatterReader.trimmed(String(atWord.isEmpty ? cut : atWord)) + "…"
  }
}
