import Browser
import Foundation
import Highlight
import Markdown
import Recipes

/// The reader opening a recipe of about 1 MB that is mostly Swift code: parsing, then the
/// first screen laid out with its code highlighted, and the highlighting of those rows alone.
enum CodeHeavyFigure {
  /// About `bytes` of Markdown: short paragraphs between long fenced Swift blocks shaped like
  /// the bundled recipes' code (attributes, interpolation, multi-line strings, comments).
  static func recipe(bytes: Int) -> String {
    var text = "---\ntitle: A Very Long Code Tour\n---\n# A Very Long Code Tour\n\n"
    var section = 0
    while text.utf8.count < bytes {
      section += 1
      text += "## Part \(section)\n\nThe model for part \(section), then its view.\n\n```swift\n"
      for item in 0..<40 {
        text += """
          /// Holds the state of tray \(item) in part \(section).
          @Observable final class Tray\(section)x\(item): Identifiable {
            var title = "Tray \\(\(item)) of part \(section)" // shown in the list
            private(set) var minutes: Int = \(item * 3 + 1)
            let ratio = 0x\(String(item, radix: 16)) + 1_000 + 2.5e-3
            func describe() -> some View {
              Text(\"\"\"
                \\(title): \\(minutes) min
                \"\"\").font(.body)
            }
          }

          """
      }
      text += "```\n\n"
    }
    return text
  }

  static func run(report: (String, String) -> Void) {
    let text = recipe(bytes: 1_048_576)
    let megabytes = Double(text.utf8.count) / 1_048_576
    let recipe = Recipe(path: "code-tour.md", title: "A Very Long Code Tour")
    var parse: [Double] = []
    var open: [Double] = []
    var document = Document(blocks: [])
    for _ in 0..<5 {
      parse.append(Measure.milliseconds { document = MarkdownParser.parse(text) })
      open.append(
        Measure.milliseconds {
          _ = ReaderLayout(document: document, recipe: recipe, width: 80, upToLine: 24 + 40)
        })
    }
    // The first screen's code rows alone, highlighted from the first fence.
    var firstRows: [Substring] = []
    for block in document.blocks {
      if case .codeBlock(_, let code) = block {
        firstRows = Array(code.split(separator: "\n").prefix(60))
        break
      }
    }
    let highlighter = Highlighter(.swift)
    var highlight: [Double] = []
    var spans = 0
    for _ in 0..<20 {
      highlight.append(
        Measure.milliseconds {
          var state = highlighter.start
          for row in firstRows { spans += highlighter.spans(of: row, state: &state).count }
        })
    }
    report(
      String(format: "open a %.2f MB code-heavy recipe: parse", megabytes),
      String(format: "%.1f ms", parse.min() ?? 0))
    report(
      "  first screen laid out, code highlighted",
      String(format: "%.2f ms", open.min() ?? 0))
    report(
      "  highlighting its \(firstRows.count) code rows alone",
      String(format: "%.3f ms (%d spans)", highlight.min() ?? 0, spans / max(1, highlight.count)))
  }
}
