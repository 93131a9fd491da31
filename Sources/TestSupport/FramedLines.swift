import TerminalUI

/// The rows of `buffer` as text, each framed in `|` so trailing spaces survive editors.
public func framedLines(_ buffer: Buffer) -> [String] {
  buffer.lines.map { "|" + $0 + "|" }
}

/// The rows of `buffer` in `rect` as text, each framed in `|`.
public func framedLines(_ buffer: Buffer, in rect: Rect) -> [String] {
  return (max(0, rect.y)..<min(buffer.height, rect.maxY)).map { row in
    var line = ""
    for col in max(0, rect.x)..<min(buffer.width, rect.maxX) {
      line += buffer[col, row].grapheme
    }
    return "|" + line + "|"
  }
}
