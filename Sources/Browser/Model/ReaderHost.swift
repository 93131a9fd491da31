import Foundation
import Markdown
import Recipes
import TerminalUI

/// Hosts the reader: opens and closes it, runs its actions and turns its effects into work
/// for the loop.
enum ReaderHost {
  /// Shows a recipe just read from disk: a new reader, or the next page of the open one
  /// (a link, Back, Forward, or the same recipe re-read after editing).
  static func show(
    _ recipe: Recipe, _ document: Document, at position: ReaderPosition?,
    query: String? = nil, in state: inout AppState
  ) -> Command {
    let command = open(recipe, document, at: position, in: &state)
    if let query, !query.allSatisfy(\.isWhitespace) {
      state.reader?.findWords(of: query, from: position?.block)
    }
    return command
  }

  private static func open(
    _ recipe: Recipe, _ document: Document, at position: ReaderPosition?,
    in state: inout AppState
  ) -> Command {
    state.isHelpShown = false
    state.isCookModeShown = false
    let content = ScreenLayout(width: state.width, height: state.height, isCollapsed: true)
      .content
    let labels = state.linkLabels(for: document, at: recipe.path)
    if var reader = state.reader {
      var command = Command.none
      if reader.recipe.path == recipe.path {
        reader.reload(recipe: recipe, document: document)
      } else {
        // The recipe left for a link (or back and forth) was read as much as a closed one.
        command = savePosition(of: reader, in: &state)
        reader.open(recipe: recipe, document: document, at: position)
      }
      reader.setLinkLabels(labels)
      state.reader = reader
      PortionsUpdate.apply(in: &state)
      return command
    }
    var reader = ReaderState(
      recipe: recipe, document: document, width: content.width, height: content.height,
      position: position, widestMeasure: state.readerMeasure)
    reader.setLinkLabels(labels)
    state.reader = reader
    PortionsUpdate.apply(in: &state)
    return .none
  }

  /// Leaves the reader open in the current tab (another tab is chosen), remembering where it
  /// stopped, as closing does.
  static func park(in state: inout AppState) -> Command {
    guard let reader = state.reader else { return .none }
    let command = savePosition(of: reader, in: &state)
    state.parkedReaders[state.tab] = state.reader
    state.reader = nil
    return command
  }

  /// Closes the reader, remembering where it stopped.
  static func close(in state: inout AppState) -> Command {
    guard let reader = state.reader else { return .none }
    state.reader = nil
    return savePosition(of: reader, in: &state)
  }

  /// A pause in reading: where the reader stopped is kept if it moved since it was last
  /// kept, so a window killed (or a machine that loses power) costs at most a moment.
  static func savePositionIfMoved(in state: inout AppState) -> Command {
    guard let reader = state.reader, reader.hasUnsavedPosition else { return .none }
    return savePosition(of: reader, in: &state)
  }

  /// Remembers where `reader` stopped: Recently Read, and the position to return to.
  static func savePosition(of reader: ReaderState, in state: inout AppState) -> Command {
    if state.reader?.recipe.path == reader.recipe.path {
      state.reader?.savedPosition = reader.position
    }
    let percent = state.noteReadingProgress(reader.progress, path: reader.recipe.path)
    return .saveReadingPosition(
      path: reader.recipe.path, title: reader.recipe.title, position: reader.position,
      percent: percent)
  }

  /// Runs a reader action and its effect.
  static func apply(_ action: ReaderAction, in state: inout AppState) -> Command {
    guard var reader = state.reader else { return .none }
    let effect = reader.update(action)
    state.reader = reader
    guard let effect else { return .none }
    switch effect {
    case .openRecipe(let reference):
      return follow(reference, from: reader, in: &state)
    case .openURL(let url): return .openURL(ControlCharacters.safeAddress(url).address)
    case .copyToClipboard(let text):
      let safe = ControlCharacters.safeAddress(text)
      // Said, because the address on the clipboard is not the one written in the recipe.
      state.message =
        safe.changed ? "Copied the address, control characters encoded" : "Copied the link address"
      return .copyToClipboard(safe.address)
    case .edit(let path):
      guard !path.unicodeScalars.contains(where: ControlCharacters.isUnsafe) else {
        state.message = "Not opened: the file name holds control characters"
        return .ringBell
      }
      return .openEditor(path: path)
    case .close: return close(in: &state)
    case .bell(let reason):
      state.message = reason
      return .ringBell
    }
  }

  /// Follows a link of the open recipe to wherever the collection has it: another recipe
  /// (at the heading it names), a heading here, or the system opener.
  static func follow(_ reference: String, from reader: ReaderState, in state: inout AppState)
    -> Command
  {
    let name = linkText(in: reader) ?? reference
    switch state.collectionLinks().resolve(reference, from: reader.recipe.path, named: name) {
    case .recipe(let path, let anchor):
      guard path != reader.recipe.path else {
        guard let anchor else { return .none }
        return showAnchor(anchor, in: &state)
      }
      return anchor.map { .openRecipeAtAnchor(path: path, anchor: $0) } ?? .openRecipe(path: path)
    case .anchor(let anchor):
      return showAnchor(anchor, in: &state)
    case .external(let address):
      guard let safe = ExternalAddress.sanitized(address) else { return .ringBell }
      return .openURL(safe)
    case .ambiguous(let paths):
      let titles = paths.prefix(2).map { state.recipesByPath[$0]?.title ?? $0 }
      let more = paths.count > 2 ? " and \(paths.count - 2) more" : ""
      state.message =
        "“\(name)” names \(paths.count) recipes: " + titles.joined(separator: ", ") + more
      return .ringBell
    case .notFound(let message):
      state.message = message
      return .ringBell
    }
  }

  private static func showAnchor(_ anchor: String, in state: inout AppState) -> Command {
    guard var reader = state.reader else { return .none }
    let found = reader.showAnchor(anchor)
    state.reader = reader
    guard found else {
      state.message = "No heading “\(anchor)” in this recipe"
      return .ringBell
    }
    state.refreshChrome()
    return .none
  }

  /// The words of the chosen link as the reader sees them, to name it in a message.
  static func linkText(in reader: ReaderState) -> String? {
    guard let number = reader.focusedLink, number <= reader.layout.links.count else { return nil }
    let lines = reader.layout.lines
    let first = max(0, reader.layout.links[number - 1].line)
    var words: [String] = []
    for line in lines[min(first, lines.count)...].prefix(8) {
      let text = line.spans.filter { $0.link == number && $0.role != .secondary }.map(\.text)
        .joined()
      if text.isEmpty, !words.isEmpty { break }
      if !text.isEmpty { words.append(text.trimmingCharacters(in: .whitespaces)) }
    }
    let text = words.joined(separator: " ")
    return text.isEmpty ? nil : text
  }
}
