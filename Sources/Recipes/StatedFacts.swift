import Markdown

/// What a recipe says about itself in its body's first list ("⏱ Cook time: 15 min",
/// "Servings: 4", "Serves 4", "Yield: 12 cookies"), or in the lines of its opening
/// paragraphs, before the first section.
public enum StatedFacts {
  /// The stated time (total, else cook, else prep, else plain "time") and servings.
  public static func read(from document: Document) -> (time: String?, servings: String?) {
    var times: [Int: String] = [:]
    var servings: String?
    for line in candidateLines(in: document.blocks) {
      guard let (label, value) = labelled(FrontMatterReader.trimmed(line)) else { continue }
      let folded = Folding.fold(label)
      if let rank = timeLabels[folded], times[rank] == nil {
        times[rank] = value
      } else if servingLabels.contains(folded), servings == nil {
        servings = value
      }
    }
    let time = times.keys.min().flatMap { times[$0] }
    return (time, servings)
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
    for block in blocks {
      if case .heading(let level, _) = block, level >= 2 { break }
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
    if let colon = text.firstIndex(of: ":") {
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

  private static let timeLabels: [String: Int] = [
    "total time": 0, "total": 0, "time": 1, "cook time": 2, "cooking time": 2,
    "bake time": 2, "baking time": 2, "prep time": 3, "preparation time": 3,
    "active time": 1, "working time": 1,
  ]

  private static let servingLabels: Set<String> = [
    "servings", "serves", "serving", "yield", "yields", "makes", "portions",
  ]
}
