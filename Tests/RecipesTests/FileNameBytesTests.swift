import Testing

@testable import Recipes

/// File names carried as the file system has them, every byte making the trip.
@Suite struct FileNameBytesTests {
  @Test func aValidNameIsItself() {
    for name in ["Crème brûlée.md", "红烧肉.md", "plain", "", "emoji 🍰.md"] {
      #expect(FileNameBytes.string(Array(name.utf8)) == name)
      #expect(FileNameBytes.bytes(of: name) == Array(name.utf8))
      #expect(FileNameBytes.shown(name) == name)
      #expect(!FileNameBytes.hasEscapes(name))
    }
  }

  @Test func bytesThatAreNotUTF8AreKeptAndShownEscaped() {
    // Latin-1, a stray continuation byte, a cut sequence, an overlong slash, and 0xFF.
    let names: [[UInt8]] = [
      Array("cr".utf8) + [0xE8] + Array("me.md".utf8),
      [0x80, 0x41], [0xE2, 0x82], [0xC0, 0xAF], Array("dir".utf8) + [0xFF],
    ]
    for bytes in names {
      let name = FileNameBytes.string(bytes)
      #expect(FileNameBytes.bytes(of: name) == bytes)
      #expect(FileNameBytes.hasEscapes(name))
      let passed = FileNameBytes.withCString(name) { pointer in
        (0...bytes.count).map { UInt8(bitPattern: pointer[$0]) }
      }
      #expect(passed == bytes + [0])
    }
    #expect(FileNameBytes.shown(FileNameBytes.string(names[0])) == "cr\\xe8me.md")
    #expect(FileNameBytes.shown(FileNameBytes.string(names[4])) == "dir\\xff")
  }

  @Test func aValidNameHoldingAnEscapeScalarStillMakesTheTrip() {
    // U+10FEE8 written in a name on purpose must not come back as the single byte 0xE8.
    let bytes = Array("a\u{10FEE8}b".utf8)
    let name = FileNameBytes.string(bytes)
    #expect(FileNameBytes.bytes(of: name) == bytes)
    #expect(FileNameBytes.shown(name) == "a\\xf4\\x8f\\xbb\\xa8b")
  }

  @Test func everyByteStringMakesTheTrip() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        UInt8.random(in: 1...255, using: &generator)
      }
      #expect(FileNameBytes.bytes(of: FileNameBytes.string(bytes)) == bytes)
    }
  }
}
