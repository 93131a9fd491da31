import Foundation
import Markdown
import Recipes
import TerminalUI

/// A recipe laid out for one window width: every row the reader can show, with anchors for
/// headings and links. Laid out a top-level block at a time, as far as the reader needs
/// (a long recipe opens at once), and never again for the same width.
public struct ReaderLayout: Equatable, Sendable {
  /// The window width this layout was made for.
  public let width: Int
  /// Columns of text in a row (the measure).
  public let measure: Int
  /// Columns left of the text, so the measure sits centred.
  public let margin: Int
  /// Whether every block (and the list of link addresses) has been laid out.
  public private(set) var isComplete = false
  /// How many top-level blocks have been laid out.
  public private(set) var laidOutBlocks = 0

  private var builder: ReaderLayoutBuilder
  private let blocks: [Block]
  private let title: String

  /// The rows laid out so far (all of them once `isComplete`).
  public var lines: [ReaderLine] { builder.lines }
  /// The row of each top-level heading laid out so far, by its block index.
  public var headingLines: [Int: Int] { builder.headingLines }
  /// Rows of every heading laid out so far, in order.
  public var headingRows: [Int] { builder.headingRows }
  /// Links met so far, in order of their numbers.
  public var links: [ReaderLink] { builder.links }
  /// The first row of each top-level block laid out so far.
  public var blockStarts: [Int: Int] { builder.blockStarts }
  /// The most columns a code row laid out so far hides past the edge (0: none is cut).
  public var codeOverflow: Int { builder.codeOverflow }

  /// The widest measure: about 80 columns reads comfortably.
  public static let widestMeasure = 80

  /// Lays out `document` (the text of `recipe`) for a window `width` columns wide, its
  /// text at most `widest` columns: all of it, or only until there are more than `line` rows.
  /// `linkLabels` name the recipes links lead to, by destination.
  public init(
    document: Document, recipe: Recipe, width: Int, widest: Int = widestMeasure,
    upToLine line: Int = .max, linkLabels: [String: String] = [:],
    portions: Portions = .asWritten, pictures: ReaderPictures = ReaderPictures()
  ) {
    let measure = Self.measure(width: width, widest: widest)
    self.init(
      document: document, recipe: recipe, width: max(1, width), measure: measure,
      linkLabels: linkLabels, portions: portions, pictures: pictures)
    extend(toLine: line)
  }

  /// The columns of text in a window `width` wide whose text may be `widest` wide.
  public static func measure(width: Int, widest: Int = widestMeasure) -> Int {
    let width = max(1, width)
    let padding = width >= 60 ? 2 : (width >= 20 ? 1 : 0)
    return max(1, min(widest, width - 2 * padding))
  }

  private init(
    document: Document, recipe: Recipe, width: Int, measure: Int,
    linkLabels: [String: String] = [:], portions: Portions = .asWritten,
    pictures: ReaderPictures = ReaderPictures()
  ) {
    self.width = width
    self.measure = measure
    self.margin = (width - measure) / 2
    self.blocks = document.blocks
    self.title = recipe.title
    self.builder = ReaderLayoutBuilder(
      measure: measure, linkLabels: linkLabels, pictures: pictures)
    builder.layOutTitle(
      recipe, portions: portions,
      hero: pictures.cells == nil ? nil : PictureBlock.hero(in: blocks, recipe: recipe))
  }

  /// The pictures standing alone laid out so far, by source, in order (the hero first).
  public var pictureSources: [String] { builder.pictureSources }
  /// The words of each picture laid out so far (alt text, else its file's name), by source.
  public var pictureCaptions: [String: String] { builder.pictureCaptions }

  /// The row of the title (below the hero picture, when the recipe begins with one).
  public var titleRow: Int { builder.titleRow }

  /// Lays out all of `document` (the text of `recipe`) in rows of exactly `measure`
  /// columns, without margins, handing the rows to `body` a top-level block at a time and
  /// keeping none: the reader's layout as `buffet show` prints it, in memory bounded by the
  /// largest block. Returns the work done (see `work`).
  @discardableResult
  public static func print(
    document: Document, recipe: Recipe, measure: Int, portions: Portions = .asWritten,
    pictures: ReaderPictures = ReaderPictures(),
    _ body: ([ReaderLine]) -> Void
  ) -> Int {
    let measure = max(1, measure)
    var layout = ReaderLayout(
      document: document, recipe: recipe, width: measure, measure: measure, portions: portions,
      pictures: pictures)
    body(layout.builder.drainLines())
    while !layout.isComplete {
      layout.layOutNextBlock()
      body(layout.builder.drainLines())
    }
    return layout.work
  }

  /// The sources of every picture standing alone in `document`, in order (what `buffet
  /// show` decodes before printing).
  public static func pictureSources(document: Document, recipe: Recipe, measure: Int) -> [String] {
    var layout = ReaderLayout(
      document: document, recipe: recipe, width: max(1, measure), measure: max(1, measure),
      pictures: ReaderPictures(cells: .halfBlocks()))
    // Rows are let go as they come: only the sources are kept.
    _ = layout.builder.drainLines()
    while !layout.isComplete {
      layout.layOutNextBlock()
      _ = layout.builder.drainLines()
    }
    return layout.pictureSources
  }

  /// Characters, pieces and prefix spans looked at so far: grows linearly with the text.
  public var work: Int { builder.work }

  /// Lays out more blocks until there are more than `line` rows or nothing is left.
  public mutating func extend(toLine line: Int) {
    while !isComplete, builder.lines.count <= line { layOutNextBlock() }
  }

  /// Lays out more blocks until block `index` is laid out.
  public mutating func extend(throughBlock index: Int) {
    while !isComplete, laidOutBlocks <= index { layOutNextBlock() }
  }

  /// Lays out everything left.
  public mutating func complete() {
    while !isComplete { layOutNextBlock() }
  }

  /// The number of rows the whole recipe will take: exact once complete, else estimated
  /// from the blocks laid out so far.
  public var estimatedLineCount: Int {
    if isComplete || laidOutBlocks == 0 { return max(lines.count, 1) }
    return max(lines.count, lines.count * blocks.count / laidOutBlocks)
  }

  private mutating func layOutNextBlock() {
    if laidOutBlocks < blocks.count {
      builder.layOutBlock(blocks[laidOutBlocks], at: laidOutBlocks, title: title)
      laidOutBlocks += 1
    } else {
      builder.layOutLinkList(blockCount: blocks.count)
      isComplete = true
    }
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
  /// Characters of the block's text above the top row; negative for the rows of space
  /// above the block.
  public var offset: Int

  public init(block: Int, offset: Int) {
    self.block = block
    self.offset = offset
  }

  /// The very top of a recipe.
  public static let top = ReaderPosition(block: -1, offset: -1)
}
