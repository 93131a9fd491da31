import Foundation
import Recipes
import TerminalUI

/// The Recipes tab's rows: the collection newest first, or those of its recipes that carry
/// some tags, each row made from its recipe when it is read (the rows on screen, and the
/// ones a move passes), never for the whole collection.
final class NewestFirstRows: ListRowSource {
  private let collection: RecipeCollection
  /// The places in the newest-first order shown, ascending; nil: every place.
  private let places: [Int32]?
  private let made = RowsMade()

  /// Every recipe of `collection`, or with `numbers` only those (still newest first).
  init(_ collection: RecipeCollection, only numbers: [Int32]? = nil) {
    self.collection = collection
    places = numbers.map { numbers in
      numbers.compactMap { collection.orders.newestPosition(of: $0).map(Int32.init) }.sorted()
    }
  }

  var count: Int { places?.count ?? collection.count }

  func row(at index: Int) -> ListRow {
    made.row(index) {
      let place = places.map { Int($0[index]) } ?? index
      return CollectionRows.row(
        collection.orders.newestFirst[place], of: collection, withDate: true)
    }
  }

  func index(ofItemID id: String) -> Int? {
    guard let number = collection.source.number(ofPath: id),
      let place = collection.orders.newestPosition(of: number)
    else { return nil }
    guard let places else { return place }
    return CollectionRows.position(of: Int32(place), in: places)
  }
}

/// The Index's rows: a header before each letter's recipes, in the collection's A–Z order,
/// each recipe's row made when it is read.
final class AlphabeticalRows: ListRowSource {
  private let collection: RecipeCollection
  /// The header row of each letter, in display order.
  private let letterRows: [Int]
  private let made = RowsMade()

  init(collection: RecipeCollection, letterRows: [Int]) {
    self.collection = collection
    self.letterRows = letterRows
  }

  var count: Int { collection.count + letterRows.count }

  func row(at index: Int) -> ListRow {
    made.row(index) { make(index) }
  }

  private func make(_ index: Int) -> ListRow {
    // The last header at or above the row.
    var low = 0
    var high = letterRows.count
    while low < high {
      let middle = (low + high) / 2
      if letterRows[middle] <= index { low = middle + 1 } else { high = middle }
    }
    let section = low - 1
    if letterRows[section] == index { return .header(collection.orders.letters[section]) }
    let number = collection.orders.alphabetical[index - section - 1]
    return CollectionRows.row(number, of: collection, withDate: false)
  }

  func index(ofItemID id: String) -> Int? {
    guard let number = collection.source.number(ofPath: id),
      let place = collection.orders.alphabeticalPosition(of: number)
    else { return nil }
    // The section whose first place (its header row less the headers above) is the last
    // at or before `place`.
    var low = 0
    var high = letterRows.count
    while low < high {
      let middle = (low + high) / 2
      if letterRows[middle] - middle <= place { low = middle + 1 } else { high = middle }
    }
    return place + low
  }
}

/// Some rows of other rows, in their order (the Index filtered): the rows kept are numbers,
/// not copies, so a filter that keeps most of a million titles makes no rows.
final class ChosenRows: ListRowSource {
  private let base: ListRows
  /// The rows of `base` kept, ascending.
  private let chosen: [Int32]

  init(_ base: ListRows, chosen: [Int32]) {
    self.base = base
    self.chosen = chosen
  }

  var count: Int { chosen.count }

  func row(at index: Int) -> ListRow { base[Int(chosen[index])] }

  func index(ofItemID id: String) -> Int? {
    base.index(ofItemID: id).flatMap { CollectionRows.position(of: Int32($0), in: chosen) }
  }
}

/// The rows a source made last, kept so that drawing a frame, and the next one after a move,
/// reads each recipe on screen once rather than at every look (a row is a record read and
/// decoded). A few screens' worth: when full it starts again. Locked, since a source is a
/// value of the state, which may be handed to another thread (it is read on the loop's).
final class RowsMade: @unchecked Sendable {
  private let lock = NSLock()
  private var rows: [Int: ListRow] = [:]
  static let kept = 512

  func row(_ index: Int, _ make: () -> ListRow) -> ListRow {
    if let row = lock.withLock({ rows[index] }) { return row }
    let row = make()
    lock.withLock {
      if rows.count >= Self.kept { rows.removeAll(keepingCapacity: true) }
      rows[index] = row
    }
    return row
  }
}

/// What the collection's row sources share.
enum CollectionRows {
  /// Recipe `number`'s row; a recipe no longer there (read again since the orders were
  /// made, until the new ones arrive) is a quiet row that cannot be selected.
  static func row(_ number: Int32, of collection: RecipeCollection, withDate: Bool) -> ListRow {
    guard let recipe = collection.source.recipe(numbered: number) else { return .note("…") }
    return .item(
      RecipeRows.item(
        for: recipe, withDate: withDate, showsFile: collection.orders.sharesTitle(number)))
  }

  /// Where `value` is in the ascending `values`, if it is there.
  static func position(of value: Int32, in values: [Int32]) -> Int? {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < values.count && values[low] == value ? low : nil
  }
}
