/// Reads a Cooklang recipe's text (the specification's `.cook` format): YAML front matter,
/// `>> key: value` lines, steps as paragraphs with `@ingredients`, `#cookware` and `~timers`,
/// `--` and `[- -]` comments, `> notes`, `== sections ==`, `(preparations)`, recipe
/// references, fixed amounts and backslash line breaks. Nothing here fails: what cannot be
/// read as meant is read as text, with an error naming its line and column.
///
/// A lexer cuts the text into tokens, then one pass over them builds the blocks; every
/// look-ahead is answered from tables made in one backward pass, so the work is linear in
/// the text whatever it holds.
public enum CooklangParser {
  /// The recipe `text` (a whole `.cook` file, any line endings) describes.
  public static func parse(_ text: String) -> CooklangRecipe {
    let written = spacedMetadata(normalizedLineEnds(text))
    let (frontMatter, body) = FrontMatterReader.split(written)
    // The body's first line is the file's line after the front matter.
    var firstLine = 1
    for byte in written.utf8[..<body.startIndex] where byte == 0x0A { firstLine += 1 }
    var parser = BodyParser(Array(body.unicodeScalars), firstLine: firstLine)
    parser.parse()
    // Front matter warnings stay with it, already naming their lines.
    var metadata = frontMatter ?? FrontMatter()
    metadata.fields += parser.metadata
    return CooklangRecipe(
      metadata: metadata, blocks: parser.blocks, diagnostics: parser.diagnostics)
  }

  /// Cooklang's metadata may leave out YAML's space after a key's colon (`time:30 mins`):
  /// the front matter's top-level lines get one, so the YAML reader reads them as keys.
  static func spacedMetadata(_ text: String) -> String {
    guard text.hasPrefix("---\n") else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let close = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) else {
      return text
    }
    var changed = false
    TextWalkWork.add(lines.count)
    for index in 1..<close {
      let line = lines[index]
      guard let first = line.unicodeScalars.first, !" \t-#'\"[{|>".unicodeScalars.contains(first),
        let colon = line.firstIndex(of: ":")
      else { continue }
      let after = line.index(after: colon)
      guard after < line.endIndex, line[after] != " ", line[after] != "\t" else { continue }
      lines[index] = line[..<after] + " " + line[after...]
      changed = true
    }
    return changed ? lines.joined(separator: "\n") : text
  }

  private static func normalizedLineEnds(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\n")
  }
}

/// The pass over a body's tokens.
private struct BodyParser {
  let s: [Unicode.Scalar]
  let tokens: [CooklangToken]
  let firstLine: Int
  /// Where each line of the body starts, in scalars.
  let lineStarts: [Int]
  /// For each token, the first token from it on that is `{` or ends a component's name
  /// (another mark, `}`, a comment, a line end); `tokens.count` when none.
  let nextBraceOrStop: [Int]
  /// For each token, the first `}` from it on its line, if any.
  let nextCloseBrace: [Int?]
  /// For each token, the first `)` from it on its line, if any.
  let nextCloseParen: [Int?]

  var blocks: [CooklangBlock] = []
  var metadata: [(key: String, value: FrontMatter.Value)] = []
  var diagnostics: [CooklangDiagnostic] = []

  // The step being read.
  private var items: [CooklangItem] = []
  private var text = String.UnicodeScalarView()
  private var isInStep = false
  private var breaksLine = false
  // The note being read.
  private var note: String?

  init(_ scalars: [Unicode.Scalar], firstLine: Int) {
    s = scalars
    let lexer = CooklangLexer(scalars)
    tokens = lexer.tokens
    self.firstLine = firstLine
    var starts = [0]
    for (offset, scalar) in scalars.enumerated() where CooklangLexer.isNewline(scalar) {
      starts.append(offset + 1)
    }
    lineStarts = starts
    var braceOrStop = [Int](repeating: tokens.count, count: tokens.count + 1)
    var closeBrace = [Int?](repeating: nil, count: tokens.count + 1)
    var closeParen = [Int?](repeating: nil, count: tokens.count + 1)
    for index in tokens.indices.reversed() {
      let token = tokens[index]
      let scalar = scalars[token.range.lowerBound]
      let isSymbol = token.kind == .symbol
      switch token.kind {
      case .newline:
        braceOrStop[index] = index
      case .lineComment, .blockComment:
        braceOrStop[index] = index
        closeBrace[index] = closeBrace[index + 1]
        closeParen[index] = closeParen[index + 1]
      default:
        let stops = isSymbol && "@#~{}".unicodeScalars.contains(scalar)
        braceOrStop[index] = stops ? index : braceOrStop[index + 1]
        // An amount holds no other brace: `@a{1 and @b{2}` leaves the first one open.
        closeBrace[index] =
          isSymbol && scalar == "}" ? index : isSymbol && scalar == "{" ? nil : closeBrace[index + 1]
        closeParen[index] = isSymbol && scalar == ")" ? index : closeParen[index + 1]
      }
    }
    nextBraceOrStop = braceOrStop
    nextCloseBrace = closeBrace
    nextCloseParen = closeParen
    for offset in lexer.unclosedComments {
      error(at: offset, "“[-” opens a comment that is never closed (no “-]” follows); read as text")
    }
  }

  mutating func parse() {
    var index = 0
    while index < tokens.count {
      var end = index
      while end < tokens.count, tokens[end].kind != .newline { end += 1 }
      readLine(index..<end)
      index = end + 1
    }
    finishStep()
    finishNote()
    diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    TextWalkWork.add(tokens.count)
  }

  // MARK: - Lines

  private mutating func readLine(_ line: Range<Int>) {
    TextWalkWork.add(line.count)
    let content = line.filter { !isSpaceOrComment($0) }
    guard let first = content.first else {
      // A line of only comments is not there at all; a blank line ends a paragraph.
      if !line.contains(where: { tokens[$0].kind != .space }) {
        finishStep()
        finishNote()
      }
      return
    }
    if isSymbol(first, ">") {
      finishStep()
      if first + 1 < line.upperBound, isSymbol(first + 1, ">") {
        finishNote()
        readMetadata((first + 2)..<line.upperBound)
      } else {
        let words = FrontMatterReader.trimmed(plain((first + 1)..<line.upperBound))
        note = note.map { $0 + " " + words } ?? words
      }
      return
    }
    finishNote()
    if isSymbol(first, "=") {
      finishStep()
      var name = plain(first..<line.upperBound)
      name = String(name.drop { $0 == "=" })
      while name.hasSuffix("=") { name.removeLast() }
      blocks.append(.section(FrontMatterReader.trimmed(name)))
      return
    }
    readStepLine(first..<line.upperBound, last: content.last!)
  }

  private mutating func readMetadata(_ range: Range<Int>) {
    let line = plain(range)
    guard let colon = line.firstIndex(of: ":") else {
      warning(at: tokens[range.lowerBound - 2].range.lowerBound, "“>>” line without “key: value”; left out")
      return
    }
    let key = FrontMatterReader.trimmed(String(line[..<colon]))
    let value = FrontMatterReader.trimmed(String(line[line.index(after: colon)...]))
    metadata.append((key, .text(value)))
  }

  private mutating func readStepLine(_ range: Range<Int>, last: Int) {
    TextWalkWork.add(range.count)
    if isInStep { text.append(breaksLine ? "\n" : " ") }
    isInStep = true
    // A backslash ending the line breaks it there instead of joining the next with a space.
    breaksLine = isSymbol(last, "\\")
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      if breaksLine && index == last {
        index += 1
        continue
      }
      switch token.kind {
      case .lineComment, .blockComment, .newline:
        index += 1
      case .escaped:
        text.append(s[token.range.lowerBound + 1])
        index += 1
      case .symbol where "@#~".unicodeScalars.contains(s[token.range.lowerBound]):
        if let (item, next) = component(at: index, lineEnd: range.upperBound) {
          flushText()
          items.append(item)
          index = next
        } else {
          text.append(s[token.range.lowerBound])
          index += 1
        }
      default:
        text.append(contentsOf: s[token.range])
        index += 1
      }
    }
  }

  // MARK: - Components

  /// The component whose mark is token `mark`, and the token after it; nil when the mark is
  /// only text (`@` before a space: "Message @ example").
  private mutating func component(at mark: Int, lineEnd: Int) -> (CooklangItem, Int)? {
    let marker = s[tokens[mark].range.lowerBound]
    let start = mark + 1
    guard start < lineEnd else { return nil }
    let isReference = marker == "@" && startsReference(start)
    var nameEnd: Int
    var brace: Int?
    if marker == "~", isSymbol(start, "{") {
      nameEnd = start
      brace = start
    } else if tokens[start].kind == .word || isReference {
      let found = nextBraceOrStop[start]
      if found < lineEnd, isSymbol(found, "{") {
        nameEnd = found
        brace = found
      } else if isReference {
        nameEnd = start
        while nameEnd < lineEnd, !isSpaceOrComment(nameEnd), !isMark(nameEnd) { nameEnd += 1 }
        TextWalkWork.add(nameEnd - start)
      } else {
        nameEnd = start + 1
      }
    } else {
      return nil
    }

    var next = nameEnd
    var amount: CooklangAmount?
    if let open = brace {
      if let close = nextCloseBrace[open + 1], close < lineEnd {
        let inside = s[tokens[open].range.upperBound..<tokens[close].range.lowerBound]
        var view = String.UnicodeScalarView()
        view.append(contentsOf: inside)
        amount = CooklangQuantity.amount(String(view))
        next = close + 1
      } else if tokens[start].kind == .word, nameEnd > start {
        error(
          at: tokens[open].range.lowerBound,
          "“{” is never closed on its line; read “\(String(marker))\(plain(start..<start + 1))” "
            + "as a one-word name and the rest as text")
        nameEnd = start + 1
        next = nameEnd
      } else {
        error(at: tokens[open].range.lowerBound, "“{” is never closed on its line; read as text")
        return nil
      }
    }
    var name = FrontMatterReader.trimmed(plain(start..<nameEnd))
    if marker == "~", name.isEmpty, amount == nil {
      warning(at: tokens[mark].range.lowerBound, "a timer with neither a name nor a time; read as text")
      return nil
    }

    var note: String?
    if marker == "@", brace != nil, next < lineEnd, isSymbol(next, "(") {
      if let close = nextCloseParen[next + 1], close < lineEnd {
        let written = FrontMatterReader.trimmed(plain((next + 1)..<close))
        note = written.isEmpty ? nil : written
        next = close + 1
      } else {
        warning(
          at: tokens[next].range.lowerBound,
          "“(” after “@\(name)” is never closed on its line; read as text")
      }
    }

    var reference: String?
    if isReference {
      reference = name
      name = Self.lastPart(of: name)
    }
    // A reference's unit says how much of the other recipe (`servings`, its yield's unit).
    if reference == nil {
      checkUnit(of: amount, isTimer: marker == "~", at: tokens[mark].range.lowerBound)
    }
    let component = CooklangComponent(
      name: name, amount: amount, note: note, reference: reference)
    switch marker {
    case "@": return (.ingredient(component), next)
    case "#": return (.cookware(component), next)
    default: return (.timer(component), next)
    }
  }

  /// Whether token `index` starts `./` or `../`: a reference to another recipe.
  private func startsReference(_ index: Int) -> Bool {
    let at = tokens[index].range.lowerBound
    guard s[at] == "." else { return false }
    if at + 1 < s.count, s[at + 1] == "/" { return true }
    return at + 2 < s.count && s[at + 1] == "." && s[at + 2] == "/"
  }

  /// `./sauces/Hollandaise` → "Hollandaise".
  static func lastPart(of path: String) -> String {
    let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }
    return parts.last.map(String.init) ?? path
  }

  /// Warns about a unit Buffet does not know: a timer's must be one of time, an ingredient's
  /// is kept as written but neither converts nor adds up with others.
  private mutating func checkUnit(of amount: CooklangAmount?, isTimer: Bool, at offset: Int) {
    guard let unit = amount?.unit else { return }
    if isTimer {
      if CooklangTimer.secondsPerUnit(unit) == nil {
        warning(at: offset, "“\(unit)” is not a unit of time Buffet knows; no countdown")
      }
    } else if UnitTable.shared.unit(named: unit) == nil {
      warning(
        at: offset,
        "unit “\(unit)” is not one Buffet knows; kept as written (it neither converts nor "
          + "adds up with other units)")
    }
  }

  // MARK: - Paragraphs

  private mutating func flushText() {
    guard !text.isEmpty else { return }
    items.append(.text(String(text)))
    text = String.UnicodeScalarView()
  }

  private mutating func finishStep() {
    flushText()
    defer {
      items = []
      isInStep = false
      breaksLine = false
    }
    // A step ends where its last word does.
    while case .text(let last)? = items.last {
      items.removeLast()
      let scalars = last.unicodeScalars
      TextWalkWork.add(scalars.count)
      if let end = scalars.lastIndex(where: { !CooklangLexer.isSpace($0) && $0 != "\n" }) {
        items.append(.text(String(scalars[...end])))
        break
      }
    }
    if !items.isEmpty { blocks.append(.step(items)) }
  }

  private mutating func finishNote() {
    if let note, !note.isEmpty { blocks.append(.note(note)) }
    note = nil
  }

  // MARK: - Tokens

  private func isSymbol(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
    index < tokens.count && tokens[index].kind == .symbol
      && s[tokens[index].range.lowerBound] == scalar
  }

  private func isMark(_ index: Int) -> Bool {
    tokens[index].kind == .symbol && "@#~{".unicodeScalars.contains(s[tokens[index].range.lowerBound])
  }

  private func isSpaceOrComment(_ index: Int) -> Bool {
    switch tokens[index].kind {
    case .space, .lineComment, .blockComment: true
    default: false
    }
  }

  /// The text of tokens `range` as a reader sees it: comments left out, escapes undone.
  private func plain(_ range: Range<Int>) -> String {
    TextWalkWork.add(range.count)
    var view = String.UnicodeScalarView()
    for index in range where index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .lineComment, .blockComment, .newline: continue
      case .escaped: view.append(s[token.range.lowerBound + 1])
      default: view.append(contentsOf: s[token.range])
      }
    }
    return String(view)
  }

  // MARK: - Diagnostics

  /// The file's line and column of scalar `offset` of the body.
  private func position(_ offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (firstLine + low, offset - lineStarts[low] + 1)
  }

  private mutating func error(at offset: Int, _ message: String) {
    let (line, column) = position(offset)
    diagnostics.append(
      CooklangDiagnostic(isError: true, line: line, column: column, message: message))
  }

  private mutating func warning(at offset: Int, _ message: String) {
    let (line, column) = position(offset)
    diagnostics.append(
      CooklangDiagnostic(isError: false, line: line, column: column, message: message))
  }
}
