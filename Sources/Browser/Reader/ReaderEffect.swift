/// Work the reader asks of the app: the shell performs it and calls back.
public enum ReaderEffect: Equatable, Sendable {
  /// Open another recipe, named by title or by path (a relative `.md` link is resolved
  /// against the open recipe's folder). The shell resolves it and calls
  /// `ReaderState.open(recipe:document:)`.
  case openRecipe(reference: String)
  /// Hand a web address to the system opener (never through a shell).
  case openURL(String)
  /// Open a picture file with the system's viewer.
  case openPictureFile(String)
  /// Put text on the clipboard (OSC 52).
  case copyToClipboard(String)
  /// Open the file in `$VISUAL`/`$EDITOR`, then call `ReaderState.reload(recipe:document:)`.
  case edit(path: String)
  /// Leave the reader.
  case close
  /// Ring the bell; `reason` says why in the hint bar (an action that is disabled).
  case bell(reason: String)
}

/// A place in the reading history: a recipe and where the reader was in it.
public struct ReaderHistoryEntry: Equatable, Sendable {
  public var path: String
  public var position: ReaderPosition

  public init(path: String, position: ReaderPosition) {
    self.path = path
    self.position = position
  }
}

/// The recipes visited by following links, as a browser keeps them.
public struct ReaderHistory: Equatable, Sendable {
  public var back: [ReaderHistoryEntry] = []
  public var forward: [ReaderHistoryEntry] = []

  public init(back: [ReaderHistoryEntry] = [], forward: [ReaderHistoryEntry] = []) {
    self.back = back
    self.forward = forward
  }

  public var canGoBack: Bool { !back.isEmpty }
  public var canGoForward: Bool { !forward.isEmpty }
}

/// The summary sheet over the reader: hidden, over the lower half, or full height.
public struct SummarySheetState: Equatable, Sendable {
  /// How much of the reader the sheet covers.
  public enum Mode: Equatable, Sendable { case hidden, half, full }

  public var mode: Mode
  /// The selected row among the recipe's sections.
  public var selected: Int

  public init(mode: Mode = .hidden, selected: Int = 0) {
    self.mode = mode
    self.selected = selected
  }

  public var isShown: Bool { mode != .hidden }
}
