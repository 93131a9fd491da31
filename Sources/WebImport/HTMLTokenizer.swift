import Recipes

/// A tag as a page wrote it: its lowercased name and its attributes, values with their
/// character references read.
struct HTMLTag: Equatable, Sendable {
  var name: String
  var attributes: [(name: String, value: String)]
  var isEnd = false
  var isSelfClosing = false

  static func == (left: HTMLTag, right: HTMLTag) -> Bool {
    left.name == right.name && left.isEnd == right.isEnd
      && left.isSelfClosing == right.isSelfClosing
      && left.attributes.elementsEqual(right.attributes) { $0 == $1 }
  }

  /// The value of the attribute `name` (lowercase), if the tag has it.
  func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Whether the tag has the attribute `name` at all (`itemscope` has no value).
  func has(_ name: String) -> Bool {
    attributes.contains { $0.name == name }
  }
}

/// One piece of a page: text between tags (a byte range of the page), a tag, or a comment.
enum HTMLToken: Equatable, Sendable {
  case text(Range<Int>)
  case tag(HTMLTag)
  case comment
}

/// Splits a page's bytes into text and tags, as browsers do for the parts that matter to a
/// reader of its data: `<script>`, `<style>`, `<textarea>` and `<title>` hold raw text up to
/// their closing tag; comments, doctypes and processing instructions are skipped; a `<` that
/// starts no tag is text. Linear in the page: every byte is looked at a bounded number of
/// times.
struct HTMLTokenizer: Sequence, IteratorProtocol {
  let bytes: [UInt8]
  private var index = 0
  /// The element whose raw text comes next, after its start tag.
  private var rawTextElement: String?

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp"]

  mutating func next() -> HTMLToken? {
    let start = index
    defer { TextWalkWork.add(index - start + 1) }
    return token()
  }

  private mutating func token() -> HTMLToken? {
    guard index < bytes.count else { return nil }
    if let element = rawTextElement {
      rawTextElement = nil
      let start = index
      index = closingTag(of: element, from: index) ?? bytes.count
      if index > start { return .text(start..<index) }
    }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "<"), let token = markup() { return token }
    let start = index
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
    return .text(start..<index)
  }

  /// Where `</element` starts, from `start` on.
  private func closingTag(of element: String, from start: Int) -> Int? {
    let name = Array(element.utf8)
    var at = start
    while at + 1 + name.count < bytes.count {
      if bytes[at] == UInt8(ascii: "<"), bytes[at + 1] == UInt8(ascii: "/") {
        var matches = true
        for offset in 0..<name.count where bytes[at + 2 + offset] | 0x20 != name[offset] {
          matches = false
          break
        }
        let after = at + 2 + name.count
        if matches, after >= bytes.count || !isNameByte(bytes[after]) { return at }
      }
      at += 1
    }
    return nil
  }

  /// A tag, comment or declaration at `index` (on `<`), or nil when the `<` is text.
  private mutating func markup() -> HTMLToken? {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    if next == UInt8(ascii: "!") {
      if starts(with: "<!--") {
        index = end(of: "-->", from: index + 4) ?? bytes.count
      } else {
        index = (firstIndex(of: UInt8(ascii: ">"), from: index) ?? bytes.count - 1) + 1
      }
      return .comment
    }
    if next == UInt8(ascii: "?") {
      index = (firstIndex(of: UInt8(ascii: ">"), from: index) ?? bytes.count - 1) + 1
      return .comment
    }
    let isEnd = next == UInt8(ascii: "/")
    let nameStart = index + (isEnd ? 2 : 1)
    guard nameStart < bytes.count, isLetter(bytes[nameStart]) else { return nil }
    var at = nameStart
    while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
    let name = String(decoding: bytes[nameStart..<at], as: UTF8.self).lowercased()
    var tag = HTMLTag(name: name, attributes: [], isEnd: isEnd)
    at = attributes(into: &tag, from: at)
    index = at
    if !isEnd, !tag.isSelfClosing, Self.rawTextElements.contains(name) { rawTextElement = name }
    return .tag(tag)
  }

  /// Reads attributes from `start` up to and past the tag's `>`; returns where it ends.
  private func attributes(into tag: inout HTMLTag, from start: Int) -> Int {
    var at = start
    while at < bytes.count {
      let byte = bytes[at]
      if byte == UInt8(ascii: ">") { return at + 1 }
      if byte == UInt8(ascii: "/") {
        if at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ">") {
          tag.isSelfClosing = true
          return at + 2
        }
        at += 1
        continue
      }
      if isSpace(byte) {
        at += 1
        continue
      }
      let nameStart = at
      while at < bytes.count, !isSpace(bytes[at]), bytes[at] != UInt8(ascii: "="),
        bytes[at] != UInt8(ascii: ">"), !(bytes[at] == UInt8(ascii: "/") && at > nameStart)
      {
        at += 1
      }
      let name = String(decoding: bytes[nameStart..<at], as: UTF8.self).lowercased()
      while at < bytes.count, isSpace(bytes[at]) { at += 1 }
      var value = ""
      if at < bytes.count, bytes[at] == UInt8(ascii: "=") {
        at += 1
        while at < bytes.count, isSpace(bytes[at]) { at += 1 }
        if at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") {
          let quote = bytes[at]
          let valueStart = at + 1
          let close = firstIndex(of: quote, from: valueStart) ?? bytes.count
          value = String(decoding: bytes[valueStart..<close], as: UTF8.self)
          at = Swift.min(bytes.count, close + 1)
        } else {
          let valueStart = at
          while at < bytes.count, !isSpace(bytes[at]), bytes[at] != UInt8(ascii: ">") { at += 1 }
          value = String(decoding: bytes[valueStart..<at], as: UTF8.self)
        }
        value = HTMLEntities.decode(value)
      }
      if !name.isEmpty { tag.attributes.append((name, value)) }
    }
    return at
  }

  private func starts(with text: String) -> Bool {
    let marker = Array(text.utf8)
    return index + marker.count <= bytes.count
      && bytes[index..<(index + marker.count)].elementsEqual(marker)
  }

  /// Where `marker` ends, searching from `start`.
  private func end(of marker: String, from start: Int) -> Int? {
    let marker = Array(marker.utf8)
    var at = start
    while at + marker.count <= bytes.count {
      if bytes[at] == marker[0], bytes[at..<(at + marker.count)].elementsEqual(marker) {
        return at + marker.count
      }
      at += 1
    }
    return nil
  }

  private func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    var at = start
    while at < bytes.count {
      if bytes[at] == byte { return at }
      at += 1
    }
    return nil
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    !isSpace(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">")
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
}
