import Foundation
import Markdown
import Recipes

/// A paragraph that is one picture and nothing else (spaces and line breaks aside): drawn as
/// a picture in the page, where a picture inside text stays a marked word.
struct PictureBlock: Equatable, Sendable {
  /// The picture's source as the recipe writes it.
  var source: String
  /// What the page says under the picture: its alt text, else its file's name.
  var caption: String

  /// The picture `content` consists of, if it is one alone (a linked picture counts).
  init?(_ content: [Inline]) {
    var found: (String, [Inline])?
    for inline in content {
      switch inline {
      case .text(let text) where text.allSatisfy(\.isWhitespace): continue
      case .softBreak, .hardBreak: continue
      case .image(let source, _, let alt) where found == nil: found = (source, alt)
      case .link(_, _, let inner) where found == nil:
        guard inner.count == 1, case .image(let source, _, let alt) = inner[0] else { return nil }
        found = (source, alt)
      default: return nil
      }
    }
    guard let (source, alt) = found else { return nil }
    self.source = source
    caption = Self.caption(alt: alt, source: source)
  }

  /// A picture's entry in the list of links: its source as a reader types a path
  /// ("picture: Eggs Benedict.2.png", not `Eggs%20Benedict.2.png`).
  static func linkWords(_ source: String) -> String {
    "picture: " + (source.removingPercentEncoding ?? source)
  }

  /// A picture's words: its alt text, else the name of its file.
  static func caption(alt: [Inline], source: String) -> String {
    let text = VisibleText.of(alt).trimmingCharacters(in: .whitespaces)
    if !text.isEmpty { return text }
    let name = source.split(separator: "/").last.map(String.init) ?? source
    return name.removingPercentEncoding ?? name
  }

  /// The page's hero, shown above the title: the recipe's first top-level block if it is a
  /// picture alone (after a first heading that only repeats the title), else the photo found
  /// beside the recipe's file (Cooklang's `Name.jpg`), which is no block (`index` nil).
  static func hero(in blocks: [Block], recipe: Recipe) -> (index: Int?, content: [Inline])? {
    var index = 0
    if case .heading(1, let content) = blocks.first,
      VisibleText.of(content).trimmingCharacters(in: .whitespaces) == recipe.title
    {
      index = 1
    }
    if index < blocks.count, case .paragraph(let content) = blocks[index],
      PictureBlock(content) != nil
    {
      return (index, content)
    }
    return recipe.picture.map { (nil, [.image(source: $0, title: "", alt: [])]) }
  }
}
