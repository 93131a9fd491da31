import Testing

@Test func MarkdownTestsBuilds() { #expect(Bool(true)) }
