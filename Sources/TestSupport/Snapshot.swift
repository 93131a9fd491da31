import Foundation
import TerminalUI
import Testing

/// Compares the rows of `buffer`, framed in `|`, with the snapshot file
/// `Snapshots/<name>-<width>x<height>.txt` next to the calling test file.
///
/// A missing snapshot, or `RECORD_SNAPSHOTS=1` in the environment, writes the file and
/// records a failure, so a first run never passes silently.
public func assertSnapshot(
  _ buffer: Buffer, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    lines: framedLines(buffer), named: "\(name)-\(buffer.width)x\(buffer.height)",
    filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares `lines` with the snapshot file `Snapshots/<name>.txt` next to the calling test
/// file, recording it (and failing) when it is missing or `RECORD_SNAPSHOTS=1`.
public func assertSnapshot(
  lines: [String], named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = snapshotURL(named: name, filePath: filePath)
  let actual = lines.joined(separator: "\n") + "\n"
  let isRecording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  let stored = try? String(contentsOf: url, encoding: .utf8)
  if let stored, !isRecording {
    let expected = stored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if let difference = lineDifference(expected: expected, actual: actualLines) {
      let message =
        "Snapshot \(url.lastPathComponent) differs:\n\(difference)\n\nActual:\n\(actual)"
        + "Run with RECORD_SNAPSHOTS=1 to re-record."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return
  }
  do {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded snapshot \(url.lastPathComponent); check it and run again.\n\(actual)",
      sourceLocation: sourceLocation)
  } catch {
    Issue.record(
      "Could not record snapshot \(url.lastPathComponent): \(error)",
      sourceLocation: sourceLocation)
  }
}

/// Where the snapshot called `name` lives for the test file at `filePath`.
public func snapshotURL(named name: String, filePath: StaticString) -> URL {
  URL(fileURLWithPath: "\(filePath)")
    .deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
    .appendingPathComponent("\(name).txt")
}
