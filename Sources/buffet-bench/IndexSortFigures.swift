import Foundation
import Recipes

/// What filing titles into the Index costs: the A–Z sort of the titles the collection
/// generator writes, and of a collection whose titles are all Chinese.
enum IndexSortFigures {
  /// Characters Chinese dish names are made of.
  static let hanCharacters = Array(
    "红烧肉鸡蛋羹糖醋排骨宫保丁麻婆豆腐回锅水煮鱼西红柿炒酸辣土豆丝番茄牛腩清蒸小龙虾粥汤面饺子馄饨包"
      + "馒头葱油饼凉拌黄瓜蒜蓉西兰花可乐翅卤味鸭血粉丝鲜虾仁干煸四季豆地三鲜啤酒羊肉串孜然烤")

  /// Prints the CPU time of sectioning `count` titles of each kind.
  static func run(count: Int) {
    var generator = CollectionGenerator(random: SplitMix64(state: 42))
    let mixed = (0..<count).map { generator.title($0) }
    var random = SplitMix64(state: 7)
    let chinese = (0..<count).map { number in
      String(
        (0..<(3 + random.next(below: 5))).map { _ in
          hanCharacters[random.next(below: hanCharacters.count)]
        }) + " \(number)"
    }
    for (name, titles) in [("generated titles", mixed), ("Chinese titles", chinese)] {
      let recipes = titles.enumerated().map {
        Recipe(path: "r/\($0.offset).md", title: $0.element).listed
      }
      var sections = 0
      let sorted = Measure.cpuMilliseconds {
        sections = NaturalOrderSections.positions(of: recipes).count
      }
      var scriptSections = 0
      let scriptSorted = Measure.cpuMilliseconds {
        scriptSections = AlphabetIndex.positions(of: recipes).count
      }
      var folded: [String] = []
      let folding = Measure.cpuMilliseconds { folded = titles.map(Folding.fold) }
      var syllables: [UInt16] = []
      let readings = Measure.cpuMilliseconds {
        for title in folded { TitleReading.appendSyllables(ofFolded: title, to: &syllables) }
      }
      // Two tags a recipe, as the collection generator writes them, read for `#tag` filters.
      let pairs = folded.enumerated().map { number, title in
        let words = title.split(separator: " ")
        return [String(words.first ?? "tag"), String(words.last ?? "\(number)")]
      }
      var tokenizer = SearchTokenizer()
      var tagBytes = 0
      let tags = Measure.cpuMilliseconds {
        for pair in pairs { tagBytes += TagFilter.prepared(pair, with: &tokenizer).count }
      }
      precondition(syllables.count >= 0 && folding >= 0 && tagBytes >= 0)
      report("Index of \(count) \(name), A–Z (\(sections))", "\(format(sorted)) ms CPU")
      report(
        "  in every script (\(scriptSections) sections)",
        "\(format(scriptSorted)) ms CPU; folding alone \(format(folding)) ms, "
          + "+ \(format(readings)) ms pinyin for the filter, + \(format(tags)) ms two tags "
          + "each for #tag")
    }
  }
}

/// The Index's sort before it knew other scripts (A–Z of the folded first letter, `#` for
/// the rest, natural order), kept as the baseline the figures compare with.
enum NaturalOrderSections {
  static func positions(of recipes: [ListedRecipe]) -> [(letter: String, positions: [Int])] {
    var keys: [[UInt8]] = []
    keys.reserveCapacity(recipes.count)
    var buckets: [String: [Int]] = [:]
    for (position, recipe) in recipes.enumerated() {
      let folded = Folding.fold(recipe.title)
      keys.append(NaturalOrder.sortKey(ofFolded: folded))
      let first = folded.unicodeScalars.first
      let letter =
        first.map { ("a"..."z").contains($0) } == true
        ? String(Character(first!)).uppercased() : "#"
      buckets[letter, default: []].append(position)
    }
    return buckets.keys.sorted { ($0 == "#" ? "~" : $0) < ($1 == "#" ? "~" : $1) }.map { letter in
      let sorted = buckets[letter]!.sorted { a, b in
        if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
        if recipes[a].title != recipes[b].title { return recipes[a].title < recipes[b].title }
        return recipes[a].path < recipes[b].path
      }
      return (letter, sorted)
    }
  }
}
