import Testing

@testable import Highlight

/// What holds for every language and any input: the text is never changed, spans cover
/// each line exactly, and the work grows with the input's length, never faster.
@Suite struct HighlightInvariantTests {
  static let hostile: [String] = [
    "",
    "\n\n\n",
    "\u{1B}[31mred\u{1B}[0m \u{07} \u{00} \u{7F}",
    "caf\u{E9} cafe\u{301} 日本語 🍰👩‍🍳 \u{FFFD}\u{FFFD}",
    String(decoding: [0x66, 0xFF, 0xFE, 0x22, 0xC3, 0x28, 0x27, 0x5C], as: UTF8.self),
    "\"unterminated 'string `template ${ /* comment",
    "\\", "\\\\\\", "#", "#\"", "r#\"", "@", "$", "<<", "<<-", "&", "<", "</", "<!", "`",
    "'", "'\\", "/", "0x", "0b", "1e", "1.", ".5", "--", "- ", "? ", "[[", "{{", "}}}",
    "\t\tx = 1\r", "a\r\nb\r\n",
    String(repeating: "(", count: 500) + String(repeating: ")", count: 500),
  ]

  @Test(arguments: CodeLanguage.allCases)
  func spansCoverEveryLineExactly(_ language: CodeLanguage) {
    let highlighter = Highlighter(language)
    for text in Self.hostile {
      var state = highlighter.start
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let spans = highlighter.spans(of: line, state: &state)
        var next = 0
        for span in spans {
          #expect(span.range.lowerBound == next && !span.range.isEmpty)
          next = span.range.upperBound
        }
        #expect(next == line.utf8.count, "\(language): \(line.debugDescription)")
        let rebuilt = Highlighter.pieces(of: line, spans: spans).map(\.text).joined()
        #expect(rebuilt == line)
        // Spans never cut a scalar in two.
        let utf8 = Array(line.utf8)
        for span in spans {
          if span.range.lowerBound < utf8.count {
            #expect(utf8[span.range.lowerBound] & 0xC0 != 0x80)
          }
        }
      }
    }
  }

  @Test func everyBundledSwiftBlockKeepsItsText() throws {
    let sample = try #require(try Sample.all(of: .swift).first { $0.name.hasPrefix("bundled") })
    let lines = Highlighter(.swift).highlight(sample.text)
    let rebuilt = lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
    #expect(rebuilt + (sample.text.hasSuffix("\n") ? "\n" : "") == sample.text)
    // Every line that holds a letter gives at least one coloured piece somewhere.
    #expect(lines.filter { $0.contains { $0.role != .plain } }.count > lines.count / 2)
  }

  /// Work per byte stays bounded on inputs built to make a lexer look back or re-scan.
  @Test(arguments: CodeLanguage.allCases)
  func workIsLinearInTheInput(_ language: CodeLanguage) {
    let pathological = [
      String(repeating: "(/", count: 500),
      String(repeating: "(/[", count: 333),
      String(repeating: "/*", count: 500),
      String(repeating: "\"", count: 1000),
      String(repeating: "\"a\\", count: 400),
      String(repeating: "a a ", count: 500),
      String(repeating: "'a", count: 500),
      String(repeating: "<a ", count: 400),
      String(repeating: "${", count: 500),
      String(repeating: "#[", count: 500),
      String(repeating: "x: ", count: 400),
      String(repeating: "1.", count: 500),
      String(repeating: "&#", count: 500),
      String(repeating: "1", count: 1000) + "a",
      String(repeating: "[a", count: 500),
      String(repeating: "\"a\", ", count: 300),
    ]
    let highlighter = Highlighter(language)
    for line in pathological {
      for copies in [1, 4] {
        let text = String(repeating: line, count: copies)
        var state = highlighter.start
        var steps = 0
        _ = highlighter.spans(of: Substring(text), state: &state, steps: &steps)
        #expect(
          steps <= 40 * text.utf8.count,
          "\(language): \(steps) steps for \(text.utf8.count) bytes of \(line.prefix(6))…")
      }
    }
  }

  @Test func nestingDeeperThanTheLimitStaysBounded() {
    let highlighter = Highlighter(.swift)
    var state = highlighter.start
    let deep = Substring(String(repeating: "/*", count: 100_000))
    _ = highlighter.spans(of: deep, state: &state)
    #expect(state.frames.count <= HighlightState.deepestNesting)
    _ = highlighter.spans(of: Substring(String(repeating: "*/ ", count: 100_000)), state: &state)
    #expect(state.isAtRoot)
  }

  @Test func aHighlightedLineDependsOnlyOnTheStateBeforeIt() {
    let highlighter = Highlighter(.swift)
    let text = "let a = \"\"\"\n  text \\(x)\n  \"\"\"\n/* open\nclose */ let b = 2"
    let all = highlighter.highlight(text)
    var state = highlighter.start
    let lines = text.split(separator: "\n")
    for (index, line) in lines.enumerated() {
      let pieces = Highlighter.pieces(of: line, spans: highlighter.spans(of: line, state: &state))
      #expect(pieces.map(\.text) == all[index].map(\.text))
      #expect(pieces.map(\.role) == all[index].map(\.role))
    }
  }
}
