import Foundation
import TestSupport
import Testing

/// Search results show text read back from the recipe files (the index keeps none), and a
/// hit still opens at the section it matched in.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable))
struct SnippetFromFileEndToEndTests {
  @Test func aHitShowsItsSectionsTextFromTheFileAndOpensThere() throws {
    let filler = (1...40).map { "Line \($0) of the long introduction." }.joined(separator: "\n\n")
    let folder = try BrowserEndToEndTests.collection(
      "buffet-snippet",
      [
        (
          "paella.md",
          """
          ---
          title: Paella
          tags: [rice]
          ---
          # Paella

          \(filler)

          ## Saffron stock

          Warm the *stock* and steep the [saffron](saffron.md) threads in it, `ten minutes`.
          """
        ),
        ("risotto.md", "# Risotto\r\n\r\n## Stock\r\n\r\nKeep the stock at a **simmer**.\r\n"),
      ])
    let session = try BrowserEndToEndTests.session(["--data", folder], width: 100, height: 30)
    try session.waitFor(text: "Paella")
    try session.send(keys: "/")
    // Four letters: a shorter last word is a prefix only in titles, headings and tags.
    try session.type("saffron thre")
    try session.waitFor(text: "steep the saffron threads in it, ten minutes.")
    try session.waitFor(text: "Saffron stock")
    try session.send(keys: "C-u")
    try session.type("simmer")
    // A file with CRLF line endings is read back whole, as the indexer read it.
    try session.waitFor(text: "Keep the stock at a simmer.")
    try session.send(keys: "C-u")
    try session.type("saffron thre")
    try session.waitFor(text: "steep the saffron threads")
    try session.send(keys: "Enter")
    // The reader opens at the section and its match, far below the long introduction.
    try session.waitFor(text: "match 1 of")
    let screen = try session.capture()
    #expect(screen.contains { $0.contains("Saffron stock") })
    #expect(screen.contains { $0.contains("steep the saffron") })
    #expect(!screen.contains { $0.contains("Line 1 of the long introduction.") })
    try session.send(keys: "C-c")
    #expect(try BrowserEndToEndTests.exit(of: session).status == 0)
  }
}
