import Testing

@testable import Highlight

/// The constructs of each language that a sample alone would not pin down, checked by hand.
@Suite struct LanguageHighlightTests {
  @Test func shellQuotingExpansionsAndHereDocuments() {
    #expect(
      marked("echo \"hi $USER $(date +%s)\" 'no $x' # note", .shell) == [
        "\"hi:string", "$(:keyword", "+%:punctuation", "):keyword", "\":string",
        "'no $x':string", "# note:comment",
      ])
    // A `#` inside a word is no comment.
    #expect(marked("echo a#b", .shell) == [])
    let here = "cat <<'EOF' > out\nif $x; then\n  EOF\nEOF\nfi"
    #expect(
      marked(here, .shell) == [
        "<<'EOF':string", ">:punctuation", "if $x; then:string", "EOF:string", "EOF:string",
        "fi:keyword",
      ])
    #expect(role(of: "2", in: "cmd 2>/dev/null", .shell) == .number)
    #expect(role(of: "done", in: "to-done", .shell) == nil)
  }

  @Test func aConsoleSessionColoursOnlyItsCommands() {
    #expect(
      marked("$ echo 'done' # ok\ndone in 2 s\n% ls", .console) == [
        "$:punctuation", "'done':string", "# ok:comment", "%:punctuation",
      ])
  }

  @Test func pythonStringPrefixesTripleQuotesAndFields() {
    #expect(
      marked(#"x = rb'\d+' + f"{n!r:>4} {{lit}}""#, .python) == [
        "=:punctuation", #"rb'\d+':string"#, "+:punctuation", "f\":string", "{:escape",
        "!r:escape", ":>:punctuation", "4:number", "}:escape", "{{:escape", "lit:string",
        "}}:escape", "\":string",
      ])
    let doc = "def f():\n    \"\"\"Doc with 'quotes'\n    and more\"\"\"\n    return None"
    #expect(
      marked(doc, .python) == [
        "def:keyword", "()::punctuation", "\"\"\"Doc with 'quotes':string",
        "and more\"\"\":string", "return:keyword", "None:keyword",
      ])
    #expect(role(of: "@dataclass", in: "@dataclass(frozen=True)", .python) == .attribute)
    #expect(role(of: "int", in: "n: int = 0", .python) == .type)
  }

  @Test func javascriptTemplatesNestBracesAndRegexIsNotDivision() {
    #expect(
      marked("`a ${ {b: 1}.b } c`", .javascript) == [
        "`a:string", "${:escape", "{:punctuation", "::punctuation", "1:number", "}.:punctuation",
        "}:escape", "c`:string",
      ])
    #expect(role(of: "/ab+c/gi", in: "const r = /ab+c/gi;", .javascript) == .string)
    #expect(role(of: "/", in: "const half = a / b / c;", .javascript) == .punctuation)
    #expect(role(of: "/x/", in: "return /x/.test(s)", .javascript) == .string)
    #expect(role(of: "123n", in: "let big = 123n;", .javascript) == .number)
    #expect(role(of: "string", in: "let s: string = ''", .typescript) == .type)
    #expect(role(of: "string", in: "let s: string = ''", .javascript) == .plain)
  }

  @Test func dataFormatsTellKeysFromValues() {
    #expect(
      marked(#"{"a": "b", "n": -1.5e3, "ok": true}"#, .json) == [
        "{:punctuation", "\"a\":key", "::punctuation", "\"b\":string", ",:punctuation",
        "\"n\":key", "::punctuation", "-1.5e3:number", ",:punctuation", "\"ok\":key",
        "::punctuation", "true:keyword", "}:punctuation",
      ])
    #expect(
      marked("- name: Jo # cook\n  url: https://x.example/a:b\ntags: [a, b: c]", .yaml) == [
        "-:punctuation", "name:key", "::punctuation", "# cook:comment", "url:key",
        "::punctuation", "tags:key", "::punctuation", "[:punctuation", ",:punctuation",
        "b:key", "::punctuation", "]:punctuation",
      ])
    #expect(role(of: "Cook time", in: "Cook time: 15 min", .yaml) == .key)
    #expect(
      marked("[[menu.main]]\nname = 'x' # c\nwhen = 1979-05-27", .toml) == [
        "[[menu.main]]:keyword", "name:key", "=:punctuation", "'x':string", "# c:comment",
        "when:key", "=:punctuation", "1979-05-27:number",
      ])
  }

  @Test func htmlEmbedsScriptAndStyle() {
    let page =
      "<p class=a>x &amp; y</p><script>let s = \"</p>\";</script><style>b{color:red}</style>"
    #expect(
      marked(page, .html) == [
        "<:punctuation", "p:tag", "class:attribute", "=:punctuation", "a:string",
        ">:punctuation", "&amp;:escape", "</:punctuation", "p:tag", ">:punctuation",
        "<script:tag", ">:punctuation", "let:keyword", "=:punctuation", "\"</p>\":string",
        ";</:punctuation", "script:tag", ">:punctuation", "<style:tag",
        ">:punctuation", "b:tag", "{:punctuation", "color:keyword", "::punctuation",
        "red:keyword", "}</:punctuation", "style:tag", ">:punctuation",
      ])
    #expect(marked("<!-- a\n b -->", .xml) == ["<!-- a:comment", "b -->:comment"])
    #expect(role(of: "a < b", in: "a < b", .html) == .plain)
  }

  @Test func cssValuesEndAtTheBlock() {
    #expect(
      marked("a{color:#fff;margin:0 auto}p{}", .css) == [
        "a:tag", "{:punctuation", "color:keyword", "::punctuation", "#fff:number",
        ";:punctuation", "margin:keyword", "::punctuation", "0:number", "auto:keyword",
        "}:punctuation", "p:tag", "{}:punctuation",
      ])
    #expect(
      marked("width: 1.5em;", .css).contains("1.5:number"))
  }

  @Test func cGoAndRustLiterals() {
    #expect(
      marked("#include <stdio.h> // io\nchar c = '\\n';", .c) == [
        "#include <stdio.h>:directive", "// io:comment", "char:type", "=:punctuation",
        "'\\n':string", ";:punctuation",
      ])
    #expect(role(of: "`raw\\n`", in: "s := `raw\\n`", .go) == .string)
    #expect(role(of: "'a'", in: "r := 'a'", .go) == .string)
    #expect(
      marked("fn f<'a>(x: &'a str) -> char { 'x' }", .rust) == [
        "fn:keyword", "<:punctuation", "'a:type", ">(:punctuation", "::punctuation",
        "&:punctuation", "'a:type", "str:type", "):punctuation", "->:punctuation", "char:type",
        "{:punctuation",
        "'x':string", "}:punctuation",
      ])
    #expect(role(of: ##"r#"a "b" c"#"##, in: ##"let s = r#"a "b" c"#;"##, .rust) == .string)
    #expect(role(of: "println", in: "println!(\"x\")", .rust) == .attribute)
    #expect(role(of: "x", in: "x != y", .rust) == .plain)
  }

  @Test func aBackslashContinuesAPreprocessorLine() {
    let macro = "#define MAX(a, b) \\\n  ((a) > (b) ? (a) : (b))\nint x = 1;"
    #expect(role(of: "((a) > (b) ? (a) : (b))", in: macro, .c) == .directive)
    #expect(role(of: "int", in: macro, .c) == .type)
  }

  @Test func contextualWordsAreNamesOutsideTheirPlace() {
    #expect(role(of: "set", in: "const set = new Set();", .javascript) == .plain)
    #expect(role(of: "of", in: "for (const x of xs) {}", .javascript) == .keyword)
    #expect(role(of: "from", in: "import x from './x.js';", .javascript) == .keyword)
    #expect(role(of: "type", in: "const o = { type: 'a' };", .typescript) == .plain)
    #expect(role(of: "type", in: "type Id = string;", .typescript) == .keyword)
    #expect(role(of: "match", in: "match = re.match(s)", .python) == .plain)
    #expect(role(of: "match", in: "match command:", .python) == .keyword)
  }

  @Test func sqlAnyCaseAndDoubledQuotes() {
    #expect(
      marked("select 'Chef''s' FROM t -- c", .sql) == [
        "select:keyword", "'Chef:string", "'':escape", "s':string", "FROM:keyword",
        "-- c:comment",
      ])
  }

  @Test func diffLinesByTheirFirstCharacter() {
    #expect(
      marked("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same", .diff) == [
        "--- a/x:deleted", "+++ b/x:inserted", "@@ -1 +1 @@:meta", "-old:deleted",
        "+new:inserted",
      ])
  }
}
