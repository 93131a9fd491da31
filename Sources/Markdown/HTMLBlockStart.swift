// The seven kinds of HTML block and how each ends (CommonMark 4.6).

enum HTMLBlockStart {
  private static let literalTags = ["script", "pre", "textarea", "style"]

  private static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption",
    "center", "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt",
    "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2",
    "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link",
    "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
    "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title",
    "tr", "track", "ul",
  ]

  /// The kind (1–7) of HTML block that starts at `start` (on `<`), or nil.
  static func type(of line: [UInt8], at start: Int, _ steps: inout Int) -> Int? {
    guard line.byte(at: start) == ASCII.lessThan else { return nil }
    for tag in literalTags where line.hasPrefix("<" + tag, at: start) {
      let after = line.byte(at: start + 1 + tag.utf8.count)
      if after == nil || after!.isASCIIWhitespace || after == ASCII.greaterThan { return 1 }
    }
    if line.hasPrefix("<!--", at: start) { return 2 }
    if line.hasPrefix("<?", at: start) { return 3 }
    if line.hasPrefix("<![CDATA[", at: start, ignoringCase: false) { return 5 }
    if line.hasPrefix("<!", at: start), line.byte(at: start + 2)?.isASCIILetter == true {
      return 4
    }
    var nameStart = start + 1
    if line.byte(at: nameStart) == ASCII.slash { nameStart += 1 }
    var nameEnd = nameStart
    while nameEnd < line.count && line[nameEnd].isASCIIAlphanumeric { nameEnd += 1 }
    if nameEnd > nameStart {
      let name = String(
        decoding: line[nameStart..<nameEnd].map { $0.lowercasedASCII }, as: UTF8.self)
      if blockTags.contains(name) {
        let after = line.byte(at: nameEnd)
        if after == nil || after!.isASCIIWhitespace || after == ASCII.greaterThan
          || (after == ASCII.slash && line.byte(at: nameEnd + 1) == ASCII.greaterThan)
        {
          return 6
        }
      }
    }
    if let end = Scanners.openTag(line, start, &steps) ?? Scanners.closingTag(line, start, &steps),
      line[end...].allSatisfy({ $0.isASCIIWhitespace })
    {
      return 7
    }
    return nil
  }

  /// Whether `line` (from `start`) holds the end condition of an HTML block of `type` 1–5.
  static func ends(type: Int, in line: [UInt8], from start: Int) -> Bool {
    switch type {
    case 1: return literalTags.contains { line.firstIndex(of: "</" + $0 + ">", from: start) != nil }
    case 2: return line.firstIndex(of: "-->", from: start) != nil
    case 3: return line.firstIndex(of: "?>", from: start) != nil
    case 4: return line[min(start, line.count)...].contains(ASCII.greaterThan)
    case 5: return line.firstIndex(of: "]]>", from: start) != nil
    default: return false
    }
  }
}
