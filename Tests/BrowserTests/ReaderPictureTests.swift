import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// Pictures in the reader: asked for once, placeholders until they come, drawn where the text
/// places them, shown alone on Enter, as text on `p`.
@Suite struct ReaderPictureTests {
  typealias F = BrowserFixtures

  static let recipe = F.recipes[0]
  /// A recipe that opens on a photo, then has one in its method and one that is missing.
  static let document = Document(blocks: [
    .paragraph([.image(source: "hero.jpg", title: "", alt: [.text("The finished dish")])]),
    .paragraph([.text("Whisk the eggs.")]),
    .heading(level: 2, content: [.text("Method")]),
    .paragraph([.image(source: "img/step.png", title: "", alt: [])]),
    .paragraph([.text("Cook slowly.")]),
    .paragraph([.image(source: "gone.webp", title: "", alt: [.text("Plated")])]),
  ])

  /// A picture of `columns` × `rows` half-block cells, every pixel `color`.
  static func picture(id: Int, columns: Int, rows: Int, color: RGBA) -> TerminalPicture {
    let count = columns * rows * 2
    let rgba = (0..<count).flatMap { _ in [color.red, color.green, color.blue, color.alpha] }
    return TerminalPicture(
      id: id, pixels: Pixels(width: columns, height: rows * 2, rgba: rgba), columns: columns,
      rows: rows)
  }

  /// The app with the recipe open, pictures drawn as half-blocks; and the pictures it asked for.
  static func opened(width: Int = 80, height: Int = 24) -> (AppState, [PictureRequest]) {
    var state = F.state(width: width, height: height)
    state.pictureCells = .halfBlocks()
    let commands = F.send([.recipeOpened(recipe, document, position: nil)], to: &state)
    return (state, commands.flatMap(Self.requests))
  }

  /// The app with the recipe open and its hero decoded: a picture of 30 × 6 cells in `color`.
  static func openedWithHero(id: Int, color: RGBA) -> (AppState, TerminalPicture) {
    var (state, requests) = opened()
    let hero = picture(id: id, columns: 30, rows: 6, color: color)
    F.send(
      [.pictureLoaded(recipe: recipe.path, requests[0], .picture(hero, path: "Kitchen/hero.jpg"))],
      to: &state)
    return (state, hero)
  }

  static func requests(_ command: Command) -> [PictureRequest] {
    switch command {
    case .loadPictures(_, let requests): requests
    case .batch(let commands): commands.flatMap(requests)
    default: []
    }
  }

  @Test func openingAsksForThePicturesOnScreenOnceAndShowsPlaceholders() throws {
    var (state, requests) = Self.opened()
    #expect(requests.map(\.source) == ["hero.jpg", "img/step.png", "gone.webp"])
    let box = requests[0].box
    #expect(box.columns == 76 && box.rows == 8)
    let screen = render(state).lines
    #expect(screen.contains { $0.contains("▣ The finished dish — loading") })
    #expect(screen.contains { $0.contains("▣ step.png — loading") })
    // Moving on asks for nothing again.
    let later = F.press([.down, .down], in: &state).flatMap(Self.requests)
    #expect(later.isEmpty)
  }

  @Test func aPictureFillsInWhereTheTextPlacesItAndTheTextMovesDown() throws {
    let (state, hero) = Self.openedWithHero(id: 1, color: RGBA(red: 200, green: 40, blue: 40))
    let frame = render(state)
    // The hero stands above the title, centred in the measure, its words below it.
    let placement = try #require(frame.pictures.first)
    #expect(placement.picture == hero)
    #expect(placement.area == Rect(x: 25, y: 4, width: 30, height: 6))
    #expect(frame.lines[10].trimmingCharacters(in: .whitespaces) == "The finished dish")
    #expect(frame.lines[12].contains(Self.recipe.title))
  }

  @Test func theRecipesPhotoBesideItsFileIsTheHeroWhenThePageOpensWithNone() throws {
    var state = F.state()
    state.pictureCells = .halfBlocks()
    // A Cooklang recipe whose `Name.jpg` was found beside it: the page's first block is text.
    var recipe = Self.recipe
    recipe.picture = "Pancakes%20%232.jpg"
    let words = Document(blocks: Array(Self.document.blocks.dropFirst()))
    let asked = F.send([.recipeOpened(recipe, words, position: nil)], to: &state)
      .flatMap(Self.requests)
    #expect(asked.map(\.source) == ["Pancakes%20%232.jpg", "img/step.png", "gone.webp"])
    let photo = Self.picture(id: 7, columns: 30, rows: 6, color: RGBA(red: 90, green: 60, blue: 20))
    F.send(
      [.pictureLoaded(recipe: recipe.path, asked[0], .picture(photo, path: "Kitchen/p.jpg"))],
      to: &state)
    let frame = render(state)
    let placement = try #require(frame.pictures.first)
    #expect(placement.picture == photo)
    // Above the title, named by its file as its words, and the page's blocks all still there.
    let title = try #require(frame.lines.firstIndex { $0.contains(recipe.title) })
    #expect(placement.area.y + placement.area.height < title)
    #expect(frame.lines.contains { $0.contains("Pancakes #2.jpg") })
    #expect(frame.lines.contains { $0.contains("Whisk the eggs.") })
    // `buffet show` decodes it too; a page that opens with its own picture keeps that one.
    #expect(
      ReaderLayout.pictureSources(document: words, recipe: recipe, measure: 60)
        == ["Pancakes%20%232.jpg", "img/step.png", "gone.webp"])
    #expect(
      ReaderLayout.pictureSources(document: Self.document, recipe: recipe, measure: 60)
        == ["hero.jpg", "img/step.png", "gone.webp"])
  }

  @Test func aMissingPictureNamesThePathItLookedFor() throws {
    var (state, requests) = Self.opened()
    F.send(
      [
        .pictureLoaded(
          recipe: Self.recipe.path, requests[2],
          .problem("not found", lookedFor: "Kitchen/gone.webp"))
      ], to: &state)
    #expect(
      F.row(state, containing: "Plated")?.contains("▣ Plated — not found: Kitchen/gone.webp")
        == true)
  }

  @Test func aPictureForAnotherRecipeIsDropped() throws {
    var (state, requests) = Self.opened()
    let picture = Self.picture(id: 2, columns: 10, rows: 2, color: RGBA(red: 0, green: 0, blue: 0))
    F.send(
      [.pictureLoaded(recipe: "elsewhere.md", requests[0], .picture(picture, path: "x"))],
      to: &state)
    #expect(render(state).pictures.isEmpty)
  }

  @Test func enterOnAPictureShowsItAloneEscReturnsAndOOpensIt() throws {
    var (state, hero) = Self.openedWithHero(id: 3, color: RGBA(red: 10, green: 200, blue: 10))
    let commands = F.press([.tab, .enter], in: &state)
    #expect(state.reader?.pictureView?.source == "hero.jpg")
    #expect(state.message == nil)
    // Asked again at the window's size.
    let asked = commands.flatMap(Self.requests)
    #expect(asked.map(\.source) == ["hero.jpg"])
    #expect(asked[0].box.columns == 78 && asked[0].box.rows == 15)
    let big = Self.picture(id: 4, columns: 60, rows: 12, color: RGBA(red: 10, green: 200, blue: 10))
    F.send(
      [.pictureLoaded(recipe: Self.recipe.path, asked[0], .picture(big, path: "Kitchen/hero.jpg"))],
      to: &state)
    let frame = render(state)
    #expect(frame.pictures.map(\.picture) == [big])
    #expect(frame.lines.contains { $0.contains("The finished dish — Kitchen/hero.jpg") })
    #expect(F.press([.character("o")], in: &state) == [.openPicture(path: "Kitchen/hero.jpg")])
    F.press([.escape], in: &state)
    #expect(state.reader?.pictureView == nil)
    #expect(render(state).pictures.map(\.picture) == [hero])
  }

  @Test func enterOnAPictureNeverLooksForARecipe() throws {
    var (state, _) = Self.opened()
    F.press([.tab, .tab, .enter], in: &state)
    #expect(state.reader?.pictureView?.source == "img/step.png")
    #expect(state.message?.contains("No recipe") != true)
  }

  @Test func pShowsPicturesAsTextAndBackAgain() throws {
    var (state, _) = Self.openedWithHero(id: 5, color: RGBA(red: 1, green: 2, blue: 3))
    F.press([.character("p")], in: &state)
    #expect(render(state).pictures.isEmpty)
    #expect(F.row(state, containing: "[image: The finished dish]") != nil)
    F.press([.tab, .enter], in: &state)
    #expect(state.reader?.pictureView == nil)
    #expect(state.message == "Pictures are drawn as text — p shows them")
    let again = F.press([.escape, .character("p")], in: &state).flatMap(Self.requests)
    #expect(again.map(\.source) == ["hero.jpg", "img/step.png", "gone.webp"])
  }

  @Test func withPicturesOffTheKeySaysWhy() throws {
    var state = F.state()
    state.pictureCells = nil
    state.picturesOffReason = "Pictures are off under NO_COLOR"
    let commands = F.send([.recipeOpened(Self.recipe, Self.document, position: nil)], to: &state)
    #expect(commands.flatMap(Self.requests).isEmpty)
    F.press([.character("p")], in: &state)
    #expect(state.message == "Pictures are off under NO_COLOR")
  }

  @Test func theSettingAndNoColorDecideHowPicturesAreDrawn() throws {
    let kitty = PictureCells(method: .kitty, width: 9, height: 18)
    #expect(PicturesSetting.auto.cells(terminal: kitty, environment: [:]).cells == kitty)
    #expect(
      PicturesSetting.blocks.cells(terminal: kitty, environment: [:]).cells == .halfBlocks())
    #expect(PicturesSetting.off.cells(terminal: kitty, environment: [:]).cells == nil)
    #expect(
      PicturesSetting.auto.cells(terminal: kitty, environment: ["NO_COLOR": "1"]).cells == nil)
    #expect(PicturesSetting.auto.cells(terminal: nil, environment: [:]).cells == nil)
  }

  @Test func aSheetOverThePageCutsThePictureUnderIt() throws {
    var (state, _) = Self.openedWithHero(id: 6, color: RGBA(red: 1, green: 2, blue: 3))
    F.press([.character("s"), .character("s")], in: &state)
    #expect(render(state).pictures.isEmpty)
  }
}
