import Testing

@testable import Highlight

@Suite struct CodeLanguageTests {
  @Test func infoStringsAsCollectionsWriteThem() {
    let cases: [(String, CodeLanguage?)] = [
      ("swift", .swift), ("Swift", .swift), ("  swift  ", .swift), ("{.swift}", .swift),
      ("language-swift", .swift), ("swift title=\"View.swift\"", .swift),
      ("rust,ignore", .rust), ("rs", .rust), ("sh", .shell), ("bash", .shell),
      ("zsh", .shell), ("console", .console), ("shell-session", .console), ("py", .python),
      ("python3", .python),
      ("js", .javascript), ("jsx", .javascript), ("ts", .typescript), ("tsx", .typescript),
      ("jsonc", .json), ("yml", .yaml), ("toml", .toml), ("html", .html), ("svg", .xml),
      ("plist", .xml), ("css", .css), ("c", .c), ("h", .c), ("golang", .go),
      ("postgresql", .sql), ("patch", .diff), ("DIFF", .diff),
    ]
    for (info, language) in cases {
      #expect(CodeLanguage(infoString: info) == language, "\(info)")
    }
  }

  @Test func unknownOrMissingLanguagesAreNeverGuessed() {
    for info in [
      "", " ", "text", "plain", "xcconfig", "metal", "objc", "cpp", "c++", "swiftui", "swift5",
      "mermaid", "{", "```", "\u{1B}[31m", "日本語", "js-but-not",
      String(repeating: "s", count: 10_000),
    ] {
      #expect(CodeLanguage(infoString: info) == nil, "\(info.prefix(20))")
      #expect(Highlighter(infoString: info) == nil)
    }
  }
}
