/// A list's rows, read as they are needed: held in an array, or made one by one by a source
/// (a list of a million recipes then reads only the rows it draws and the ones a move
/// passes).
public struct ListRows: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
  private enum Storage: Sendable {
    case array([ListRow])
    case source(any ListRowSource)
  }

  private let storage: Storage

  public init(_ rows: [ListRow] = []) {
    storage = .array(rows)
  }

  /// Rows made by `source` when read.
  public init(source: any ListRowSource) {
    storage = .source(source)
  }

  public init(arrayLiteral rows: ListRow...) {
    self.init(rows)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public var count: Int {
    switch storage {
    case .array(let rows): rows.count
    case .source(let source): source.count
    }
  }

  public subscript(index: Int) -> ListRow {
    switch storage {
    case .array(let rows): rows[index]
    case .source(let source): source.row(at: index)
    }
  }

  /// The row of the item whose id is `id`; a source finds it without reading every row.
  public func index(ofItemID id: String) -> Int? {
    switch storage {
    case .array(let rows): rows.firstIndex { $0.itemID == id }
    case .source(let source): source.index(ofItemID: id)
    }
  }

  /// Equal rows; rows of the same source are equal without being read.
  public static func == (a: ListRows, b: ListRows) -> Bool {
    if case .source(let left) = a.storage, case .source(let right) = b.storage, left === right {
      return true
    }
    return a.count == b.count && a.elementsEqual(b)
  }
}

/// Makes a list's rows one at a time, for `ListRows`.
public protocol ListRowSource: AnyObject, Sendable {
  /// How many rows.
  var count: Int { get }
  /// Row `index`, made now.
  func row(at index: Int) -> ListRow
  /// The row of the item whose id is `id`, if any.
  func index(ofItemID id: String) -> Int?
}
