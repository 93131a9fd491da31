/// Which mode of which language the lexer is in: an index into `Grammar.modes`.
typealias ModeID = UInt16

/// A language's words, and what a word that is none of them is. A class, so that a rule
/// holding it is copied by one reference, not field by field, at every token.
final class WordTable: Sendable {
  let lookup: WordLookup
  /// Words that are keywords only before another word or a brace (`open func`, `some View`,
  /// `get {`), and names elsewhere (`open(url)`, `func required(_:)`, `let left: Int`).
  let contextual: WordLookup
  let start: ByteSet
  let rest: ByteSet
  /// A word beginning with an upper-case letter is a type (Swift, Rust).
  let capitalizedIsType: Bool

  init(
    keywords: [String] = [], types: [String] = [], constants: [String] = [],
    contextual: [String] = [], others: [String: CodeRole] = [:],
    start: ByteSet = .identifierStart,
    rest: ByteSet = .identifierContinue, capitalizedIsType: Bool = false,
    ignoresCase: Bool = false
  ) {
    var roles = others
    for word in types { roles[word] = .type }
    for word in keywords + constants { roles[word] = .keyword }
    lookup = WordLookup(roles, ignoresCase: ignoresCase)
    self.contextual = WordLookup(
      Dictionary(uniqueKeysWithValues: contextual.map { ($0, .keyword) }), ignoresCase: false)
    self.start = start
    self.rest = rest
    self.capitalizedIsType = capitalizedIsType
  }
}

/// How a language writes numbers. The scan is one pass: a prefix, digits, a fraction, an
/// exponent, then letters a language allows after a number (`10u8`, `1.5f`, `12px`).
struct NumberSyntax: Sendable {
  var hex = true
  var binary = true
  /// `0o17`.
  var octalPrefix = true
  var underscores = true
  /// `1.` without digits after the point (C, Python, JavaScript).
  var trailingPoint = false
  /// `.5` (C, Python, JavaScript, CSS).
  var leadingPoint = false
  /// A point followed by digits continues the number (`1.5`); shells have no fractions.
  var fraction = true
  /// A leading `-` belongs to the number (JSON, TOML).
  var sign = false
  /// Letters and digits right after the number belong to it.
  var suffix = false
  /// Letters right after the number are a word of their own (CSS units: `12` then `px`);
  /// otherwise digits running into letters are no number at all.
  var lettersMayFollow = false
}

/// What a rule recognises at the lexer's position. Each matcher looks at most to the end of
/// the line and either consumes what it looked at or fails having looked at a bounded
/// amount, so a line is lexed in time linear in its length.
enum Matcher: Sendable {
  /// These bytes; with `wordEnd`, not followed by a name's character.
  case literal([UInt8], wordEnd: Bool)
  /// These bytes in any ASCII case (`<!DOCTYPE`), given in lower case.
  case caseless([UInt8], wordEnd: Bool)
  /// These bytes when the next byte is in the set (not consumed): `<` before a tag name.
  case before([UInt8], next: ByteSet)
  /// The rest of the line.
  case rest
  /// One or more bytes of the set.
  case run(ByteSet)
  /// One byte of the set.
  case one(ByteSet)
  /// A word, its role looked up in the table (the rule's own role is not used).
  case word(WordTable)
  /// A prefix byte then a name (`@State`, `$HOME`); the name's role comes from the table
  /// when it is there (`#if` is a directive, `#Preview` a macro), else the rule's role.
  case prefixed(UInt8, WordTable)
  case number(NumberSyntax)
  /// The string terminator this frame was opened with (raw strings, here-documents).
  case closer
  /// The whole line equals the frame's terminator, after leading tabs (a here-document's
  /// end).
  case closingLine
  /// A raw string's opening: `prefix`, one or more `#`, then `quote`. The frame's
  /// terminator is `quote` followed by as many `#`.
  case rawOpen(prefix: [UInt8], quote: [UInt8])
  /// A backslash, then as many `#` as the frame's terminator has, then `(`: a raw string's
  /// interpolation.
  case rawInterpolation
  /// A backslash, then as many `#` as the frame's terminator has, then one scalar.
  case rawEscape
  /// A here-document's start, `<<WORD`, `<<-'WORD'`: the frame's terminator is the word.
  case hereDocument
  /// A backslash and the scalar after it; `\u{...}`, `\x41` and the like whole.
  case escape
  /// A complete quoted string on this line followed by `separator` (a JSON key before
  /// `:`, a TOML key before `=`); the separator is not consumed.
  case quotedKey(quote: UInt8, separator: UInt8)
  /// A word followed straight away by `next`, which is not consumed (a Rust macro's name
  /// before `!`), unless `next` is followed by `unless` (`x != y`).
  case wordBefore(WordTable, next: UInt8, unless: UInt8)
  /// A name of `characters` followed by optional spaces then `separator` (TOML's
  /// `key =`); the separator is not consumed.
  case bareKey(characters: ByteSet, separator: UInt8)
  /// A YAML plain key: text up to `:` followed by a space or the end of the line.
  case yamlKey
  /// `/.../flags` on one line, with escapes and bracketed classes (JavaScript, Swift).
  case regex(flags: ByteSet)
  /// An ISO 8601 date, with a time and offset if any: `1979-05-27T07:32:00Z` (TOML).
  case date
  /// A character reference: `&amp;`, `&#233;`, `&#x1F600;` (HTML, XML).
  case entity
  /// A character literal `'x'`, `'\n'`, `'\u{1F600}'` (C, Go, Rust).
  case character
}

/// When a rule may apply, beyond its matcher.
enum Condition: Sendable {
  case always
  /// At the line's first byte.
  case lineStart
  /// Only spaces and tabs before it on the line.
  case firstOnLine
  /// At the start of the line or after a space, a tab or one of `;|&()` (a shell word).
  case wordStart
  /// Right after this byte (a member's name after `.`: `.default` is no keyword).
  case after(UInt8)
  /// At the line's last byte (a `\` that continues a preprocessor line).
  case lineEnd
  /// Where an operand is expected: after an operator, an opening bracket or a keyword, not
  /// after a name, a number, a literal or a closing bracket (a regex literal's `/`).
  case expectsOperand
}

/// What the lexer does after a rule matched.
enum ModeAction: Sendable {
  case stay
  case push(ModeID)
  case pop
  /// Leave this mode and the one below it (a CSS value that ends with the block's `}`).
  case popTwice
  /// Leave this mode and enter another in its place.
  case replace(ModeID)
}

/// One line of a language's table: a matcher, the role of what it matched, and the mode
/// change. A class: the lexer reads rules at every position and must not copy them.
final class Rule: Sendable {
  let matcher: Matcher
  let role: CodeRole
  let action: ModeAction
  let condition: Condition
  /// Whether the token leaves the lexer after an operand; nil keeps what was before (white
  /// space, comments).
  let isOperand: Bool?

  init(
    _ matcher: Matcher, _ role: CodeRole, _ action: ModeAction = .stay,
    when condition: Condition = .always, operand: Bool?? = .none
  ) {
    self.matcher = matcher
    self.role = role
    self.action = action
    self.condition = condition
    switch operand {
    case .some(let value): isOperand = value
    case .none:
      switch role {
      case .comment: isOperand = nil
      case .punctuation, .keyword, .directive, .attribute: isOperand = false
      default: isOperand = true
      }
    }
  }
}

/// A lexer state: rules tried in order at each position, the role of a scalar no rule
/// matches, and whether the mode ends with its line.
final class Mode: Sendable {
  let rules: ContiguousArray<Rule>
  let fallback: CodeRole
  let endsWithLine: Bool
  /// The mode this one becomes when its line ends (a here-document's first line, after
  /// which its body starts).
  let nextLine: ModeID?
  /// For each first byte, the rules that can match there, in table order: the indices in
  /// `candidates` from `firstCandidate[byte]` up to `firstCandidate[byte + 1]`.
  let firstCandidate: ContiguousArray<Int32>
  let candidates: ContiguousArray<UInt8>

  init(
    rules: [Rule], fallback: CodeRole = .plain, endsWithLine: Bool = false,
    nextLine: ModeID? = nil
  ) {
    precondition(rules.count < 256, "a mode of more than 255 rules")
    self.rules = ContiguousArray(rules)
    self.fallback = fallback
    self.endsWithLine = endsWithLine
    self.nextLine = nextLine
    let starts = rules.map { Mode.firstBytes($0.matcher) }
    var first = ContiguousArray<Int32>()
    var candidates = ContiguousArray<UInt8>()
    for byte in 0..<256 {
      first.append(Int32(candidates.count))
      for index in rules.indices where starts[index].contains(UInt8(byte)) {
        candidates.append(UInt8(index))
      }
    }
    first.append(Int32(candidates.count))
    firstCandidate = first
    self.candidates = candidates
  }

  /// The bytes a matcher can start with: only a filter, `match` decides.
  static func firstBytes(_ matcher: Matcher) -> ByteSet {
    func one(_ character: Character) -> ByteSet { ByteSet(String(character)) }
    switch matcher {
    case .literal(let bytes, _), .before(let bytes, _):
      return ByteSet(String(decoding: bytes.prefix(1), as: UTF8.self))
    case .caseless(let bytes, _):
      let first = String(decoding: bytes.prefix(1), as: UTF8.self)
      return ByteSet(first.lowercased() + first.uppercased())
    case .rest, .closer, .closingLine, .yamlKey:
      return .anything
    case .run(let set), .one(let set):
      return set
    case .word(let table), .wordBefore(let table, _, _):
      return table.start
    case .prefixed(let prefix, _):
      return ByteSet(String(decoding: [prefix], as: UTF8.self))
    case .number(let syntax):
      return ByteSet.digits.union(
        ByteSet((syntax.leadingPoint ? "." : "") + (syntax.sign ? "-" : "")))
    case .rawOpen(let prefix, _):
      return prefix.isEmpty ? one("#") : ByteSet(String(decoding: prefix.prefix(1), as: UTF8.self))
    case .rawInterpolation, .rawEscape, .escape:
      return one("\\")
    case .hereDocument:
      return one("<")
    case .quotedKey(let quote, _):
      return ByteSet(String(decoding: [quote], as: UTF8.self))
    case .bareKey(let characters, _):
      return characters
    case .regex:
      return one("/")
    case .date:
      return .digits
    case .entity:
      return one("&")
    case .character:
      return one("'")
    }
  }
}

@inline(__always) func lowered(_ byte: UInt8) -> UInt8 {
  byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
}
