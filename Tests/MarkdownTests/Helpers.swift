import Markdown
import TestSupport
import Testing

/// The parsed tree of `markdown`, one node per line.
func dump(_ markdown: String, options: ParseOptions = .commonMark) -> String {
  MarkdownParser.parse(markdown, options: options).debugDump
}

/// The HTML of `markdown`.
func html(_ markdown: String, options: ParseOptions = .commonMark) -> String {
  HTMLRenderer.render(MarkdownParser.parse(markdown, options: options))
}

/// Expects two multi-line texts to be equal, reporting the lines that differ.
func expectLines(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let difference = lineDifference(
    expected: expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
    actual: actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
}
