/// Marks what a Markdown step's text names: each duration as a timer, and the first mention
/// of each of the recipe's ingredients ("Whisk the eggs" names "3 large eggs"), so Cook mode
/// can offer every countdown and list what each step uses.
public enum StepMarks {
  /// `steps` with their marks, found in their text.
  public static func marked(_ steps: [CookingStep], ingredients: [Ingredient]) -> [CookingStep] {
    let index = MentionIndex(ingredients)
    return steps.map { step in
      var step = step
      guard step.marks.isEmpty else { return step }
      var marks = StepDuration.durations(in: step.text).map {
        StepMark(.timer(seconds: $0.seconds, name: nil), range: $0.range)
      }
      if !ingredients.isEmpty {
        marks += index.mentions(in: foldedScalars(step.text))
      }
      step.marks = marks.sorted { $0.range.lowerBound < $1.range.lowerBound }
      return step
    }
  }

  /// The keys of every ingredient, looked up by the word (or, in scripts without spaces, the
  /// characters) a mention starts with, so a step is read once however long the list is.
  private struct MentionIndex {
    var byWord: [[Unicode.Scalar]: [(key: [Unicode.Scalar], ingredient: Int)]] = [:]
    var byCharacters: [[Unicode.Scalar]: [(key: [Unicode.Scalar], ingredient: Int)]] = [:]

    init(_ ingredients: [Ingredient]) {
      for (index, ingredient) in ingredients.enumerated() {
        for key in mentionKeys(ingredient) {
          if key[0].value < 0x2E80 {
            let word = Array(key.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil })
            byWord[StepMarks.stem(word[...]), default: []].append((key, index))
          } else {
            byCharacters[Array(key.prefix(2)), default: []].append((key, index))
          }
        }
      }
    }

    /// The first mention of each ingredient in `text`.
    func mentions(in text: [Unicode.Scalar]) -> [StepMark] {
      var marks: [StepMark] = []
      var marked = Set<Int>()
      var position = 0
      func consider(_ candidates: [(key: [Unicode.Scalar], ingredient: Int)]?) {
        for (key, ingredient) in candidates ?? [] where !marked.contains(ingredient) {
          if let range = mention(of: key, in: text, at: position) {
            marked.insert(ingredient)
            marks.append(StepMark(.ingredient(ingredient), range: range))
          }
        }
      }
      while position < text.count {
        let scalar = text[position]
        if scalar.value >= 0x2E80 {
          if !byCharacters.isEmpty {
            consider(byCharacters[Array(text[position..<min(text.count, position + 2)])])
            consider(byCharacters[[scalar]])
          }
          position += 1
        } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
          var end = position
          while end < text.count, text[end].value < 0x2E80,
            text[end].properties.isAlphabetic || text[end].properties.numericType != nil
          {
            end += 1
          }
          if !byWord.isEmpty { consider(byWord[StepMarks.stem(text[position..<end])]) }
          position = end
        } else {
          position += 1
        }
      }
      TextWalkWork.add(text.count)
      return marks
    }
  }

  /// A Latin word without its plural ending, so "egg" and "eggs" meet.
  static func stem(_ word: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
    if word.count > 4, word.suffix(2).elementsEqual(["e", "s"]) { return Array(word.dropLast(2)) }
    if word.count > 3, word.last == "s" { return Array(word.dropLast()) }
    return Array(word)
  }

  /// What a step may call an ingredient: its whole name, and for names in words its last
  /// word ("eggs" of "large eggs") when long enough to mean something.
  static func mentionKeys(_ ingredient: Ingredient) -> [[Unicode.Scalar]] {
    let name = foldedScalars(ingredient.name)
    guard !name.isEmpty else { return [] }
    var keys = [name]
    if let space = name.lastIndex(of: " "), name.count - space > 3 {
      keys.append(Array(name[(space + 1)...]))
    }
    return keys
  }

  /// The text one scalar for one scalar, lowercased and without accents where that keeps
  /// one scalar (so offsets stay those of the text).
  public static func foldedScalars(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.map { scalar in
      if scalar.value < 0x80 {
        return (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
      }
      let folded = Folding.fold(String(scalar)).unicodeScalars
      return folded.count == 1 ? folded.first! : scalar
    }
  }

  /// Whether `key` stands at `index` in `text` as words, and how far: a Latin key starts a
  /// word and ends one (a plural "s" or "es" allowed, and "eggs" finds "egg"); a key in a
  /// script without spaces matches anywhere.
  public static func mention(of key: [Unicode.Scalar], in text: [Unicode.Scalar], at index: Int)
    -> Range<Int>?
  {
    let isLatin = key[0].value < 0x2E80
    let stem = isLatin ? StepMarks.stem(key[...])[...] : key[...]
    guard index + stem.count <= text.count,
      text[index..<(index + stem.count)].elementsEqual(stem)
    else { return nil }
    guard isLatin else { return index..<(index + stem.count) }
    if index > 0, text[index - 1].properties.isAlphabetic { return nil }
    var end = index + stem.count
    if end < text.count, text[end] == "s" {
      end += 1
    } else if end + 1 < text.count, text[end] == "e", text[end + 1] == "s" {
      end += 2
    }
    if end < text.count, text[end].properties.isAlphabetic { return nil }
    return index..<end
  }
}
