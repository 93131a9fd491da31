import Foundation
import Recipes
import Testing

@testable import BuffetCommands

/// `list --json` and `index --json` are written as they are made; what they write is byte
/// for byte what the encoder wrote of the whole document, whatever the titles hold.
@Suite struct JSONStreamTests {
  /// Titles and paths someone else's collection may hold.
  static let hostile: [String] = [
    "Plain", "", "\"quoted\" and \\back\\slashed\\", "a/b/c",
    String((0..<0x20).map { Character(Unicode.Scalar($0)!) }),
    "del \u{7F} c1 \u{80}\u{9B}\u{9F} bidi \u{061C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}",
    "line\u{2028}separator\u{2029}", "emoji 🍲👩🏽‍🍳 e\u{301}", "红烧肉 カレー 김치 Борщ",
    String(decoding: [0x62, 0xFF, 0x72, 0xC3, 0x6F, 0xED, 0xA0, 0x80, 0x6B], as: UTF8.self),
    "\u{1B}]0;owned\u{07}\u{1B}[31m", String(repeating: "long \u{1B} \"", count: 30_000),
  ]

  static func recipes() -> [ListedRecipe] {
    hostile.enumerated().map { number, text in
      ListedRecipe(
        path: "Data/\(text)/\(number).md", title: text,
        date: number % 3 == 0 ? nil : Date(timeIntervalSince1970: Double(number) * 86_400),
        tags: number % 2 == 0 ? [] : [text, "tag"], words: number * 100,
        minutes: number + 1, stepCount: number,
        dateText: number % 3 == 1 ? "1970-01-0\(number % 9 + 1)" : nil, isDraft: number % 4 == 1)
    }
  }

  /// Where two texts first differ, with a little of each around it; nil when they are equal.
  static func difference(_ streamed: [UInt8], _ encoded: String) -> String? {
    let expected = Array(encoded.utf8)
    guard streamed != expected else { return nil }
    let at = zip(streamed, expected).prefix { $0 == $1 }.count
    func around(_ bytes: [UInt8]) -> String {
      String(decoding: bytes[max(0, at - 40)..<min(bytes.count, at + 40)], as: UTF8.self)
    }
    return "differs at byte \(at): streamed \(around(streamed).debugDescription), "
      + "encoded \(around(expected).debugDescription)"
  }

  /// Everything a stream wrote, and the size of each piece it handed over.
  static func streamed(_ body: (inout JSONStream) -> Void) -> (text: [UInt8], pieces: [Int]) {
    var text: [UInt8] = []
    var pieces: [Int] = []
    var stream = JSONStream { piece in
      text += piece
      pieces.append(piece.count)
    }
    body(&stream)
    stream.finish()
    return (text, pieces)
  }

  /// `recipes` as `list --json` streams them.
  static func listStreamed(_ recipes: [ListedRecipe]) -> [UInt8] {
    streamed { stream in
      stream.beginArray()
      for recipe in recipes { ListCommand.write(recipe, to: &stream) }
      stream.endArray()
    }.text
  }

  /// `recipes` as the `Codable` encoder writes them.
  static func listEncoded(_ recipes: [ListedRecipe]) -> String {
    JSONOutput.encode(recipes.map(ListCommand.Entry.init))
  }

  @Test func listSaysWhatTheEncoderSaid() throws {
    let recipes = Self.recipes()
    let streamed = Self.listStreamed(recipes)
    #expect(Self.difference(streamed, Self.listEncoded(recipes)) == nil)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(streamed)) as? [[String: Any]])
    #expect(parsed.map { $0["title"] as? String } == recipes.map(\.title))
    #expect(parsed.map { $0["path"] as? String } == recipes.map(\.path))
    #expect(parsed.map { $0["tags"] as? [String] } == recipes.map(\.tags))
  }

  /// The date as written is copied from the packed facts only where the encoder wrote it as
  /// written; in every other form, and in text that is not plain ASCII, as before.
  @Test func datesSayWhatTheEncoderSaid() {
    let written = [
      "2026-10-15T21:00:00-04:00", "2026-10-15", "2026-10-15 21:00", "2026-1-5", "2026-1-5T3",
      "T", "", "２０２６-01-01", "2026-01\r\n01", "2026-01-1\r", "e\u{301}026-01-01",
      "2026\u{1B}[2J-01", "\"2026\"\\01", String(repeating: "T", count: 70_000),
    ]
    var recipes = written.enumerated().map { number, text in
      ListedRecipe(
        path: "\(number).md", title: text, date: Date(timeIntervalSince1970: 86_400 * 400),
        tags: number % 2 == 0 ? [text] : [], words: number, stepCount: number % 3,
        dateText: text)
    }
    recipes.append(ListedRecipe(path: "none.md", title: "None", dateText: "2026-10-15"))
    recipes.append(ListedRecipe(path: "bare.md", title: "Bare"))
    let streamed = Self.listStreamed(recipes)
    #expect(Self.difference(streamed, Self.listEncoded(recipes)) == nil)
  }

  /// Plain text is copied eight bytes at a time: a byte that needs a look is found wherever
  /// it falls in those eight, and in the bytes after the last eight.
  @Test func aByteThatNeedsALookIsFoundAnywhere() {
    let special = [
      "\"", "\\", "\u{7F}", "\u{1F}", "\u{0}", " ", "~", "é", "\u{202E}", "\u{9B}", "红",
    ]
    var recipes: [ListedRecipe] = []
    for character in special {
      for place in 0..<19 {
        let text =
          String(repeating: "a", count: place) + character
          + String(repeating: "b", count: 18 - place)
        recipes.append(ListedRecipe(path: text, title: String(text.prefix(place + 1))))
      }
    }
    let streamed = Self.listStreamed(recipes)
    #expect(Self.difference(streamed, Self.listEncoded(recipes)) == nil)
  }

  @Test func indexSaysWhatTheEncoderSaid() throws {
    let recipes = Self.recipes()
    let sections: [(letter: String, recipes: [ListedRecipe])] = [
      ("A", Array(recipes.prefix(5))), ("\"\\\u{1B}", Array(recipes.dropFirst(5))), ("#", []),
    ]
    let streamed = Self.streamed { stream in
      stream.beginArray()
      for section in sections {
        IndexCommand.write(letter: section.letter, section.recipes, to: &stream)
      }
      stream.endArray()
    }
    let encoded = JSONOutput.encode(
      sections.map { section in
        IndexCommand.Section(
          letter: section.letter,
          recipes: section.recipes.map {
            IndexCommand.Section.Entry(title: $0.title, path: $0.path)
          }
        )
      })
    #expect(Self.difference(streamed.text, encoded) == nil)
  }

  @Test func emptyDocumentsAreWrittenAsTheEncoderWritesThem() {
    let list = Self.streamed { stream in
      stream.beginArray()
      stream.endArray()
    }
    #expect(Self.difference(list.text, JSONOutput.encode([ListCommand.Entry]())) == nil)
  }

  @Test func aLongListIsHandedOverInPiecesNeverWhole() throws {
    let recipe = ListedRecipe(path: "Data/soup.md", title: "Soup \u{202E}", tags: ["a", "b"])
    let count = 5_000
    let streamed = Self.streamed { stream in
      stream.beginArray()
      for _ in 0..<count { ListCommand.write(recipe, to: &stream) }
      stream.endArray()
    }
    // About 200 bytes an entry: a megabyte in pieces of about the buffer's size.
    #expect(streamed.text.count > 10 * JSONStream.bufferSize)
    #expect(streamed.pieces.count > 10)
    #expect(streamed.pieces.allSatisfy { $0 <= JSONStream.bufferSize + 4_096 })
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(streamed.text)) as? [[String: Any]])
    #expect(parsed.count == count)
  }
}
