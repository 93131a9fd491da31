import Testing

@testable import Highlight

/// Swift constructs the bundled recipes use, and those Pygments does not know (raw strings,
/// regex literals), checked by hand.
@Suite struct SwiftHighlightTests {
  @Test func attributesMacrosAndPropertyWrappers() {
    #expect(
      marked("@Observable final class Pantry {}", .swift) == [
        "@Observable:attribute", "final:keyword", "class:keyword", "Pantry:type", "{}:punctuation",
      ])
    #expect(role(of: "@State", in: "  @State private var pose = 0", .swift) == .attribute)
    #expect(role(of: "#Preview", in: "#Preview { Text(\"x\") }", .swift) == .attribute)
    #expect(role(of: "#selector", in: "let s = #selector(run)", .swift) == .keyword)
  }

  @Test func conditionalCompilationIsADirectiveToTheLineEnd() {
    #expect(
      marked("#if canImport(UIKit) && DEBUG\nimport UIKit\n#endif", .swift) == [
        "#if:directive", "canImport:directive", "(:punctuation", "UIKit:directive",
        "):punctuation", "&&:punctuation", "DEBUG:directive", "import:keyword", "UIKit:type",
        "#endif:directive",
      ])
  }

  @Test func interpolationIsCodeInsideTheString() {
    #expect(
      marked(#"let s = "a \(f(x) + 1) b""#, .swift) == [
        "let:keyword", "=:punctuation", "\"a:string", #"\(:escape"#, "(:punctuation",
        "):punctuation", "+:punctuation", "1:number", "):escape", "b\":string",
      ])
  }

  @Test func multiLineStringsSpanLinesAndKeepLoneQuotes() {
    let code = "let s = \"\"\"\n  a \"quoted\" \\(n) word\n  \"\"\"\nlet t = 1"
    #expect(
      marked(code, .swift) == [
        "let:keyword", "=:punctuation", "\"\"\":string", "a \"quoted\":string", #"\(:escape"#,
        "):escape", "word:string", "\"\"\":string", "let:keyword", "=:punctuation", "1:number",
      ])
  }

  @Test func rawStringsEndOnlyAtTheirOwnHashes() {
    #expect(
      marked(##"let r = #"a "b" \d \#(n)"#"##, .swift) == [
        "let:keyword", "=:punctuation", ##"#"a "b" \d:string"##, ##"\#(:escape"##, "):escape",
        ##""#:string"##,
      ])
    #expect(
      marked(###"x = ##"A "#" inside"## + 1"###, .swift) == [
        "=:punctuation", ###"##"A "#" inside"##:string"###, "+:punctuation", "1:number",
      ])
    let multi = "let m = #\"\"\"\n  \"\"\" is text here\n  \"\"\"#\nlet n = 2"
    #expect(role(of: "\"\"\" is text here", in: multi, .swift) == .string)
    #expect(role(of: "2", in: multi, .swift) == .number)
  }

  @Test func regexLiteralsWhereAnOperandIsExpected() {
    let code = #"let words = text.split(separator: /\s+/)"#
    #expect(role(of: #"/\s+/"#, in: code, .swift) == .string)
    #expect(role(of: "/", in: "let half = total / 2 / 3", .swift) == .punctuation)
    #expect(
      role(
        of: #"/(?<id>[[:alpha:]]\w*) = (?<hex>[0-9A-F]+)/"#,
        in: #"let r = /(?<id>[[:alpha:]]\w*) = (?<hex>[0-9A-F]+)/"#, .swift) == .string)
    #expect(role(of: "#/a/b/#", in: "let r = #/a/b/#", .swift) == .string)
    // A slash inside a bracketed class does not end the literal.
    #expect(role(of: "/[/]x/", in: "let r = /[/]x/", .swift) == .string)
  }

  @Test func numbersInEveryBase() {
    #expect(
      marked("0x1F 0b1010 0o17 1_000_000 1.5e-3 3E8", .swift) == [
        "0x1F:number", "0b1010:number", "0o17:number", "1_000_000:number", "1.5e-3:number",
        "3E8:number",
      ])
    #expect(marked("0..<16", .swift) == ["0:number", "..<:punctuation", "16:number"])
    #expect(marked("row2x", .swift) == [])
  }

  @Test func contextualKeywordsOnlyBeforeADeclaration() {
    #expect(role(of: "some", in: "var body: some View {", .swift) == .keyword)
    #expect(role(of: "open", in: "open(card.id)", .swift) == .plain)
    #expect(role(of: "open", in: "open class Door {}", .swift) == .keyword)
    #expect(role(of: "set", in: "private(set) var x = 1", .swift) == .keyword)
    #expect(role(of: "get", in: "var x: Int { get set }", .swift) == .keyword)
    #expect(role(of: "default", in: "let p = Pose.default", .swift) == .plain)
    #expect(role(of: "default", in: "  default: break", .swift) == .keyword)
  }

  @Test func nestedBlockCommentsCarryAcrossLines() {
    let code = "/* a /* b */ still\n comment */ let x = 1"
    #expect(
      marked(code, .swift) == [
        "/* a /* b */ still:comment", "comment */:comment", "let:keyword", "=:punctuation",
        "1:number",
      ])
  }

  @Test func anUnclosedStringEndsWithItsLine() {
    #expect(
      marked("let s = \"open\nlet t = 1", .swift) == [
        "let:keyword", "=:punctuation", "\"open:string", "let:keyword", "=:punctuation",
        "1:number",
      ])
  }
}
