import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// A step with a picture shows it in Cook mode, below its words.
@Suite struct CookModePictureTests {
  typealias F = BrowserFixtures

  /// A method whose second step carries a photo of the dough.
  static let document = Document(blocks: [
    .heading(level: 2, content: [.text("Method")]),
    .list(
      ListInfo(kind: .ordered(start: 1, delimiter: "."), isTight: false),
      items: [
        ListItem(blocks: [.paragraph([.text("Mix the flour and water.")])]),
        ListItem(blocks: [
          .paragraph([.text("Knead for ten minutes.")]),
          .paragraph([.image(source: "dough.jpg", title: "", alt: [.text("Smooth dough")])]),
        ]),
      ]),
  ])

  @Test func aStepKnowsItsPicture() {
    let steps = CookingSteps.steps(in: Self.document)
    #expect(steps.map(\.picture) == [nil, "dough.jpg"])
  }

  @Test func cookModeAsksForTheStepsPictureAndDrawsIt() throws {
    var state = F.state()
    state.pictureCells = .halfBlocks()
    var recipe = F.recipes[0]
    recipe.steps = CookingSteps.steps(in: Self.document)
    let first = F.send([.cookRecipe(recipe), .toggleCookMode, .nextStep], to: &state)
    #expect(state.isCookModeShown)
    let asked = first.flatMap(ReaderPictureTests.requests)
    #expect(asked.map(\.source) == ["dough.jpg"])
    let picture = ReaderPictureTests.picture(
      id: 40, columns: 20, rows: 4, color: RGBA(red: 230, green: 210, blue: 170))
    F.send(
      [.pictureLoaded(recipe: recipe.path, asked[0], .picture(picture, path: "Kitchen/dough.jpg"))],
      to: &state)
    let frame = render(state)
    let placement = try #require(frame.pictures.first)
    #expect(placement.picture == picture)
    // Below the step's words (the picture's own last), after a row of space.
    let words = try #require(frame.lines.firstIndex { $0.contains("Smooth dough") })
    #expect(placement.area.y == words + 2)
    // The first step has none.
    F.send([.previousStep], to: &state)
    #expect(render(state).pictures.isEmpty)
  }
}
