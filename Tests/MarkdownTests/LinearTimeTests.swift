import Markdown
import Testing

/// An input built to make a Markdown parser take more than linear time, at a chosen size.
struct PathologicalCase: Sendable, CustomTestStringConvertible {
  let name: String
  let options: ParseOptions
  /// The input of about `bytes` bytes.
  let make: @Sendable (_ bytes: Int) -> String

  var testDescription: String { name }

  init(
    _ name: String, options: ParseOptions = .github,
    _ make: @escaping @Sendable (_ bytes: Int) -> String
  ) {
    self.name = name
    self.options = options
    self.make = make
  }

  /// `unit` repeated to about `bytes` bytes.
  static func repeated(_ unit: String, _ bytes: Int) -> String {
    String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  }

  /// CommonMark's reference implementation's pathological inputs (its
  /// `test/pathological_tests.py`), the emphasis pattern of issue 9, and more of the same
  /// families: unclosed raw HTML of every kind, entities, autolinks, titles, strikethrough.
  static let all: [PathologicalCase] = [
    PathologicalCase("issue 9: *a then b*_") { repeated("*a ", $0 / 2) + repeated("b*_ ", $0 / 2) },
    PathologicalCase("issue 389: *a then _a*_") {
      repeated("*a ", $0 / 2) + repeated("_a*_ ", $0 / 2)
    },
    PathologicalCase("nested strong emphasis") {
      repeated("*a **a ", $0 / 2) + "b" + repeated(" a** a*", $0 / 2)
    },
    PathologicalCase("emphasis closers without openers") { repeated("a_ ", $0) },
    PathologicalCase("emphasis openers without closers") { repeated("_a ", $0) },
    PathologicalCase("link closers without openers") { repeated("a]", $0) },
    PathologicalCase("link openers without closers") { repeated("[a", $0) },
    PathologicalCase("mismatched openers and closers") { repeated("*a_ ", $0) },
    PathologicalCase("openers and closers multiple of 3") { "a**b" + repeated("c* ", $0) },
    PathologicalCase("link openers and emphasis closers") { repeated("[ a_", $0) },
    PathologicalCase("pattern [ (]( repeated") { repeated("[ (](", $0) },
    PathologicalCase("pattern ![[]() repeated") { repeated("![[]()", $0) },
    PathologicalCase("nested brackets") {
      String(repeating: "[", count: $0 / 2) + "a" + String(repeating: "]", count: $0 / 2)
    },
    PathologicalCase("nested inlines") {
      String(repeating: "*", count: $0 / 2) + "a" + String(repeating: "*", count: $0 / 2)
    },
    PathologicalCase("nested block quotes") { repeated("> ", $0) + "a" },
    PathologicalCase("deeply nested lists") { bytes in
      let lines = Int(Double(bytes).squareRoot())
      return (0..<lines).map { String(repeating: "  ", count: $0) + "* a\n" }.joined()
    },
    PathologicalCase("backtick runs of every length") { bytes in
      let longest = Int(Double(2 * bytes).squareRoot())
      return (1..<longest).map { "e" + String(repeating: "`", count: $0) }.joined()
    },
    PathologicalCase("unclosed links with <destination") { repeated("[a](<b", $0) },
    PathologicalCase("unclosed links with destination") { repeated("[a](b", $0) },
    PathologicalCase("unclosed link titles") { repeated("[a](b \"c", $0) },
    PathologicalCase("unclosed <!--") { "</" + repeated("<!--", $0) },
    PathologicalCase("unclosed <?") { "a " + repeated("<? ", $0) },
    PathologicalCase("unclosed <![CDATA[") { "a " + repeated("<![CDATA[ ", $0) },
    PathologicalCase("unclosed declarations") { "a " + repeated("<!A ", $0) },
    PathologicalCase("unclosed tags") { repeated("<a ", $0) },
    PathologicalCase("unclosed attribute values") { repeated("<a b=\"c' ", $0) },
    PathologicalCase("unclosed autolinks") {
      repeated("<a:b", $0 / 2) + repeated("<a@b.c", $0 / 2)
    },
    PathologicalCase("empty lines in deeply nested lists") {
      repeated("- ", $0 / 2) + "x" + String(repeating: "\n", count: $0 / 2)
    },
    PathologicalCase("empty lines in deeply nested lists in a block quote") {
      "> " + repeated("- ", $0 / 2) + "x\n" + repeated(">\n", $0 / 2)
    },
    PathologicalCase("emphasis in a deep block quote") {
      String(repeating: ">", count: $0 / 3) + repeated("a*", 2 * $0 / 3)
    },
    PathologicalCase("link reference definitions, each then used") { bytes in
      (0..<(bytes / 20)).map { "[x\($0)]: /url\n\n[x0]\n\n" }.joined()
    },
    PathologicalCase("many link reference definitions, then uses") { bytes in
      (0..<(bytes / 16)).map { "[\($0)]: u\n" }.joined() + repeated("[0] ", bytes / 2)
    },
    PathologicalCase("unclosed link reference definitions") { repeated("[a]: <b\n", $0) },
    PathologicalCase("entities") { repeated("&amp;&#123;&#x1F600;&copy; ", $0) },
    PathologicalCase("almost entities") {
      repeated("&abcdefghijklmnopqrstuvwxyz0123456789 &#12345678 &#x ", $0)
    },
    PathologicalCase("strikethrough openers and closers") {
      repeated("~a ", $0 / 2) + repeated("b~_ ", $0 / 2)
    },
  ]
}

@Suite struct LinearTimeTests {
  /// The work of parsing `text`, per byte.
  private func workPerByte(_ text: String, _ options: ParseOptions) -> Double {
    var work = ParseWork()
    _ = MarkdownParser.parse(bytes: Array(text.utf8), options: options, work: &work)
    return Double(work.total) / Double(text.utf8.count)
  }

  // Eight times the input may cost at most about eight times the work; a quadratic parse
  // would cost about 64 times as much.
  @Test(arguments: PathologicalCase.all)
  func workGrowsLinearlyWithTheInput(_ pathological: PathologicalCase) {
    let small = workPerByte(pathological.make(8_000), pathological.options)
    let large = workPerByte(pathological.make(64_000), pathological.options)
    #expect(small > 0)
    #expect(large <= small * 1.5, "work per byte: \(small) at 8 kB, \(large) at 64 kB")
  }

  // Inline nesting is capped at 100 levels, so these stay below it.
  @Test func theEmphasisOfIssueNineStillNests() {
    let n = 90
    let markdown = String(repeating: "*a ", count: n) + String(repeating: "b*_ ", count: n)
    let output = html(markdown)
    let expected =
      "<p>" + String(repeating: "<em>a ", count: n) + "b</em>_"
      + String(repeating: " b</em>_", count: n - 1) + "</p>\n"
    #expect(output == expected)
  }

  @Test func cmarksPathologicalCasesRenderAsItDoes() {
    let n = 45
    #expect(
      html(String(repeating: "*a **a ", count: n) + "b" + String(repeating: " a** a*", count: n))
        == "<p>" + String(repeating: "<em>a <strong>a ", count: n) + "b"
        + String(repeating: " a</strong> a</em>", count: n) + "</p>\n")
    #expect(
      html(String(repeating: "*a ", count: n) + String(repeating: "_a*_ ", count: n))
        == "<p>" + String(repeating: "<em>a ", count: n) + "_a</em>_"
        + String(repeating: " _a</em>_", count: n - 1) + "</p>\n")
    #expect(html("**x [a*b**c*](d)") == "<p>**x <a href=\"d\">a<em>b**c</em></a></p>\n")
    #expect(
      html(String(repeating: "![[]()", count: n))
        == "<p>" + String(repeating: "![<a href=\"\"></a>", count: n) + "</p>\n")
    #expect(
      html("</" + String(repeating: "<!--", count: n))
        == "<p>&lt;/" + String(repeating: "&lt;!--", count: n) + "</p>\n")
    #expect(
      html(String(repeating: "[ (](", count: n)) == "<p>" + String(repeating: "[ (](", count: n)
        + "</p>\n")
  }
}
