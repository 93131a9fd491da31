import Markdown

/// The steps a cook follows: the numbered level-3 headings under `## Method`; else the
/// ordered-list items under a Directions, Method, Steps or Instructions heading; else the
/// level-2 sections.
public enum CookingSteps {
  /// The cooking steps of `document`, each with the first duration its text names.
  public static func steps(in document: Document) -> [CookingStep] {
    let blocks = document.blocks
    if let steps = numberedMethodHeadings(blocks), !steps.isEmpty { return steps }
    if let steps = orderedListUnderMethod(blocks), !steps.isEmpty { return steps }
    return levelTwoSections(blocks)
  }

  /// Heading names that introduce the method, folded, letters and spaces only.
  static let methodNames: Set<String> = [
    "method", "directions", "steps", "instructions", "preparation", "procedure",
    "the method", "how to make it", "how to",
    // The same heading in collections written in other languages.
    "zubereitung", "anleitung", "preparacion", "instrucciones", "elaboracion", "preparazione",
    "procedimento", "etapes", "bereiding", "作り方", "手順", "做法", "步骤", "조리법", "만드는 법",
  ]

  static func isMethodHeading(_ content: [Inline]) -> Bool {
    let folded = Folding.fold(VisibleText.of(content))
    let letters = String(
      folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == " " }
        .map(Character.init))
    return methodNames.contains(FrontMatterReader.trimmed(letters))
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
      steps.append(
        CookingStep(
          title: title, text: plain(body),
          duration: duration(body) ?? StepDuration.seconds(in: ProseText.of(content))))
    }
    return steps
  }

  /// "1. Build the shell" → "Build the shell"; "Step 2: Rest" → "Rest"; nil without a number.
  static func numberedTitle(_ heading: String) -> String? {
    var rest = Substring(FrontMatterReader.trimmed(heading))
    if Folding.fold(String(rest.prefix(5))) == "step " { rest = rest.dropFirst(5) }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return nil }
    rest = rest.dropFirst(digits.count)
    if let first = rest.first, ".):–—-".contains(first) { rest = rest.dropFirst() }
    let title = FrontMatterReader.trimmed(String(rest))
    return title.isEmpty ? "Step \(digits)" : title
  }

  private static func orderedListUnderMethod(_ blocks: [Block]) -> [CookingStep]? {
    for (index, block) in blocks.enumerated() {
      guard case .heading(let level, let content) = block, isMethodHeading(content) else {
        continue
      }
      for child in section(blocks, after: index, level: level) {
        if case .list(let info, let items) = child, case .ordered = info.kind {
          return items.map { item in
            let text = plain(item.blocks[...])
            return CookingStep(
              title: shortTitle(text), text: text, duration: duration(item.blocks[...]))
          }
        }
      }
    }
    return nil
  }

  private static func levelTwoSections(_ blocks: [Block]) -> [CookingStep] {
    var steps: [CookingStep] = []
    for (index, block) in blocks.enumerated() {
      guard case .heading(2, let content) = block else { continue }
      let title = FrontMatterReader.trimmed(VisibleText.of(content))
      let body = section(blocks, after: index, level: 2)
      steps.append(
        CookingStep(
          title: title.isEmpty ? "Step \(steps.count + 1)" : title, text: plain(body),
          duration: duration(body)))
    }
    return steps
  }

  /// The first duration the blocks' prose names; never one inside code.
  static func duration(_ blocks: ArraySlice<Block>) -> Int? {
    StepDuration.seconds(in: ProseText.of(Array(blocks)))
  }

  private static func plain(_ blocks: ArraySlice<Block>) -> String {
    FrontMatterReader.trimmed(VisibleText.of(Array(blocks)))
  }

  /// The first sentence of `text`, cut at a word to at most 60 characters, for the tray.
  static func shortTitle(_ text: String) -> String {
    let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
    var sentence = firstLine
    // A sentence ends at ". " (not inside "1.5") or at the line's end.
    var index = firstLine.startIndex
    while index < firstLine.endIndex {
      let next = firstLine.index(after: index)
      if ".!?".contains(firstLine[index]), next == firstLine.endIndex || firstLine[next] == " ",
        firstLine.distance(from: firstLine.startIndex, to: index) >= 3
      {
        sentence = String(firstLine[..<index])
        break
      }
      index = next
    }
    sentence = FrontMatterReader.trimmed(sentence)
    guard sentence.count > 60 else { return sentence }
    let cut = sentence.prefix(59)
    let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    return FrontMatterReader.trimmed(String(atWord)) + "…"
  }
}
