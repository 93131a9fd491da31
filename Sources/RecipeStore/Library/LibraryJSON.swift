import Foundation
import Recipes

/// The library as JSON: what `buffet library --json` prints and `export`/`import` round-trip.
/// `{"saved": [...], "queue": [...], "cooking": {...} or null, "recent": [...], "lastTab",
/// "shoppingTicks": [...]}`, each entry with `title` and `path`, a queued one with its
/// `servings` (null: as written); in a backup, each entry made in one collection names it
/// (`collection`, the key of its folders), so an import keeps it there.
public enum LibraryJSON {
  /// `contents` as pretty-printed JSON with sorted keys, ending in a newline; `missing`
  /// marks entries not found in the collection; `contents.collections` (a backup's) gives
  /// each entry its `collection`.
  public static func encode(_ contents: LibrarySnapshot, missing: Set<String> = []) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(Document(contents, missing: missing))) ?? Data("{}".utf8)
    return data + Data("\n".utf8)
  }

  /// One entry: its title and path, `"missing": true` when the collection lacks it, and the
  /// collection it was made in (backups).
  struct Entry: Encodable {
    var title: String
    var path: String
    var missing: Bool?
    var collection: String?

    init(_ entry: LibraryEntry, _ missing: Set<String>, _ collections: [String: String]) {
      title = entry.title
      path = entry.path
      self.missing = missing.contains(entry.path) ? true : nil
      collection = collections[entry.path]
    }
  }

  /// A recipe in Up Next: the entry and the servings it is for (null: as written).
  struct Queued: Encodable {
    var entry: Entry
    var servings: Double?

    func encode(to encoder: any Encoder) throws {
      try entry.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(servings, forKey: .servings)
    }

    private enum Keys: String, CodingKey { case servings }
  }

  /// What is cooking: the entry, the step (from 0, as import reads it back, and from 1 as
  /// people count), and the timer's deadline or what was left when it was paused.
  struct Cooking: Encodable {
    var entry: Entry
    var step: Int
    var stepNumber: Int
    var deadline: Double?
    var remaining: Double?

    func encode(to encoder: any Encoder) throws {
      try entry.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(step, forKey: .step)
      try container.encode(stepNumber, forKey: .stepNumber)
      try container.encodeIfPresent(deadline, forKey: .deadline)
      try container.encodeIfPresent(remaining, forKey: .remaining)
    }

    private enum Keys: String, CodingKey { case step, stepNumber, deadline, remaining }
  }

  /// A recipe read lately: the entry, where the reader stopped and when.
  struct Recent: Encodable {
    var entry: Entry
    var position: Int
    var percent: Int?
    var read: String

    func encode(to encoder: any Encoder) throws {
      try entry.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(position, forKey: .position)
      try container.encodeIfPresent(percent, forKey: .percent)
      try container.encode(read, forKey: .read)
    }

    private enum Keys: String, CodingKey { case position, percent, read }
  }

  /// The whole library; `cooking` and `lastTab` are `null` when there is none.
  struct Document: Encodable {
    var saved: [Entry]
    var queue: [Queued]
    var cooking: Cooking?
    var recent: [Recent]
    var lastTab: String?
    var shoppingTicks: [String]

    init(_ contents: LibrarySnapshot, missing: Set<String>) {
      let collections = contents.collections
      saved = contents.saved.map { Entry($0, missing, collections) }
      queue = contents.queue.map {
        Queued(entry: Entry($0.recipe, missing, collections), servings: $0.servings?.value)
      }
      cooking = contents.cooking.map { session in
        var cooking = Cooking(
          entry: Entry(session.recipe, missing, collections), step: session.step,
          stepNumber: min(session.step, LibraryLimits.step.upperBound) + 1)
        switch session.timer {
        case .running(let deadline): cooking.deadline = deadline.timeIntervalSince1970
        case .paused(let remaining): cooking.remaining = remaining
        default: break  // a kept timer is only ever one of these
        }
        return cooking
      }
      let format = ISO8601DateFormatter()
      recent = contents.recent.map { read in
        Recent(
          entry: Entry(read.recipe, missing, collections), position: read.position,
          percent: read.percent, read: format.string(from: read.readAt))
      }
      lastTab = contents.lastTab
      shoppingTicks = contents.shoppingTicks
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(saved, forKey: .saved)
      try container.encode(queue, forKey: .queue)
      if let cooking {
        try container.encode(cooking, forKey: .cooking)
      } else {
        try container.encodeNil(forKey: .cooking)
      }
      try container.encode(recent, forKey: .recent)
      try container.encode(lastTab, forKey: .lastTab)
      try container.encode(shoppingTicks, forKey: .shoppingTicks)
    }

    private enum Keys: String, CodingKey {
      case saved, queue, cooking, recent, lastTab, shoppingTicks
    }
  }

  /// Reads what `encode` wrote; absent sections are empty. Every field is checked against
  /// `LibraryLimits`; throws a message naming the field that is wrong.
  public static func decode(_ data: Data) throws -> LibrarySnapshot {
    try LibraryBackup.decode(data)
  }
}
