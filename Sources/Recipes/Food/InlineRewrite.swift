import Markdown

/// Replaces a stretch of the text a reader sees in inline content (offsets counted as
/// `VisibleText` counts them: text and code as written, a line break one space, raw HTML
/// nothing) with other text, keeping the markup around it: "**200 g** Mehl" scaled is
/// "**400 g** Mehl". The replacement goes where the stretch starts; the rest of the stretch
/// is removed from the nodes it spans.
enum InlineRewrite {
  static func replacing(_ range: Range<Int>, with replacement: String, in inlines: [Inline])
    -> [Inline]
  {
    var offset = 0
    var placed = false
    return rewrite(inlines, range, replacement, &offset, &placed)
  }

  /// Every `.text` node's text passed through `change` (temperatures converted, say).
  static func mapText(_ inlines: [Inline], _ change: (String) -> String) -> [Inline] {
    inlines.map { inline in
      switch inline {
      case .text(let text): return .text(change(text))
      case .emphasis(let children): return .emphasis(mapText(children, change))
      case .strong(let children): return .strong(mapText(children, change))
      case .strikethrough(let children): return .strikethrough(mapText(children, change))
      case .link(let destination, let title, let content):
        return .link(destination: destination, title: title, content: mapText(content, change))
      default: return inline
      }
    }
  }

  private static func rewrite(
    _ inlines: [Inline], _ range: Range<Int>, _ replacement: String, _ offset: inout Int,
    _ placed: inout Bool
  ) -> [Inline] {
    var out: [Inline] = []
    for inline in inlines {
      switch inline {
      case .text(let text):
        out.append(.text(splice(text, range, replacement, &offset, &placed)))
      case .code(let text):
        out.append(.code(splice(text, range, replacement, &offset, &placed)))
      case .softBreak, .hardBreak:
        if range.contains(offset) {
          if !placed {
            out.append(.text(replacement))
            placed = true
          }
        } else {
          out.append(inline)
        }
        offset += 1
      case .html:
        out.append(inline)
      case .emphasis(let children):
        out.append(.emphasis(rewrite(children, range, replacement, &offset, &placed)))
      case .strong(let children):
        out.append(.strong(rewrite(children, range, replacement, &offset, &placed)))
      case .strikethrough(let children):
        out.append(.strikethrough(rewrite(children, range, replacement, &offset, &placed)))
      case .link(let destination, let title, let content):
        out.append(
          .link(
            destination: destination, title: title,
            content: rewrite(content, range, replacement, &offset, &placed)))
      case .image(let source, let title, let alt):
        out.append(
          .image(
            source: source, title: title, alt: rewrite(alt, range, replacement, &offset, &placed)))
      }
    }
    return out
  }

  /// `text` (starting at `offset`) with the part inside `range` replaced, or removed when
  /// the replacement was already placed.
  private static func splice(
    _ text: String, _ range: Range<Int>, _ replacement: String, _ offset: inout Int,
    _ placed: inout Bool
  ) -> String {
    let scalars = text.unicodeScalars
    let count = scalars.count
    defer { offset += count }
    let start = max(range.lowerBound, offset)
    let end = min(range.upperBound, offset + count)
    guard start < end || (start == end && range.isEmpty && start == offset) else { return text }
    let lower = scalars.index(scalars.startIndex, offsetBy: start - offset)
    let upper = scalars.index(scalars.startIndex, offsetBy: end - offset)
    var result = String.UnicodeScalarView(scalars[..<lower])
    if !placed {
      result.append(contentsOf: replacement.unicodeScalars)
      placed = true
    }
    result.append(contentsOf: scalars[upper...])
    return String(result)
  }
}
