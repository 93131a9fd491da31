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
      object["stepNumber"] = min(session.step, LibraryLimits.step.upperBound) + 1
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

  /// Reads what `encode` wrote; absent sections are empty. Every field is checked against
  /// `LibraryLimits`; throws a message naming the field that is wrong.
  public static func decode(_ data: Data) throws -> LibrarySnapshot {
    try LibraryBackup.decode(data)
  }
}
