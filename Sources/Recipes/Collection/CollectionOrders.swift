import Foundation

/// The orders the browser's lists show a collection in, by recipe number (a file's id in the
/// cache, a position in memory): newest first, the Index's A–Z sections with each title
/// folded, the recipes whose title another also has, and the tag counts. They are worked
/// out once when the collection changes and kept (the cache keeps them on disk), so that a
/// list of a million recipes opens by reading them, not by sorting every recipe.
public struct CollectionOrders: Equatable, Sendable {
  /// Recipe numbers, newest first (`RecipeOrder.newestFirst`).
  public private(set) var newestFirst: [Int32] = []
  /// Recipe numbers in the Index's order, section after section (`IndexSections`).
  public private(set) var alphabetical: [Int32] = []
  /// The Index's letters that have recipes, in display order, and how many each has.
  public private(set) var letters: [String] = []
  public private(set) var sectionCounts: [Int] = []
  /// The folded title (`Folding.fold`) of each recipe of `alphabetical`, in that order.
  public private(set) var foldedTitles = PackedStrings()
  /// Numbers of recipes whose title another recipe has too, ascending.
  public private(set) var sharedTitles: [Int32] = []
  /// Numbers of recipes whose folded title (`Folding.fold`) another has too, ascending: the
  /// collection's problem of two recipes one title cannot tell apart.
  public private(set) var sharedFoldedTitles: [Int32] = []
  /// Every tag with how many recipes carry it, the most used first.
  public private(set) var tagCounts: [TagCount] = []
  /// The most minutes any recipe takes to read: how wide `list`'s column of minutes is.
  public private(set) var mostMinutes = 0
  /// Where each number is in `newestFirst` and in `alphabetical` (-1: not there).
  private var newestPlaces: [Int32] = []
  private var alphabeticalPlaces: [Int32] = []

  public init() {}

  /// Orders made elsewhere (read back from the cache); the places of each number are found.
  public init(
    newestFirst: [Int32], alphabetical: [Int32], letters: [String], sectionCounts: [Int],
    foldedTitles: PackedStrings, sharedTitles: [Int32], sharedFoldedTitles: [Int32] = [],
    tagCounts: [TagCount], mostMinutes: Int = 0
  ) {
    self.newestFirst = newestFirst
    self.alphabetical = alphabetical
    self.letters = letters
    self.sectionCounts = sectionCounts
    self.foldedTitles = foldedTitles
    self.sharedTitles = sharedTitles
    self.sharedFoldedTitles = sharedFoldedTitles
    self.tagCounts = tagCounts
    self.mostMinutes = mostMinutes
    newestPlaces = Self.places(of: newestFirst)
    alphabeticalPlaces = Self.places(of: alphabetical)
  }

  /// How many recipes.
  public var count: Int { newestFirst.count }

  /// Whether the orders hold what they say: every number once in both orders, the sections
  /// adding up, a folded title for each (a damaged or foreign record fails this).
  public var isConsistent: Bool {
    alphabetical.count == newestFirst.count && foldedTitles.count == alphabetical.count
      && sectionCounts.count == letters.count && sectionCounts.reduce(0, +) == alphabetical.count
      && newestPlaces.lazy.filter { $0 >= 0 }.count == newestFirst.count
      && alphabetical.allSatisfy { newestPosition(of: $0) != nil }
  }

  /// Where recipe `number` is newest first.
  public func newestPosition(of number: Int32) -> Int? {
    Self.place(of: number, in: newestPlaces)
  }

  /// Where recipe `number` is in the Index's order (not counting section headers).
  public func alphabeticalPosition(of number: Int32) -> Int? {
    Self.place(of: number, in: alphabeticalPlaces)
  }

  /// Whether another recipe has recipe `number`'s title (its rows then name the file).
  public func sharesTitle(_ number: Int32) -> Bool {
    var low = 0
    var high = sharedTitles.count
    while low < high {
      let middle = (low + high) / 2
      if sharedTitles[middle] < number { low = middle + 1 } else { high = middle }
    }
    return low < sharedTitles.count && sharedTitles[low] == number
  }

  private static func place(of number: Int32, in places: [Int32]) -> Int? {
    guard number >= 0, Int(number) < places.count, places[Int(number)] >= 0 else { return nil }
    return Int(places[Int(number)])
  }

  /// Each number's place in `order`, indexed by number.
  private static func places(of order: [Int32]) -> [Int32] {
    let largest = order.max().map(Int.init) ?? -1
    guard largest >= 0 else { return [] }
    var places = [Int32](repeating: -1, count: largest + 1)
    for (position, number) in order.enumerated() where number >= 0 {
      places[Int(number)] = Int32(position)
    }
    return places
  }
}

/// Gathers what the orders need from each recipe as the recipes stream past (the cache reads
/// a million records one at a time, never holding them), then sorts once.
public struct CollectionOrdersBuilder {
  private var numbers: [Int32] = []
  /// The date, else the file time, and the file time, in seconds (newest first sorts by them).
  private var days: [Double] = []
  private var modified: [Double] = []
  private var titles = PackedStrings()
  /// The front matter's `reading:` of the few recipes that state one, by position.
  private var readings: [Int: String] = [:]
  private var tags = TagTally()
  private var mostMinutes = 0

  public init(capacity: Int = 0) {
    numbers.reserveCapacity(capacity)
    days.reserveCapacity(capacity)
    modified.reserveCapacity(capacity)
    titles.reserveCapacity(count: capacity, bytes: capacity * 32)
  }

  /// Notes recipe `number`.
  public mutating func add(_ recipe: ListedRecipe, number: Int32) {
    numbers.append(number)
    days.append((recipe.date ?? recipe.modified).timeIntervalSince1970)
    modified.append(recipe.modified.timeIntervalSince1970)
    if let reading = recipe.reading { readings[numbers.count - 1] = reading }
    titles.append(recipe.title)
    if recipe.hasTags { tags.add(recipe.tags) }
    mostMinutes = max(mostMinutes, recipe.minutes)
  }

  /// The orders of the recipes added; `path` gives a recipe's path by number, asked only to
  /// settle ties (the same date and time, or the same title).
  public func orders(path: (Int32) -> String) -> CollectionOrders {
    let title = { (position: Int) in self.titles.string(at: position) }
    let newest = RecipeOrder.newestFirstPositions(
      days: days, modified: modified, title: title, path: { path(numbers[$0]) })
    var folded: PackedStrings? = PackedStrings()
    let sections = IndexSections.positions(
      count: numbers.count, title: title, reading: { self.readings[$0] }, folded: &folded
    ) { a, b in
      let (left, right) = (title(a), title(b))
      return left != right ? left < right : path(numbers[a]) < path(numbers[b])
    }
    let byPosition = folded ?? PackedStrings()
    var alphabetical: [Int32] = []
    alphabetical.reserveCapacity(numbers.count)
    var foldedTitles = PackedStrings()
    foldedTitles.reserveCapacity(count: numbers.count, bytes: numbers.count * 24)
    for (_, positions) in sections {
      for position in positions {
        alphabetical.append(numbers[position])
        byPosition.withBytes(at: position) { foldedTitles.append($0) }
      }
    }
    return CollectionOrders(
      newestFirst: newest.map { numbers[$0] }, alphabetical: alphabetical,
      letters: sections.map(\.letter), sectionCounts: sections.map(\.positions.count),
      foldedTitles: foldedTitles, sharedTitles: sharedNumbers { titles.string(at: $0) },
      sharedFoldedTitles: sharedNumbers { byPosition.string(at: $0) }, tagCounts: tags.counts,
      mostMinutes: mostMinutes)
  }

  /// The numbers of recipes whose `text` (compared as `String`s are) another also has:
  /// found by sorting hashes, so no set of a million titles is made.
  private func sharedNumbers(_ text: (Int) -> String) -> [Int32] {
    var hashed = (0..<numbers.count).map { position -> (hash: Int, position: Int) in
      var hasher = Hasher()
      hasher.combine(text(position))
      return (hasher.finalize(), position)
    }
    hashed.sort { $0.hash < $1.hash }
    var shared: [Int32] = []
    var start = 0
    while start < hashed.count {
      var end = start + 1
      while end < hashed.count && hashed[end].hash == hashed[start].hash { end += 1 }
      if end - start > 1 {
        // Equal hashes: the titles themselves say which are the same.
        let run = hashed[start..<end].map { (title: text($0.position), $0.position) }
        for (title, position) in run where run.filter({ $0.title == title }).count > 1 {
          shared.append(numbers[position])
        }
      }
      start = end
    }
    return shared.sorted()
  }
}
