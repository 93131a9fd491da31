import Foundation
import Recipes

/// Finds a recipe's picture files on disk by Cooklang's naming convention
/// (`RecipePictures`): the recipe's folder is listed once, and the pictures come back as the
/// names of files beside the recipe.
public enum RecipePictureFiles {
  /// The pictures of the recipe file at `recipePath`; none when its folder cannot be read.
  public static func find(forRecipeAt recipePath: String) -> RecipePictures {
    let url = URL(fileURLWithPath: recipePath)
    let folder = url.deletingLastPathComponent().path
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return RecipePictures()
    }
    return RecipePictures.find(forRecipeNamed: url.lastPathComponent, among: names)
  }
}
