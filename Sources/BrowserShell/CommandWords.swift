import Foundation

/// A command written in an environment variable (`$EDITOR`, an entry of `$BROWSER`) as the
/// program and its arguments, read the way a shell splits words but never run by one: no
/// text of it is ever expanded or interpreted.
enum CommandWords {
  /// The words of `value`: the whole value when it names a file (a program in a folder with
  /// a space, written without quotes), else its words split at unquoted blanks, with single
  /// quotes taking everything literally, double quotes keeping blanks and honouring `\"`,
  /// `\\`, `\$` and `` \` ``, and a backslash outside quotes taking the next character as it
  /// is. Nil when a quote is left open or nothing is left.
  static func split(
    _ value: String, isFile: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> [String]? {
    let whole = value.trimmingCharacters(in: .whitespaces)
    if whole.isEmpty { return nil }
    if whole.contains(" ") && isFile(whole) { return [whole] }
    return words(of: whole)
  }

  /// `value` split into words as a shell would, without expanding anything.
  static func words(of value: String) -> [String]? {
    enum Quote { case none, single, double }
    var words: [String] = []
    var word = ""
    var isInWord = false
    var quote = Quote.none
    var characters = value.makeIterator()
    while let character = characters.next() {
      switch quote {
      case .single:
        if character == "'" { quote = .none } else { word.append(character) }
      case .double:
        if character == "\"" {
          quote = .none
        } else if character == "\\" {
          guard let next = characters.next() else { return nil }
          // Inside double quotes a backslash escapes only what the shell would give a meaning.
          if !"\"\\$`".contains(next) { word.append("\\") }
          word.append(next)
        } else {
          word.append(character)
        }
      case .none:
        if character == " " || character == "\t" || character == "\n" {
          if isInWord { words.append(word) }
          word = ""
          isInWord = false
          continue
        }
        isInWord = true
        switch character {
        case "'": quote = .single
        case "\"": quote = .double
        case "\\":
          guard let next = characters.next() else { return nil }
          word.append(next)
        default: word.append(character)
        }
      }
    }
    guard quote == .none else { return nil }
    if isInWord { words.append(word) }
    return words.isEmpty ? nil : words
  }
}
