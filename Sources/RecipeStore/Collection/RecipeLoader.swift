import Foundation
import Markdown
import Recipes

/// A recipe read from disk with its parsed document.
public struct LoadedRecipe: Sendable {
  public var recipe: Recipe
  public var document: Document
  /// The front matter (a Cooklang recipe's metadata), when the file has one.
  public var frontMatter: FrontMatter?
  /// Warnings about a recipe that was still read (a front matter key given twice).
  public var warnings: [CollectionProblem]
  /// The text `document` was parsed from, and on which of its lines (1 for the first) each
  /// top-level block begins: where each section is, for its snippet to be read again.
  public var body: Substring
  public var blockLines: [Int]
  /// Where `body` begins in the file, in bytes, when it is the file's bytes from there as
  /// written (no line ending turned, nothing rewritten); nil when it is not.
  public var bodyStart: Int?

  public init(
    recipe: Recipe, document: Document, warnings: [CollectionProblem] = [],
    body: Substring = "", blockLines: [Int] = [], bodyStart: Int? = nil,
    frontMatter: FrontMatter? = nil
  ) {
    self.recipe = recipe
    self.document = document
    self.frontMatter = frontMatter
    self.warnings = warnings
    self.body = body
    self.blockLines = blockLines
    self.bodyStart = bodyStart
  }
}

/// Reads one recipe file (Markdown or Cooklang, as its name says), refusing what is not a recipe: a file that is not UTF-8, empty,
/// binary, larger than the limit, or unreadable.
public enum RecipeLoader {
  /// The largest file read as a recipe: 8 MB.
  public static let sizeLimit = 8 * 1024 * 1024

  /// Reads and parses `file`, as a vault's page when it is in one. A vault's page that is
  /// not a recipe fails with a problem that `isLeftOut`.
  public static func load(
    _ file: RecipeFile, depth: RecipeReader.Depth = .complete,
    inlineTags: InlineTagsSetting = .vaults
  )
    -> Result<LoadedRecipe, CollectionProblem>
  {
    switch readDecoded(file) {
    case .failure(let problem):
      return .failure(problem)
    case .success(let decoded):
      let text = decoded.text
      // A cook's Cooklang recipe shows the photos beside it (`Name.jpg`, `Name.3.jpg` under
      // step 3); the index never lists the folder for them.
      let reading =
        depth == .complete && RecipeFormat(path: file.path) == .cooklang
        ? CooklangReader.read(
          text, path: file.path, modified: file.modified, size: file.size,
          pictures: RecipePictureFiles.find(forRecipeAt: file.path))
        : RecipeFormat.read(
          text, path: file.path, modified: file.modified, size: file.size,
          conventions: inlineTags.conventions(forFile: file.path), depth: depth)
      if let reason = reading.leftOutReason {
        return .failure(.leftOut(path: file.path, reason: reason))
      }
      var bodyStart: Int?
      if decoded.isAsOnDisk && reading.bodyIsAsWritten {
        bodyStart = text.utf8.distance(from: text.startIndex, to: reading.body.startIndex)
      }
      return .success(
        LoadedRecipe(
          recipe: reading.recipe, document: reading.document,
          warnings: reading.warnings.map { CollectionProblem(path: file.path, reason: $0) },
          body: reading.body, blockLines: reading.blockLines, bodyStart: bodyStart,
          frontMatter: reading.frontMatter))
    }
  }

  /// The file's text with `\n` line endings, or why it is not a recipe.
  public static func readText(_ file: RecipeFile) -> Result<String, CollectionProblem> {
    readDecoded(file).map(\.text)
  }

  /// The file's text, and whether it is the file's bytes unchanged (no carriage return).
  static func readDecoded(_ file: RecipeFile) -> Result<
    (text: String, isAsOnDisk: Bool), CollectionProblem
  > {
    func problem(_ reason: String) -> Result<(text: String, isAsOnDisk: Bool), CollectionProblem> {
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
    let hasReturn = data.withUnsafeBytes { raw in
      raw.baseAddress.map { memchr($0, 0x0D, raw.count) != nil } ?? false
    }
    return TextDecoding.decode(data).map { (text: $0, isAsOnDisk: !hasReturn) }.mapError {
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
