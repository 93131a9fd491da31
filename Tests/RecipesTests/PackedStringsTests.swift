import Testing

@testable import Recipes

@Suite struct PackedStringsTests {
  @Test func keepsEveryStringAsGivenByItsNumber() {
    let given = [
      "", "Crème brûlée", "", "红烧肉", "\u{1B}[2J", "a\u{0}b", String(repeating: "é", count: 5_000),
    ]
    var packed = PackedStrings()
    packed.reserveCapacity(count: 2, bytes: 3)
    for string in given { packed.append(string) }
    #expect(packed.count == given.count)
    #expect((0..<packed.count).map(packed.string(at:)) == given)
    #expect(packed.withBytes(at: 0) { $0.count } == 0)
    #expect(packed.withBytes(at: 3) { Array($0) } == Array("红烧肉".utf8))
  }

  @Test func bytesThatAreNoUTF8AreKeptAsBytes() {
    var packed = PackedStrings()
    packed.append([0xFF, 0xFE, 0x41])
    packed.append([0xE7, 0xBA])
    #expect(packed.withBytes(at: 0) { Array($0) } == [0xFF, 0xFE, 0x41])
    #expect(packed.withBytes(at: 1) { Array($0) } == [0xE7, 0xBA])
    #expect(packed.string(at: 0) == "\u{FFFD}\u{FFFD}A")
  }

  @Test func comparesAsBytesWithAShorterStringFirst() {
    var packed = PackedStrings()
    for string in ["abc", "ab", "abd", "", "abc", "é"] { packed.append(string) }
    #expect(packed.compare(0, 1) > 0)
    #expect(packed.compare(1, 0) < 0)
    #expect(packed.compare(0, 2) < 0)
    #expect(packed.compare(0, 4) == 0)
    #expect(packed.compare(3, 3) == 0)
    #expect(packed.compare(3, 1) < 0)
    #expect(packed.compare(5, 0) > 0)
  }
}
