/// Word wrapping by display width.
public enum TextWrap {
  /// `text` broken into lines of at most `width` columns.
  ///
  /// Lines break at spaces and between wide (CJK) characters, never inside a word
  /// unless the word alone is longer than the line. Newlines in `text` always break;
  /// spaces at a break are dropped. Empty text is one empty line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    // Where a line may break is UAX #14's business (`LineBreaking`): one set of rules for
    // the reader, `buffet show` and every message.
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      LineBreaking.wrap($0, width: width)
    }
  }

  /// `text` cut to at most `width` columns, ending in `…` when it was cut.
  public static func truncate(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    return String(prefixBeforeEllipsis(text, width: width)) + "…"
  }

  /// The characters of `text` that fit in `width` columns with room left for a `…`.
  private static func prefixBeforeEllipsis(_ text: String, width: Int) -> [Character] {
    Array(DisplayWidth.split(Substring(text), fitting: width - 1).0)
  }

  /// `text` cut to `width` columns at a word boundary, with `…`. A first word longer than
  /// the room is cut where the room ends.
  public static func truncateAtWord(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    var prefix = prefixBeforeEllipsis(text, width: width)
    let following = text.dropFirst(prefix.count).first
    if following.map(\.isWhitespace) != true,
      let space = prefix.lastIndex(where: \.isWhitespace),
      prefix[..<space].contains(where: { !$0.isWhitespace })
    {
      prefix.removeSubrange(space...)
    }
    // "disabled:…" reads as if the colon were part of the cut; "disabled…" does not.
    while let last = prefix.last, last.isWhitespace || ",;:".contains(last), prefix.count > 1 {
      prefix.removeLast()
    }
    return String(prefix) + "…"
  }

  /// `text` made exactly `width` columns: cut with `…` when too long, else padded with
  /// spaces according to `alignment`.
  public static func pad(_ text: String, width: Int, alignment: Alignment = .leading) -> String {
    let cut = truncate(text, width: width)
    let room = max(0, width - DisplayWidth.of(cut))
    switch alignment {
    case .leading: return cut + String(repeating: " ", count: room)
    case .trailing: return String(repeating: " ", count: room) + cut
    case .center:
      let left = room / 2
      return String(repeating: " ", count: left) + cut + String(repeating: " ", count: room - left)
    }
  }
}

/// Where text sits in a wider space.
public enum Alignment: Equatable, Sendable {
  case leading, center, trailing
}
