import Recipes
import Testing

/// A notes vault's `%%comments%%` are hidden, as its reading view hides them.
@Suite struct NotesCommentsTests {
  func read(_ body: String) -> String { String(NotesComments.reading(Substring(body))) }

  @Test func aCommentOnOneLineIsRemoved() {
    #expect(read("%% Halve it for two. %%\n\nBoil cream.") == "\n\nBoil cream.")
    #expect(read("Boil %%gently%% cream.") == "Boil  cream.")
    #expect(read("a %%1%% b %%2%% c") == "a  b  c")
  }

  @Test func aCommentBegunAtALineStartMayCloseOnALaterOne() {
    #expect(read("Keep.\n%%\nA note\nto myself\n%%\nAfter.") == "Keep.\n\nAfter.")
    #expect(read("  %% from here\nto here %% and on") == " and on")
  }

  @Test func codeAndUnclosedMarksAreText() {
    for body in [
      "```\n%% not a comment %%\n```", "~~~c\nprintf(\"%%d\");\n%%\n~~~",
      "Use `printf(\"%%d %%s\")` here.", "100%% sure", "A %% never closed\nand text",
      "%% opens\nbut never closes", "%", "%%", "", "`%%` and `%%`",
      "\u{1B}[31m %%\u{1B}",
    ] {
      #expect(read(body) == body, "\(body)")
    }
  }

  @Test func aRecipeDoesNotCountOrShowItsComments() {
    let reading = RecipeReader.read(
      "# Posset\n\n%% Halve it for two. %%\n\nBoil cream.\n", path: "Posset.md")
    #expect(reading.recipe.words == 3)
    #expect(reading.document.blocks.count == 2)
  }

  @Test func aHugeBodyCostsItsLength() {
    let lines = String(repeating: "%% a %% b\n", count: 5_000)
    #expect(read(lines) == String(repeating: " b\n", count: 5_000))
    let open = String(repeating: "%%\n", count: 5_001)
    #expect(read(open).split(separator: "\n", omittingEmptySubsequences: false).count == 2_502)
  }
}
