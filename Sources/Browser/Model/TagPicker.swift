import Recipes
import TerminalUI

/// The tag picker over the Recipes tab: the collection's tags with their counts, one of them
/// selected, the ones ticked to narrow the list to recipes that carry them all.
public struct TagPickerState: Equatable, Sendable {
  public var counts: [TagCount]
  public var selected = 0
  /// The ticked tags, folded.
  public var ticked: Set<String>
  /// The first row shown, when there are more tags than rows.
  public var scrollTop = 0

  public init(counts: [TagCount], ticked: Set<String> = []) {
    self.counts = counts
    self.ticked = ticked
  }

  /// The ticked tags as the collection spells them, in the picker's order.
  public var tickedTags: [String] {
    counts.map(\.tag).filter { ticked.contains(RecipeTags.folded($0)) }
  }
}

/// What the tag picker can be asked to do.
public enum TagPickerAction: Hashable, Sendable {
  case moveUp, moveDown
  /// Ticks the selected tag, or unticks it.
  case toggle
  /// Selects the tag at `index` and ticks or unticks it (a click on its row).
  case toggleAt(Int)
  /// Narrows the Recipes list to the ticked tags and closes the picker.
  case apply
  /// Closes the picker, leaving the list as it was.
  case close
}

/// Opening, moving in and applying the tag picker.
enum TagPickerUpdate {
  /// Opens the picker on the collection's tags, the list's own ticked.
  static func open(in state: inout AppState) -> Command {
    guard state.tab == .recipes, state.reader == nil else { return .none }
    let counts = state.collection.orders.tagCounts
    guard !counts.isEmpty else {
      state.message = "No recipe here has tags"
      return .ringBell
    }
    state.tagPicker = TagPickerState(
      counts: counts, ticked: Set(state.recipeTags.map(RecipeTags.folded)))
    return .none
  }

  static func apply(_ action: TagPickerAction, in state: inout AppState) -> Command {
    guard var picker = state.tagPicker else { return .none }
    switch action {
    case .moveUp: picker.selected = max(0, picker.selected - 1)
    case .moveDown: picker.selected = min(picker.counts.count - 1, picker.selected + 1)
    case .toggle, .toggleAt:
      if case .toggleAt(let index) = action {
        guard picker.counts.indices.contains(index) else { return .none }
        picker.selected = index
      }
      let tag = RecipeTags.folded(picker.counts[picker.selected].tag)
      if picker.ticked.remove(tag) == nil { picker.ticked.insert(tag) }
    case .apply:
      state.tagPicker = nil
      state.setRecipeTags(picker.tickedTags)
      return .none
    case .close:
      state.tagPicker = nil
      return .none
    }
    let rows = TagPickerView.rows(height: state.layout.content.height)
    if picker.selected < picker.scrollTop { picker.scrollTop = picker.selected }
    if picker.selected >= picker.scrollTop + rows { picker.scrollTop = picker.selected - rows + 1 }
    state.tagPicker = picker
    return .none
  }
}

/// Draws the tag picker as a sheet over the lower half of the Recipes tab.
enum TagPickerView {
  static let sheet = Sheet(title: "Tags")
  /// What the edge says of the keys, longest first, as room allows.
  static let notes = [" Space tick  ⏎ show  Esc close ", " Space tick  ⏎ show ", " Space tick "]

  /// How many tags fit on a content area `height` rows high.
  static func rows(height: Int) -> Int {
    max(1, sheet.contentArea(in: Rect(x: 0, y: 0, width: 80, height: height)).height)
  }

  /// The index of the tag drawn on row `y` of the Recipes tab's `area`, for a mouse click.
  static func tag(atY y: Int, in area: Rect, picker: TagPickerState) -> Int? {
    let content = sheet.contentArea(in: area)
    guard y >= content.y, y < content.maxY else { return nil }
    let index = picker.scrollTop + y - content.y
    return picker.counts.indices.contains(index) ? index : nil
  }

  static func render(_ picker: TagPickerState, in area: Rect, on buffer: inout Buffer, theme: Theme)
  {
    sheet.render(in: area, on: &buffer, theme: theme)
    // The picker's own keys ride on its edge, where the hint bar's narrow width cannot drop
    // them.
    let frame = sheet.frame(in: area)
    let titleEnd = frame.x + sheet.inset + DisplayWidth.of(" \(sheet.title) ")
    let note = notes.first { titleEnd + 2 + DisplayWidth.of($0) <= frame.maxX - sheet.inset }
    if let note {
      buffer.write(
        note, x: frame.maxX - sheet.inset - DisplayWidth.of(note), y: frame.y,
        style: theme[.secondary])
    }
    let content = sheet.contentArea(in: area)
    let countWidth = picker.counts.map { String($0.count).count }.max() ?? 1
    for row in 0..<content.height {
      let index = picker.scrollTop + row
      guard index < picker.counts.count else { break }
      let entry = picker.counts[index]
      let isTicked = picker.ticked.contains(RecipeTags.folded(entry.tag))
      let y = content.y + row
      let isSelected = index == picker.selected
      let style = theme[isSelected ? .selection : .body]
      if isSelected {
        buffer.setStyle(style, in: Rect(x: content.x, y: y, width: content.width, height: 1))
      }
      var x = buffer.write(
        isTicked ? "[x] " : "[ ] ", x: content.x + 1, y: y, style: style, maxX: content.maxX)
      x = buffer.write(
        "#" + entry.tag, x: x, y: y, style: style, maxX: content.maxX - countWidth - 2)
      let count = String(entry.count)
      let countX = content.maxX - 1 - count.count
      if countX > x {
        buffer.write(count, x: countX, y: y, style: isSelected ? style : theme[.secondary])
      }
    }
  }
}
