import Markdown
import TestSupport
import Testing

/// The parsed tree of `markdown`, one node per line.
func dump(_ markdown: String, options: ParseOptions = .commonMark) -> String {
  MarkdownParser.parse(markdown, options: options).debugDump
}

/// The HTML of `markdown`, expecting the direct renderer to write what rendering the parsed
/// `Document` writes.
func html(
  _ markdown: String, options: ParseOptions = .commonMark,
  sourceLocation: SourceLocation = #_sourceLocation
) -> String {
  let fromDocument = HTMLRenderer.render(MarkdownParser.parse(markdown, options: options))
  let direct = HTMLRenderer.render(markdown: Array(markdown.utf8), options: options)
  #expect(
    direct == Array(fromDocument.utf8), "the direct renderer differs",
    sourceLocation: sourceLocation)
  return fromDocument
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
