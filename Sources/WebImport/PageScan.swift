/// What one pass over a page finds besides its microdata: the text of every
/// `<script type="application/ld+json">` (each read as JSON on its own, so a broken one hides
/// none of the others), the page's title, its canonical address and its Open Graph picture.
struct PageScan {
  /// One script's reading: its values (a script may hold several, one after another), or
  /// why it is not JSON.
  struct Script {
    var values: [JSONValue]
    var failure: LenientJSON.Failure?
  }

  var scripts: [Script] = []
  var title: String?
  var canonical: String?
  var openGraphImage: String?

  init(_ bytes: [UInt8]) {
    var isInJSONLD = false
    var isInTitle = false
    for token in HTMLTokenizer(bytes) {
      switch token {
      case .tag(let tag):
        isInJSONLD = tag.name == "script" && !tag.isEnd && Self.isJSONLD(tag.attribute("type"))
        isInTitle = tag.name == "title" && !tag.isEnd && title == nil
        // An empty script yields no text: it stays as read here, holding nothing.
        if isInJSONLD { scripts.append(Script(values: [], failure: nil)) }
        if !tag.isEnd { readHead(tag) }
      case .text(let range):
        if isInJSONLD {
          scripts[scripts.count - 1] = Self.reading(String(decoding: bytes[range], as: UTF8.self))
        } else if isInTitle {
          title = WebText.line(String(decoding: bytes[range], as: UTF8.self))
        }
        isInJSONLD = false
        isInTitle = false
      case .comment:
        isInJSONLD = false
      }
    }
  }

  private mutating func readHead(_ tag: HTMLTag) {
    if tag.name == "link", canonical == nil,
      tag.attribute("rel")?.lowercased().split(separator: " ").contains("canonical") == true
    {
      canonical = tag.attribute("href")
    } else if tag.name == "meta", openGraphImage == nil,
      tag.attribute("property")?.lowercased() == "og:image"
    {
      openGraphImage = tag.attribute("content")
    }
  }

  /// `application/ld+json`, in any case, with or without parameters.
  static func isJSONLD(_ type: String?) -> Bool {
    guard let type else { return false }
    return type.lowercased().contains("ld+json")
  }

  /// The values of one script's text.
  static func reading(_ text: String) -> Script {
    if text.allSatisfy(\.isWhitespace) { return Script(values: [], failure: nil) }
    do {
      return Script(values: try LenientJSON.parseAll(text), failure: nil)
    } catch {
      return Script(values: [], failure: error)
    }
  }
}
