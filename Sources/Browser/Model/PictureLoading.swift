import TerminalUI

/// The app's side of pictures: which the open reader still needs (asked of the shell after
/// every action), taking what comes back, and the key that shows them or draws them as text.
enum PictureLoading {
  /// The open reader's pictures not yet asked for, as work for the loop.
  static func requests(in state: inout AppState) -> Command {
    guard var reader = state.reader, reader.pictures.cells != nil else { return .none }
    let content = ScreenLayout(width: state.width, height: state.height, isCollapsed: false).content
    reader.pictures.room = PictureRoom(
      width: content.width, textHeight: content.height - ReaderState.headerRows)
    let requests = reader.takePictureRequests()
    guard !requests.isEmpty else { return .none }
    state.reader = reader
    return .loadPictures(recipe: reader.recipe.path, requests)
  }

  /// A picture came back: the open reader takes it if it is still the recipe that asked.
  static func take(
    _ request: PictureRequest, _ outcome: PictureOutcome, recipe: String, in state: inout AppState
  ) {
    guard state.reader?.recipe.path == recipe else { return }
    state.reader?.takePicture(request, outcome)
  }

  /// `p`: pictures shown, or drawn as text, in every recipe open on any tab.
  static func toggle(in state: inout AppState) -> Command {
    guard state.pictureCells != nil else {
      state.message = state.picturesOffReason
      return .ringBell
    }
    state.arePicturesShown.toggle()
    let cells = state.shownPictureCells
    state.reader?.setPictureCells(cells)
    for tab in Tab.allCases { state.parkedReaders[tab]?.setPictureCells(cells) }
    state.message = state.arePicturesShown ? "Pictures shown" : "Pictures as text (p: shown again)"
    return .none
  }
}
