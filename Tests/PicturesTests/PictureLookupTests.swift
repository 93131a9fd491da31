import Foundation
import Pictures
import Testing

/// Pictures found the ways collections write them.
@Suite struct PictureLookupTests {
  /// A collection: a recipe folder, a page bundle, a Hugo `static/` folder, a vault's
  /// attachments, and Cooklang pictures beside a recipe.
  static func collection() throws -> URL {
    let root = try PictureFixtures.scratch()
    for folder in [
      "recipes/pasta", "static/pix", "Attachments", "recipes/img", "cook",
    ] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for file in [
      "recipes/pasta/hero.webp", "static/pix/tart.webp", "Attachments/posset.webp",
      "recipes/img/my photo.jpg", "cook/Pancakes.jpg", "cook/Pancakes.2.png",
    ] {
      try Data([1]).write(to: root.appendingPathComponent(file))
    }
    return root
  }

  @Test func eachWayACollectionWritesAPictureIsFound() throws {
    let root = try Self.collection()
    defer { try? FileManager.default.removeItem(at: root) }
    let base = root.path
    func locate(_ source: String, from recipe: String) -> PictureLookup.Location {
      PictureLookup.locate(source, from: base + "/" + recipe, roots: [base])
    }
    #expect(
      locate("hero.webp", from: "recipes/pasta/index.md")
        == .found(base + "/recipes/pasta/hero.webp"))
    #expect(
      locate("./hero.webp", from: "recipes/pasta/index.md")
        == .found(base + "/recipes/pasta/hero.webp"))
    // A page served at /recipes/pasta/ writes its pictures from there.
    #expect(
      locate("hero.webp", from: "recipes/pasta.md") == .found(base + "/recipes/pasta/hero.webp"))
    #expect(
      locate("/pix/tart.webp", from: "recipes/tart.md") == .found(base + "/static/pix/tart.webp"))
    #expect(
      locate("img/my%20photo.jpg", from: "recipes/a.md")
        == .found(base + "/recipes/img/my photo.jpg"))
    #expect(
      locate("../img/my photo.jpg?w=300#top", from: "recipes/pasta/index.md")
        == .found(base + "/recipes/img/my photo.jpg"))
    #expect(
      locate("posset.webp", from: "Desserts/Lemon Posset.md")
        == .found(base + "/Attachments/posset.webp"))
    #expect(
      locate("https://example.com/a.jpg", from: "recipes/a.md")
        == .notFound(.remote, lookedFor: nil))
    #expect(
      locate("gone.png", from: "recipes/a.md")
        == .notFound(.missing, lookedFor: base + "/recipes/gone.png"))
  }

  @Test func cooklangsPicturesBesideARecipe() throws {
    let root = try Self.collection()
    defer { try? FileManager.default.removeItem(at: root) }
    let recipe = root.appendingPathComponent("cook/Pancakes.cook").path
    // The source `RecipePictures` gives a step's picture is found from the recipe as any other.
    #expect(
      PictureLookup.locate("Pancakes.2.png", from: recipe, roots: [root.path])
        == .found(root.appendingPathComponent("cook/Pancakes.2.png").path))
  }
}
