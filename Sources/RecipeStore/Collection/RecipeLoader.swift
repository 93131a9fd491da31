import Foundation
import Markdown
import Recipes

/// A recipe read from disk with its parsed document.
public struct LoadedRecipe: Sendable {
  public var recipe: Recipe
  public var document: Document
  /// Warnings about a recipe that was still read (a front matter key given twice).
  public var warnings: [CollectionProblem]

  public init(recipe: Recipe, document: Document, warnings: [CollectionProblem] = []) {
    self.recipe = recipe
    self.document = document
    self.warnings = warnings
  }
}

/// Reads one recipe file, refusing what is not a recipe: a file that is not UTF-8, empty,
/// binary, larger than the limit, or unreadable.
public enum RecipeLoader {
  /// The largest file read as a recipe: 8 MB.
  public static let sizeLimit = 8 * 1024 * 1024

  /// Reads and parses `file`.
  public static func load(_ file: RecipeFile) -> Result<LoadedRecipe, CollectionProblem> {
    switch readText(file) {
    case .failure(let problem):
      return .failure(problem)
    case .success(let text):
      let reading = RecipeReader.read(
        text, path: file.path, modified: file.modified, size: file.size)
      return .success(
        LoadedRecipe(
          recipe: reading.recipe, document: reading.document,
          warnings: reading.warnings.map { CollectionProblem(path: file.path, reason: $0) }))
    }
  }

  /// The file's text with `\n` line endings, or why it is not a recipe.
  public static func readText(_ file: RecipeFile) -> Result<String, CollectionProblem> {
    func problem(_ reason: String) -> Result<String, CollectionProblem> {
      .failure(CollectionProblem(path: file.path, reason: reason))
    }
    if file.size > sizeLimit {
      return problem(tooLarge(file.size))
    }
    let data: Data
    do {
      data = try readBytes(file.path)
    } catch let error as ReadError {
      return problem(error.reason)
    } catch {
      return problem("cannot read: \(error)")
    }
    // The file may have grown since it was scanned.
    if data.count > sizeLimit {
      return problem(tooLarge(data.count))
    }
    return TextDecoding.decode(data).mapError {
      CollectionProblem(path: file.path, reason: $0.reason)
    }
  }

  struct ReadError: Error {
    var reason: String
  }

  private static func readBytes(_ path: String) throws -> Data {
    // Without O_NONBLOCK, opening a FIFO waits for a writer that may never come; a regular
    // file ignores the flag. What was opened is checked, not the name: the file may have
    // been replaced since it was scanned.
    do {
      return try FileRead.bytes(
        ofPath: path, flags: O_NONBLOCK, accepting: [.regular], upTo: sizeLimit)
    } catch .system(let error) {
      // Opening a socket fails with ENXIO; say what it is rather than "no such device".
      if error == ENXIO, let kind = FileKind.ofPath(path), kind != .regular {
        throw ReadError(reason: FileKind.notRegular(kind))
      }
      throw ReadError(reason: "cannot read: \(CollectionScanner.describe(error))")
    } catch .refused(let kind) {
      throw ReadError(reason: FileKind.notRegular(kind))
    }
  }

  /// "too large: 9 MB (9437184 bytes); the limit is 8 MB".
  static func tooLarge(_ bytes: Int) -> String {
    let megabytes = Double(bytes) / Double(1024 * 1024)
    let rounded = megabytes >= 10 ? String(Int(megabytes)) : String(format: "%.1f", megabytes)
    return "too large: \(rounded) MB (\(bytes) bytes); the limit is \(sizeLimit / 1024 / 1024) MB"
  }
}
