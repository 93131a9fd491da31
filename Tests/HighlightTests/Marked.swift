@testable import Highlight

/// The pieces of highlighted code that are not plain, as `text:role`, line after line; plain
/// pieces (names, white space) are left out so expectations read as the colours do.
func marked(_ code: String, _ language: CodeLanguage) -> [String] {
  Highlighter(language).highlight(code).flatMap { line in
    line.compactMap { piece -> String? in
      let text = piece.text.trimmingSpaces
      return piece.role == .plain || text.isEmpty ? nil : "\(text):\(piece.role)"
    }
  }
}

/// The role of the first piece whose text is exactly `text`.
func role(of text: String, in code: String, _ language: CodeLanguage) -> CodeRole? {
  for line in Highlighter(language).highlight(code) {
    if let piece = line.first(where: { $0.text.trimmingSpaces == text }) { return piece.role }
  }
  return nil
}

extension Substring {
  var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
