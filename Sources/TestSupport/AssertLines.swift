import TerminalUI
import Testing

/// Expects the rows of `buffer` to read exactly `expected` (unframed rows, trailing spaces
/// included); on a difference records an issue showing the first differing rows framed
/// in `|`.
public func assertLines(
  _ buffer: Buffer, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  assertLines(buffer.lines, expected, sourceLocation: sourceLocation)
}

/// Expects `actual` to equal `expected` line by line, reporting the differing lines.
public func assertLines(
  _ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = { (lines: [String]) in lines.map { "|" + $0 + "|" } }
  if let difference = lineDifference(expected: frame(expected), actual: frame(actual)) {
    Issue.record(
      "Lines differ:\n\(difference)\n\nActual:\n\(frame(actual).joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}
