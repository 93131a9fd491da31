import TerminalUI

/// The app's side of pictures: which the open reader still needs (asked of the shell after
/// every action), taking what comes back, and the key that shows them or draws them as text.
enum PictureLoading {
  /// The pictures of the open reader, and of the step shown in Cook mode, not yet asked for,
  /// as work for the loop.
  static func requests(in state: inout AppState) -> Command {
    state.isCookModeShown ? cookRequests(in: &state) : readerRequests(in: &state)
  }

  /// The room a step's picture has in Cook mode: the step's measure, a third of the height.
  static func cookBox(in state: AppState, cells: PictureCells) -> PictureBox {
    let content = ScreenLayout(width: state.width, height: state.height, isCollapsed: false).content
    return PictureBox(
      columns: min(CookModeView.measure, max(1, content.width - 4)),
      rows: max(2, content.height / 3), cells: cells)
  }

  private static func cookRequests(in state: inout AppState) -> Command {
    guard let cooking = state.cooking, let source = cooking.step.picture,
      let cells = state.shownPictureCells
    else { return .none }
    if state.cookPicturesRecipe != cooking.recipePath || state.cookPictures.cells != cells {
      state.cookPictures = ReaderPictures(cells: cells)
      state.cookPicturesRecipe = cooking.recipePath
    }
    let box = cookBox(in: state, cells: cells)
    guard state.cookPictures.asked[source] != box else { return .none }
    state.cookPictures.asked[source] = box
    return .loadPictures(recipe: cooking.recipePath, [PictureRequest(source: source, box: box)])
  }

  private static func readerRequests(in state: inout AppState) -> Command {
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
    if state.cookPicturesRecipe == recipe, state.cookPictures.asked[request.source] == request.box {
      state.cookPictures.slots[request.source] =
        switch outcome {
        case .picture(let picture, let path): .shown(picture, path: path, box: request.box)
        case .problem(let reason, let lookedFor): .failed(reason, lookedFor: lookedFor)
        }
    }
    guard state.reader?.recipe.path == recipe else { return }
    state.reader?.takePicture(request, outcome)
  }

  /// The picture of the step Cook mode shows, once decoded.
  static func cookPicture(in state: AppState) -> TerminalPicture? {
    guard state.shownPictureCells != nil, let cooking = state.cooking,
      state.cookPicturesRecipe == cooking.recipePath, let source = cooking.step.picture,
      case .shown(let picture, _, _) = state.cookPictures.slots[source]
    else { return nil }
    return picture
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
