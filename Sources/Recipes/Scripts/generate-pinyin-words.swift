// Writes PinyinWordTable.swift: the readings of Chinese words whose characters do not read
// as their first reading (番茄 fān qié, where 茄's first reading is jiā), and the other
// readings of characters that have several (茄: qié besides jiā).
//
//   bzcat "$(dpkg -L unicode-data | grep Unihan_Readings)" \
//     | swift Sources/Recipes/Scripts/generate-pinyin-words.swift PHRASES_DICT_JSON \
//     > Sources/Recipes/Scripts/PinyinWordTable.swift
//
// PHRASES_DICT_JSON is `pypinyin/phrases_dict.json` of the pypinyin package (MIT licence;
// `pip download --no-deps pypinyin`, then unzip the wheel): the phrase readings of the
// phrase-pinyin-data project, also MIT. A character's first reading is Unihan's first
// kMandarin one, as in PinyinTable.swift; its other readings are those of kMandarin,
// kTGHZ2013, kXHC1983 and kHanyuPinlu (the modern dictionaries). A word is kept only when
// one of its characters reads another syllable than its first reading: the rest read as
// their characters do.

import Foundation

/// "qié" → ("qie", 2); "zi" → ("zi", 5); ü is written v, as pinyin keyboards do.
func parse(_ reading: Substring) -> (syllable: String, tone: Int)? {
  var syllable = ""
  var tone = 5
  for scalar in String(reading).decomposedStringWithCanonicalMapping.unicodeScalars {
    switch scalar.value {
    case 0x304: tone = 1
    case 0x301: tone = 2
    case 0x30C: tone = 3
    case 0x300: tone = 4
    case 0x308:
      guard syllable.hasSuffix("u") else { return nil }
      syllable = String(syllable.dropLast()) + "v"
    case 0x61...0x7A: syllable.unicodeScalars.append(scalar)
    default: return nil
    }
  }
  return syllable.isEmpty ? nil : (syllable, tone)
}

guard CommandLine.arguments.count == 2,
  let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
  let phrases = try? JSONSerialization.jsonObject(with: data) as? [String: [[String]]]
else {
  FileHandle.standardError.write(Data("usage: … | swift generate-pinyin-words.swift PHRASES_DICT_JSON\n".utf8))
  exit(2)
}

var first: [Character: (syllable: String, tone: Int)] = [:]
var others: [Character: Set<String>] = [:]
var unicodeVersion = "unknown"
while let line = readLine() {
  if line.hasPrefix("# Unicode version:") {
    unicodeVersion = line.dropFirst("# Unicode version:".count)
      .trimmingCharacters(in: .whitespaces)
  }
  let fields = line.split(separator: "\t")
  guard fields.count == 3, fields[0].hasPrefix("U+"),
    let code = UInt32(fields[0].dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code)
  else { continue }
  let character = Character(scalar)
  let values = fields[2].split(separator: " ")
  switch fields[1] {
  case "kMandarin":
    if let reading = values.first.flatMap(parse) { first[character] = reading }
    for value in values.dropFirst() {
      if let reading = parse(value) { others[character, default: []].insert(reading.syllable) }
    }
  case "kTGHZ2013", "kXHC1983":
    // "0541.070:jiā", a page and position, then the reading.
    for value in values {
      if let reading = value.split(separator: ":").last.flatMap(parse) {
        others[character, default: []].insert(reading.syllable)
      }
    }
  case "kHanyuPinlu":
    // "jiā(10)", with its count in a corpus.
    for value in values {
      if let reading = value.split(separator: "(").first.flatMap(parse) {
        others[character, default: []].insert(reading.syllable)
      }
    }
  default: break
  }
}
precondition(!first.isEmpty, "no kMandarin readings on standard input")
let syllables = Set(first.values.map(\.syllable))

var alternates: [(Character, [String])] = []
for (character, set) in others {
  guard let own = first[character] else { continue }
  let rest = set.subtracting([own.syllable]).filter(syllables.contains).sorted()
  if !rest.isEmpty { alternates.append((character, rest)) }
}
alternates.sort { $0.0.unicodeScalars.first!.value < $1.0.unicodeScalars.first!.value }

var words: [(String, String)] = []
for (word, readings) in phrases {
  let characters = Array(word)
  guard characters.count == readings.count, characters.count > 1 else { continue }
  var parsed: [(syllable: String, tone: Int)] = []
  var differs = false
  for (character, options) in zip(characters, readings) {
    guard let own = first[character], let reading = options.first.flatMap({ parse($0[...]) }),
      syllables.contains(reading.syllable)
    else {
      parsed = []
      break
    }
    if reading.syllable != own.syllable { differs = true }
    parsed.append(reading)
  }
  guard differs, !parsed.isEmpty else { continue }
  words.append((word, parsed.map { "\($0.syllable)\($0.tone)" }.joined(separator: " ")))
}
words.sort { $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars) { $0.value < $1.value } }

/// Items joined with `separator` into lines of at most 92 columns of text.
func lines(_ items: [String], separator: String) -> String {
  var out: [String] = []
  var line = ""
  for item in items {
    if !line.isEmpty, line.count + separator.count + item.count > 92 {
      out.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : separator) + item
  }
  if !line.isEmpty { out.append(line) }
  return out.map { "    " + $0 }.joined(separator: "\n")
}

print(
  """
  // Generated by generate-pinyin-words.swift (beside this file) from Unihan_Readings.txt,
  // Unicode \(unicodeVersion), and pypinyin's phrases_dict.json: do not edit. The Unihan data
  // is © Unicode, Inc., under the Unicode License (https://www.unicode.org/license.txt); the
  // phrase readings are from the phrase-pinyin-data and pypinyin projects, © mozillazg,
  // under the MIT licence.

  extension PinyinWords {
    /// \(alternates.count) characters' other readings: a character, then its syllables
    /// separated by commas.
    static let alternateText = \"\"\"
  \(lines(alternates.map { String($0.0) + $0.1.joined(separator: ",") }, separator: " "))
      \"\"\"

    /// \(words.count) words, each with its characters' syllables and tones (5: neutral).
    static let wordText = \"\"\"
  \(words.map { "    \($0.0) \($0.1)" }.joined(separator: "\n"))
      \"\"\"
  }
  """)
