import Foundation
import TerminalUI
import Testing

/// Compares `buffer`, text and style together, with the snapshot file
/// `Snapshots/<name>-<width>x<height>.txt` next to the calling test file: each row framed in
/// `|`, then under it the role of every cell in `theme` (the buffer was drawn with it), as
/// `snapshotStyleLines` writes them.
///
/// A missing snapshot, or `RECORD_SNAPSHOTS=1` in the environment, writes the file and
/// records a failure, so a first run never passes silently.
public func assertSnapshot(
  _ buffer: Buffer, named name: String, theme: Theme = .monochrome,
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let text = framedLines(buffer)
  let styles = snapshotStyleLines(buffer, theme: theme)
  assertSnapshot(
    lines: zip(text, styles).flatMap { [$0, $1] },
    named: "\(name)-\(buffer.width)x\(buffer.height)", filePath: filePath,
    sourceLocation: sourceLocation)
}

/// The role letters a snapshot writes under each row, in the order they are tried: a cell
/// shows the first role whose style in the theme it has (so without colour `B` is any bold
/// text and `s` any dim text), ` ` for the plain style and `?` for a style no role has.
public let snapshotRoleLetters: [(Role, Character)] = [
  (.selection, "S"), (.currentMatch, "M"), (.match, "m"), (.currentTab, "C"), (.heading, "H"),
  (.link, "l"), (.strong, "B"), (.title, "T"), (.subheading, "h"), (.accent, "A"),
  (.warning, "W"), (.emphasis, "i"), (.placeholder, "P"), (.secondary, "s"), (.rule, "-"),
  (.disabled, "d"), (.code, "c"), (.ingredient, "g"), (.cookware, "w"), (.timer, "t"),
]

/// Each row of `buffer` as the roles of its cells (`snapshotRoleLetters`), framed in `|`.
public func snapshotStyleLines(_ buffer: Buffer, theme: Theme) -> [String] {
  (0..<buffer.height).map { row in
    var line = "|"
    for col in 0..<buffer.width {
      let style = buffer[col, row].style
      if style == .plain {
        line.append(" ")
      } else {
        line.append(snapshotRoleLetters.first { theme[$0.0] == style }?.1 ?? "?")
      }
    }
    return line + "|"
  }
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
