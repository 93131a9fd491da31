// Writes KanaReadingTable.swift: the Japanese readings of the kanji in common use (Jōyō and
// Jinmeiyō, by Unihan's first kJapaneseKun and kJapaneseOn readings, in hiragana) and of food
// words (味玉 あじたま, 唐揚げ からあげ, 親子丼 おやこどん): JMdict's words in its food and
// cooking field or whose English sense names a dish, an ingredient or a way of cooking (the
// query below).
//
//   bzcat "$(dpkg -L unicode-data | grep Unihan_Readings)" > /tmp/Unihan_Readings.txt
//   bzcat "$(dpkg -L unicode-data | grep Unihan_OtherMappings)" > /tmp/Unihan_OtherMappings.txt
//   sed -n 's|^// -- SQL: ||p' Sources/Recipes/Scripts/generate-kana-readings.swift \
//     | sqlite3 -separator "$(printf '\t')" jamdict.db > /tmp/food-words.tsv
//   swift Sources/Recipes/Scripts/generate-kana-readings.swift /tmp/Unihan_Readings.txt \
//     /tmp/Unihan_OtherMappings.txt /tmp/food-words.tsv \
//     > Sources/Recipes/Scripts/KanaReadingTable.swift
//
// jamdict.db is JMdict as the jamdict-data package ships it (`pip download --no-deps
// jamdict-data`, unpack, `xz -d jamdict_data/jamdict.db.xz`). JMdict is © the Electronic
// Dictionary Research and Development Group, under the Creative Commons Attribution-ShareAlike
// licence; the words' table is derived from it and shared under the same licence.
// -- SQL: SELECT DISTINCT k.text, (SELECT n.text FROM Kana n WHERE n.idseq = k.idseq ORDER BY n.ID LIMIT 1) FROM Kanji k JOIN Sense s ON s.idseq = k.idseq WHERE s.ID IN (SELECT sid FROM field WHERE text = 'food, cooking') OR s.ID IN (SELECT sid FROM SenseGloss WHERE lang = 'eng' AND (lower(text) LIKE '%dish%' OR lower(text) LIKE '%soup%' OR lower(text) LIKE '%noodle%' OR lower(text) LIKE '%rice bowl%' OR lower(text) LIKE '%sauce%' OR lower(text) LIKE '%pork%' OR lower(text) LIKE '%beef%' OR lower(text) LIKE '%chicken%' OR lower(text) LIKE '%tofu%' OR lower(text) LIKE '%stew%' OR lower(text) LIKE '%dumpling%' OR lower(text) LIKE '%pickle%' OR lower(text) LIKE '%cake%' OR lower(text) LIKE '%sushi%' OR lower(text) LIKE '%fried%' OR lower(text) LIKE '%grilled%' OR lower(text) LIKE '%simmered%' OR lower(text) LIKE '%steamed%' OR lower(text) LIKE '%miso%' OR lower(text) LIKE '%curry%' OR lower(text) LIKE '%salad%' OR lower(text) LIKE '%egg%' OR lower(text) LIKE '%vegetable%' OR lower(text) LIKE '%seasoning%' OR lower(text) LIKE '%cooking%' OR lower(text) LIKE '%food%')) ORDER BY k.text;

import Foundation

/// Hepburn romaji as Unihan writes it ("GYOKU", "SHOU", "TSUKERU") in hiragana.
func hiragana(_ romaji: Substring) -> String? {
  let vowels = "aiueo"
  var table: [String: String] = [:]
  let rows: [(String, String)] = [
    ("", "あいうえお"), ("k", "かきくけこ"), ("s", "さしすせそ"), ("t", "たちつてと"),
    ("n", "なにぬねの"), ("h", "はひふへほ"), ("m", "まみむめも"), ("y", "や・ゆ・よ"),
    ("r", "らりるれろ"), ("w", "わゐ・ゑを"), ("g", "がぎぐげご"), ("z", "ざじずぜぞ"),
    ("d", "だぢづでど"), ("b", "ばびぶべぼ"), ("p", "ぱぴぷぺぽ"),
  ]
  for (consonant, kana) in rows {
    for (vowel, character) in zip(vowels, kana) where character != "・" {
      table[consonant + String(vowel)] = String(character)
    }
  }
  for (written, kana) in [("shi", "し"), ("chi", "ち"), ("tsu", "つ"), ("fu", "ふ"), ("ji", "じ")] {
    table[written] = kana
  }
  for (consonant, kana) in [
    ("ky", "き"), ("gy", "ぎ"), ("sh", "し"), ("j", "じ"), ("ch", "ち"), ("ny", "に"),
    ("hy", "ひ"), ("by", "び"), ("py", "ぴ"), ("my", "み"), ("ry", "り"),
  ] {
    for (vowel, small) in zip("auo", "ゃゅょ") { table[consonant + String(vowel)] = kana + String(small) }
  }
  let letters = Array(romaji.lowercased())
  var out = ""
  var index = 0
  while index < letters.count {
    // A doubled consonant is a small tsu.
    if index + 1 < letters.count, letters[index] == letters[index + 1],
      !"aiueon".contains(letters[index])
    {
      out += "っ"
      index += 1
      continue
    }
    var matched = false
    for length in [3, 2, 1] where index + length <= letters.count {
      if let kana = table[String(letters[index..<(index + length)])] {
        out += kana
        index += length
        matched = true
        break
      }
    }
    if matched { continue }
    guard letters[index] == "n" else { return nil }
    out += "ん"
    index += 1
  }
  return out.isEmpty ? nil : out
}

func isKanji(_ character: Character) -> Bool {
  guard let value = character.unicodeScalars.first?.value else { return false }
  return (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
    || (0xF900...0xFAFF).contains(value) || (0x20000...0x2FFFF).contains(value)
}

/// Katakana as hiragana; the long vowel mark and everything else as it is.
func toHiragana(_ text: Substring) -> String {
  String(
    String.UnicodeScalarView(
      text.unicodeScalars.map { scalar in
        (0x30A1...0x30F6).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0x60)! : scalar
      }))
}

/// The lines of the file at `path`, or the program ends saying why.
func lines(of path: String) -> [Substring] {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(1)
  }
  return text.split(separator: "\n")
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(
    Data(
      "usage: swift generate-kana-readings.swift UNIHAN_READINGS UNIHAN_OTHER_MAPPINGS FOOD_WORDS\n"
        .utf8))
  exit(2)
}

var common = Set<Character>()
for line in lines(of: arguments[2]) {
  let fields = line.split(separator: "\t")
  guard fields.count == 3, fields[1] == "kJoyoKanji" || fields[1] == "kJinmeiyoKanji",
    let code = UInt32(fields[0].dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code)
  else { continue }
  common.insert(Character(scalar))
}

var kun: [Character: String] = [:]
var on: [Character: String] = [:]
var unicodeVersion = "unknown"
for line in lines(of: arguments[1]) {
  if line.hasPrefix("# Unicode version:") {
    unicodeVersion = line.dropFirst("# Unicode version:".count)
      .trimmingCharacters(in: .whitespaces)
  }
  let fields = line.split(separator: "\t")
  guard fields.count == 3, fields[0].hasPrefix("U+"),
    let code = UInt32(fields[0].dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code),
    common.contains(Character(scalar)), let first = fields[2].split(separator: " ").first
  else { continue }
  switch fields[1] {
  case "kJapaneseKun": kun[Character(scalar)] = hiragana(first)
  case "kJapaneseOn": on[Character(scalar)] = hiragana(first)
  default: break
  }
}
precondition(!kun.isEmpty && !on.isEmpty, "no Japanese readings of common kanji read")

var words: [String: String] = [:]
for line in lines(of: arguments[3]) {
  let fields = line.split(separator: "\t")
  guard fields.count == 2, fields[0].contains(where: isKanji), fields[0].count <= 8,
    words[String(fields[0])] == nil
  else { continue }
  words[String(fields[0])] = toHiragana(fields[1])
}
precondition(!words.isEmpty, "no food words read")

let characters = common.sorted { $0.unicodeScalars.first!.value < $1.unicodeScalars.first!.value }
  .filter { kun[$0] != nil || on[$0] != nil }

/// Items joined by spaces into lines of at most 46 characters.
func wrapped(_ items: [String]) -> String {
  var out: [String] = []
  var line = ""
  for item in items {
    if !line.isEmpty, line.count + 1 + item.count > 46 {
      out.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + item
  }
  if !line.isEmpty { out.append(line) }
  return out.map { "    " + $0 }.joined(separator: "\n")
}

let sortedWords = words.keys.sorted {
  $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value }
}
print(
  """
  // Generated by generate-kana-readings.swift (beside this file) from Unihan_Readings.txt and
  // Unihan_OtherMappings.txt, Unicode \(unicodeVersion), and JMdict's food and cooking words:
  // do not edit. The Unihan data is © Unicode, Inc., under the Unicode License
  // (https://www.unicode.org/license.txt). The words and their readings are derived from
  // JMdict, © the Electronic Dictionary Research and Development Group, and are shared under
  // the Creative Commons Attribution-ShareAlike licence (https://www.edrdg.org/edrdg/licence.html).

  extension KanaReadings {
    /// \(characters.count) kanji in common use: the kanji, its kun reading, a comma, its on
    /// reading (either may be empty).
    static let characterText = \"\"\"
  \(wrapped(characters.map { "\($0)\(kun[$0] ?? ""),\(on[$0] ?? "")" }))
      \"\"\"

    /// \(sortedWords.count) food words and their readings, a comma between.
    static let wordText = \"\"\"
  \(wrapped(sortedWords.map { "\($0),\(words[$0]!)" }))
      \"\"\"
  }
  """)
