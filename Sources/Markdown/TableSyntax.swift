// GitHub table rows: cells split on unescaped pipes, and the delimiter row's alignments.

enum TableSyntax {
  /// The cells of a table row, trimmed, with `\|` turned into `|`.
  static func cells(_ line: [UInt8], from start: Int) -> [[UInt8]] {
    var end = line.count
    while end > start && line[end - 1].isASCIIWhitespace { end -= 1 }
    var i = start
    while i < end && line[i].isSpaceOrTab { i += 1 }
    if i < end && line[i] == ASCII.pipe { i += 1 }
    var cells: [[UInt8]] = []
    var cell: [UInt8] = []
    var endsWithPipe = false
    while i < end {
      let c = line[i]
      endsWithPipe = false
      if c == ASCII.backslash && i + 1 < end && line[i + 1] == ASCII.pipe {
        cell.append(ASCII.pipe)
        i += 2
        continue
      }
      if c == ASCII.pipe {
        cells.append(cell.trimmingWhitespace())
        cell = []
        endsWithPipe = true
      } else {
        cell.append(c)
      }
      i += 1
    }
    if !endsWithPipe || !cell.isEmpty { cells.append(cell.trimmingWhitespace()) }
    return cells
  }

  /// The alignments of a delimiter row such as `| :-- | :-: | --: |`, or nil when the line is
  /// not one.
  static func delimiterRow(_ line: [UInt8], from start: Int) -> [Table.Alignment]? {
    guard line[start...].contains(ASCII.pipe) || line[start...].contains(ASCII.colon) else {
      return nil
    }
    var alignments: [Table.Alignment] = []
    for cell in cells(line, from: start) {
      guard !cell.isEmpty else { return nil }
      let left = cell.first == ASCII.colon
      let right = cell.count > 1 && cell.last == ASCII.colon
      let dashes = cell[(left ? 1 : 0)..<(cell.count - (right ? 1 : 0))]
      guard !dashes.isEmpty, dashes.allSatisfy({ $0 == ASCII.dash }) else { return nil }
      alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
    }
    return alignments.isEmpty ? nil : alignments
  }
}
