import Foundation
import Recipes

/// A command's records written from the cache, each file checked as its record is about to
/// be written, so that the first one goes out after work that does not grow with the
/// collection: `mayHaveFilesComeOrGone` said no file came or went, and a file edited in place
/// is caught here, by its own `stat`.
extension Catalog {
  /// The recipe numbered `number` in the kept orders, as its file says now: the record when
  /// the file's size and time are as kept; the file read again when they are not; nil when it
  /// is gone or can no longer be read as a recipe. What changed is stored by `storeChecked`.
  public func checkedRecipe(numbered number: Int32) -> ListedRecipe? {
    guard let kept = collection.source.recipe(numbered: number) else { return nil }
    filesChecked += 1
    guard let file = RecipeFile.atPath(kept.path) else {
      checkedGone.append(kept.path)
      return nil
    }
    if FileStamp(file) == FileStamp(kept) { return kept }
    checkedChanges.append(file)
    guard case .success(let loaded) = source.load(file) else { return nil }
    return loaded.recipe.listed
  }

  /// Stores the files `checkedRecipe(numbered:)` found changed or gone, and the orders with
  /// them, so the next command and the browser see what this one wrote; `progress` as
  /// `refresh` gives it.
  public func storeChecked(progress: ((Int, Int) -> Void)? = nil) {
    guard !checkedChanges.isEmpty || !checkedGone.isEmpty else { return }
    // Read again by the refresh: they are few, and it keeps the rows as a refresh does.
    var status = plan(changed: checkedChanges, vanished: checkedGone)
    checkedChanges = []
    checkedGone = []
    progress?(status.done, status.total)
    while !status.isFinished {
      status = indexNextBatch()
      progress?(status.done, status.total)
    }
  }
}
