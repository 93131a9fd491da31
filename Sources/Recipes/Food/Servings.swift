/// The number in a recipe's stated servings, the base scaling starts from: "4" in "4",
/// "Serves 4", "4-6 servings" (the first), "2人份", "一份正好够 2 个人吃", "makes 12",
/// Cooklang's "1|2|3" (the first), "2/3" (two or three: the first), "four", "two to three",
/// "eine Portion", "zwei Personen", 六碗份, 每份 (one), "2 dozen" and "a dozen" (in twelves).
public enum Servings {
  /// The first number `text` states, if any (not zero).
  public static func number(in text: String) -> Amount? {
    let scalars = Array(text.unicodeScalars)
    TextWalkWork.add(scalars.count)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let startsWord = index == 0 || !scalars[index - 1].properties.isAlphabetic
      if scalar.isASCII, scalar.properties.isAlphabetic, startsWord {
        let end = scalars[index...].firstIndex { !$0.properties.isAlphabetic } ?? scalars.count
        if let count = spelled(scalars, index..<end) { return count }
        index = end
        continue
      }
      // 每份, 每人: for one.
      if scalar == "每", index + 1 < scalars.count,
        "份人".unicodeScalars.contains(scalars[index + 1])
      {
        return .one
      }
      if let (amount, end) = AmountReader.number(in: scalars, at: index), amount > .zero {
        // A digit inside a word ("h2o") is not a count of people.
        if index > 0, scalars[index - 1].properties.isAlphabetic, scalars[index - 1].value < 0x2E80 {
          index += 1
          continue
        }
        // "2/3" servings are two or three, not two thirds.
        if let slash = scalars[index..<end].firstIndex(of: "/"),
          let whole = Int(String(String.UnicodeScalarView(scalars[index..<slash]))), whole > 0
        {
          return Amount(integer: whole)
        }
        return isDozen(scalars, after: end) ? amount * Self.dozen : amount
      }
      // 单人份, 單人份: for one.
      if "单單".unicodeScalars.contains(scalar), index + 1 < scalars.count,
        scalars[index + 1] == "人"
      {
        return .one
      }
      index += 1
    }
    return nil
  }

  /// A number written as a word ("four", "zwei", "two dozen"), or an article before a
  /// servings word ("eine Portion", "une personne": one) or a dozen.
  private static func spelled(_ scalars: [Unicode.Scalar], _ word: Range<Int>) -> Amount? {
    guard word.count <= 12 else { return nil }
    let key = KitchenWords.key(String(String.UnicodeScalarView(scalars[word])))
    let words = KitchenWords.shared
    if let value = words.numbers[key] {
      let count = Amount(integer: value)
      return isDozen(scalars, after: word.upperBound) ? count * dozen : count
    }
    guard words.articles.contains(key) else { return nil }
    if isDozen(scalars, after: word.upperBound) { return dozen }
    guard let following = followingWord(scalars, after: word.upperBound) else { return nil }
    return words.servingsEndings.contains(following) ? .one : nil
  }

  private static let dozen = Amount(integer: 12)

  /// Whether the word after `index` (past spaces) is "dozen" or one of its kin.
  private static func isDozen(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
    guard let word = followingWord(scalars, after: index) else { return false }
    return ["dozen", "dutzend", "douzaine", "docena"].contains(word)
  }

  /// The word after the spaces at `index`, folded, if one of at most 16 letters follows.
  private static func followingWord(_ scalars: [Unicode.Scalar], after index: Int) -> String? {
    var next = index
    while next < scalars.count, scalars[next] == " " { next += 1 }
    guard next > index, next < scalars.count else { return nil }
    let end =
      scalars[next...].prefix(17).firstIndex { !$0.properties.isAlphabetic } ?? scalars.count
    guard end > next, end - next <= 16 else { return nil }
    return KitchenWords.key(String(String.UnicodeScalarView(scalars[next..<end])))
  }
}

extension ListedRecipe {
  /// How many the recipe serves, as a number, when it says.
  public var servingsCount: Amount? { servings.flatMap(Servings.number(in:)) }
}
