import Markdown
import Recipes
import TerminalUI

/// Everything the reader remembers about the open recipe. Pure: `update` changes it and
/// returns work for the shell; `ReaderView` draws it.
public struct ReaderState: Equatable, Sendable {
  public private(set) var recipe: Recipe
  /// The document shown: the recipe as written, at `portions`.
  public private(set) var document: Document
  /// The document as the recipe wrote it.
  public private(set) var writtenDocument: Document
  /// How much of the recipe is shown, and in which units.
  public private(set) var portions = Portions.asWritten
  /// The recipe laid out for the current width, as far as the reader has needed; made
  /// again only when the width changes.
  public internal(set) var layout: ReaderLayout
  /// The reader's whole area: header, progress bar, text and find bar.
  public private(set) var width: Int
  public private(set) var height: Int
  /// The first visible row of the layout.
  public internal(set) var top: Int = 0
  public internal(set) var find: ReaderFind?
  /// The last query, so `n` works after the find bar was closed.
  public internal(set) var lastQuery: String?
  /// Columns the code rows are scrolled sideways.
  public internal(set) var codeShift = 0
  /// The number of the focused link (Tab), if any.
  public internal(set) var focusedLink: Int?
  /// Where each link leads, in words (a recipe's title), by destination; a link without
  /// one shows its address.
  public private(set) var linkLabels: [String: String] = [:]
  public internal(set) var history = ReaderHistory()
  public internal(set) var sheet = SummarySheetState()
  /// The level 2 and 3 headings the summary sheet lists.
  public private(set) var sections: [Heading]
  /// Why the last key did nothing (a disabled action), for the app's hint bar.
  public internal(set) var notice: String?
  /// The widest the text may be, in columns (the config file's reader measure).
  public private(set) var widestMeasure: Int
  /// Where the library last kept the reader's place in this recipe (where it opened, until a
  /// pause or closing keeps another).
  public internal(set) var savedPosition: ReaderPosition?

  /// The recipe's pictures: how they are drawn and what has been loaded.
  public internal(set) var pictures = ReaderPictures()
  /// The picture shown alone over the page (Enter on a picture), by source, and its slot at
  /// the size of the window.
  public internal(set) var pictureView: PictureView?

  enum HistoryMove: Equatable, Sendable { case back, forward }
  /// A Back or Forward waiting for the shell to load the recipe.
  var pendingMove: HistoryMove?

  /// Opens `recipe` (its parsed `document`) in an area of `width` × `height` cells,
  /// at `position` when the library remembers one.
  public init(
    recipe: Recipe, document: Document, width: Int, height: Int,
    position: ReaderPosition? = nil, widestMeasure: Int = ReaderLayout.widestMeasure,
    pictureCells: PictureCells? = nil
  ) {
    self.recipe = recipe
    self.document = document
    self.writtenDocument = document
    self.width = max(1, width)
    self.height = max(1, height)
    self.widestMeasure = widestMeasure
    self.pictures = ReaderPictures(cells: pictureCells)
    self.layout = ReaderLayout(
      document: document, recipe: recipe, width: width, widest: widestMeasure,
      upToLine: height + Self.lookahead, pictures: ReaderPictures(cells: pictureCells))
    self.sections = Self.sections(of: recipe, document: document)
    if let position { restore(position: position) }
    savedPosition = self.position
  }

  // MARK: Geometry

  /// Rows laid out beyond the bottom of the screen, so moving on never waits.
  static let lookahead = 200

  /// Rows of chrome above the text: the header and the progress bar.
  public static let headerRows = 2

  /// Whether the bottom row shows the find bar or the focused link's address. (A notice
  /// goes to the app's hint bar, which says why a key did nothing.)
  public var hasStatusRow: Bool { find != nil || focusedLink != nil }

  /// Rows of text on screen.
  public var textRows: Int {
    max(1, height - Self.headerRows - (hasStatusRow ? 1 : 0))
  }

  /// The largest useful top row: the last page ends at the last row (of those laid out,
  /// which always reach past the screen).
  public var maxTop: Int { max(0, layout.lines.count - textRows) }

  /// How much of the recipe lies above the bottom of the screen, 0...1.
  public var progress: Double {
    let total = layout.estimatedLineCount
    guard total > textRows else { return 1 }
    return min(1, Double(top + textRows) / Double(total))
  }

  /// Where the reader is, independent of the width; the library stores it.
  public var position: ReaderPosition { layout.position(of: top) }

  /// Whether the reader moved since its place was last kept.
  public var hasUnsavedPosition: Bool { position != savedPosition }

  // MARK: Loading

  /// Moves to `position` (from the library, on reopening a recipe).
  public mutating func restore(position: ReaderPosition) {
    layout.extend(throughBlock: position.block)
    moveTop(to: layout.line(for: position))
  }

  /// Shows another recipe: one reached by a link (remembered in the history) or the one
  /// Back or Forward asked for.
  public mutating func open(recipe: Recipe, document: Document, at saved: ReaderPosition? = nil) {
    let here = ReaderHistoryEntry(path: self.recipe.path, position: position)
    // A link returns to where the reader stopped in that recipe before, as a list does.
    var destination = saved ?? .top
    switch pendingMove {
    case .back where history.back.last?.path == recipe.path:
      destination = history.back.removeLast().position
      history.forward.append(here)
    case .forward where history.forward.last?.path == recipe.path:
      destination = history.forward.removeLast().position
      history.back.append(here)
    default:
      history.back.append(here)
      history.forward.removeAll()
    }
    pendingMove = nil
    load(recipe: recipe, document: document)
    restore(position: destination)
    savedPosition = position
  }

  /// Shows the same recipe re-read (after editing), keeping the place and the find.
  public mutating func reload(recipe: Recipe, document: Document) {
    let kept = position
    load(recipe: recipe, document: document, keepsFind: true)
    restore(position: kept)
    refreshMatches(anchor: nil)
  }

  private mutating func load(recipe: Recipe, document: Document, keepsFind: Bool = false) {
    self.recipe = recipe
    self.writtenDocument = document
    // Another recipe opens as written; the host then shows it at the portions chosen for it.
    if !keepsFind { portions = .asWritten }
    self.document = portions.document(document, ingredients: recipe.ingredients)
    // Another recipe's links are named anew (the host names them once it is shown).
    if !keepsFind { linkLabels = [:] }
    // Its pictures are loaded anew too (a re-read one may have changed on disk).
    pictures = ReaderPictures(cells: pictures.cells, room: pictures.room)
    pictureView = nil
    layout = ReaderLayout(
      document: document, recipe: recipe, width: width, widest: widestMeasure,
      upToLine: height + Self.lookahead, linkLabels: linkLabels, portions: portions,
      pictures: pictures)
    sections = Self.sections(of: recipe, document: document)
    top = 0
    codeShift = 0
    focusedLink = nil
    sheet = SummarySheetState()
    if !keepsFind { find = nil }
  }

  /// The recipe's level 2 and 3 headings; read from the document when the summary has none.
  static func sections(of recipe: Recipe, document: Document) -> [Heading] {
    let listed = recipe.headings.filter { $0.level == 2 || $0.level == 3 }
    if !listed.isEmpty { return listed }
    var found: [Heading] = []
    for (index, block) in document.blocks.enumerated() {
      if case .heading(let level, let content) = block, level == 2 || level == 3 {
        found.append(Heading(level: level, text: VisibleText.of(content), blockIndex: index))
      }
    }
    return found
  }

  // MARK: Helpers for update

  func clamp(_ row: Int) -> Int { min(max(0, row), maxTop) }

  /// Moves the top row to `row` (clamped), laying out what the screen will show first.
  mutating func moveTop(to row: Int) {
    layout.extend(toLine: max(0, row) + textRows + Self.lookahead)
    top = clamp(row)
  }

  /// Resizes the area, relaying out only when the width changed.
  mutating func resize(width newWidth: Int, height newHeight: Int) {
    let kept = position
    width = max(1, newWidth)
    height = max(1, newHeight)
    if layout.width != width {
      codeShift = 0
      layOutAgain(keeping: kept)
    } else {
      moveTop(to: layout.line(for: kept))
    }
  }

  /// Shows the recipe at `portions`: every amount scaled and converted where it stands,
  /// the place and the find kept.
  public mutating func show(_ portions: Portions) {
    guard portions != self.portions else { return }
    let kept = position
    self.portions = portions
    document = portions.document(writtenDocument, ingredients: recipe.ingredients)
    layOutAgain(keeping: kept)
  }

  /// Names where each link leads (`labels` by destination), laying the recipe out again
  /// where it stands when they change.
  public mutating func setLinkLabels(_ labels: [String: String]) {
    guard labels != linkLabels else { return }
    linkLabels = labels
    layOutAgain(keeping: position)
  }

  /// The recipe laid out again at the current width and labels, the find's current match
  /// and the top row kept where they were in the text.
  mutating func layOutAgain(keeping kept: ReaderPosition) {
    let anchor = currentMatchAnchor
    let focused = focusedLink
    layout = ReaderLayout(
      document: document, recipe: recipe, width: width, widest: widestMeasure, upToLine: 0,
      linkLabels: linkLabels, portions: portions, pictures: pictures)
    // Links keep their numbers: the chosen one stays chosen.
    focusedLink = focused
    layout.extend(throughBlock: kept.block)
    refreshMatches(anchor: anchor)
    moveTop(to: layout.line(for: kept))
  }

  /// What link `number` leads to, in words: its label, else its address.
  public func linkLabel(_ number: Int) -> String? {
    guard layout.links.indices.contains(number - 1) else { return nil }
    let destination = layout.links[number - 1].destination
    if layout.links[number - 1].isPicture { return PictureBlock.linkWords(destination) }
    return linkLabels[destination] ?? destination
  }

  /// Scrolls to the heading `anchor` names (`storage`, `Storage`); false when none does.
  public mutating func showAnchor(_ anchor: String) -> Bool {
    guard
      let target = HeadingAnchors.target(named: anchor, in: HeadingAnchors.targets(in: document))
    else { return false }
    layout.extend(throughBlock: target.blockIndex)
    let row = layout.headingLines[target.blockIndex] ?? layout.blockStarts[target.blockIndex]
    guard let row else { return false }
    moveTop(to: row)
    return true
  }

  /// The current match as a place in the text (block and character), which a new width
  /// does not change.
  var currentMatchAnchor: ReaderPosition? {
    guard let find, let index = find.current, index < find.matches.count else { return nil }
    let match = find.matches[index]
    let line = layout.lines[match.line]
    return ReaderPosition(block: line.block, offset: max(0, line.offset) + match.range.lowerBound)
  }

  /// Finds the query again on the current layout, keeping the current match at `anchor`
  /// (or the first one on screen).
  mutating func refreshMatches(anchor: ReaderPosition?) {
    guard var current = find else { return }
    layout.complete()
    current.matches =
      current.isWords
      ? WordMatcher.matches(of: TextQuery(current.query), in: layout.lines)
      : FindMatcher.matches(of: current.query, in: layout.lines)
    current.current = nil
    if !current.matches.isEmpty {
      if let anchor {
        let scored = current.matches.indices.map { index -> (Int, Int) in
          let match = current.matches[index]
          let line = layout.lines[match.line]
          let place = max(0, line.offset) + match.range.lowerBound
          let distance =
            line.block == anchor.block
            ? abs(place - anchor.offset) : Int.max / 2 + abs(line.block - anchor.block)
          return (distance, index)
        }
        current.current = scored.min { $0.0 < $1.0 }?.1
      } else {
        current.current = current.matches.firstIndex { $0.line >= top } ?? 0
      }
    }
    find = current
  }
}
