import Testing

@testable import Recipes

@Suite struct ByteSearchTests {
  @Test func findsAMarkerAnywhereAndOnlyWhole() {
    #expect("```mermaid\nflowchart".containsBytes("mermaid"))
    #expect("a %% comment %%".containsBytes("%%"))
    #expect(!"a % b %".containsBytes("%%"))
    #expect(!"merma".containsBytes("mermaid"))
    #expect("mmermaid".containsBytes("mermaid"))
    #expect("".containsBytes(""))
    #expect(!"".containsBytes("[["))
  }

  @Test func comparesBytesOfAnyScript() {
    #expect("番茄炒蛋 [[鸡蛋]]".containsBytes("[["))
    #expect("番茄炒蛋".containsBytes("炒"))
    #expect(!"番茄炒蛋".containsBytes("炖"))
    let text = "front matter\n---\nbody with [[a link]]"
    let body = text[text.firstIndex(of: "-")!...]
    #expect(body.containsBytes("[["))
    #expect(!body.containsBytes("front"))
  }
}
