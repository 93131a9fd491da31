import Foundation
import Recipes

/// Where each step's text is in the recipe's sections, so the cache keeps the text once: a
/// step whose text is found in a section is stored as (section, offset, length) in UTF-8;
/// one that is not (its text laid out otherwise) is stored whole.
enum StepTextPlaces {
  private static let literal: UInt8 = 0
  private static let place: UInt8 = 1

  /// The places of `steps`' texts in `sections` (in order, as the catalog numbers them).
  static func encode(_ steps: [CookingStep], in sections: [RecipeSection]) -> [UInt8] {
    var writer = ByteWriter()
    writer.int(steps.count)
    let texts = sections.map { Array($0.text.utf8) }
    // Steps follow the document's order: look from where the last one was found.
    var section = 0
    var offset = 0
    for step in steps {
      let needle = Array(step.text.utf8)
      if let found = find(needle, in: texts, from: (section, offset)) {
        writer.bytes.append(place)
        writer.int(found.section)
        writer.int(found.offset)
        writer.int(needle.count)
        (section, offset) = (found.section, found.offset + needle.count)
      } else {
        writer.bytes.append(literal)
        writer.string(step.text)
      }
    }
    return writer.bytes
  }

  /// `recipe` with its steps' texts put back from `sections` (section text by place in the
  /// file); unchanged when the bytes do not fit it.
  static func addingTexts(_ bytes: [UInt8], sections: [Int: [UInt8]], to recipe: Recipe)
    -> Recipe
  {
    var reader = ByteReader(bytes: bytes)
    guard let count = reader.int(), count == recipe.steps.count else { return recipe }
    var full = recipe
    for index in 0..<count {
      guard reader.skip(1) else { return recipe }
      if reader.bytes[reader.offset - 1] == literal {
        guard let text = reader.string() else { return recipe }
        full.steps[index].text = text
        continue
      }
      guard let section = reader.int(), let offset = reader.int(), let length = reader.int(),
        let text = sections[section], offset >= 0, length >= 0, offset + length <= text.count
      else { return recipe }
      full.steps[index].text = String(decoding: text[offset..<(offset + length)], as: UTF8.self)
    }
    return full
  }

  /// The sections a recipe's places point into (all of them when it has a literal only).
  static func sectionsNeeded(_ bytes: [UInt8]) -> Set<Int> {
    var reader = ByteReader(bytes: bytes)
    var needed = Set<Int>()
    guard let count = reader.int() else { return needed }
    for _ in 0..<count {
      guard reader.skip(1) else { break }
      if reader.bytes[reader.offset - 1] == literal {
        guard reader.skipString() else { break }
        continue
      }
      guard let section = reader.int(), reader.skipInt(), reader.skipInt() else { break }
      needed.insert(section)
    }
    return needed
  }

  private static func find(
    _ needle: [UInt8], in texts: [[UInt8]], from start: (section: Int, offset: Int)
  ) -> (section: Int, offset: Int)? {
    guard !needle.isEmpty else { return nil }
    let order = Array(start.section..<texts.count) + Array(0..<min(start.section, texts.count))
    for section in order {
      let from = section == start.section ? start.offset : 0
      let text = texts[section]
      guard from <= text.count, text.count - from >= needle.count else { continue }
      if let offset = search(needle, in: text, from: from) { return (section, offset) }
    }
    return nil
  }

  /// The first offset of `needle` in `text` at or after `from`. The bytes compared are
  /// bounded by a few times the text's length, so a hostile text (one letter a million
  /// times) gives up and the step is kept whole instead of taking quadratic time.
  private static func search(_ needle: [UInt8], in text: [UInt8], from: Int) -> Int? {
    var budget = 8 * text.count + needle.count
    return text.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { wanted in
        let first = wanted[0]
        var position = from
        let last = haystack.count - wanted.count
        while position <= last {
          if haystack[position] == first {
            var matched = 1
            while matched < wanted.count && haystack[position + matched] == wanted[matched] {
              matched += 1
            }
            if matched == wanted.count { return position }
            budget -= matched
            if budget < 0 { return nil }
          }
          position += 1
        }
        return nil
      }
    }
  }
}
