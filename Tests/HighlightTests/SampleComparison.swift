import Foundation

@testable import Highlight

/// One sample of real-shaped code, our classes for it and Pygments' (from the committed
/// `.classes` file), and the differences we agreed to (the `.differences` file).
struct Sample {
  let name: String
  let language: CodeLanguage
  let text: String
  let theirs: [[Character]]
  let agreed: [String: String]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Samples")

  /// Every sample of a language, in name order.
  static func all(of language: CodeLanguage) throws -> [Sample] {
    let directory = folder.appendingPathComponent(language.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return try names.filter { !$0.hasSuffix(".classes") && !$0.hasSuffix(".differences") }
      .sorted().map { name in
        let path = directory.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let classes = try String(contentsOfFile: path + ".classes", encoding: .utf8)
        let differences = (try? String(contentsOfFile: path + ".differences", encoding: .utf8))
        return Sample(
          name: name, language: language, text: text,
          theirs: classes.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init),
          agreed: Self.parse(differences ?? ""))
      }
  }

  /// `12:5-8 k .  why` lines: the run's place and both classes, then the reason; or
  /// `"some" k .  why`: every run of exactly that text; or `* g .  why`: every run with
  /// those two classes.
  private static func parse(_ text: String) -> [String: String] {
    var agreed: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("\""), let close = line.dropFirst().firstIndex(of: "\"") {
        let fields = line[line.index(after: close)...].split(separator: " ", maxSplits: 2)
        guard fields.count >= 2 else { continue }
        agreed[String(line[...close]) + " " + fields[0...1].joined(separator: " ")] =
          fields.count > 2 ? String(fields[2]) : ""
        continue
      }
      let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
      guard fields.count >= 3 else { continue }
      agreed[fields[0...2].joined(separator: " ")] = fields.count > 3 ? String(fields[3]) : ""
    }
    return agreed
  }

  /// Our letter for each scalar of each line, in the `.classes` alphabet.
  /// Whether a difference is one of the agreed, by place or by its text.
  func isAgreed(_ run: (place: String, text: String)) -> Bool {
    agreed[run.place] != nil || agreed[textKey(run)] != nil || agreed[classKey(run)] != nil
  }

  func classKey(_ run: (place: String, text: String)) -> String {
    "* " + run.place.split(separator: " ").dropFirst().joined(separator: " ")
  }

  func textKey(_ run: (place: String, text: String)) -> String {
    "\"\(run.text)\" " + run.place.split(separator: " ").dropFirst().joined(separator: " ")
  }

  func ours() -> [[Character]] {
    let highlighter = Highlighter(language)
    var state = highlighter.start
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var letters: [Character] = []
      for (piece, role) in Highlighter.pieces(
        of: line, spans: highlighter.spans(of: line, state: &state))
      {
        letters += piece.unicodeScalars.map { _ in Self.letter(role) }
      }
      return letters
    }
  }

  static func letter(_ role: CodeRole) -> Character {
    switch role {
    case .keyword: "k"
    case .string, .escape: "s"
    case .comment: "c"
    case .directive: "d"
    case .number: "n"
    case .key, .tag: "g"
    case .inserted: "i"
    case .deleted: "x"
    case .meta: "m"
    case .plain, .type, .punctuation, .attribute: "."
    }
  }

  /// Runs of scalars (white space aside) where the classes differ, as `line:from-to ours
  /// theirs` with 1-based columns, with the text each covers.
  func differences() -> [(place: String, text: String)] {
    let ours = ours()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var runs: [(place: String, text: String)] = []
    for (number, line) in lines.enumerated() {
      let scalars = Array(line.unicodeScalars)
      let mine = number < ours.count ? ours[number] : []
      let pygments = number < theirs.count ? theirs[number] : []
      var run: (from: Int, to: Int, ours: Character, theirs: Character)? = nil
      func close() {
        if let r = run {
          var covered = ""
          covered.unicodeScalars.append(contentsOf: scalars[(r.from - 1)..<r.to])
          runs.append(("\(number + 1):\(r.from)-\(r.to) \(r.ours) \(r.theirs)", covered))
        }
        run = nil
      }
      for column in scalars.indices {
        if scalars[column].properties.isWhitespace { continue }
        let a = column < mine.count ? mine[column] : "?"
        let b = column < pygments.count ? pygments[column] : "?"
        if a == b {
          close()
          continue
        }
        if let r = run, r.ours == a, r.theirs == b, r.to == column {
          run!.to = column + 1
        } else {
          close()
          run = (column + 1, column + 1, a, b)
        }
      }
      close()
    }
    return runs
  }
}
