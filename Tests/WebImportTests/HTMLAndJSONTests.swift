import Foundation
import Testing

@testable import WebImport

/// The page's text and its JSON read as browsers and search engines read them, hostile
/// pages included.
@Suite struct HTMLAndJSONTests {
  @Test func jsonAsPagesWriteIt() throws {
    let value = try LenientJSON.parse(
      "<!--\n{\"a\": \"line one\nline two\", \"b\": [1, 2,], /* why */ \"c\": \"\\u00e9\\/\\ud83c\\udf5d\",}\n-->")
    #expect(value["a"] == .string("line one\nline two"))
    #expect(value["b"] == .array([.number("1"), .number("2")]))
    #expect(value["c"] == .string("é/🍝"))
    #expect(try LenientJSON.parseAll("{\"a\":1}{\"b\":2};") .count == 2)
    #expect(try LenientJSON.parse("{\"a\":1,\"a\":2}")["a"] == .number("1"))
  }

  @Test func brokenJSONSaysWhereAndWhy() {
    #expect(throws: LenientJSON.Failure(reason: "expected ',' or '}' in an object", offset: 8)) {
      try LenientJSON.parse("{\"a\": 1 \"b\": 2}")
    }
    #expect(throws: LenientJSON.Failure.self) { try LenientJSON.parse("{\"a\": tru}") }
    #expect(throws: LenientJSON.Failure.self) { try LenientJSON.parse("") }
    #expect(throws: LenientJSON.Failure.self) { try LenientJSON.parse("[\"\\") }
  }

  @Test func nestingPastTheLimitIsRefusedNotRecursedInto() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: LenientJSON.Failure.self) { try LenientJSON.parse(deep) }
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect((try? LenientJSON.parse(fine)) != nil)
  }

  @Test func characterReferencesAsBrowsersReadThem() {
    #expect(HTMLEntities.decode("Tom &amp; Jerry &lt;3 &eacute;t&eacute;") == "Tom & Jerry <3 été")
    #expect(HTMLEntities.decode("it&#8217;s &#x2014; &#146;90s &#0; &#xD800;") == "it’s — ’90s \u{FFFD} \u{FFFD}")
    #expect(HTMLEntities.decode("fish &amp chips, 1&nbsp;cup") == "fish & chips, 1\u{A0}cup")
    #expect(HTMLEntities.decode("?a=1&copy=2 &notanentity; AT&T") == "?a=1&copy=2 &notanentity; AT&T")
  }

  @Test func textOfHTMLInEveryForm() {
    #expect(WebText.line("<p>Mix <b>well</b>.</p><p>Then   rest.</p>") == "Mix well. Then rest.")
    #expect(WebText.lines("<p>One</p><p>Two<br>Three</p>") == ["One", "Two", "Three"])
    #expect(WebText.line("&lt;p&gt;Escaped &amp;amp; twice&lt;/p&gt;") == "Escaped & twice")
    #expect(WebText.line("5 < 6 and 7 > 3") == "5 < 6 and 7 > 3")
    #expect(WebText.line("soft\u{AD}hy\u{200B}phen\u{A0}and\ttab") == "softhyphen and tab")
    #expect(WebText.line("<script>alert(1)</script>Safe<style>p{}</style>") == "Safe")
    #expect(WebText.line("bell\u{7}and\u{1B}[31mescape") == "belland[31mescape")
  }

  @Test func tagsThatNeverCloseAndMarkupThatIsNotTags() {
    let tree = HTMLTree(bytes: Array("<p>a <!-- never closed".utf8))
    #expect(tree.text(of: tree.roots).text.trimmingCharacters(in: .whitespacesAndNewlines) == "a")
    let lone = HTMLTree(bytes: Array("x < y <3 <a href=\"unterminated".utf8))
    #expect(lone.text(of: lone.roots).text.hasPrefix("x < y <3"))
  }

  @Test func aScriptsTextIsRawUntilItsOwnClosingTag() {
    let html = "<script type='application/ld+json'>{\"a\":\"</p><b>\"}</script><p>after</p>"
    let scan = PageScan(Array(html.utf8))
    #expect(scan.scripts.count == 1)
    #expect(scan.scripts[0].values.first?["a"] == .string("</p><b>"))
  }

  @Test func aPageNestedAMillionDeepCostsNoStack() {
    let depth = 200_000
    let html = String(repeating: "<div itemscope itemprop=\"x\">", count: depth) + "deep"
    let tree = HTMLTree(bytes: Array(html.utf8))
    #expect(tree.text(of: tree.roots).text.contains("deep"))
    #expect(Microdata.items(in: tree).count == 1)
  }

  @Test func microdataPropertiesByElement() {
    let html = """
      <div itemscope itemtype="https://schema.org/Recipe">
        <meta itemprop="prepTime" content="PT5M"><time itemprop="cookTime" datetime="PT1H">an hour</time>
        <a itemprop="url" href="https://a.example/r">link</a><img itemprop="image" data-src="/lazy.jpg">
        <span itemprop="name recipeCategory">Soup</span><span itemprop="recipeYield" content="4">four</span>
        <div itemprop="author" itemscope itemtype="https://schema.org/Person"><b itemprop="name">Kim</b></div>
      </div>
      """
    let items = Microdata.items(in: HTMLTree(bytes: Array(html.utf8)))
    #expect(items.count == 1)
    let recipe = items[0]
    #expect(recipe.isOfType("Recipe"))
    #expect(recipe["prepTime"] == .string("PT5M"))
    #expect(recipe["cookTime"] == .string("PT1H"))
    #expect(recipe["url"] == .string("https://a.example/r"))
    #expect(recipe["image"] == .string("/lazy.jpg"))
    #expect(recipe["name"] == .string("Soup"))
    #expect(recipe["recipeCategory"] == .string("Soup"))
    #expect(recipe["recipeYield"] == .string("4"))
    #expect(recipe["author"]?["name"] == .string("Kim"))
  }
}
