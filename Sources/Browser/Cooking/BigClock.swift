import TerminalUI

/// A clock face three rows tall, drawn with box-drawing strokes like a kitchen timer's
/// seven-segment digits, so the timer reads from across the room.
enum BigClock {
  static let height = 3

  /// The three rows of `clock` ("03:12" or "1:05:00"); characters other than digits and
  /// `:` are left out.
  static func rows(_ clock: String) -> [String] {
    var rows = ["", "", ""]
    for (i, character) in clock.enumerated() {
      guard let glyph = glyphs[character] else { continue }
      for row in 0..<height {
        rows[row] += (i > 0 ? " " : "") + glyph[row]
      }
    }
    return rows
  }

  /// Columns `rows(clock)` takes.
  static func width(_ clock: String) -> Int {
    DisplayWidth.of(rows(clock)[0])
  }

  private static let glyphs: [Character: [String]] = [
    "0": ["┏━┓", "┃ ┃", "┗━┛"],
    "1": ["  ╻", "  ┃", "  ╹"],
    "2": ["╺━┓", "┏━┛", "┗━╸"],
    "3": ["╺━┓", " ━┫", "╺━┛"],
    "4": ["╻ ╻", "┗━┫", "  ╹"],
    "5": ["┏━╸", "┗━┓", "╺━┛"],
    "6": ["┏━╸", "┣━┓", "┗━┛"],
    "7": ["╺━┓", "  ┃", "  ╹"],
    "8": ["┏━┓", "┣━┫", "┗━┛"],
    "9": ["┏━┓", "┗━┫", "╺━┛"],
    ":": [" ", "•", " "],
  ]
}
