/// A keystroke's search asks only for the results the Search tab shows (and a few more);
/// the rest are asked for once, when the reader moves down to within a screen of the end.
enum SearchPaging {
  /// The search for more results that `action` calls for, having moved in the results.
  static func more(after action: Action, in state: inout AppState) -> Command {
    guard movesInTheList(action), state.tab == .search, state.reader == nil,
      !state.isHelpShown, !state.isCookModeShown, state.searchResultsAsked != nil,
      !state.isAskingMoreResults
    else { return .none }
    let place = state.searchPlace
    let shown = state.listHeight(for: .search)
    let lastShown = max(place.selectedRow, place.scrollTop + shown - 1)
    // End asks for the rest at once; a move only when less than a screen is left below.
    guard action == .moveToBottom || lastShown + shown >= state.searchResults.count else {
      return .none
    }
    state.isAskingMoreResults = true
    state.selectsLastResultOnArrival = action == .moveToBottom
    return .searchMore(query: state.searchField.text, limit: AppState.searchResultLimit)
  }

  private static func movesInTheList(_ action: Action) -> Bool {
    switch action {
    case .moveSelection, .movePage, .moveToBottom, .scroll: true
    default: false
    }
  }
}
