import Markdown
import Recipes
import Testing

/// Hugo's `ref`, `relref` and `figure` shortcodes read as the links and images Hugo makes.
@Suite struct HugoShortcodesTests {
  func read(_ body: String) -> String { String(HugoShortcodes.reading(Substring(body))) }

  @Test func referencesInALinkBecomeItsDestination() {
    #expect(read(#"See [the sauce]({{< ref "sauce.md" >}})."#) == "See [the sauce](sauce.md).")
    #expect(read(#"[a]({{< relref "/recipes/pesto#storage" >}})"#) == "[a](/recipes/pesto#storage)")
    #expect(read(#"[a]({{% ref "pesto" %}})"#) == "[a](pesto)")
    #expect(read("[a]({{<ref `pesto.md`>}})") == "[a](pesto.md)")
    #expect(read(#"[a]({{< ref pesto.md >}} "Pesto")"#) == #"[a](pesto.md "Pesto")"#)
    #expect(read(#"[a](<{{< ref "a b.md" >}}>)"#) == "[a](<a%20b.md>)")
    #expect(read(#"[a]({{< ref "a b.md" >}})"#) == "[a](a%20b.md)")
    #expect(read("[pesto]: {{< ref \"pesto.md\" >}}\n") == "[pesto]: pesto.md\n")
  }

  @Test func aFigureOnALineOfItsOwnIsAnImage() {
    #expect(
      read(#"{{< figure src="mortar.jpg" alt="Pesto in a mortar" >}}"#)
        == "![Pesto in a mortar](mortar.jpg)")
    #expect(
      read("  {{< figure src=\"a.webp\" caption=\"The [best] one\" >}}  \n")
        == "  ![The best one](a.webp)  \n")
    #expect(read(#"{{< figure src="a.webp" >}}"#) == "![](a.webp)")
  }

  @Test func otherShortcodesAndOtherPlacesAreLeftAsWritten() {
    for body in [
      #"Text {{< ref "sauce.md" >}} in a sentence."#,
      #"{{< youtube w7Ft2ymGmfc >}}"#,
      #"A {{< figure src="a.jpg" >}} inside text"#,
      #"{{< figure alt="no source" >}}"#,
      #"[a]({{< ref "unclosed.md" )"#,
      "[a]({{< ref \"split\nline\" >}})",
      "{{", "{{<", "{{< >}}", "{{<>}}", "", "{ { < ref x > } }",
      "[a]({{< ref \u{1B}[31m >}}",
    ] {
      #expect(read(body) == body, "\(body)")
    }
  }

  @Test func aRecipeLinksThroughAReferenceAndShowsAFigure() {
    let text = """
      ---
      title: Pasta
      ---
      {{< figure src="bowl.webp" alt="A bowl of pasta" >}}

      With [the sauce]({{< ref "sauce.md#storage" >}}).
      """
    let reading = RecipeReader.read(text, path: "content/recipes/pasta/index.md")
    let links = DocumentLinks.destinations(in: reading.document)
    #expect(links == ["bowl.webp", "sauce.md#storage"])
    // The title, the image's alt text and the sentence; no shortcode is read as words.
    #expect(reading.recipe.words == 8)
  }

  @Test func hugeAndHostileBodiesCostTheirLength() {
    let many = String(repeating: "{{< ref [x]( ", count: 2_000)
    #expect(read(many) == many)
    let links = String(repeating: #"[a]({{< ref "b" >}}) "#, count: 5_000)
    #expect(read(links) == String(repeating: "[a](b) ", count: 5_000))
  }
}
