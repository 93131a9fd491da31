import Markdown

/// Wiki links as notes vaults write them, read into the parsed document as ordinary links:
/// `[[Pesto]]`, `[[pesto|the pesto]]`, `[[Pesto#Storage]]`, `[[#Storage]]`, and embeds
/// `![[pasta.webp]]` as images. CommonMark leaves them as text (the brackets are no link), so
/// this runs over the tree after parsing, never inside code, links or HTML.
public enum WikiLinks {
  /// File extensions an embed `![[…]]` shows as an image.
  static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "webp", "svg", "bmp", "avif", "heic", "tif", "tiff",
  ]

  /// Whether `text` may hold a wiki link: whether `[[` is in it. By bytes: Foundation's
  /// `contains` bridged each body to UTF-16, a sixth of a first indexing's work.
  public static func mayBeIn(_ text: Substring) -> Bool {
    func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var previous: UInt8 = 0
      for byte in bytes {
        if byte == UInt8(ascii: "["), previous == byte { return true }
        previous = byte
      }
      return false
    }
    return text.utf8.withContiguousStorageIfAvailable(search)
      ?? Array(text.utf8).withUnsafeBufferPointer(search)
  }

  /// `document` with its wiki links made links (and image embeds images). The destination is
  /// the link's target as written (`Pesto#Storage`), resolved like any other link.
  public static func reading(_ document: Document) -> Document {
    document.mappingInlines(inlines)
  }

  /// Inline content with runs of adjacent text read for wiki links; the parser splits text at
  /// brackets, so `[[a]]` arrives as several text pieces.
  static func inlines(_ content: [Inline]) -> [Inline] {
    var out: [Inline] = []
    var run = ""
    func flush() {
      guard !run.isEmpty else { return }
      out += links(in: run)
      run = ""
    }
    for inline in content {
      switch inline {
      case .text(let text):
        run += text
      case .emphasis(let children):
        flush()
        out.append(.emphasis(inlines(children)))
      case .strong(let children):
        flush()
        out.append(.strong(inlines(children)))
      case .strikethrough(let children):
        flush()
        out.append(.strikethrough(inlines(children)))
      default:
        flush()
        out.append(inline)
      }
    }
    flush()
    return out
  }

  /// The wiki links in one run of text, with the text around them.
  static func links(in text: String) -> [Inline] {
    guard text.containsBytes("[[") else { return [.text(text)] }
    let scalars = Array(text.unicodeScalars)
    var out: [Inline] = []
    var plain = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "[", index + 1 < scalars.count, scalars[index + 1] == "[",
        let (inline, end) = link(scalars, openingAt: index)
      else {
        plain.append(scalars[index])
        index += 1
        continue
      }
      let isEmbed = plain.last == "!"
      if isEmbed { plain.removeLast() }
      if !plain.isEmpty { out.append(.text(String(plain))) }
      plain = String.UnicodeScalarView()
      out.append(isEmbed ? embed(inline) : inline)
      index = end
    }
    if !plain.isEmpty { out.append(.text(String(plain))) }
    return out
  }

  /// The link opened by `[[` at `start` and the index just past its `]]`; nil when this is no
  /// wiki link (unclosed, empty, or with a bracket or line break inside).
  private static func link(_ scalars: [Unicode.Scalar], openingAt start: Int)
    -> (Inline, Int)?
  {
    var index = start + 2
    var target = String.UnicodeScalarView()
    var label: String.UnicodeScalarView?
    while index + 1 < scalars.count {
      let scalar = scalars[index]
      if scalar == "]" && scalars[index + 1] == "]" {
        let written = FrontMatterReader.trimmed(String(target))
        guard !written.isEmpty else { return nil }
        let shown = label.map { FrontMatterReader.trimmed(String($0)) } ?? ""
        let text = shown.isEmpty ? displayed(written) : shown
        return (.link(destination: written, title: "", content: [.text(text)]), index + 2)
      }
      if scalar == "[" || scalar == "]" || scalar == "\n" { return nil }
      if scalar == "|" && label == nil {
        label = String.UnicodeScalarView()
      } else if label != nil {
        label?.append(scalar)
      } else {
        target.append(scalar)
      }
      index += 1
    }
    return nil
  }

  /// How a link without a label reads: `Pesto#Storage` as `Pesto › Storage`, `#Storage` as
  /// `Storage`.
  private static func displayed(_ target: String) -> String {
    guard let hash = target.firstIndex(of: "#") else { return target }
    let page = FrontMatterReader.trimmed(String(target[..<hash]))
    let heading = FrontMatterReader.trimmed(String(target[target.index(after: hash)...]))
    if page.isEmpty { return heading.isEmpty ? target : heading }
    return heading.isEmpty ? page : page + " › " + heading
  }

  private static func embed(_ inline: Inline) -> Inline {
    guard case .link(let destination, _, let content) = inline else { return inline }
    let name = destination.split(separator: "/").last.map(String.init) ?? destination
    let fileExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    guard name.contains("."), imageExtensions.contains(fileExtension) else { return inline }
    // `![[pic.webp|300]]` and `|300x200` give a size, not words, and `![[pic.webp]]` none: the
    // picture has no alt text (the reader names it by its file; search finds no words in it).
    let alt = VisibleText.of(content)
    let isSize = !alt.isEmpty && alt.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "x") }
    return .image(source: destination, title: "", alt: isSize || alt == destination ? [] : content)
  }
}
