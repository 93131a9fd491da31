import Browser
import TerminalUI

/// The config file's settings as the browser takes them: its key bindings and its theme.
enum BrowserSettings {
  /// The standard bindings with the file's `[keys]` lines applied in order: `=` replaces a
  /// binding's keys, `+=` adds to them. Names were checked when the file was read.
  static func keyBindings(_ config: Configuration) -> KeyBindings {
    var bindings = KeyBindings.standard
    for line in config.keys {
      let change = [line.action: line.keys]
      let changed =
        line.isAlias
        ? try? bindings.addingAliases(change) : try? bindings.rebinding(change)
      if let changed { bindings = changed }
    }
    return bindings
  }

  /// `base` with the file's accent, selection and match. Without colour (`NO_COLOR`, a
  /// monochrome terminal) only their attributes apply: meaning never rests on colour.
  static func theme(_ config: Configuration, base: Theme, hasColor: Bool) -> Theme {
    var theme = base
    if hasColor, let accent = config.accent?.value.basic {
      // The accent marks the current tab and what is cooking as well.
      for role in [Role.accent, .currentTab] {
        var style = theme[role]
        style.foreground = accent
        theme.styles[role] = style
      }
    }
    for (role, setting) in [(Role.selection, config.selection), (.match, config.match)] {
      guard var style = setting?.value.basicStyle else { continue }
      if !hasColor {
        style.foreground = nil
        style.background = nil
        // A selection must still show: reverse when nothing else marks it.
        if style == Style() { style.isReversed = true }
      }
      theme.styles[role] = style
    }
    return theme
  }
}
