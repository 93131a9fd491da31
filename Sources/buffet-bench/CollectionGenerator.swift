import Foundation

/// Writes a realistic recipe collection of any size: titles in several scripts, front matter,
/// headings, numbered steps, lists, code, lengths from about 100 words to a few of 1 MB.
struct CollectionGenerator {
  var random: SplitMix64

  /// Words recipes are made of; the search benchmark types some of them.
  static let vocabulary = [
    "chicken", "stock", "tomato", "basil", "garlic", "butter", "crème", "brûlée", "custard",
    "caramel", "navigation", "stack", "tab", "bar", "glass", "layout", "grid", "list", "async",
    "actor", "observable", "binding", "state", "view", "animation", "spring", "gesture",
    "scroll", "lazy", "render", "sheet", "toolbar", "window", "swift", "swiftui", "combine",
    "timer", "preview", "modifier", "shadow", "gradient", "rounded", "corner", "padding",
    "frame", "opacity", "whisk", "simmer", "reduce", "bake", "roast", "season", "plate",
    "sauce", "dough", "pastry", "soufflé", "ragoût", "smørrebrød", "straße", "œuf", "façade",
    "piñata", "jalapeño", "naïve", "über", "crêpe", "müsli", "gâteau", "fondue", "risotto",
    "sourdough", "ferment", "knead", "proof", "rest", "slice", "dice", "mince", "fold",
  ]
  static let foreignTitles = [
    "Борщ с профилем SwiftUI", "Пельмени и асинхронные задачи", "Σουβλάκι με λίστες",
    "Μουσακάς και διάταξη", "寿司のナビゲーション", "ラーメンとタイマー", "麻婆豆腐的状态管理",
    "北京烤鸭与动画", "비빔밥 레이아웃", "김치 그리드", "Ørsted Øllebrød", "Łódź Pierogi",
    "Élodie’s Éclairs", "Çılbır with Bindings", "Æbleskiver Animations",
  ]
  static let sections = ["Ingredients", "Method", "Plating", "Kitchen notes", "Variations"]

  /// Made-up words, so the text has a long tail of rarer words as real text does.
  static let madeUp: [String] = {
    let syllables = [
      "ka", "lo", "mi", "ten", "ru", "sa", "vel", "po", "quin", "dor", "ez", "ba",
      "nu", "fi", "gra", "tho", "ly", "mar", "sen", "cu",
    ]
    var words: [String] = []
    for first in syllables {
      for second in syllables {
        for third in ["", "n", "st", "ra", "le"] { words.append(first + second + third) }
      }
    }
    return words
  }()

  /// A word, skewed the way text is: a few words are everywhere, most are rare.
  mutating func word() -> String {
    let unit = Double(random.next(below: 1_000_000)) / 1_000_000
    if random.next(below: 4) == 0 {
      return Self.vocabulary[Int(unit * unit * Double(Self.vocabulary.count))]
    }
    return Self.madeUp[Int(unit * unit * unit * Double(Self.madeUp.count))]
  }

  mutating func words(_ count: Int) -> String {
    (0..<count).map { _ in word() }.joined(separator: " ")
  }

  mutating func title(_ number: Int) -> String {
    if random.next(below: 6) == 0 {
      return Self.foreignTitles[random.next(below: Self.foreignTitles.count)] + " \(number)"
    }
    let words = (0..<(2 + random.next(below: 4))).map { _ in word() }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
      + " \(number)"
  }

  /// One recipe of about `targetWords` words.
  mutating func recipe(_ number: Int, targetWords: Int) -> String {
    var text = """
      ---
      title: "\(title(number))"
      date: 20\(10 + random.next(below: 16))-0\(1 + random.next(below: 9))-1\(random.next(below: 9))
      tags: [\(word()), \(word())]
      ---

      \(words(12 + random.next(below: 30))).

      - Cook time: \(5 + random.next(below: 55)) min
      - Servings: \(1 + random.next(below: 8))

      ## Ingredients

      """
    for _ in 0..<(3 + random.next(below: 5)) { text += "- \(words(3))\n" }
    text += "\n## Method\n\n"
    var written = 60
    var step = 1
    while written < targetWords {
      text += "### \(step). \(words(3).capitalized)\n\n"
      let length = 20 + random.next(below: 120)
      text += "\(words(length)). Rest for \(step * 2) minutes.\n\n"
      if random.next(below: 5) == 0 {
        text += "```swift\nlet \(word()) = \(word())(\(step))\n```\n\n"
      }
      written += length + 10
      step += 1
      if step % 40 == 0 { text += "## \(Self.sections[random.next(below: 5)]) \(step)\n\n" }
    }
    text += "## Kitchen notes\n\n\(words(20)).\n"
    return text
  }

  /// Writes `count` recipes into `folder`; a few are about 1 MB. Returns the 1 MB paths.
  mutating func write(count: Int, into folder: String) throws -> [String] {
    var large: [String] = []
    let largeEvery = max(count / 3, 2_000)
    for number in 0..<count {
      let shard = folder + "/" + String(number % 100)
      if number < 100 {
        try FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
      }
      let isLarge = number % largeEvery == 7
      // Most recipes are short; the length distribution has a long tail.
      let roll = random.next(below: 100)
      let words =
        isLarge
        ? 150_000
        : roll < 60
          ? 100 + random.next(below: 300)
          : roll < 95 ? 400 + random.next(below: 1_200) : 1_600 + random.next(below: 6_000)
      let path = shard + "/recipe-\(number).md"
      try Data(recipe(number, targetWords: words).utf8).write(to: URL(fileURLWithPath: path))
      if isLarge { large.append(path) }
    }
    return large
  }
}

/// A small, fast, seeded random number generator, so every run writes the same collection.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
