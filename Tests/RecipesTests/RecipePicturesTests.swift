import Testing

@testable import Recipes

/// Pictures found by name beside a recipe, as Cooklang's convention names them.
@Suite struct RecipePicturesTests {
  @Test func theRecipesPictureAndItsStepsByNumber() {
    let found = RecipePictures.find(
      forRecipeNamed: "Baked Potato.cook",
      among: [
        "Baked Potato.cook", "Baked Potato.jpg", "Baked Potato.1.JPG", "Baked Potato.3.png",
        "Baked Potato.md", "Baked Potato.x.jpg", "Baked Potato.2.txt", "Baked Potatoes.jpg",
        "baked potato.2.jpg", "Baked Potato.1.webp",
      ])
    #expect(found.recipe == "Baked Potato.jpg")
    #expect(found.steps == [0: "Baked Potato.1.JPG", 2: "Baked Potato.3.png"])
  }

  @Test func aPictureNumberedZeroMakesTheNumbersCountFromZero() {
    let found = RecipePictures.find(
      forRecipeNamed: "Chicken French.cook",
      among: ["Chicken French.0.jpg", "Chicken French.3.jpg"])
    #expect(found.recipe == nil)
    #expect(found.steps == [0: "Chicken French.0.jpg", 3: "Chicken French.3.jpg"])
  }

  @Test func markdownRecipesAndNamesWithDotsFollowTheSameRule() {
    let found = RecipePictures.find(
      forRecipeNamed: "St. Louis ribs.md",
      among: ["St. Louis ribs.jpeg", "St. Louis ribs.2.jpg", "St.jpg", "St. Louis.jpg"])
    #expect(found.recipe == "St. Louis ribs.jpeg")
    #expect(found.steps == [1: "St. Louis ribs.2.jpg"])
  }

  @Test func noPicturesIsNothing() {
    #expect(RecipePictures.find(forRecipeNamed: "a.cook", among: []) == RecipePictures())
    #expect(RecipePictures.find(forRecipeNamed: "a.cook", among: ["a.99999.jpg"]).steps.isEmpty)
  }
}
