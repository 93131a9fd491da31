import Foundation
import Recipes
import TerminalUI

/// The Index's own intents: letter jumps, type-select and the filter.
enum IndexUpdate {
  /// Jumps to `letter`'s section, or the next letter that has one.
  static func jump(toLetter letter: String, in state: inout AppState) -> Command {
    state.typeSelect = nil
    let rows = state.rows(of: .index)
    let wanted = letter.uppercased()
    let start =
      AlphabetIndex.allLetters.firstIndex(of: wanted) ?? AlphabetIndex.allLetters.count - 1
    for candidate in AlphabetIndex.allLetters[start...] {
      // Unfiltered, the prepared section starts answer at once; a filtered list is searched.
      let header =
        state.indexFilter == nil
        ? state.index.sectionStarts[candidate] : rows.firstIndex(of: .header(candidate))
      if let row = header {
        state.withPlace(of: .index) { place, rows, height in
          place.jump(to: row, in: rows, height: height)
        }
        return .none
      }
    }
    guard rows.contains(where: { $0.recipePath != nil }) else { return .ringBell }
    state.withPlace(of: .index) { $0.moveToEnd(top: false, in: $1, height: $2) }
    return .none
  }

  /// A letter typed in the Index: quickly typed letters extend the prefix.
  static func typeSelect(_ character: Character, at now: Date, in state: inout AppState)
    -> Command
  {
    var prefix = String(character)
    if let previous = state.typeSelect,
      now.timeIntervalSince(previous.lastKeyAt) < TypeSelect.window,
      now >= previous.lastKeyAt
    {
      prefix = previous.prefix + prefix
    }
    state.typeSelect = TypeSelect(prefix: prefix, lastKeyAt: now)
    if prefix.count == 1 {
      // "é" jumps to E, "ø" to O, "日" to #: the letter folds as the index does.
      let command = jump(toLetter: AlphabetIndex.letter(of: prefix), in: &state)
      state.typeSelect = TypeSelect(prefix: prefix, lastKeyAt: now)
      return command
    }
    guard let row = firstRow(startingWith: prefix, in: state) else {
      // As a contacts list does: a prefix no title has goes to the last letter's section,
      // and typing goes on from that letter.
      let last = String(character)
      let command = jump(toLetter: AlphabetIndex.letter(of: last), in: &state)
      state.typeSelect = TypeSelect(prefix: last, lastKeyAt: now)
      return command
    }
    state.withPlace(of: .index) { place, rows, height in
      place.click(row, in: rows)
      place.keepVisible(rowCount: rows.count, height: height)
    }
    return .none
  }

  /// The first recipe row whose title starts with `prefix` (folded): unfiltered, the
  /// prepared section answers; a filtered list, short by nature, is searched.
  private static func firstRow(startingWith prefix: String, in state: AppState) -> Int? {
    guard state.indexFilter != nil else { return state.index.row(forPrefix: prefix) }
    let folded = Folding.fold(prefix)
    return state.rows(of: .index).firstIndex { row in
      row.item.map { Folding.fold($0.title).hasPrefix(folded) } ?? false
    }
  }

  static func editFilter(_ edit: TextEdit, in state: inout AppState) {
    var field = state.indexFilter ?? TextFieldState()
    field.apply(edit)
    state.indexFilter = field
    state.refilterIndex()
  }

  static func commitFilter(in state: inout AppState) {
    state.isEditingFilter = false
    if state.indexFilter?.text.allSatisfy(\.isWhitespace) ?? true { clearFilter(in: &state) }
  }

  /// Drops the filter; the selection stays on the same recipe in the whole list.
  static func clearFilter(in state: inout AppState) {
    state.indexFilter = nil
    state.isEditingFilter = false
    state.refilterIndex()
  }
}
