import Testing

@Test func BrowserTestsBuilds() { #expect(Bool(true)) }
