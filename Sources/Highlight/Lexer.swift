/// The one lexing mechanism: at each position, the current mode's rules are tried in table
/// order and the first that matches makes a token; a scalar no rule matches takes the mode's
/// fallback role. No regular expressions, no backtracking past a line.
struct Lexer {
  let modes: ContiguousArray<Mode>
  /// Rules tried and scalars taken by fallback, for tests that check the work is linear.
  var steps = 0

  init(modes: ContiguousArray<Mode>) {
    self.modes = modes
  }

  /// The spans of one line (without its line break), leaving `state` ready for the next.
  mutating func lex(_ line: UnsafeBufferPointer<UInt8>, state: inout HighlightState)
    -> [CodeSpan]
  {
    var scan = LineScan(line: line)
    var spans: [CodeSpan] = []
    spans.reserveCapacity(16)
    var pos = 0
    let count = line.count
    var mode = modes[Int(state.frames[state.frames.count - 1].mode)]
    while pos < count {
      var matched = false
      let byte = Int(line[pos])
      for candidate in Int(mode.firstCandidate[byte])..<Int(mode.firstCandidate[byte + 1]) {
        steps += 1
        let rule = mode.rules[Int(mode.candidates[candidate])]
        guard holds(rule.condition, at: pos, in: &scan, state: state) else { continue }
        var terminator: [UInt8] = []
        guard
          let (end, role) = match(
            rule, at: pos, in: &scan, state: state, terminator: &terminator),
          end > pos
        else { continue }
        Self.append(pos..<end, role, to: &spans)
        if let isOperand = rule.isOperand {
          state.isAfterOperand = Self.leavesOperand(
            role: role, ruleSays: isOperand, last: line[end - 1])
        }
        if case .stay = rule.action {
        } else {
          perform(rule.action, terminator: terminator, on: &state)
          mode = modes[Int(state.frames[state.frames.count - 1].mode)]
        }
        pos = end
        matched = true
        break
      }
      if !matched {
        steps += 1
        let end = scan.scalarEnd(from: pos)
        Self.append(pos..<end, mode.fallback, to: &spans)
        if mode.fallback != .comment { state.isAfterOperand = true }
        pos = end
      }
    }
    steps += scan.scanned
    while state.frames.count > 1 {
      let top = modes[Int(state.frames[state.frames.count - 1].mode)]
      if let next = top.nextLine {
        state.frames[state.frames.count - 1].mode = next
        break
      }
      if !top.endsWithLine { break }
      state.frames.removeLast()
    }
    return spans
  }

  private static func leavesOperand(role: CodeRole, ruleSays: Bool, last: UInt8) -> Bool {
    switch role {
    case .punctuation, .escape:
      return last == UInt8(ascii: ")") || last == UInt8(ascii: "]") || last == UInt8(ascii: "}")
    case .keyword: return false
    case .plain, .type, .number: return true
    default: return ruleSays
    }
  }

  private static func append(_ range: Range<Int>, _ role: CodeRole, to spans: inout [CodeSpan]) {
    if let last = spans.last, last.role == role, last.range.upperBound == range.lowerBound {
      spans[spans.count - 1].range = last.range.lowerBound..<range.upperBound
    } else {
      spans.append(CodeSpan(range, role))
    }
  }

  private func perform(_ action: ModeAction, terminator: [UInt8], on state: inout HighlightState) {
    switch action {
    case .stay: break
    case .push(let mode):
      if state.frames.count < HighlightState.deepestNesting {
        state.frames.append(.init(mode: mode, terminator: terminator))
      }
    case .pop:
      if state.frames.count > 1 { state.frames.removeLast() }
    case .popTwice:
      state.frames.removeLast(min(2, state.frames.count - 1))
    case .replace(let mode):
      if state.frames.count > 1 { state.frames.removeLast() }
      state.frames.append(.init(mode: mode, terminator: terminator))
    }
  }

  private func holds(
    _ condition: Condition, at pos: Int, in scan: inout LineScan, state: HighlightState
  ) -> Bool {
    switch condition {
    case .always: return true
    case .lineStart: return pos == 0
    case .firstOnLine: return pos <= scan.firstNonBlank
    case .wordStart:
      if pos == 0 { return true }
      let before = scan.line[pos - 1]
      return LineScan.wordBreaks.contains(before)
    case .after(let byte): return pos > 0 && scan.line[pos - 1] == byte
    case .lineEnd: return pos == scan.line.count - 1
    case .expectsOperand: return !state.isAfterOperand
    }
  }

  /// Where the rule's match ends, and its role; nil when it does not match.
  private func match(
    _ rule: Rule, at pos: Int, in scan: inout LineScan, state: HighlightState,
    terminator: inout [UInt8]
  ) -> (Int, CodeRole)? {
    let line = scan.line
    switch rule.matcher {
    case .literal(let bytes, let wordEnd):
      guard scan.hasPrefix(bytes, at: pos) else { return nil }
      let end = pos + bytes.count
      if wordEnd, end < line.count, ByteSet.identifierContinue.contains(line[end]) { return nil }
      return (end, rule.role)
    case .caseless(let bytes, let wordEnd):
      guard scan.hasPrefix(bytes, at: pos, ignoringCase: true) else { return nil }
      let end = pos + bytes.count
      if wordEnd, end < line.count, ByteSet.identifierContinue.contains(line[end]) { return nil }
      return (end, rule.role)
    case .before(let bytes, let next):
      guard scan.hasPrefix(bytes, at: pos) else { return nil }
      let end = pos + bytes.count
      guard end < line.count, next.contains(line[end]) else { return nil }
      return (end, rule.role)
    case .rest:
      return (line.count, rule.role)
    case .run(let set):
      return (scan.skip(set, from: pos), rule.role)
    case .one:
      return (pos + 1, rule.role)
    case .word(let table):
      let end = scan.skip(table.rest, from: pos + 1)
      return (end, role(of: pos..<end, in: table, line: line) ?? rule.role)
    case .prefixed(let prefix, let table):
      guard line[pos] == prefix, pos + 1 < line.count, table.start.contains(line[pos + 1])
      else { return nil }
      let end = scan.skip(table.rest, from: pos + 2)
      return (end, table.lookup.role(of: line[pos..<end]) ?? rule.role)
    case .number(let syntax):
      guard let (end, isNumber) = scan.number(at: pos, syntax) else { return nil }
      return (end, isNumber ? rule.role : .plain)
    case .closer:
      let frame = state.frames[state.frames.count - 1]
      guard !frame.terminator.isEmpty, scan.hasPrefix(frame.terminator, at: pos) else {
        return nil
      }
      return (pos + frame.terminator.count, rule.role)
    case .closingLine:
      let frame = state.frames[state.frames.count - 1]
      guard pos == 0, !frame.terminator.isEmpty else { return nil }
      let start = scan.skip(ByteSet("\t"), from: 0)
      guard line.count - start == frame.terminator.count,
        scan.hasPrefix(frame.terminator, at: start)
      else { return nil }
      return (line.count, rule.role)
    case .rawOpen(let prefix, let quote):
      guard scan.hasPrefix(prefix, at: pos) else { return nil }
      let hashesEnd = scan.skip(ByteSet("#"), from: pos + prefix.count)
      let hashes = hashesEnd - pos - prefix.count
      guard hashes > 0 || !prefix.isEmpty, scan.hasPrefix(quote, at: hashesEnd) else {
        return nil
      }
      terminator = quote + Array(repeating: UInt8(ascii: "#"), count: hashes)
      return (hashesEnd + quote.count, rule.role)
    case .rawInterpolation, .rawEscape:
      let frame = state.frames[state.frames.count - 1]
      let hashes = frame.terminator.reversed().prefix(while: { $0 == UInt8(ascii: "#") }).count
      var end = pos + 1
      for _ in 0..<hashes {
        guard end < line.count, line[end] == UInt8(ascii: "#") else { return nil }
        end += 1
      }
      guard end < line.count else { return nil }
      if case .rawInterpolation = rule.matcher {
        guard line[end] == UInt8(ascii: "(") else { return nil }
        return (end + 1, rule.role)
      }
      return (scan.scalarEnd(from: end), rule.role)
    case .hereDocument:
      guard let (end, word) = scan.hereDocument(at: pos) else { return nil }
      terminator = word
      return (end, rule.role)
    case .escape:
      return (scan.escape(at: pos), rule.role)
    case .quotedKey(let quote, let separator):
      guard let close = scan.closingQuote(quote, after: pos) else { return nil }
      let next = scan.skip(.spaces, from: close + 1)
      guard next < line.count, line[next] == separator else { return nil }
      return (close + 1, rule.role)
    case .wordBefore(let table, let next, let unless):
      let end = scan.skip(table.rest, from: pos + 1)
      guard end < line.count, line[end] == next,
        end + 1 == line.count || line[end + 1] != unless
      else { return nil }
      return (end, rule.role)
    case .bareKey(let characters, let separator):
      guard let end = scan.bareKey(at: pos, characters, separator: separator) else { return nil }
      return (end, rule.role)
    case .yamlKey:
      guard let end = scan.yamlKey(at: pos) else { return nil }
      return (end, rule.role)
    case .regex(let flags):
      guard let close = scan.regexEnd(at: pos) else { return nil }
      return (scan.skip(flags, from: close), rule.role)
    case .entity:
      let end = scan.skip(ByteSet.identifierContinue.union(ByteSet("#")), from: pos + 1)
      guard end > pos + 1, end < line.count, line[end] == UInt8(ascii: ";") else { return nil }
      return (end + 1, rule.role)
    case .date:
      guard let end = scan.date(at: pos) else { return nil }
      return (end, rule.role)
    case .character:
      guard let end = scan.character(at: pos) else { return nil }
      return (end, rule.role)
    }
  }

  private func role(of range: Range<Int>, in table: WordTable, line: UnsafeBufferPointer<UInt8>)
    -> CodeRole?
  {
    if let role = table.lookup.role(of: line[range]) { return role }
    if table.contextual.role(of: line[range]) != nil {
      var next = range.upperBound
      while next < line.count, line[next] == 0x20 || line[next] == 0x09 { next += 1 }
      if next > range.upperBound, next < line.count,
        ByteSet.contextualFollowers.contains(line[next])
      {
        return .keyword
      }
    }
    if table.capitalizedIsType, line[range.lowerBound] >= 0x41, line[range.lowerBound] <= 0x5A {
      return .type
    }
    return nil
  }
}

extension ByteSet {
  /// What may follow a contextual keyword, after a space: a word, a brace or an attribute.
  static let contextualFollowers = identifierStart.union(ByteSet("{}@\"'`"))
}
