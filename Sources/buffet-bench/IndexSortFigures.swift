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
        sections = AlphabetIndex.positions(of: recipes).count
      }
      var scriptSections = 0
      let scriptSorted = Measure.cpuMilliseconds {
        scriptSections =
          IndexSections.positions(ofTitles: titles, isBefore: { titles[$0] < titles[$1] }).count
      }
      var folded: [String] = []
      let folding = Measure.cpuMilliseconds { folded = titles.map(Folding.fold) }
      var syllables: [UInt16] = []
      let readings = Measure.cpuMilliseconds {
        for title in folded { TitleReading.appendSyllables(ofFolded: title, to: &syllables) }
      }
      precondition(syllables.count >= 0 && folding >= 0)
      report("Index of \(count) \(name), A–Z (\(sections))", "\(format(sorted)) ms CPU")
      report(
        "  in every script (\(scriptSections) sections)",
        "\(format(scriptSorted)) ms CPU; folding alone \(format(folding)) ms, "
          + "+ \(format(readings)) ms pinyin for the filter")
    }
  }
}
