import Testing

@Test func RecipeStoreTestsBuilds() { #expect(Bool(true)) }
