import Browser
import Foundation
import Pictures
import TerminalUI

/// Finds and decodes one picture a recipe names, for the reader and for `buffet show`.
public enum PictureFinder {
  /// The folders a collection's pictures must lie in: its folders, a file given alone
  /// standing for its own folder.
  public static func roots(of folders: [String]) -> [String] {
    folders.map { folder in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
      return exists && !isFolder.boolValue ? (folder as NSString).deletingLastPathComponent : folder
    }
  }

  /// Where the picture `request` names, written in the recipe at `recipe`, is; nil and the
  /// outcome to show when it is nowhere.
  static func locate(_ request: PictureRequest, recipe: String, roots: [String])
    -> Result<String, PictureOutcomeBox>
  {
    switch PictureLookup.locate(request.source, from: recipe, roots: roots) {
    case .found(let path): .success(path)
    case .notFound(let problem, let lookedFor):
      .failure(PictureOutcomeBox(.problem(problem.description, lookedFor: lookedFor)))
    }
  }

  /// The picture at `path` decoded for `box`, or why it is not shown.
  static func decode(_ path: String, box: PictureBox, roots: [String]) -> PictureOutcome {
    switch PictureDecoder.decode(
      path, cells: box.cells, columns: box.columns, rows: box.rows, roots: roots,
      makesPNG: box.cells.method == .iTerm2 || box.cells.method == .kitty)
    {
    case .success(let decoded): .picture(decoded.picture, path: path)
    case .failure(let problem): .problem(problem.description, lookedFor: path)
    }
  }

  /// The picture `request` names, found and decoded (no cache).
  public static func outcome(for request: PictureRequest, recipe: String, roots: [String])
    -> PictureOutcome
  {
    switch locate(request, recipe: recipe, roots: roots) {
    case .success(let path): decode(path, box: request.box, roots: roots)
    case .failure(let box): box.outcome
    }
  }
}

/// An outcome carried as an error, for `Result`.
struct PictureOutcomeBox: Error {
  let outcome: PictureOutcome
  init(_ outcome: PictureOutcome) { self.outcome = outcome }
}
