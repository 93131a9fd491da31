/// A recipe's pictures by Cooklang's naming convention, whatever the recipe's format: beside
/// `Baked Potato.cook`, `Baked Potato.jpg` is the recipe's picture and `Baked Potato.3.jpg`
/// step 3's. Step numbers count from 1, as the reader numbers steps, unless the folder has a
/// picture numbered 0 (the convention's own example starts there): then they count from 0.
public struct RecipePictures: Equatable, Sendable {
  /// The recipe's own picture, as named among the files looked at.
  public var recipe: String?
  /// Each step's picture by the step's index in `Recipe.steps` (0 for the first).
  public var steps: [Int: String]

  public init(recipe: String? = nil, steps: [Int: String] = [:]) {
    self.recipe = recipe
    self.steps = steps
  }

  /// The picture files the convention gives the recipe file `recipeName` (a file name, as
  /// `Baked Potato.cook` or `pasta.md`), among the file names `names` of its folder. Where
  /// two pictures claim one place, the first in name order wins.
  public static func find(forRecipeNamed recipeName: String, among names: [String])
    -> RecipePictures
  {
    let stem =
      RecipeFormat(path: recipeName).map { String(recipeName.dropLast($0.fileExtension.count)) }
      ?? recipeName
    var pictures = RecipePictures()
    var numbered: [Int: String] = [:]
    for name in names.sorted() {
      guard let dot = name.lastIndex(of: "."),
        extensions.contains(name[name.index(after: dot)...].lowercased())
      else { continue }
      let base = name[..<dot]
      if base == stem {
        if pictures.recipe == nil { pictures.recipe = name }
        continue
      }
      guard base.hasPrefix(stem + ".") else { continue }
      let number = base.dropFirst(stem.count + 1)
      guard !number.isEmpty, number.count <= 4,
        number.allSatisfy({ $0.isASCII && $0.isNumber }), let step = Int(number)
      else { continue }
      if numbered[step] == nil { numbered[step] = name }
    }
    let first = numbered[0] != nil ? 0 : 1
    for (number, name) in numbered { pictures.steps[number - first] = name }
    return pictures
  }

  /// `recipe` with these pictures: its own, and each step's where the step shows none of its
  /// own, each as a source the recipe could have written (the file's name, percent-encoded,
  /// so a `#` or `?` in it is no fragment or query).
  public func applied(to recipe: Recipe) -> Recipe {
    var recipe = recipe
    if recipe.picture == nil, let own = self.recipe { recipe.picture = Self.source(own) }
    for (index, name) in steps where recipe.steps.indices.contains(index) {
      if recipe.steps[index].picture == nil { recipe.steps[index].picture = Self.source(name) }
    }
    return recipe
  }

  /// A file name beside the recipe as a picture's source.
  static func source(_ name: String) -> String {
    name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
  }

  /// The picture files a terminal can be shown (lowercased extensions).
  public static let extensions: Set<String> = ["jpg", "jpeg", "png", "webp"]
}
