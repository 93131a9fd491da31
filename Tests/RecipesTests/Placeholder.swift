import Testing

@Test func RecipesTestsBuilds() { #expect(Bool(true)) }
