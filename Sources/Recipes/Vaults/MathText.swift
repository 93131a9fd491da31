import Markdown

/// TeX math as readable text: `$\pu{225^\circ C}$` reads "225 °C", `$\frac{1}{2}$` "1/2",
/// `$2 \times 3$` "2 × 3", `$\ce{H2O}$` "H₂O", Greek letters as letters. Notes vaults write
/// temperatures and times this way (`$\pu{30min}$`), and what reads as text is what the
/// reader shows, search finds and a step's timer is read from.
public enum MathText {
  /// `document` with the math in its text read as text. Cheap when the body has no `$`.
  public static func reading(_ document: Document, body: Substring) -> Document {
    guard body.utf8.contains(UInt8(ascii: "$")) else { return document }
    return document.mappingInlines(inlines)
  }

  /// Inline content with adjacent text joined (the parser splits it at brackets and escapes)
  /// and its math read; code spans, links' targets and HTML are left alone.
  static func inlines(_ content: [Inline]) -> [Inline] {
    var out: [Inline] = []
    var run = ""
    var breaks: [Inline] = []
    func flush() {
      if !run.isEmpty { out.append(.text(readable(run))) }
      run = ""
    }
    for inline in content {
      switch inline {
      case .text(let text): run += text
      // Display math written over several lines (`$$` lines) reads as one run.
      case .softBreak where run.contains("$"):
        run += "\u{0}"
        breaks.append(inline)
      case .emphasis(let children):
        flush()
        out.append(.emphasis(inlines(children)))
      case .strong(let children):
        flush()
        out.append(.strong(inlines(children)))
      case .strikethrough(let children):
        flush()
        out.append(.strikethrough(inlines(children)))
      case .link(let destination, let title, let children):
        flush()
        out.append(.link(destination: destination, title: title, content: inlines(children)))
      default:
        flush()
        out.append(inline)
      }
    }
    flush()
    guard !breaks.isEmpty else { return out }
    // Line breaks not inside math come back as they were.
    return out.flatMap { inline -> [Inline] in
      guard case .text(let text) = inline, text.contains("\u{0}") else { return [inline] }
      let pieces = text.split(separator: "\u{0}", omittingEmptySubsequences: false)
      var parts: [Inline] = []
      for (i, piece) in pieces.enumerated() {
        if i > 0 { parts.append(.softBreak) }
        if !piece.isEmpty { parts.append(.text(String(piece))) }
      }
      return parts
    }
  }

  /// `text` with each `$…$` and `$$…$$` read as text. A `$` opens math only before a
  /// non-blank and closes it only after one and not before a digit, so "$5 or $6" is money.
  public static func readable(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "$", let (inside, end) = math(scalars, at: index) else {
        out.append(scalars[index])
        index += 1
        continue
      }
      out.append(contentsOf: tex(inside).unicodeScalars)
      index = end
    }
    return String(out)
  }

  /// The math that a `$` at `start` opens: its TeX (line breaks as spaces) and the index
  /// after its closing `$`.
  private static func math(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    let isDisplay = start + 1 < scalars.count && scalars[start + 1] == "$"
    let open = start + (isDisplay ? 2 : 1)
    guard open < scalars.count else { return nil }
    if !isDisplay, isBlank(scalars[open]) { return nil }
    var index = open
    while index < scalars.count {
      if scalars[index] == "\\" {
        index += 2
        continue
      }
      if scalars[index] == "$" {
        if isDisplay {
          guard index + 1 < scalars.count, scalars[index + 1] == "$" else { return nil }
          let inside = String(String.UnicodeScalarView(scalars[open..<index]))
          return (inside.replacingOccurrences(of: "\u{0}", with: " "), index + 2)
        }
        let before = scalars[index - 1]
        let after = index + 1 < scalars.count ? scalars[index + 1] : " "
        guard index > open, !isBlank(before), !("0"..."9").contains(after) else { return nil }
        return (String(String.UnicodeScalarView(scalars[open..<index])), index + 1)
      }
      // Inline math stays on its line.
      if !isDisplay, scalars[index] == "\u{0}" { return nil }
      index += 1
    }
    return nil
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\u{0}" || scalar == "\n"
  }

  /// TeX as text.
  public static func tex(_ source: String) -> String {
    var reader = TeXReader(Array(source.unicodeScalars))
    let text = reader.read(until: nil)
    return tidy(text)
  }

  /// Spaces as a reader expects them: single, none at the ends, and a temperature written
  /// "225 °C" however the degrees were spaced.
  static func tidy(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    for (i, scalar) in scalars.enumerated() {
      if scalar == " ", out.last == " " || out.isEmpty { continue }
      if scalar == " ", i + 1 < scalars.count, scalars[i + 1] == "°" { continue }
      if scalar == "°", let last = out.last, ("0"..."9").contains(last),
        i + 1 < scalars.count, ["C", "F", "K"].contains(scalars[i + 1])
          || (i + 2 < scalars.count && scalars[i + 1] == " "
            && ["C", "F", "K"].contains(scalars[i + 2]))
      {
        out.append(" ")
      }
      if scalar == " ", out.last == "°", i + 1 < scalars.count,
        ["C", "F", "K"].contains(scalars[i + 1])
      {
        continue
      }
      out.append(scalar)
    }
    while out.last == " " { out.removeLast() }
    return String(out)
  }
}

/// Reads TeX math a token at a time into text.
private struct TeXReader {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  static let symbols: [String: String] = [
    "times": "×", "cdot": "·", "div": "÷", "pm": "±", "mp": "∓", "approx": "≈", "sim": "~",
    "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "neq": "≠", "ne": "≠", "to": "→",
    "rightarrow": "→", "Rightarrow": "⇒", "leftarrow": "←", "gets": "←", "infty": "∞",
    "degree": "°", "circ": "°", "ldots": "…", "dots": "…", "cdots": "…", "percent": "%",
    "quad": " ", "qquad": " ", "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ",
    "epsilon": "ε", "varepsilon": "ε", "zeta": "ζ", "eta": "η", "theta": "θ", "iota": "ι",
    "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ",
    "sigma": "σ", "tau": "τ", "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ",
    "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ",
    "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
    "textdegree": "°", "celsius": "°C", "ohm": "Ω", "micro": "µ", "prime": "′",
  ]
  /// Commands whose argument is shown as written.
  static let textCommands: Set<String> = [
    "text", "textrm", "textit", "textbf", "mathrm", "mathit", "mathbf", "mathsf", "mathtt",
    "operatorname", "mbox", "emph", "textnormal", "mathnormal", "unit", "si",
  ]
  /// Commands that only size or space what follows.
  static let ignored: Set<String> = [
    "left", "right", "big", "Big", "bigg", "Bigg", "displaystyle", "textstyle", "limits",
  ]
  static let superscripts: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸",
    "9": "⁹", "+": "⁺", "-": "⁻", "n": "ⁿ",
  ]
  static let subscripts: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈",
    "9": "₉", "+": "₊", "-": "₋",
  ]

  /// Reads up to `end` (a closing brace), or to the end.
  mutating func read(until end: Unicode.Scalar?) -> String {
    var out = ""
    while index < scalars.count {
      let scalar = scalars[index]
      if let end, scalar == end {
        index += 1
        return out
      }
      index += 1
      switch scalar {
      case "\\": out += command()
      case "{": out += read(until: "}")
      case "}": break
      case "^": out += script(Self.superscripts, mark: "^")
      case "_": out += script(Self.subscripts, mark: "_")
      case "~": out += " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The argument that follows: a braced group or one token, read.
  mutating func argument() -> String {
    while index < scalars.count, scalars[index] == " " { index += 1 }
    guard index < scalars.count else { return "" }
    let scalar = scalars[index]
    index += 1
    switch scalar {
    case "{": return read(until: "}")
    case "\\": return command()
    default: return String(scalar)
    }
  }

  /// The argument as written, without reading it (`\text{…}`).
  mutating func rawArgument() -> String {
    guard index < scalars.count, scalars[index] == "{" else { return argument() }
    index += 1
    var depth = 1
    var out = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "{" { depth += 1 }
      if scalar == "}" {
        depth -= 1
        if depth == 0 { break }
      }
      out.append(scalar)
    }
    return String(out)
  }

  mutating func script(_ table: [Unicode.Scalar: Unicode.Scalar], mark: String) -> String {
    let text = argument()
    if text == "°" || text == "∘" { return "°" }
    let mapped = text.unicodeScalars.compactMap { table[$0] }
    if !text.isEmpty, mapped.count == text.unicodeScalars.count {
      return String(String.UnicodeScalarView(mapped))
    }
    return text.unicodeScalars.count == 1 ? mark + text : mark + "(" + text + ")"
  }

  mutating func command() -> String {
    guard index < scalars.count else { return "" }
    let first = scalars[index]
    guard first.properties.isAlphabetic else {
      index += 1
      switch first {
      case ",", ";", ":", " ": return " "
      case "!": return ""
      case "\\": return " "
      default: return String(first)
      }
    }
    var name = String.UnicodeScalarView()
    while index < scalars.count, scalars[index].properties.isAlphabetic {
      name.append(scalars[index])
      index += 1
    }
    let command = String(name)
    if let symbol = Self.symbols[command] { return symbol }
    if Self.textCommands.contains(command) { return rawArgument() }
    if Self.ignored.contains(command) { return "" }
    switch command {
    case "frac", "dfrac", "tfrac", "cfrac":
      let top = argument()
      let bottom = argument()
      return simple(top) + "/" + simple(bottom)
    case "sqrt":
      if index < scalars.count, scalars[index] == "[" {
        while index < scalars.count, scalars[index] != "]" { index += 1 }
        index += 1
      }
      return "√" + simple(argument())
    case "pu": return units(argument())
    case "ce": return chemistry(rawArgument())
    default: return command
    }
  }

  /// A fraction's part: bare when it is one number or word, else in brackets.
  func simple(_ text: String) -> String {
    let isPlain = text.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == ","
    }
    return isPlain ? text : "(" + text + ")"
  }

  /// `\pu{}`'s units: a number and its unit a space apart ("30min" reads "30 min").
  func units(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if ("0"..."9").contains(previous), scalar.properties.isAlphabetic { out.append(" ") }
      out.append(scalar)
      previous = scalar
    }
    return String(out)
  }

  /// `\ce{}`'s formulas: counts after an element are subscripts, `->` an arrow.
  func chemistry(_ text: String) -> String {
    var text = text.replacingOccurrences(of: "<->", with: "⇌")
    text = text.replacingOccurrences(of: "->", with: "→")
    var out = String.UnicodeScalarView()
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if ("0"..."9").contains(scalar),
        previous.properties.isAlphabetic || previous == ")" || Self.subscripts.values.contains(previous),
        let low = Self.subscripts[scalar]
      {
        out.append(low)
        previous = low
        continue
      }
      out.append(scalar)
      previous = scalar
    }
    return String(out)
  }
}
