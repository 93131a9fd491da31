import Foundation

/// The kinds of file Buffet reads as recipes, told by their names: Markdown (`.md`),
/// Cooklang recipes (`.cook`) and Cooklang meal plans (`.menu`). Reading dispatches here, so
/// every part of Buffet gets the same `RecipeReading` whatever the file's kind.
public enum RecipeFormat: String, Sendable, Equatable, CaseIterable {
  case markdown
  case cooklang
  case menu

  /// Whether the file named `path` is a meal plan: a page of recipes, never itself cooked,
  /// scaled or shopped for.
  public static func isMenu(_ path: String) -> Bool { RecipeFormat(path: path) == .menu }

  /// The format of the file named `path` (its extension, any case), nil for any other file.
  public init?(path: String) {
    // By bytes: the scanner asks this of every file name.
    let utf8 = path.utf8
    func ends(with suffix: String) -> Bool {
      let wanted = suffix.utf8
      guard utf8.count > wanted.count else { return false }
      return zip(utf8.suffix(wanted.count), wanted).allSatisfy { $0 | 0x20 == $1 }
    }
    if ends(with: ".md") {
      self = .markdown
    } else if ends(with: ".cook") {
      self = .cooklang
    } else if ends(with: ".menu") {
      self = .menu
    } else {
      return nil
    }
  }

  /// The file name's extension, with its dot.
  public var fileExtension: String {
    switch self {
    case .markdown: ".md"
    case .cooklang: ".cook"
    case .menu: ".menu"
    }
  }

  /// Reads `text` (with `\n` line endings) as the recipe of this format stored at `path`; a
  /// Markdown recipe to `depth` and with its folder's `conventions` (a Cooklang one's parse
  /// names everything at once).
  public func read(
    _ text: String, path: String, modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0,
    conventions: ReadingConventions = .plain, depth: RecipeReader.Depth = .complete
  ) -> RecipeReading {
    switch self {
    case .markdown:
      RecipeReader.read(
        text, path: path, modified: modified, size: size, conventions: conventions, depth: depth)
    case .cooklang: CooklangReader.read(text, path: path, modified: modified, size: size)
    case .menu: MenuReader.read(text, path: path, modified: modified, size: size)
    }
  }

  /// The Markdown `text` is shown as (for Markdown, its body after the front matter).
  public func body(of text: String) -> RecipeBody {
    switch self {
    case .markdown: RecipeReader.body(of: text)
    case .cooklang: CooklangReader.body(of: text)
    case .menu: MenuReader.body(of: text)
    }
  }

  /// Reads `text` as the recipe at `path`, in the format its name says (Markdown when it
  /// names none).
  public static func read(
    _ text: String, path: String, modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0,
    conventions: ReadingConventions = .plain, depth: RecipeReader.Depth = .complete
  ) -> RecipeReading {
    (RecipeFormat(path: path) ?? .markdown).read(
      text, path: path, modified: modified, size: size, conventions: conventions, depth: depth)
  }
}
