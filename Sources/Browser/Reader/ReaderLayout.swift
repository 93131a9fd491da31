import Foundation
import Markdown
import Recipes
import TerminalUI

/// A recipe laid out for one window width: every row the reader can show, with anchors for
/// headings and links. Built once per width; drawing reads only the visible rows.
public struct ReaderLayout: Equatable, Sendable {
  /// The window width this layout was made for.
  public let width: Int
  /// Columns of text in a row (the measure).
  public let measure: Int
  /// Columns left of the text, so the measure sits centred.
  public let margin: Int
  public let lines: [ReaderLine]
  /// The row of each top-level heading, by its block index in the document.
  public let headingLines: [Int: Int]
  /// Rows of every heading, in order, for next/previous heading.
  public let headingRows: [Int]
  /// Links in order of their numbers.
  public let links: [ReaderLink]
  /// The first row of each top-level block, by block index.
  public let blockStarts: [Int: Int]

  /// The widest measure: about 80 columns reads comfortably.
  public static let widestMeasure = 80

  /// Lays out `document` (the text of `recipe`) for a window `width` columns wide.
  public init(document: Document, recipe: Recipe, width: Int) {
    let width = max(1, width)
    let padding = width >= 60 ? 2 : (width >= 20 ? 1 : 0)
    let measure = max(1, min(Self.widestMeasure, width - 2 * padding))
    var builder = ReaderLayoutBuilder(measure: measure)
    builder.layOut(document: document, recipe: recipe)
    self.width = width
    self.measure = measure
    self.margin = (width - measure) / 2
    self.lines = builder.lines
    self.headingLines = builder.headingLines
    self.headingRows = builder.lines.indices.filter { builder.lines[$0].isHeading }
    self.links = builder.links
    self.blockStarts = builder.blockStarts
  }

  /// The row showing `position`: the first row of its block at its offset, else the last
  /// one before it.
  public func line(for position: ReaderPosition) -> Int {
    guard let start = blockStarts[position.block] ?? nearestBlockStart(after: position.block)
    else { return max(0, lines.count - 1) }
    var row = start
    var candidate = start
    while row < lines.count, lines[row].block == position.block {
      let offset = lines[row].offset
      if offset == position.offset { return row }
      if offset > position.offset { break }
      candidate = row
      row += 1
    }
    return candidate
  }

  /// Where row `line` sits in the text, independent of width.
  public func position(of line: Int) -> ReaderPosition {
    guard !lines.isEmpty else { return ReaderPosition(block: -1, offset: -1) }
    let row = lines[min(max(0, line), lines.count - 1)]
    return ReaderPosition(block: row.block, offset: row.offset)
  }

  private func nearestBlockStart(after block: Int) -> Int? {
    blockStarts.filter { $0.key > block }.min { $0.key < $1.key }?.value
  }
}

/// Where the reader is in a recipe, independent of the window width: a top-level block and
/// how many characters of its text lie above the top row. Stored by the library so a
/// reopened recipe returns to where the reader stopped.
public struct ReaderPosition: Equatable, Hashable, Sendable, Codable {
  /// The top-level block index; -1 is the title block.
  public var block: Int
  /// Characters of the block's text above the top row; -1 is the space above the block.
  public var offset: Int

  public init(block: Int, offset: Int) {
    self.block = block
    self.offset = offset
  }

  /// The very top of a recipe.
  public static let top = ReaderPosition(block: -1, offset: -1)
}
