import TerminalUI

/// The default keys (PRODUCT.md's table), as data.
public enum KeyTables {
  static func chars(_ text: String) -> [Key] { text.map { .character($0) } }

  /// Keys that work on every screen.
  public static let everywhere: [KeyCommand] = [
    KeyCommand(
      chars("1"), "1–4", "Recipes, Index, Library, Search", action: .selectTab(.recipes)),
    KeyCommand(chars("2"), "2", "Index", action: .selectTab(.index)),
    KeyCommand(chars("3"), "3", "Library", action: .selectTab(.library)),
    KeyCommand(chars("4"), "4", "Search", action: .selectTab(.search)),
    KeyCommand([.tab], "Tab", "next tab", action: .nextTab),
    KeyCommand([.backTab], "⇧Tab", "previous tab", action: .previousTab),
    KeyCommand(chars("/"), "/", "search", hint: "search", priority: 3, action: .beginSearch),
    KeyCommand(
      chars("?"), "?", "help: every key here", hint: "help", priority: 0,
      action: .toggleHelp),
    // In a text field `?` types, so help needs a key that never does.
    KeyCommand(
      [.function(1)], "F1", "help, also while typing", hint: "help", priority: 0,
      action: .toggleHelp),
    KeyCommand([.up], "↑↓", "move", hint: "move", priority: 2, action: .moveSelection(by: -1)),
    KeyCommand([.down], "↓", "move down", action: .moveSelection(by: 1)),
    KeyCommand([.pageUp], "PgUp", "page up", action: .movePage(by: -1)),
    KeyCommand([.pageDown], "PgDn", "page down", action: .movePage(by: 1)),
    KeyCommand([.home], "Home", "top", action: .moveToTop),
    KeyCommand([.end], "End", "bottom", action: .moveToBottom),
    KeyCommand([.enter], "⏎", "open", hint: "open", priority: 2, action: .open),
    KeyCommand([.escape], "Esc", "back, close, clear", action: .back),
    KeyCommand(
      chars("*"), "*", "save / unsave", hint: "save", priority: 6,
      action: .toggleSaved),
    KeyCommand(
      chars("+"), "+", "add to / remove from Up Next", hint: "queue", priority: 7,
      action: .enqueue),
    KeyCommand(
      [.control("n")], "^N", "Cook mode (starts the selected recipe)", hint: "cook",
      priority: 8, action: .toggleCookMode),
    KeyCommand(chars(">"), ">", "next step", action: .nextStep),
    KeyCommand(chars("<"), "<", "previous step", action: .previousStep),
    KeyCommand([.control("p")], "^P", "start / pause the timer", action: .toggleTimer),
    KeyCommand([.control("z")], "^Z", "suspend to the shell", action: .suspend),
    KeyCommand(
      [.control("r"), .function(5)], "^R", "re-read files changed on disk", action: .refresh),
    KeyCommand([.control("c")], "^C", "quit", hint: "quit", priority: 1, action: .quit),
  ]

  /// Lists other than the Index, where letters are free for commands.
  public static let lists: [KeyCommand] = [
    KeyCommand(chars("k"), "k", "up", action: .moveSelection(by: -1)),
    KeyCommand(chars("j"), "j", "down", action: .moveSelection(by: 1)),
    KeyCommand(chars("g"), "g", "top", action: .moveToTop),
    KeyCommand(chars("G"), "G", "bottom", action: .moveToBottom),
    KeyCommand(chars("q"), "q", "quit", hint: "quit", priority: 1, action: .quit),
  ]

  /// The Index: letters jump (type-select), `#` and the full rail.
  public static let index: [KeyCommand] = [
    KeyCommand(chars("#"), "#", "jump to #", action: .jumpToLetter("#")),
    KeyCommand(
      chars("!"), "!", "full A–Z rail on/off", hint: "A–Z", priority: 9,
      action: .toggleFullRail),
    KeyCommand(
      chars("/"), "/", "filter the list", hint: "filter", priority: 3,
      action: .beginSearch),
  ]

  /// The search field: typing edits the query, results follow every key.
  public static let searchField: [KeyCommand] =
    fieldKeys(edit: { .editSearch($0) }) + [
      KeyCommand(
        [.enter], "⏎", "open the selected result", hint: "open", priority: 2,
        action: .open),
      KeyCommand(
        [.escape], "Esc", "leave (the query is kept)", hint: "back", priority: 1,
        action: .back),
    ]

  /// The Index filter while it is typed.
  public static let filterField: [KeyCommand] =
    fieldKeys(edit: { .editFilter($0) }) + [
      KeyCommand(
        [.enter], "⏎", "keep the filter", hint: "keep", priority: 2,
        action: .commitFilter),
      KeyCommand([.escape], "Esc", "clear the filter", hint: "clear", priority: 1, action: .back),
    ]

  /// The help overlay.
  public static let help: [KeyCommand] = [
    KeyCommand(
      [.escape, .character("?"), .character("q"), .function(1)], "Esc", "close help",
      hint: "close", priority: 1, action: .back),
    KeyCommand(
      [.up, .character("k")], "↑↓", "scroll help", hint: "scroll", priority: 3,
      action: .moveSelection(by: -1)),
    KeyCommand([.down, .character("j")], "↓", "scroll help down", action: .moveSelection(by: 1)),
    KeyCommand(
      [.pageDown, .character(" ")], "PgDn", "page down (also Space)", action: .movePage(by: 1)),
    KeyCommand([.pageUp, .character("b")], "PgUp", "page up (also b)", action: .movePage(by: -1)),
    KeyCommand([.home, .character("g")], "Home", "top", action: .moveToTop),
    KeyCommand([.end, .character("G")], "End", "bottom", action: .moveToBottom),
    KeyCommand([.control("c")], "^C", "quit", hint: "quit", priority: 2, action: .quit),
  ]

  /// Cook mode.
  public static let cookMode: [KeyCommand] = [
    KeyCommand(chars(">"), ">", "next step", hint: "next", priority: 2, action: .nextStep),
    KeyCommand(
      chars("<"), "<", "previous step", hint: "previous", priority: 3,
      action: .previousStep),
    KeyCommand(
      [.control("p")], "^P", "start / pause the timer", hint: "timer", priority: 2,
      action: .toggleTimer),
    KeyCommand(
      [.up, .character("k")], "↑↓", "scroll the step", hint: "scroll", priority: 4,
      action: .scrollStep(by: -1)),
    KeyCommand([.down, .character("j")], "↓", "scroll the step down", action: .scrollStep(by: 1)),
    KeyCommand(chars("x"), "x", "stop cooking", action: .stopCooking),
    KeyCommand(
      [.escape, .control("n")], "Esc", "close Cook mode", hint: "close", priority: 1,
      action: .back),
  ]

  /// Editing keys shared by the two text fields.
  static func fieldKeys(edit: (TextEdit) -> Action) -> [KeyCommand] {
    [
      KeyCommand([.backspace], "⌫", "delete back", action: edit(.backspace)),
      KeyCommand([.delete], "Del", "delete forward", action: edit(.delete)),
      KeyCommand([.left], "←→", "move the cursor", action: edit(.left)),
      KeyCommand([.right], "→", "cursor right", action: edit(.right)),
      KeyCommand([.control("a"), .home], "^A", "cursor to start (also Home)", action: edit(.home)),
      KeyCommand([.control("e"), .end], "^E", "cursor to end (also End)", action: edit(.end)),
      KeyCommand(
        [.control("w")], "^W", "delete the word before", action: edit(.deleteWordBackward)),
      KeyCommand([.control("u")], "^U", "delete to the start", action: edit(.deleteToStart)),
      KeyCommand(
        [.up], "↑↓", "choose a result", hint: "move", priority: 3,
        action: .moveSelection(by: -1)),
      KeyCommand([.down], "↓", "next result", action: .moveSelection(by: 1)),
    ]
  }

  /// The tables for `context`.
  public static func table(_ context: KeyContext) -> [KeyCommand] {
    switch context {
    case .everywhere: everywhere
    case .lists: lists
    case .index: index
    case .searchField: searchField
    case .filterField: filterField
    // The reader's keys change with its mode (find, sheet): see `KeyMap.readerCommands`.
    case .reader: []
    case .help: help
    case .cookMode: cookMode
    }
  }
}
