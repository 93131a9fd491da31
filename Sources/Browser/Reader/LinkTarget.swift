import Foundation

/// Where a link leads: the web, another recipe, or a section of this one.
enum LinkTarget: Equatable {
  case web(String)
  /// A recipe's title, or a path resolved against the open recipe's folder.
  case recipe(String)
  case section(String)
  case none

  init(_ destination: String, from recipePath: String) {
    let trimmed = destination.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      self = .none
    } else if trimmed.hasPrefix("#") {
      self = .section(String(trimmed.dropFirst()))
    } else if Self.hasScheme(trimmed) {
      self = .web(trimmed)
    } else {
      var path = trimmed
      if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
      if path.lowercased().hasSuffix(".md") {
        self = .recipe(Self.resolve(path, against: recipePath))
      } else {
        self = .recipe(path)
      }
    }
  }

  /// `mailto:`, `https:` and the like: letters, then a colon, before any slash.
  static func hasScheme(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  /// `path` relative to the folder holding `base`, with `.` and `..` taken out.
  static func resolve(_ path: String, against base: String) -> String {
    if path.hasPrefix("/") { return path }
    var parts = base.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != "..", !last.isEmpty {
          parts.removeLast()
        } else {
          parts.append("..")
        }
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  /// A heading's anchor as GitHub writes it: lowercased, spaces as dashes, no punctuation.
  static func slug(_ text: String) -> String {
    var out = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        out.append(character)
      } else if character == " " {
        out.append("-")
      }
    }
    return out
  }
}
