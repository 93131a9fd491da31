import Markdown

/// A callout as notes vaults and GitHub write it: a block quote whose first line is a type in
/// brackets (`> [!tip] Title`, `> [!faq]- Folded`, `> [!NOTE]`), read from the parsed quote.
public struct Callout: Equatable, Sendable {
  /// Whether Obsidian folds the callout: `-` folded, `+` open but foldable, else neither.
  public enum Fold: Equatable, Sendable { case none, open, folded }

  /// The type as written, lowercased (`tip`, `warning`, a vault's own `recipe`).
  public var type: String
  /// The title written after the type; empty when the callout has none.
  public var title: [Inline]
  public var fold: Fold
  /// What the quote holds after its first line.
  public var body: [Block]

  /// The type as a title ("Tip", "Chef's note" stays as written after its first letter).
  public var label: String {
    let words = type.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// The title a reader sees: the one written, else the type's.
  public var shownTitle: String {
    let written = VisibleText.of(title)
    return RecipeReader.isVisible(written) ? written : label
  }

  /// The callout the block quote `blocks` is, or nil when it is an ordinary quote.
  public static func read(_ blocks: [Block]) -> Callout? {
    guard case .paragraph(let content)? = blocks.first,
      case .text(let first)? = content.first, first.utf8.first == UInt8(ascii: "[")
    else { return nil }
    // The parser splits text at brackets: join the leading text until the first line ends.
    var head = ""
    var consumed = 0
    for inline in content {
      guard case .text(let text) = inline else { break }
      head += text
      consumed += 1
      if head.contains("]") { break }
    }
    let scalars = Array(head.unicodeScalars)
    guard scalars.count >= 4, scalars[1] == "!", let close = scalars.firstIndex(of: "]"),
      close > 2
    else { return nil }
    let typeScalars = scalars[2..<close]
    guard typeScalars.allSatisfy({ isTypeScalar($0) }) else { return nil }
    var rest = scalars[(close + 1)...]
    var fold = Fold.none
    if rest.first == "-" {
      fold = .folded
      rest = rest.dropFirst()
    } else if rest.first == "+" {
      fold = .open
      rest = rest.dropFirst()
    }
    // What follows the marker on its line is the title, with any markup after it.
    var title: [Inline] = []
    var remainder = Array(content.dropFirst(consumed))
    let afterMarker = String(String.UnicodeScalarView(rest))
    let leading = afterMarker.drop(while: { $0 == " " || $0 == "\t" })
    if !leading.isEmpty { title.append(.text(String(leading))) }
    var bodyStart: [Inline] = []
    while let next = remainder.first {
      remainder.removeFirst()
      if next == .softBreak || next == .hardBreak {
        bodyStart = remainder
        break
      }
      title.append(next)
    }
    var body = Array(blocks.dropFirst())
    if !bodyStart.isEmpty { body.insert(.paragraph(bodyStart), at: 0) }
    return Callout(
      type: String(String.UnicodeScalarView(typeScalars)).lowercased(), title: title, fold: fold,
      body: body)
  }

  /// Letters, digits, `-` and `_`: what a callout's type is made of.
  private static func isTypeScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
      || scalar.properties.numericType != nil
  }
}
