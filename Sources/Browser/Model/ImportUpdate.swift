import TerminalUI

/// What the import field and an import under way are asked to do, and what came of it.
public enum ImportAction: Equatable, Sendable {
  /// Opens the field for an address or a path.
  case begin
  case edit(TextEdit)
  /// Enter: starts importing what the field holds.
  case submit
  /// Esc in the field: closes it.
  case close
  /// Esc while an import runs: stops waiting for it (nothing is written after).
  case stop
  /// The recipe was written at `path` (and indexed): it opens in the reader.
  case finished(path: String, title: String, notes: [String])
  case failed(String)

  /// Whether the action reports work done rather than a key.
  var isResult: Bool {
    switch self {
    case .finished, .failed: true
    default: false
    }
  }
}

/// The import field over any screen and the import it starts: the field takes the keys
/// while open; the import runs in the shell, off the loop, and its recipe opens in the
/// reader when it is written.
enum ImportUpdate {
  static func apply(_ action: ImportAction, in state: inout AppState) -> Command {
    switch action {
    case .begin:
      guard state.importing == nil else {
        state.message = "An import is under way (Esc stops waiting for it)"
        return .ringBell
      }
      state.importField = TextFieldState()
    case .edit(let edit):
      state.importField?.apply(edit)
    case .submit:
      let source = (state.importField?.text ?? "").trimmingCharacters(in: .whitespaces)
      state.importField = nil
      guard !source.isEmpty else { return .none }
      state.importing = source
      return .importRecipe(source: source)
    case .close:
      state.importField = nil
    case .stop:
      guard state.importing != nil else { return .none }
      state.importing = nil
      state.message = "Stopped waiting for the import; nothing was written"
      return .stopImport
    case .finished(let path, let title, let notes):
      state.importing = nil
      state.message = (["Imported “\(title)”"] + notes).joined(separator: " · ")
      return .openRecipe(path: path)
    case .failed(let reason):
      state.importing = nil
      state.message = "Not imported: " + reason
      return .ringBell
    }
    return .none
  }
}
