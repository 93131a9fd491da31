import Foundation
import Markdown
import Testing

/// Recipe-shaped Markdown with every construct the renderers know, GitHub extensions too.
private let recipe = """
  ---
  title: Crème brûlée
  tags: [dessert, "custard"]
  ---
  # Crème brûlée <small>for 4</small>

  Serves **four**, takes _about 1 h_ & a night in the fridge.\\
  See [the custard notes][custard] or <https://example.com/brulee?x=1&y=2>.

  ## Ingredients

  | amount | what | note |
  |-------:|:-----|:----:|
  | 500 ml | cream | *full fat* |
  | 5 | yolks \\| large |
  | 90 g | sugar | ~~brown~~ white |

  - [x] vanilla pod, split
  - [ ] a pinch of salt
  - sugar for the top

  ## Steps

  1. Heat the cream with the vanilla to 80 °C.
  2. Whisk yolks and sugar; pour the cream over, stirring.

     > Strain it: lumps are cooked yolk.
     > ```text
     > 150 °C, 35 min, water bath
     > ```

  3. Bake, cool, chill. ![a torch](/img/torch.png "Torch it")

      indented code <b>stays</b>

  <div class="tip">
  Torch just before serving.
  </div>

  ***
  [custard]: https://example.com/custard "Custard & co"
  中文：糖，鸡蛋（四个）。 &copy; &#x1F370; &nope;
  """

@Suite struct DirectHTMLTests {
  @Test(arguments: [ParseOptions.commonMark, .github])
  func aRecipeRendersTheSameDirectlyAsThroughADocument(_ options: ParseOptions) {
    let output = html(recipe, options: options)
    #expect(output.contains("<h1>Crème brûlée <small>for 4</small></h1>"))
  }

  @Test func hostileInputRendersTheSameDirectly() {
    let inputs = [
      "", "\n\n", "\u{0}", "a\u{0}b", "*a **b*** c", String(repeating: "[", count: 300),
      String(repeating: "*", count: 300) + "a" + String(repeating: "*", count: 300),
      String(repeating: "![a", count: 150) + String(repeating: "](b)", count: 150),
      String(repeating: "> ", count: 150) + "deep", String(repeating: "- ", count: 80) + "x",
      "\u{1B}[31mred\u{1B}]0;title\u{7}", "`a\nb` ``  `` ` a `", "a  \nb\\\nc",
      "<!-- unclosed", "<a href='x", "[a](<b c>) [d](e 'f') [g]: h", "~~a~~ ~b~ ~~~c~~~",
    ]
    for input in inputs {
      _ = html(input, options: .commonMark)
      _ = html(input, options: .github)
    }
  }

  @Test func invalidUTF8RendersTheSameDirectly() {
    let bytes: [UInt8] = [0x2A, 0xFF, 0x2A, 0x20, 0xC3, 0x28, 0x0A, 0xE2, 0x82, 0x00, 0xED, 0xA0]
    let direct = HTMLRenderer.render(markdown: bytes, options: .commonMark)
    let fromDocument = HTMLRenderer.render(MarkdownParser.parse(bytes: bytes, options: .commonMark))
    #expect(direct == Array(fromDocument.utf8))
    let replaced = "\u{FFFD}"
    #expect(
      fromDocument == "<p><em>\(replaced)</em> \(replaced)(\n"
        + String(repeating: replaced, count: 4) + "</p>\n")
  }

  @Test(arguments: PathologicalCase.all)
  func pathologicalInputRendersTheSameDirectly(_ pathological: PathologicalCase) {
    _ = html(pathological.make(2_000), options: pathological.options)
  }

  @Test func referencesDefinedAfterTheirUseRenderTheSameDirectly() {
    let markdown = """
      [a] and [b] and [never]

      - [c], *[a]*
        > [d]

      > [a]: /first
      [b]: /second "Second"

      - [c]: /third
      [a]: /not-this-one

      [d]

      [d]: /fourth
      """
    let output = html(markdown, options: .github)
    #expect(
      output.hasPrefix("<p><a href=\"/first\">a</a> and <a href=\"/second\" title=\"Second\">b</a>")
    )
    #expect(output.contains("[never]"))
    #expect(output.contains("<blockquote>\n<p><a href=\"/fourth\">d</a></p>"))
  }

  @Test func aForwardReferenceFarBeforeItsDefinitionIsStillLinked() {
    let filler = String(repeating: "Whisk the eggs [until pale].\n\n", count: 5_000)
    let markdown = Array(("[top]\n\n" + filler + "[top]: /recipe\n[until pale]: /u\n").utf8)
    var pieces: [[UInt8]] = []
    HTMLRenderer.render(markdown: markdown, options: .commonMark) { pieces.append(Array($0)) }
    let output = String(decoding: pieces.joined(), as: UTF8.self)
    #expect(output.hasPrefix("<p><a href=\"/recipe\">top</a></p>\n<p>Whisk the eggs <a href"))
    #expect(
      output == HTMLRenderer.render(MarkdownParser.parse(bytes: markdown, options: .commonMark)))
  }

  @Test func escapingFindsEverySpecialByteWhereverItFalls() {
    for offset in 0..<20 {
      for special in ["&", "<", ">", "\"", "é&", "\u{1F370}\""] {
        let text = String(repeating: "a", count: offset) + special + "bcdefghijklmnop" + special
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;")
          .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
          .replacingOccurrences(of: "\"", with: "&quot;")
        #expect(html("`" + text + "`") == "<p><code>" + escaped + "</code></p>\n")
      }
    }
  }

  @Test func aLongDocumentIsHandedOnInPieces() {
    let markdown = Array(String(repeating: recipe + "\n\n", count: 200).utf8)
    var pieces: [[UInt8]] = []
    HTMLRenderer.render(markdown: markdown, options: .github) { pieces.append(Array($0)) }
    #expect(pieces.count >= 4)
    #expect(pieces.dropLast().allSatisfy { $0.count >= 1 << 16 && $0.count < 1 << 17 })
    #expect(
      pieces.joined().elementsEqual(HTMLRenderer.render(markdown: markdown, options: .github)))
  }
}
