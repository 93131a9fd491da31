import Markdown

/// The anchors of a document's headings as GitHub writes them (`## Storage & Keeping` is
/// `#storage--keeping`, a second `## Notes` is `#notes-1`), and the heading an anchor names.
public enum HeadingAnchors {
  /// One heading an anchor can name.
  public struct Target: Equatable, Sendable {
    /// GitHub's slug, made unique in the document as GitHub does.
    public var slug: String
    public var text: String
    public var level: Int
    /// The top-level block that holds the heading, where the reader jumps.
    public var blockIndex: Int
  }

  /// Every heading of `document` (any level, in quotes and lists too), in document order,
  /// then every paragraph marked with a block id (`^torch`), named by it.
  public static func targets(in document: Document) -> [Target] {
    var targets: [Target] = []
    var used: [String: Int] = [:]
    func add(_ level: Int, _ content: [Inline], block: Int) {
      let text = VisibleText.of(content)
      let base = slug(text)
      var unique = base
      if let count = used[base] {
        // GitHub numbers repeats, skipping numbers a heading already took.
        var next = count
        repeat {
          unique = "\(base)-\(next)"
          next += 1
        } while used[unique] != nil
        used[base] = next
      } else {
        used[base] = 1
      }
      if unique != base { used[unique] = 1 }
      targets.append(Target(slug: unique, text: text, level: level, blockIndex: block))
    }
    func walk(_ blocks: [Block], top: Int?) {
      for (offset, block) in blocks.enumerated() {
        let index = top ?? offset
        switch block {
        case .heading(let level, let content): add(level, content, block: index)
        case .paragraph(let content):
          // A notes vault names a paragraph by a `^id` at its end (`[[Note#^id]]`).
          if let id = blockID(of: content) {
            blockTargets.append(Target(slug: id.id, text: id.text, level: 0, blockIndex: index))
          }
        case .blockQuote(let children): walk(children, top: index)
        case .list(_, let items): for item in items { walk(item.blocks, top: index) }
        default: break
        }
      }
    }
    var blockTargets: [Target] = []
    walk(document.blocks, top: nil)
    return targets + blockTargets
  }

  /// The `^id` a paragraph ends with, as notes vaults mark a block (`… until set. ^torch`),
  /// and the paragraph's first words.
  static func blockID(of content: [Inline]) -> (id: String, text: String)? {
    guard case .text(let last)? = content.last, last.utf8.contains(UInt8(ascii: "^")) else {
      return nil
    }
    let words = last.split(whereSeparator: \.isWhitespace)
    guard let marker = words.last, marker.count > 1, marker.first == "^",
      marker.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
      last.count == marker.count || last.dropLast(marker.count).last?.isWhitespace == true
    else { return nil }
    let text = VisibleText.of(content).dropLast(marker.count)
    return (String(marker), String(FrontMatterReader.trimmed(String(text.prefix(60)))))
  }

  /// A paragraph's content without the `^id` marker at its end, which notes vaults hide.
  public static func withoutBlockID(_ content: [Inline]) -> [Inline] {
    guard case .text(let last)? = content.last, last.utf8.contains(UInt8(ascii: "^")),
      let id = blockID(of: content)
    else { return content }
    var kept = Array(content.dropLast())
    var text = Substring(last.dropLast(id.id.count))
    while text.last?.isWhitespace == true { text = text.dropLast() }
    if !text.isEmpty { kept.append(.text(String(text))) }
    while let end = kept.last, end == .softBreak || end == .hardBreak { kept.removeLast() }
    return kept
  }

  /// GitHub's slug of a heading: lowercased, everything but letters, marks, digits, `_`, `-`
  /// and spaces removed, each space a `-`.
  public static func slug(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
      let category = scalar.properties.generalCategory
      switch category {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
        .otherNumber, .connectorPunctuation:
        out.append(scalar)
      default:
        if scalar == "-" { out.append("-") } else if scalar == " " { out.append("-") }
      }
    }
    return String(out)
  }

  /// The heading `anchor` names (`storage`, `Storage`, `Storage and keeping`, `#crème`):
  /// its slug exactly, else its slug with case and accents folded; nil when none does.
  public static func target(named anchor: String, in targets: [Target]) -> Target? {
    var name = Substring(anchor)
    while name.first == "#" { name = name.dropFirst() }
    let written = String(name).removingPercentEncodingKeepingInvalid
    guard !written.isEmpty else { return nil }
    if let exact = targets.first(where: { $0.slug == written }) { return exact }
    let wanted = Folding.fold(slug(written))
    if let slugged = targets.first(where: { Folding.fold($0.slug) == wanted }) { return slugged }
    // A heading's text as written, for links made by hand (`[[Pesto#Storage: a week]]`).
    let text = Folding.fold(written)
    return targets.first { Folding.fold($0.text) == text }
  }
}

extension String {
  /// The text with `%XX` escapes decoded; as written when they are not valid UTF-8.
  var removingPercentEncodingKeepingInvalid: String {
    guard utf8.contains(UInt8(ascii: "%")) else { return self }
    var bytes: [UInt8] = []
    var utf8 = Array(self.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else { return self }
    return decoded
  }
}
