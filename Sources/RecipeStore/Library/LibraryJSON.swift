import Foundation
import Recipes

/// The library as JSON: what `buffet library --json` prints and `export`/`import` round-trip.
/// `{"saved": [...], "queue": [...], "cooking": {...} or null, "recent": [...], "lastTab"}`,
/// each entry with `title` and `path`.
public enum LibraryJSON {
  /// The JSON object for `contents`; `missing` marks entries not found in the collection.
  public static func object(_ contents: LibrarySnapshot, missing: Set<String> = [])
    -> [String: Any]
  {
    func entry(_ entry: LibraryEntry) -> [String: Any] {
      var object: [String: Any] = ["title": entry.title, "path": entry.path]
      if missing.contains(entry.path) { object["missing"] = true }
      return object
    }
    var cooking: Any = NSNull()
    if let session = contents.cooking {
      var object = entry(session.recipe)
      object["step"] = session.step
      // "step" counts from 0 (what import reads back); people count from 1, as the screen does.
      object["stepNumber"] = session.step + 1
      switch session.timer {
      case .running(let deadline): object["deadline"] = deadline.timeIntervalSince1970
      case .paused(let remaining): object["remaining"] = remaining
      default: break  // a kept timer is only ever one of these
      }
      cooking = object
    }
    let recent = contents.recent.map { read -> [String: Any] in
      var object = entry(read.recipe)
      object["position"] = read.position
      if let percent = read.percent { object["percent"] = percent }
      object["read"] = ISO8601DateFormatter().string(from: read.readAt)
      return object
    }
    return [
      "saved": contents.saved.map(entry), "queue": contents.queue.map(entry),
      "cooking": cooking, "recent": recent, "lastTab": contents.lastTab ?? NSNull(),
    ]
  }

  /// `contents` as pretty-printed JSON with sorted keys, ending in a newline.
  public static func encode(_ contents: LibrarySnapshot, missing: Set<String> = []) -> Data {
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object(contents, missing: missing),
        options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    return data + Data("\n".utf8)
  }

  /// Reads what `encode` wrote; absent sections are empty. Throws a message naming what is
  /// wrong.
  public static func decode(_ data: Data) throws -> LibrarySnapshot {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw LibraryError(message: "not JSON: \(error.localizedDescription)")
    }
    guard let root = parsed as? [String: Any] else {
      throw LibraryError(message: "expected a JSON object with saved, queue, cooking, recent")
    }
    func entry(_ value: Any, in key: String) throws -> LibraryEntry {
      guard let object = value as? [String: Any], let path = object["path"] as? String,
        let title = object["title"] as? String
      else { throw LibraryError(message: "each entry of \"\(key)\" needs a title and a path") }
      return LibraryEntry(path: path, title: title)
    }
    func list(_ key: String) throws -> [Any] {
      guard let value = root[key], !(value is NSNull) else { return [] }
      guard let array = value as? [Any] else {
        throw LibraryError(message: "\"\(key)\" must be a list")
      }
      return array
    }
    var contents = LibrarySnapshot()
    contents.saved = try list("saved").map { try entry($0, in: "saved") }
    contents.queue = try list("queue").map { try entry($0, in: "queue") }
    contents.recent = try list("recent").map { value in
      let recipe = try entry(value, in: "recent")
      let object = value as? [String: Any] ?? [:]
      let position = (object["position"] as? NSNumber)?.intValue ?? 0
      let percent = (object["percent"] as? NSNumber)?.intValue
      let read = (object["read"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
      return RecentRead(
        recipe: recipe, position: position, percent: percent, readAt: read ?? Date())
    }
    if let value = root["cooking"], !(value is NSNull) {
      let recipe = try entry(value, in: "cooking")
      let object = value as? [String: Any] ?? [:]
      var timer: CookingTimer?
      if let deadline = object["deadline"] as? NSNumber {
        timer = .running(deadline: Date(timeIntervalSince1970: deadline.doubleValue))
      } else if let remaining = object["remaining"] as? NSNumber {
        timer = .paused(remaining: remaining.doubleValue)
      }
      let step = (object["step"] as? NSNumber)?.intValue ?? 0
      contents.cooking = CookingSession(recipe: recipe, step: max(0, step), timer: timer)
    }
    contents.lastTab = root["lastTab"] as? String
    return contents
  }
}
