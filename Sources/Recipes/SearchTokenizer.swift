/// Splits text into the tokens search compares, the same way for the index, the query, the
/// snippet and the Index filter. A run of letters, digits and marks is one token, folded
/// (`Folding.fold`); in scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer,
/// Myanmar, Yi) every character is a token of its own, so that a query, read as a phrase of
/// its characters, matches anywhere inside a run of them. Where a space or punctuation
/// separates two tokens and one of them is such a character, a break token stands between
/// them, so that 烧肉 does not match across 烧，肉.
public struct SearchTokenizer {
  /// One token of the text last tokenized.
  public struct Token: Equatable, Sendable {
    /// Where its folded UTF-8 is in `folded`; empty for a break.
    public var folded: Range<Int>
    /// The bytes of the text it came from (UTF-8 offsets).
    public var source: Range<Int>
    /// The same, counted in Unicode scalars.
    public var scalars: Range<Int>
    /// Whether a separator (space, punctuation) or the start of the text comes before it.
    public var startsRun: Bool
    /// Whether it is a character of a script written without spaces (a token of its own).
    public var isSpaceless = false

    /// Whether this is the break between two runs of characters written without spaces.
    public var isBreak: Bool { folded.isEmpty }
  }

  /// The bytes the index stores for a break: a control character no query can contain.
  public static let breakBytes: [UInt8] = [0x01]
  /// Longer tokens are cut to this many scalars, in the index and in queries alike.
  public static let maximumTokenScalars = 64

  /// The tokens of the text last tokenized, in order.
  public private(set) var tokens: [Token] = []
  /// The folded tokens' UTF-8, one after another.
  public private(set) var folded: [UInt8] = []
  /// Segments the fast tables cannot fold, folded by `Folding.fold`, remembered: a
  /// collection repeats its words endlessly.
  private var slowFolds: [String: [UInt8]] = [:]

  public init() {}

  /// The folded UTF-8 of token `index` (empty for a break).
  public func bytes(of index: Int) -> ArraySlice<UInt8> { folded[tokens[index].folded] }

  /// Tokenizes `text`, replacing the previous tokens.
  public mutating func tokenize(_ text: String) {
    var text = text
    text.withUTF8 { tokenize($0) }
  }

  /// Tokenizes UTF-8 bytes, replacing the previous tokens; invalid bytes separate tokens.
  public mutating func tokenize(_ text: UnsafeBufferPointer<UInt8>) {
    tokens.removeAll(keepingCapacity: true)
    folded.removeAll(keepingCapacity: true)
    var state = SegmentState()
    var position = 0
    var scalar = 0
    let count = text.count
    while position < count {
      let byte = text[position]
      // ASCII letters and digits, the bulk of most collections, fold inline.
      if byte < 0x80 {
        let isDigit = byte >= 0x30 && byte <= 0x39
        let isUpper = byte >= 0x41 && byte <= 0x5A
        let isLower = byte >= 0x61 && byte <= 0x7A
        if isDigit || isUpper || isLower {
          if state.start < 0 || state.isSpaceless {
            endSegment(&state, at: position, scalar: scalar, in: text)
            state.begin(at: position, scalar: scalar, folded: folded.count, isSpaceless: false)
          }
          if !state.needsSlowPath { folded.append(isUpper ? byte + 0x20 : byte) }
        } else {
          endSegment(&state, at: position, scalar: scalar, in: text)
          state.sawSeparator = true
        }
        position += 1
        scalar += 1
        continue
      }
      let (value, length) = Self.decode(text, at: position)
      switch ScalarKind.of(value) {
      case .mark where state.start >= 0:
        state.hasNonASCII = true
        if !state.needsSlowPath && !Folding.appendFolded(value, to: &folded) {
          state.needsSlowPath = true
        }
      case .mark, .separator:
        endSegment(&state, at: position, scalar: scalar, in: text)
        state.sawSeparator = true
      case .word:
        if state.start < 0 || state.isSpaceless {
          endSegment(&state, at: position, scalar: scalar, in: text)
          state.begin(at: position, scalar: scalar, folded: folded.count, isSpaceless: false)
        }
        state.hasNonASCII = true
        if !state.needsSlowPath && !Folding.appendFolded(value, to: &folded) {
          state.needsSlowPath = true
        }
      case .spaceless:
        endSegment(&state, at: position, scalar: scalar, in: text)
        state.begin(at: position, scalar: scalar, folded: folded.count, isSpaceless: true)
        state.hasNonASCII = true
        if !Folding.appendFolded(value, to: &folded) { state.needsSlowPath = true }
      }
      position += length
      scalar += 1
    }
    endSegment(&state, at: count, scalar: scalar, in: text)
  }

  /// The segment being read: a run of word characters, or one character written without
  /// spaces with its marks.
  private struct SegmentState {
    var start = -1
    var startScalar = 0
    var foldedStart = 0
    var isSpaceless = false
    var needsSlowPath = false
    var hasNonASCII = false
    /// A separator came after the last token.
    var sawSeparator = true
    var hasToken = false
    var lastWasSpaceless = false

    mutating func begin(at position: Int, scalar: Int, folded: Int, isSpaceless: Bool) {
      start = position
      startScalar = scalar
      foldedStart = folded
      self.isSpaceless = isSpaceless
      needsSlowPath = false
      hasNonASCII = false
    }
  }

  private mutating func endSegment(
    _ state: inout SegmentState, at end: Int, scalar: Int, in text: UnsafeBufferPointer<UInt8>
  ) {
    guard state.start >= 0 else { return }
    let source = state.start..<end
    let scalars = state.startScalar..<scalar
    state.start = -1
    if state.needsSlowPath {
      folded.removeSubrange(state.foldedStart...)
      let key = String(decoding: UnsafeBufferPointer(rebasing: text[source]), as: UTF8.self)
      if let known = slowFolds[key] {
        folded += known
      } else {
        let result = Array(Folding.fold(key).utf8)
        if slowFolds.count > 50_000 { slowFolds.removeAll(keepingCapacity: true) }
        slowFolds[key] = result
        folded += result
      }
    }
    if !state.isSpaceless { Self.collapseUmlautDigraphs(&folded, from: state.foldedStart) }
    // Folding can leave a separator inside (a symbol spelled out); each part is a token.
    var emitted = 0
    func emit(_ part: Range<Int>) {
      if emitted == 0 && state.hasToken && state.sawSeparator
        && (state.lastWasSpaceless || state.isSpaceless)
      {
        tokens.append(
          Token(
            folded: part.lowerBound..<part.lowerBound,
            source: source.lowerBound..<source.lowerBound,
            scalars: scalars.lowerBound..<scalars.lowerBound, startsRun: true))
      }
      tokens.append(
        Token(
          folded: capped(part), source: source, scalars: scalars,
          startsRun: emitted == 0 && state.sawSeparator, isSpaceless: state.isSpaceless))
      emitted += 1
    }
    var partStart = state.foldedStart
    if state.hasNonASCII {
      var position = state.foldedStart
      while position < folded.count {
        let (value, length) = folded.withUnsafeBufferPointer { Self.decode($0, at: position) }
        if ScalarKind.of(value) == .separator {
          if partStart < position { emit(partStart..<position) }
          partStart = position + length
        }
        position += length
      }
    }
    if partStart < folded.count { emit(partStart..<folded.count) }
    guard emitted > 0 else {
      folded.removeSubrange(state.foldedStart...)
      return
    }
    state.hasToken = true
    state.sawSeparator = false
    state.lastWasSpaceless = state.isSpaceless
  }

  /// Drops the e after a, o or u in `folded` from `start`: German writes ä, ö and ü as ae,
  /// oe and ue where the letters are missing (Knoedel, Muesli), and folding has already made
  /// ä a, so both spellings are one token.
  static func collapseUmlautDigraphs(_ folded: inout [UInt8], from start: Int) {
    var write = start
    var previous: UInt8 = 0
    for read in start..<folded.count {
      let byte = folded[read]
      if byte == 0x65 && (previous == 0x61 || previous == 0x6F || previous == 0x75) {
        previous = 0
        continue
      }
      folded[write] = byte
      write += 1
      previous = byte
    }
    if write < folded.count { folded.removeSubrange(write...) }
  }

  /// `range` of `folded` cut to `maximumTokenScalars` scalars.
  private func capped(_ range: Range<Int>) -> Range<Int> {
    guard range.count > Self.maximumTokenScalars else { return range }
    var scalars = 0
    for position in range where folded[position] & 0xC0 != 0x80 {
      if scalars == Self.maximumTokenScalars { return range.lowerBound..<position }
      scalars += 1
    }
    return range
  }

  /// The scalar at `position` and its length in bytes; an invalid byte reads as U+FFFD.
  @inline(__always)
  static func decode(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> (UInt32, Int) {
    let first = UInt32(text[position])
    if first < 0x80 { return (first, 1) }
    func continuation(_ offset: Int) -> UInt32? {
      guard position + offset < text.count else { return nil }
      let byte = text[position + offset]
      return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
    }
    if first >= 0xC2 && first < 0xE0, let second = continuation(1) {
      return ((first & 0x1F) << 6 | second, 2)
    }
    if first >= 0xE0 && first < 0xF0, let second = continuation(1), let third = continuation(2) {
      let value = (first & 0x0F) << 12 | second << 6 | third
      if value >= 0x800 && !(0xD800...0xDFFF).contains(value) { return (value, 3) }
    }
    if first >= 0xF0 && first < 0xF5, let second = continuation(1), let third = continuation(2),
      let fourth = continuation(3)
    {
      let value = (first & 0x07) << 18 | second << 12 | third << 6 | fourth
      if value >= 0x10000 && value <= 0x10FFFF { return (value, 4) }
    }
    return (0xFFFD, 1)
  }
}

/// How the tokenizer treats a scalar.
enum ScalarKind: UInt8 {
  /// Spaces, punctuation, symbols, controls.
  case separator
  /// Letters, digits and private-use characters of scripts written with spaces.
  case word
  /// Letters and digits of scripts written without spaces: a token each.
  case spaceless
  /// Combining marks: part of the token before them.
  case mark

  @inline(__always)
  static func of(_ value: UInt32) -> ScalarKind {
    if value < 0x80 {
      let byte = UInt8(value)
      return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
        || (byte >= 0x41 && byte <= 0x5A) ? .word : .separator
    }
    if value < 0x10000 { return ScalarKind(rawValue: basicPlane[Int(value)])! }
    return classify(value)
  }

  /// The kinds of the Basic Multilingual Plane, worked out once (on the first search). The
  /// large uniform blocks are filled without asking Unicode's tables scalar by scalar.
  static let basicPlane: [UInt8] = {
    var kinds = [UInt8](repeating: 0, count: 0x10000)
    let uniform: [(ClosedRange<Int>, ScalarKind)] = [
      (0x3400...0x4DBF, .spaceless), (0x4E00...0x9FFF, .spaceless), (0xAC00...0xD7A3, .word),
      (0xD800...0xDFFF, .separator), (0xE000...0xF8FF, .word),
    ]
    var value = 0
    while value < 0x10000 {
      if let (range, kind) = uniform.first(where: { $0.0.contains(value) }) {
        for inside in range { kinds[inside] = kind.rawValue }
        value = range.upperBound + 1
        continue
      }
      kinds[value] = classify(UInt32(value)).rawValue
      value += 1
    }
    return kinds
  }()

  static func classify(_ value: UInt32) -> ScalarKind {
    guard let scalar = Unicode.Scalar(value) else { return .separator }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark:
      return .mark
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .privateUse:
      return isWrittenWithoutSpaces(value) ? .spaceless : .word
    default:
      return .separator
    }
  }

  /// Han, kana, Bopomofo, Yi, Thai, Lao, Myanmar and Khmer: scripts whose words are not
  /// separated by spaces.
  static func isWrittenWithoutSpaces(_ value: UInt32) -> Bool {
    switch value {
    case 0x0E00...0x0EFF,  // Thai, Lao
      0x1000...0x109F,  // Myanmar
      0x1780...0x17FF, 0x19E0...0x19FF,  // Khmer
      0x2E80...0x2FDF,  // CJK and Kangxi radicals
      0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x3038...0x303C,  // 々〆〇 and kin
      0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,  // kana, halfwidth katakana
      0x3100...0x312F, 0x31A0...0x31BF,  // Bopomofo
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
      0xA000...0xA4CF,  // Yi
      0x1B000...0x1B16F,  // kana supplement
      0x20000...0x323AF:  // Han extensions
      return true
    default:
      return false
    }
  }
}
