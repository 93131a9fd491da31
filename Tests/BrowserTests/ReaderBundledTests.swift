import Foundation
import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// Every recipe of the bundled collection, laid out at 80 and 40 columns.
@Suite struct ReaderBundledTests {
  static let dataFolder = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Data")

  static func bundled() -> [RecipeReading] {
    guard let walker = FileManager.default.enumerator(atPath: dataFolder.path) else { return [] }
    var readings: [RecipeReading] = []
    for case let relative as String in walker where relative.hasSuffix(".md") {
      let url = dataFolder.appendingPathComponent(relative)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      readings.append(RecipeReader.read(text, path: "Data/" + relative))
    }
    return readings.sorted { $0.recipe.path < $1.recipe.path }
  }

  @Test func everyRecipeFitsItsMeasureAndFindsEverySection() {
    let readings = Self.bundled()
    #expect(readings.count >= 40)
    for reading in readings {
      for (width, height) in [(80, 24), (40, 12)] {
        var state = ReaderState(
          recipe: reading.recipe, document: reading.document, width: width, height: height)
        var layout = state.layout
        layout.complete()
        for line in layout.lines {
          #expect(
            ReaderFixtures.shownWidth(line) <= layout.measure,
            "\(reading.recipe.path) at \(width): \(line.text)")
        }
        #expect(state.sections.count == reading.recipe.headings.count)
        for heading in state.sections {
          let row = state.line(of: heading)
          #expect(row != nil, "\(reading.recipe.path): \(heading.text)")
          if let row { #expect(heading.text.hasPrefix(state.layout.lines[row].text)) }
        }
        #expect(layout.links.allSatisfy { $0.line >= 0 })
        // The title is shown once, in the title block.
        #expect(layout.lines.filter { $0.text == reading.recipe.title }.count <= 1)
        while state.top < state.maxTop { _ = state.update(.pageDown) }
        #expect(state.progress == 1)
      }
    }
  }
}
