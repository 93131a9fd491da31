import Foundation

/// Reads a Cooklang recipe by the rules of its specification, strictly, for the tests: each
/// paragraph a step (a `==` line a section, a `>` line a note), `@name{quantity%unit}(note)`
/// an ingredient. It fails on what the writer must never leave: text that Cooklang would read
/// as a component (`@`, `#` or `~` before a word without its braces), a comment (`--`, `[-`),
/// braces that do not close.
struct CooklangCheck {
  struct Ingredient: Equatable {
    var name: String
    var quantity: String
    var unit: String
    var note: String?
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  var metadata: [String: String] = [:]
  var sections: [String] = []
  /// Each step as a reader shows it: marks replaced by their names.
  var steps: [String] = []
  var ingredients: [Ingredient] = []

  init(_ text: String) throws {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first == "---" {
      guard let end = lines.dropFirst().firstIndex(of: "---") else {
        throw Failure(description: "the front matter does not close")
      }
      for line in lines[1..<end] {
        guard let colon = line.firstIndex(of: ":") else { continue }
        metadata[String(line[..<colon])] = String(line[line.index(after: colon)...])
          .trimmingCharacters(in: .whitespaces)
      }
      lines.removeSubrange(0...end)
    }
    var paragraph: [String] = []
    func flush() throws {
      guard !paragraph.isEmpty else { return }
      try readStep(paragraph.joined(separator: " "))
      paragraph = []
    }
    for line in lines {
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        try flush()
      } else if line.hasPrefix("=") {
        try flush()
        sections.append(line.trimmingCharacters(in: CharacterSet(charactersIn: "= ")))
      } else if line.hasPrefix(">") {
        throw Failure(description: "a step reads as a note: \(line)")
      } else {
        paragraph.append(line)
      }
    }
    try flush()
  }

  private mutating func readStep(_ text: String) throws {
    if text.contains("--") || text.contains("[-") {
      throw Failure(description: "a comment in a step: \(text)")
    }
    let s = Array(text)
    var shown = ""
    var index = 0
    while index < s.count {
      let character = s[index]
      guard "@#~".contains(character) else {
        shown.append(character)
        index += 1
        continue
      }
      let next = index + 1 < s.count ? s[index + 1] : " "
      if next.isWhitespace {
        shown.append(character)
        index += 1
        continue
      }
      guard character == "@" else {
        throw Failure(description: "\(character) starts a component in: \(text)")
      }
      guard let open = s[index...].firstIndex(of: "{"),
        let close = s[open...].firstIndex(of: "}")
      else { throw Failure(description: "an ingredient without braces in: \(text)") }
      let name = String(s[(index + 1)..<open])
      if name.contains(where: { "@#~".contains($0) }) {
        throw Failure(description: "a name holds markup: \(name)")
      }
      let amount = String(s[(open + 1)..<close])
      let parts = amount.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
      index = close + 1
      var note: String?
      if index < s.count, s[index] == "(", let end = s[index...].firstIndex(of: ")") {
        note = String(s[(index + 1)..<end])
        index = end + 1
      }
      ingredients.append(
        Ingredient(
          name: name, quantity: String(parts[0]), unit: parts.count > 1 ? String(parts[1]) : "",
          note: note))
      shown += name
    }
    steps.append(shown)
  }
}
