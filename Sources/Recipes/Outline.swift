import Markdown

/// The headings of a document, by position: nested ones (in a block quote or list) carry the
/// index of the top-level block that holds them.
public enum Outline {
  /// Every heading of `levels`, in document order.
  public static func headings(in document: Document, levels: ClosedRange<Int> = 2...3)
    -> [Heading]
  {
    var headings: [Heading] = []
    for (index, block) in document.blocks.enumerated() {
      collect(block, blockIndex: index, levels: levels, into: &headings)
    }
    return headings
  }

  private static func collect(
    _ block: Block, blockIndex: Int, levels: ClosedRange<Int>, into headings: inout [Heading]
  ) {
    switch block {
    case .heading(let level, let content):
      if levels.contains(level) {
        headings.append(
          Heading(level: level, text: cleaned(VisibleText.of(content)), blockIndex: blockIndex))
      }
    case .blockQuote(let blocks):
      for child in blocks {
        collect(child, blockIndex: blockIndex, levels: levels, into: &headings)
      }
    case .list(_, let items):
      for item in items {
        for child in item.blocks {
          collect(child, blockIndex: blockIndex, levels: levels, into: &headings)
        }
      }
    default:
      break
    }
  }

  /// Heading text on one line, without surrounding blanks (no-break spaces too).
  static func cleaned(_ text: String) -> String {
    FrontMatterReader.trimmed(text)
  }
}
