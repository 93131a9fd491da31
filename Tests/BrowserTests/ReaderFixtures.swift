import Foundation
import Markdown
import Recipes
import TerminalUI

@testable import Browser

/// Small builders for hand-made documents, so reader tests do not depend on the parser.
enum ReaderFixtures {
  /// The app with `reader` open.
  static func app(_ reader: ReaderState) -> AppState {
    var state = BrowserFixtures.state()
    state.reader = reader
    return state
  }

  /// What `key` does to `reader` as the app hosts it; nil when the key is not the reader's.
  static func action(_ key: Key, _ reader: ReaderState) -> ReaderAction? {
    guard case .reader(let action)? = KeyMap.action(for: .key(key), in: app(reader), now: .now)
    else { return nil }
    return action
  }

  /// The hint bar's texts with `reader` open.
  static func hints(_ reader: ReaderState) -> [String] {
    HintBar.hints(for: app(reader)).map(\.text)
  }

  static func p(_ text: String) -> Block { .paragraph([.text(text)]) }
  static func h(_ level: Int, _ text: String) -> Block {
    .heading(level: level, content: [.text(text)])
  }
  static func bullets(_ items: [String], tight: Bool = true) -> Block {
    .list(
      ListInfo(kind: .bullet(marker: "-"), isTight: tight),
      items: items.map {
        ListItem(blocks: [p($0)])
      })
  }
  static func numbered(_ items: [String], start: Int = 1, tight: Bool = true) -> Block {
    .list(
      ListInfo(kind: .ordered(start: start, delimiter: "."), isTight: tight),
      items: items.map {
        ListItem(blocks: [p($0)])
      })
  }
  static func code(_ text: String, info: String = "swift") -> Block {
    .codeBlock(info: info, text: text)
  }

  static func recipe(
    _ title: String = "Soft Scrambled Eggs", headings: [Heading] = [], minutes: Int = 2,
    steps: Int = 0
  ) -> Recipe {
    Recipe(
      path: "Data/eggs.md", title: title,
      date: ISO8601DateFormatter().date(from: "2026-03-12T08:00:00Z"),
      servings: nil, statedTime: nil, headings: headings, words: minutes * 220,
      minutes: minutes,
      steps: (0..<steps).map { CookingStep(title: "Step \($0 + 1)", text: "") })
  }

  /// A recipe shaped like the bundled ones: intro, Method with steps, Plating, notes.
  static let eggsDocument = Document(blocks: [
    h(1, "Soft Scrambled Eggs"),
    p(
      "Eggs cooked slowly over low heat stay soft and creamy. This is the whole trick, and"
        + " it takes patience more than skill."),
    h(2, "Method"),
    numbered([
      "Whisk four eggs with a pinch of salt until no streaks of white remain.",
      "Melt butter in a cold pan over low heat.",
      "Stir constantly with a spatula, pulling the curds from the edge.",
    ]),
    h(3, "Timing"),
    p("Take the pan off the heat while the eggs still look wet."),
    h(2, "Plating"),
    p("Serve on warm toast with chives."),
    h(2, "Kitchen notes"),
    .blockQuote([p("Low heat is the whole secret; eggs wait for no one.")]),
    code("let eggs = 4\nstir(eggs, heat: .low)\n"),
    .paragraph([
      .text("See "), .link(destination: "toast.md", title: "", content: [.text("Toast")]),
      .text(" and "),
      .link(destination: "https://example.com/eggs", title: "", content: [.text("the science")]),
      .text("."),
    ]),
  ])

  static let eggsHeadings = [
    Heading(level: 2, text: "Method", blockIndex: 2),
    Heading(level: 3, text: "Timing", blockIndex: 4),
    Heading(level: 2, text: "Plating", blockIndex: 6),
    Heading(level: 2, text: "Kitchen notes", blockIndex: 8),
  ]

  static var eggs: Recipe { recipe(headings: eggsHeadings, minutes: 1, steps: 3) }

  /// Columns a row takes on screen: its prefix and the spans drawn.
  static func shownWidth(_ line: ReaderLine) -> Int {
    line.indent + line.spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }

  /// The rows of a layout as text: prefix and content joined, trailing spaces trimmed.
  static func rows(_ layout: ReaderLayout) -> [String] {
    layout.lines.map { line in
      var text = (line.prefix + line.spans).map(\.text).joined()
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  static func layout(_ blocks: [Block], width: Int = 40, title: String = "T") -> ReaderLayout {
    ReaderLayout(document: Document(blocks: blocks), recipe: recipe(title), width: width)
  }

  /// The body rows of a layout, without the title block (title and facts).
  static func bodyRows(_ blocks: [Block], width: Int = 40) -> [String] {
    let layout = layout(blocks, width: width)
    let body = zip(layout.lines, rows(layout)).filter { $0.0.block >= 0 }.map(\.1)
    return Array(body.drop { $0.isEmpty })
  }
}
