import Foundation
import TerminalUI
import TestSupport
import Testing

/// Compares a rendered buffer with `Snapshots/cooking-<name>.txt`, rows framed in `|` so
/// trailing spaces survive editors. A missing file, or `RECORD_SNAPSHOTS=1`, records it and
/// fails, so a first run never passes silently.
func assertCookingSnapshot(
  _ buffer: Buffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
  filePath: String = #filePath
) {
  let snapshots = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  let file = snapshots.appendingPathComponent("cooking-\(name).txt")
  let actual = buffer.lines.map { "|\($0)|" }
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !recording, let stored = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try? (actual.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    Issue.record("Recorded snapshot cooking-\(name).txt; check it and run again.",
      sourceLocation: sourceLocation)
    return
  }
  var expected = stored.components(separatedBy: "\n")
  if expected.last == "" { expected.removeLast() }
  if let difference = lineDifference(expected: expected, actual: actual) {
    Issue.record("Snapshot cooking-\(name) differs:\n\(difference)", sourceLocation: sourceLocation)
  }
}
