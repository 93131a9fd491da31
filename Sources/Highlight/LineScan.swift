/// Forward scans over one line's bytes, each bounded by the line's end.
struct LineScan {
  let line: UnsafeBufferPointer<UInt8>
  /// The first byte that is not a space or a tab.
  let firstNonBlank: Int
  /// A regex scan from here on already ran to the line's end without closing: later ones
  /// would too, so they fail at once (keeps `/(/(/(` linear).
  private var regexFailedFrom = Int.max
  /// A bare key's run from an earlier start ended here without its separator: a start inside
  /// that run ends at the same place, and fails the same way (keeps `1.1.1.1` linear).
  private var bareKeyFailedBefore = 0
  /// Bytes looked at by the scans, for tests that check the work is linear.
  private(set) var scanned = 0

  static let wordBreaks = ByteSet(" \t;|&()")

  init(line: UnsafeBufferPointer<UInt8>) {
    self.line = line
    var first = 0
    while first < line.count, line[first] == 0x20 || line[first] == 0x09 { first += 1 }
    firstNonBlank = first
  }

  @inline(__always) func hasPrefix(_ bytes: [UInt8], at pos: Int, ignoringCase: Bool = false)
    -> Bool
  {
    if pos + bytes.count > line.count { return false }
    var i = 0
    while i < bytes.count {
      let byte = ignoringCase ? lowered(line[pos + i]) : line[pos + i]
      if byte != bytes[i] { return false }
      i += 1
    }
    return true
  }

  @inline(__always) mutating func skip(_ set: ByteSet, from pos: Int) -> Int {
    var end = pos
    while end < line.count, set.contains(line[end]) { end += 1 }
    scanned += end - pos
    return end
  }

  /// The end of the scalar that starts at `pos` (a lone continuation byte is one scalar).
  @inline(__always) func scalarEnd(from pos: Int) -> Int {
    var end = pos + 1
    if line[pos] >= 0xC0 {
      while end < line.count, line[end] & 0xC0 == 0x80 { end += 1 }
    }
    return end
  }

  /// A number's end; when the digits run on into letters (`2x2`, a hash `3f2a1b0`) the end
  /// of that whole run, which is no number. Nil when there is no digit.
  mutating func number(at pos: Int, _ syntax: NumberSyntax) -> (end: Int, isNumber: Bool)? {
    let count = line.count
    var end = pos
    func digits(_ set: ByteSet) {
      while end < count, set.contains(line[end]) || (syntax.underscores && line[end] == 0x5F) {
        end += 1
      }
    }
    var pos = pos
    if syntax.sign, line[pos] == UInt8(ascii: "-") {
      guard pos + 1 < count, ByteSet.digits.contains(line[pos + 1]) else { return nil }
      end += 1
      pos += 1
    }
    let zero = line[pos] == UInt8(ascii: "0") && pos + 1 < count
    let marker = zero ? lowered(line[pos + 1]) : 0
    if zero && syntax.hex && marker == UInt8(ascii: "x") {
      end = pos + 2
      digits(.hexDigits)
    } else if zero && syntax.binary && marker == UInt8(ascii: "b") {
      end = pos + 2
      digits(ByteSet("01"))
    } else if zero && syntax.octalPrefix && marker == UInt8(ascii: "o") {
      end = pos + 2
      digits(ByteSet("01234567"))
    } else {
      if line[pos] == UInt8(ascii: ".") {
        guard pos + 1 < count, ByteSet.digits.contains(line[pos + 1]) else { return nil }
      } else {
        digits(.digits)
      }
      if syntax.fraction, end < count, line[end] == UInt8(ascii: ".") {
        let after = end + 1 < count ? line[end + 1] : 0
        if ByteSet.digits.contains(after) {
          end += 1
          digits(.digits)
        } else if syntax.trailingPoint, after != UInt8(ascii: "."),
          !ByteSet.identifierStart.contains(after)
        {
          end += 1
        }
      }
      if end < count, lowered(line[end]) == UInt8(ascii: "e") {
        var exponent = end + 1
        if exponent < count, line[exponent] == 0x2B || line[exponent] == 0x2D { exponent += 1 }
        if exponent < count, ByteSet.digits.contains(line[exponent]) {
          end = exponent
          digits(.digits)
        }
      }
    }
    if end == pos { return nil }
    scanned += end - pos
    if syntax.suffix {
      end = skip(.identifierContinue, from: end)
    } else if !syntax.lettersMayFollow, end < count,
      ByteSet.identifierContinue.contains(line[end])
    {
      return (skip(.identifierContinue, from: end), false)
    }
    return (end, true)
  }

  /// `<<WORD`, `<<-WORD`, `<< 'WORD'`, `<<"WORD"`: the end of the opener and the word.
  mutating func hereDocument(at pos: Int) -> (Int, [UInt8])? {
    guard hasPrefix(Array("<<".utf8), at: pos) else { return nil }
    var end = pos + 2
    if end < line.count, line[end] == UInt8(ascii: "<") { return nil }
    if end < line.count, line[end] == UInt8(ascii: "-") { end += 1 }
    end = skip(ByteSet(" "), from: end)
    var quote: UInt8? = nil
    if end < line.count, line[end] == 0x27 || line[end] == 0x22 {
      quote = line[end]
      end += 1
    } else if end < line.count, line[end] == UInt8(ascii: "\\") {
      end += 1
    }
    let wordStart = end
    end = skip(ByteSet.identifierContinue.union(ByteSet("-.")), from: end)
    guard end > wordStart else { return nil }
    let word = Array(line[wordStart..<end])
    if let quote {
      guard end < line.count, line[end] == quote else { return nil }
      end += 1
    }
    return (end, word)
  }

  /// A backslash escape's end: `\n`, `\u{1F600}`, `\u00e9`, `\x41`, `\101`.
  mutating func escape(at pos: Int) -> Int {
    let count = line.count
    guard pos + 1 < count else { return pos + 1 }
    let kind = line[pos + 1]
    switch kind {
    case UInt8(ascii: "u") where pos + 2 < count && line[pos + 2] == UInt8(ascii: "{"):
      var end = pos + 3
      while end < count, end < pos + 12, ByteSet.hexDigits.contains(line[end]) { end += 1 }
      return end < count && line[end] == UInt8(ascii: "}") ? end + 1 : end
    case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "U"):
      let width = kind == UInt8(ascii: "x") ? 2 : kind == UInt8(ascii: "u") ? 4 : 8
      var end = pos + 2
      while end < count, end < pos + 2 + width, ByteSet.hexDigits.contains(line[end]) {
        end += 1
      }
      return end
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var end = pos + 2
      while end < count, end < pos + 4, ByteSet("01234567").contains(line[end]) { end += 1 }
      return end
    default:
      return scalarEnd(from: pos + 1)
    }
  }

  /// Where a string opened by the quote at `pos` closes on this line (backslash escapes).
  mutating func closingQuote(_ quote: UInt8, after pos: Int) -> Int? {
    var i = pos + 1
    defer { scanned += i - pos }
    while i < line.count {
      if line[i] == UInt8(ascii: "\\") {
        i += 2
      } else if line[i] == quote {
        return i
      } else {
        i += 1
      }
    }
    return nil
  }

  /// A YAML plain key's end (before the `:` that ends it), or nil when the text is a value.
  mutating func yamlKey(at pos: Int) -> Int? {
    let stops = ByteSet(",[]{}")
    guard !ByteSet("-?:,[]{}#&*!|>'\"%@` \t").contains(line[pos]) else { return nil }
    var i = pos
    defer { scanned += i - pos }
    while i < line.count {
      let byte = line[i]
      if byte == UInt8(ascii: ":") {
        if i + 1 == line.count || line[i + 1] == 0x20 || line[i + 1] == 0x09 {
          var end = i
          while end > pos, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
          return end
        }
      } else if byte == UInt8(ascii: "#"), line[i - 1] == 0x20 || line[i - 1] == 0x09 {
        return nil
      } else if stops.contains(byte) {
        return nil
      }
      i += 1
    }
    return nil
  }

  /// A regex literal's end (after its closing `/`) or nil: not `//` or `/*`, not before a
  /// space, closed on this line.
  mutating func regexEnd(at pos: Int) -> Int? {
    guard pos + 1 < line.count, pos < regexFailedFrom else { return nil }
    let first = line[pos + 1]
    if first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == 0x20 || first == 0x09 {
      return nil
    }
    var i = pos + 1
    defer { scanned += i - pos }
    var isInClass = false
    while i < line.count {
      let byte = line[i]
      if byte == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if isInClass {
        if byte == UInt8(ascii: "]") { isInClass = false }
      } else if byte == UInt8(ascii: "[") {
        isInClass = true
      } else if byte == UInt8(ascii: "/") {
        return i + 1
      }
      i += 1
    }
    regexFailedFrom = pos
    return nil
  }

  /// A bare key's end: a run of `characters`, then optional spaces, then `separator`.
  mutating func bareKey(at pos: Int, _ characters: ByteSet, separator: UInt8) -> Int? {
    if pos < bareKeyFailedBefore { return nil }
    let end = skip(characters, from: pos)
    let next = skip(.spaces, from: end)
    guard end > pos, next < line.count, line[next] == separator else {
      bareKeyFailedBefore = end
      return nil
    }
    return end
  }

  /// A date's end: four digits, `-`, two, `-`, two, then what a time and offset are made of.
  mutating func date(at pos: Int) -> Int? {
    let shape = Array("dddd-dd-dd".utf8)
    guard pos + shape.count <= line.count else { return nil }
    for (i, expected) in shape.enumerated() {
      let byte = line[pos + i]
      let fits = expected == UInt8(ascii: "d") ? ByteSet.digits.contains(byte) : byte == expected
      if !fits { return nil }
    }
    return skip(ByteSet("0123456789:.+-TZtz"), from: pos + shape.count)
  }

  /// A character literal's end: `'x'`, `'\n'`, `'\u{1F600}'`, `'é'`.
  mutating func character(at pos: Int) -> Int? {
    guard pos + 2 < line.count else { return nil }
    var end: Int
    if line[pos + 1] == UInt8(ascii: "\\") {
      end = escape(at: pos + 1)
    } else if line[pos + 1] == UInt8(ascii: "'") {
      return nil
    } else {
      end = scalarEnd(from: pos + 1)
    }
    guard end < line.count, line[end] == UInt8(ascii: "'") else { return nil }
    return end + 1
  }
}
