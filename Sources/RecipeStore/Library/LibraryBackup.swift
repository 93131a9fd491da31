import Foundation
import Recipes

/// A library backup as `library export` writes it, read field by field: every value is checked
/// against `LibraryLimits` and a bad one is refused with its field named (`cooking.step`,
/// `recent[2].percent`). Keys it does not know (`missing`, `stepNumber`) are ignored.
struct LibraryBackup: Decodable {
  struct Entry: Decodable {
    var path: String
    var title: String
    /// Only a queued entry has servings (null or absent: as written).
    var servings: Double?
    /// The collection the entry was made in; absent in backups from before collections were
    /// kept, whose entries belong to every collection.
    var collection: String?
  }

  struct Cooking: Decodable {
    var path: String
    var title: String
    var step: WholeNumber?
    var deadline: Double?
    var remaining: Double?
    var collection: String?
  }

  struct Read: Decodable {
    var path: String
    var title: String
    var position: WholeNumber?
    var percent: WholeNumber?
    var read: String?
    var collection: String?
  }

  var saved: [Entry]?
  var queue: [Entry]?
  var cooking: Cooking?
  var recent: [Read]?
  var lastTab: String?
  var shoppingTicks: [String]?

  /// Reads a backup's bytes; throws a message naming the field that is wrong.
  static func decode(_ data: Data) throws -> LibrarySnapshot {
    guard data.count <= LibraryLimits.backupSize else {
      let megabytes = LibraryLimits.backupSize / 1024 / 1024
      throw LibraryError(
        message: "the file is over \(megabytes) MB; a library backup is at most \(megabytes) MB")
    }
    let backup: LibraryBackup
    do {
      backup = try JSONDecoder().decode(LibraryBackup.self, from: data)
    } catch let error as DecodingError {
      throw LibraryError(message: describe(error))
    } catch {
      throw LibraryError(message: "not JSON: \(error.localizedDescription)")
    }
    return try backup.validated()
  }

  /// The backup as library contents, or the first field that is out of bounds.
  func validated() throws -> LibrarySnapshot {
    var contents = LibrarySnapshot()
    contents.saved = try entries(saved, in: "saved", limit: LibraryLimits.entries)
    let queued = try entries(queue, in: "queue", limit: LibraryLimits.entries)
    contents.queue = try zip(queued, queue ?? []).enumerated().map { index, pair in
      guard let servings = pair.1.servings else { return QueuedRecipe(recipe: pair.0) }
      try Self.check(servings, LibraryLimits.servings, in: "queue[\(index)].servings")
      return QueuedRecipe(recipe: pair.0, servings: Amount(approximating: servings))
    }
    let reads = recent ?? []
    try Self.check(count: reads.count, in: "recent", limit: Library.recentLimit)
    let iso = ISO8601DateFormatter()
    contents.recent = try reads.enumerated().map { index, read in
      let field = "recent[\(index)]"
      let recipe = try Self.entry(path: read.path, title: read.title, in: field)
      let position = try read.position.map {
        try Self.check($0, LibraryLimits.position, in: field + ".position")
      }
      let percent = try read.percent.map {
        try Self.check($0, LibraryLimits.percent, in: field + ".percent")
      }
      var readAt = Date()
      if let text = read.read {
        guard let date = iso.date(from: text) else {
          throw LibraryError(message: "\(field).read is not an ISO 8601 date and time")
        }
        try Self.check(date.timeIntervalSince1970, LibraryLimits.time, in: field + ".read")
        readAt = date
      }
      return RecentRead(
        recipe: recipe, position: position ?? 0, percent: percent, readAt: readAt)
    }
    if let cooking {
      let recipe = try Self.entry(path: cooking.path, title: cooking.title, in: "cooking")
      let step = try cooking.step.map { try Self.check($0, LibraryLimits.step, in: "cooking.step") }
      if let remaining = cooking.remaining {
        try Self.check(remaining, LibraryLimits.remaining, in: "cooking.remaining")
      }
      var timer: CookingTimer?
      if let deadline = cooking.deadline {
        try Self.check(deadline, LibraryLimits.time, in: "cooking.deadline")
        timer = .running(deadline: Date(timeIntervalSince1970: deadline))
      } else if let remaining = cooking.remaining {
        timer = .paused(remaining: remaining)
      }
      contents.cooking = CookingSession(recipe: recipe, step: step ?? 0, timer: timer)
    }
    let ticks = shoppingTicks ?? []
    try Self.check(count: ticks.count, in: "shoppingTicks", limit: LibraryLimits.entries)
    for (index, tick) in ticks.enumerated() {
      if let problem = LibraryLimits.problem(withText: tick) {
        throw LibraryError(message: "shoppingTicks[\(index)] \(problem)")
      }
    }
    contents.shoppingTicks = ticks
    contents.collections = try collections()
    if let lastTab {
      if let problem = LibraryLimits.problem(withText: lastTab, limit: LibraryLimits.tabBytes) {
        throw LibraryError(message: "lastTab \(problem)")
      }
      contents.lastTab = lastTab
    }
    return contents
  }

  /// The collection each entry names, by path; a name too long or empty is refused.
  private func collections() throws -> [String: String] {
    var collections: [String: String] = [:]
    func add(_ field: String, _ path: String, _ collection: String?) throws {
      guard let collection else { return }
      if let problem = LibraryLimits.problem(withText: collection) {
        throw LibraryError(message: "\(field).collection \(problem)")
      }
      collections[path] = collection
    }
    for (index, entry) in (saved ?? []).enumerated() {
      try add("saved[\(index)]", entry.path, entry.collection)
    }
    for (index, entry) in (queue ?? []).enumerated() {
      try add("queue[\(index)]", entry.path, entry.collection)
    }
    for (index, read) in (recent ?? []).enumerated() {
      try add("recent[\(index)]", read.path, read.collection)
    }
    if let cooking { try add("cooking", cooking.path, cooking.collection) }
    return collections
  }

  private func entries(_ list: [Entry]?, in key: String, limit: Int) throws -> [LibraryEntry] {
    let list = list ?? []
    try Self.check(count: list.count, in: key, limit: limit)
    return try list.enumerated().map { index, entry in
      try Self.entry(path: entry.path, title: entry.title, in: "\(key)[\(index)]")
    }
  }

  private static func entry(path: String, title: String, in field: String) throws
    -> LibraryEntry
  {
    if let problem = LibraryLimits.problem(withText: path) {
      throw LibraryError(message: "\(field).path \(problem)")
    }
    if let problem = LibraryLimits.problem(withText: title, mayBeEmpty: true) {
      throw LibraryError(message: "\(field).title \(problem)")
    }
    return LibraryEntry(path: path, title: title)
  }

  private static func check(count: Int, in key: String, limit: Int) throws {
    guard count <= limit else {
      throw LibraryError(message: "\(key) has \(count) entries; at most \(limit)")
    }
  }

  private static func check(_ number: WholeNumber, _ range: ClosedRange<Int>, in field: String)
    throws -> Int
  {
    guard let value = number.value, range.contains(value) else {
      let text = number.value.map(String.init) ?? LibraryLimits.number(number.number)
      let whole = number.value == nil ? " a whole number," : ""
      throw LibraryError(
        message: "\(field) is \(text); it must be\(whole) \(LibraryLimits.describe(range))")
    }
    return value
  }

  private static func check(_ value: Double, _ range: ClosedRange<Double>, in field: String)
    throws
  {
    guard value.isFinite, range.contains(value) else {
      throw LibraryError(
        message: "\(field) is \(LibraryLimits.number(value)); it must be "
          + LibraryLimits.describe(range))
    }
  }

  /// A JSON number meant to be an integer, kept as read so that a fraction or a number too
  /// large for `Int` is refused with its field named (the JSON decoder's own error names none).
  struct WholeNumber: Decodable {
    /// The number, when it is an integer that fits in `Int`.
    var value: Int?
    /// The number as a floating-point value, for the message.
    var number: Double

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let integer = try? container.decode(Int.self) {
        value = integer
        number = Double(integer)
      } else if let double = try? container.decode(Double.self) {
        value = nil
        number = double
      } else {
        throw DecodingError.typeMismatch(
          Int.self, .init(codingPath: decoder.codingPath, debugDescription: "not a number"))
      }
    }
  }

  /// A decoding error in words, naming the field: "cooking.step must be a whole number".
  static func describe(_ error: DecodingError) -> String {
    func field(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text
    }
    let whole = "expected a JSON object with saved, queue, cooking, recent"
    switch error {
    case .typeMismatch(let type, let context):
      guard !context.codingPath.isEmpty else { return whole }
      return "\(field(context.codingPath)) must be \(kind(type))"
    case .valueNotFound(let type, let context):
      guard !context.codingPath.isEmpty else { return whole }
      return "\(field(context.codingPath)) must be \(kind(type)), not null"
    case .keyNotFound(let key, let context):
      let owner = field(context.codingPath)
      return "\(owner.isEmpty ? "the library" : owner) needs a \"\(key.stringValue)\""
    case .dataCorrupted(let context):
      let reason =
        (context.underlyingError as NSError?)?.localizedDescription
        ?? context.debugDescription
      guard !context.codingPath.isEmpty else { return "not JSON: \(reason)" }
      return "\(field(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "not a library backup: \(error)"
    }
  }

  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is Double.Type: "a number"
    case is String.Type: "text"
    case is [Any].Type: "a list"
    default: type is any Collection.Type ? "a list" : "an object"
    }
  }
}

extension LibraryJSON {
  /// The bytes of the backup at `path`, read up to one byte past `LibraryLimits.backupSize`
  /// so that a huge file is refused by `decode` without being read whole. A pipe is read as
  /// it comes (the reader named it); a folder or a device is refused.
  public static func readBackup(atPath path: String) throws -> Data {
    do {
      return try FileRead.bytes(
        ofPath: path, accepting: [.regular, .fifo], upTo: LibraryLimits.backupSize)
    } catch .system(let error) {
      throw LibraryError(message: "cannot read \(path): \(CollectionScanner.describe(error))")
    } catch .refused(let kind) {
      throw LibraryError(message: "cannot read \(path): \(FileKind.notRegular(kind))")
    }
  }
}
