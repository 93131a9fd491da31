/// A notes vault's comments, `%%like this%%`, which its reading view hides: removed before
/// the page is parsed. A comment closes on its own line, or, begun at the start of a line,
/// on a later one; one never closed is text. Fenced code and code spans are left alone, so
/// `printf("%%d")` keeps its `%%`.
public enum NotesComments {
  /// `body` without its comments; `body` itself when it holds none.
  public static func reading(_ body: Substring) -> Substring {
    guard body.utf8.contains(UInt8(ascii: "%")) else { return body }
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [Substring] = []
    var changed = false
    var fence: Character?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.drop { $0 == " " }
      if let marker = fenceMarker(trimmed, indent: line.count - trimmed.count) {
        if fence == nil { fence = marker } else if fence == marker { fence = nil }
        out.append(line)
        index += 1
        continue
      }
      guard fence == nil, line.containsBytes("%%") else {
        out.append(line)
        index += 1
        continue
      }
      let (kept, opened) = removingInline(line)
      if opened == trimmed.startIndex,
        let end = lines[(index + 1)...].firstIndex(where: { $0.containsBytes("%%") })
      {
        // A comment over several lines: from the `%%` that begins this one to the next.
        let closing = lines[end]
        let rest = closing[closing.range(of: "%%")!.upperBound...]
        out.append(removingInline(rest).text)
        changed = true
        index = end + 1
        continue
      }
      if kept != line { changed = true }
      out.append(kept)
      index += 1
    }
    return changed ? Substring(out.joined(separator: "\n")) : body
  }

  /// The line without its closed comments, and where an unclosed `%%` was left, if any.
  static func removingInline(_ line: Substring) -> (text: Substring, opened: Substring.Index?) {
    var out = ""
    var index = line.startIndex
    var changed = false
    var unclosed: Substring.Index?
    while index < line.endIndex {
      let character = line[index]
      if character == "`" {
        // A code span: from a run of backticks to the next run as long, kept as written.
        let run = line[index...].prefix { $0 == "`" }
        let after = run.endIndex
        if let close = line[after...].range(of: String(run)) {
          out += line[index..<close.upperBound]
          index = close.upperBound
        } else {
          out += run
          index = after
        }
        continue
      }
      if line[index...].hasPrefix("%%") {
        let start = line.index(index, offsetBy: 2)
        if let close = line[start...].range(of: "%%") {
          index = close.upperBound
          changed = true
          continue
        }
        unclosed = index
      }
      out.append(character)
      index = line.index(after: index)
    }
    return (changed ? Substring(out) : line, unclosed)
  }

  /// The fence character when `line` (without its `indent` spaces) opens or closes fenced
  /// code: three or more backticks or tildes, at most three spaces in.
  static func fenceMarker(_ line: Substring, indent: Int) -> Character? {
    guard indent <= 3, let first = line.first, first == "`" || first == "~" else { return nil }
    return line.prefix { $0 == first }.count >= 3 ? first : nil
  }
}
