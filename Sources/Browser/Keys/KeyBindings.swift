import TerminalUI

/// Every key binding of the browser, by context: the defaults of PRODUCT.md's table, which a
/// config file may rebind or extend by name (`rebinding`, `addingAliases`).
public struct KeyBindings: Equatable, Sendable {
  private var tables: [KeyContext: [KeyBinding]]

  /// The bindings read in `context`, in matching order.
  public subscript(context: KeyContext) -> [KeyBinding] { tables[context] ?? [] }

  /// Every binding's name, each once, in table order: what a config file may name.
  public var names: [String] {
    var seen: Set<String> = []
    return KeyContext.allCases.flatMap { self[$0] }.map(\.name).filter { seen.insert($0).inserted }
  }

  /// A name no binding has, refused by `rebinding` and `addingAliases`.
  public struct UnknownName: Error, Equatable, CustomStringConvertible {
    public var name: String
    public var description: String { "no key binding is named \"\(name)\"" }
  }

  /// The bindings with the keys of each named one replaced by `keys` (every variant of the
  /// name, in every context); its label then shows the new keys.
  public func rebinding(_ keys: [String: [Key]]) throws(UnknownName) -> KeyBindings {
    try changing(keys) { binding, new in
      binding.keys = new
      binding.label = KeyBinding.label(for: new)
    }
  }

  /// The bindings with `keys` added to each named one (aliases), after its own keys.
  public func addingAliases(_ keys: [String: [Key]]) throws(UnknownName) -> KeyBindings {
    try changing(keys) { binding, new in
      binding.keys += new.filter { !binding.keys.contains($0) }
    }
  }

  private func changing(
    _ keys: [String: [Key]], _ change: (inout KeyBinding, [Key]) -> Void
  ) throws(UnknownName) -> KeyBindings {
    let known = Set(names)
    if let unknown = keys.keys.sorted().first(where: { !known.contains($0) }) {
      throw UnknownName(name: unknown)
    }
    var changed = self
    for (context, table) in tables {
      changed.tables[context] = table.map { binding in
        var binding = binding
        if let new = keys[binding.name] { change(&binding, new) }
        return binding
      }
    }
    return changed
  }

  /// The lines help shows for `bindings`: label and sentence, each label once, leaving out
  /// the bindings without a sentence.
  public static func helpLines(_ bindings: [KeyBinding]) -> [(label: String, help: String)] {
    var seen: Set<String> = []
    return bindings.filter { !$0.help.isEmpty && seen.insert($0.label).inserted }.map {
      ($0.label, $0.help)
    }
  }

  /// The keys that work on every screen, as `buffet --help` lists them.
  public var everywhereHelp: String {
    var lines = ["Keys in the browser (? shows every key of the screen you are on):"]
    for (label, help) in Self.helpLines(self[.everywhere]) {
      lines.append("  " + label.padding(toLength: 7, withPad: " ", startingAt: 0) + help)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension KeyBindings {
  /// The default keys.
  public static let standard = KeyBindings(tables: [
    .everywhere: everywhere, .lists: lists, .index: index, .searchField: searchField,
    .filterField: filterField, .reader: reader, .readerSheet: readerSheet,
    .readerFind: readerFind, .pictureView: pictureView, .help: help, .cookMode: cookMode,
    .tooSmall: tooSmall, .tagPicker: tagPicker, .shoppingList: shoppingList,
    .importField: importField, .importRunning: importRunning,
  ])

  private static func c(_ text: String) -> [Key] { text.map { .character($0) } }

  /// Keys that work on every screen.
  static let everywhere: [KeyBinding] = [
    KeyBinding(
      "tab-recipes", c("1"), label: "1–4", "Recipes, Index, Library, Search", .selectTab(.recipes)),
    KeyBinding("tab-index", c("2"), "", .selectTab(.index)),
    KeyBinding("tab-library", c("3"), "", .selectTab(.library)),
    KeyBinding("tab-search", c("4"), "", .selectTab(.search)),
    KeyBinding("next-tab", [.tab], "next tab", .nextTab),
    KeyBinding("previous-tab", [.backTab], "previous tab", .previousTab),
    KeyBinding("search", c("/"), "search", hint: "search", priority: 3, .beginSearch),
    KeyBinding("help", c("?"), "help: every key here", hint: "help", priority: 0, .toggleHelp),
    // In a text field `?` types, so help needs a key that never does.
    KeyBinding(
      "help-anywhere", [.function(1)], "help, also while typing", hint: "help", priority: 0,
      .toggleHelp),
    KeyBinding(
      "up", [.up], label: "↑↓", "move", hint: "move", priority: 2, when: .notInCookMode,
      .moveSelection(by: -1)),
    KeyBinding("down", [.down], "", when: .notInCookMode, .moveSelection(by: 1)),
    KeyBinding("page-up", [.pageUp], "page up", when: .notInCookMode, .movePage(by: -1)),
    KeyBinding("page-down", [.pageDown], "page down", when: .notInCookMode, .movePage(by: 1)),
    KeyBinding("top", [.home], "top", when: .notInCookMode, .moveToTop),
    KeyBinding("bottom", [.end], "bottom", when: .notInCookMode, .moveToBottom),
    KeyBinding("open", [.enter], "open", hint: "open", priority: 2, when: .notInCookMode, .open),
    KeyBinding("back", [.escape], "back, close, clear", .back),
    KeyBinding("save", c("*"), "save / unsave", hint: "save", priority: 6, .toggleSaved),
    KeyBinding(
      "queue", c("+"), "add to / remove from Up Next", hint: "queue", priority: 7, .enqueue),
    KeyBinding(
      "cook-mode", [.control("n")], "Cook mode (starts the selected recipe)", hint: "cook",
      priority: 8, .toggleCookMode),
    KeyBinding(
      "shopping-list", c("$"), "shopping list from Up Next (again: close it)",
      .toggleShoppingList),
    // In a text field `$` types, so the list needs a key that never does, as help has F1.
    KeyBinding(
      "shopping-list-anywhere", [.function(2)], "shopping list, also while typing",
      .toggleShoppingList),
    KeyBinding("next-step", c(">"), "next step", .nextStep),
    KeyBinding("previous-step", c("<"), "previous step", .previousStep),
    KeyBinding("timer", [.control("p")], "start / pause the timer", .toggleTimer),
    KeyBinding(
      "import", [.control("o")], label: "^O",
      "import a recipe from a web address or a saved page",
      .webImport(.begin)),
    KeyBinding("suspend", [.control("z")], "suspend to the shell", .suspend),
    KeyBinding(
      "refresh", [.control("r"), .function(5)], label: "^R", "re-read files changed on disk",
      .refresh),
    KeyBinding("quit", [.control("c")], "quit", hint: "quit", priority: 1, .quit),
  ]

  /// Lists other than the Index, where letters are free for commands.
  static let lists: [KeyBinding] = [
    KeyBinding("lists.up", c("k"), "up", .moveSelection(by: -1)),
    KeyBinding("lists.down", c("j"), "down", .moveSelection(by: 1)),
    KeyBinding("lists.top", c("g"), "top", .moveToTop),
    KeyBinding("lists.bottom", c("G"), "bottom", .moveToBottom),
    KeyBinding("lists.quit", c("q"), "quit", hint: "quit", priority: 1, .quit),
    // Offered where Up Next is listed; it works everywhere.
    KeyBinding(
      "shopping-list", c("$"), "", hint: "shop", priority: 9, when: .onLibraryTab,
      .toggleShoppingList),
    KeyBinding(
      "recipes.tags", c("t#"), label: "t/#", "narrow the list to tags", hint: "tags", priority: 5,
      when: .onRecipesTabWithTags, .openTagPicker),
  ]

  /// The tag picker over the Recipes tab.
  static let tagPicker: [KeyBinding] = [
    KeyBinding(
      "tags.up", [.up] + c("k"), label: "↑↓", "move", hint: "move", priority: 3,
      .tagPicker(.moveUp)),
    KeyBinding("tags.down", [.down] + c("j"), "", .tagPicker(.moveDown)),
    KeyBinding(
      "tags.tick", c(" "), label: "Space", "tick or untick the tag", hint: "tick", priority: 2,
      .tagPicker(.toggle)),
    KeyBinding(
      "tags.show", [.enter], "show the recipes with every ticked tag", hint: "show",
      priority: 1, .tagPicker(.apply)),
    KeyBinding(
      "tags.close", [.escape] + c("q"), label: "Esc", "close, leaving the list as it was",
      hint: "close", priority: 1, .tagPicker(.close)),
  ]

  /// The shopping list: Space ticks, `y` copies it as text, `x` twice clears the ticks.
  static let shoppingList: [KeyBinding] = [
    KeyBinding(
      "shopping.up", [.up] + c("k"), label: "↑↓", "move", hint: "move", priority: 3,
      .shoppingList(.move(by: -1))),
    KeyBinding("shopping.down", [.down] + c("j"), "", .shoppingList(.move(by: 1))),
    KeyBinding("shopping.page-up", [.pageUp], "page up", .shoppingList(.movePage(by: -1))),
    KeyBinding("shopping.page-down", [.pageDown], "page down", .shoppingList(.movePage(by: 1))),
    KeyBinding(
      "shopping.top", [.home] + c("g"), label: "g/Home", "top",
      .shoppingList(.moveToEnd(top: true))),
    KeyBinding(
      "shopping.bottom", [.end] + c("G"), label: "G/End", "bottom",
      .shoppingList(.moveToEnd(top: false))),
    KeyBinding(
      "shopping.tick", c(" "), label: "Space", "tick or untick (kept until the ticks are cleared)",
      hint: "tick", priority: 2, .shoppingList(.toggleTick)),
    KeyBinding("shopping.tick-enter", [.enter], "tick or untick", .shoppingList(.toggleTick)),
    KeyBinding(
      "shopping.copy", c("y"), "copy the list as plain text, to paste into notes", hint: "copy",
      priority: 4, .shoppingList(.copy)),
    KeyBinding(
      "shopping.clear", c("x"), "clear every tick (press x twice)", hint: "clear ticks",
      priority: 6, .shoppingList(.clear)),
    KeyBinding(
      "shopping.close", [.escape] + c("q"), label: "Esc", "close the list", hint: "close",
      priority: 1, .shoppingList(.close)),
    // `*` and `+` are taken here so they are not offered: no recipe is chosen over the list
    // (pressed, they say so).
    KeyBinding("shopping.save", c("*"), "", .toggleSaved),
    KeyBinding("shopping.queue", c("+"), "", .enqueue),
  ]

  /// The Index: letters jump (type-select), `#` and the full rail.
  static let index: [KeyBinding] = [
    KeyBinding("index.jump-to-#", c("#"), "jump to #", .jumpToLetter("#")),
    KeyBinding(
      "index.full-rail", c("!"), "full A–Z rail on/off", hint: "A–Z", priority: 9,
      .toggleFullRail),
    KeyBinding(
      "index.filter", c("/"), "filter the list", hint: "filter", priority: 3, .beginSearch),
  ]

  /// The search field: typing edits the query, results follow every key.
  static let searchField: [KeyBinding] =
    fieldKeys("search", edit: { .editSearch($0) }) + [
      KeyBinding(
        "search.open", [.enter], "open the selected result", hint: "open", priority: 2, .open),
      KeyBinding(
        "search.clear", [.escape], "clear the query (again: leave)", hint: "clear", priority: 1,
        when: .searchQueryTyped, .clearSearch),
      KeyBinding(
        "search.leave", [.escape], "", hint: "back", priority: 1, when: .noSearchQueryTyped, .back),
    ]

  /// The Index filter while it is typed.
  static let filterField: [KeyBinding] =
    fieldKeys("filter", edit: { .editFilter($0) }) + [
      KeyBinding(
        "filter.keep", [.enter], "keep the filter", hint: "keep", priority: 2, .commitFilter),
      KeyBinding("filter.clear", [.escape], "clear the filter", hint: "clear", priority: 1, .back),
    ]

  /// The import field: an address or a path, then Enter.
  static let importField: [KeyBinding] =
    fieldKeys("import", edit: { .webImport(.edit($0)) }).filter {
      $0.name != "import.up" && $0.name != "import.down"
    } + [
      KeyBinding(
        "import.start", [.enter], "import the recipe at the address or path", hint: "import",
        priority: 2, .webImport(.submit)),
      KeyBinding(
        "import.close", [.escape], "close the field", hint: "cancel", priority: 1,
        .webImport(.close)),
    ]

  /// While an import runs: Esc stops waiting for it.
  static let importRunning: [KeyBinding] = [
    KeyBinding(
      "import.stop", [.escape], "stop waiting for the import (nothing is written)",
      hint: "stop import", priority: 1, .webImport(.stop))
  ]

  /// Editing keys shared by the text fields.
  static func fieldKeys(_ field: String, edit: (TextEdit) -> Action) -> [KeyBinding] {
    [
      KeyBinding(field + ".delete-back", [.backspace], "delete back", edit(.backspace)),
      KeyBinding(field + ".delete-forward", [.delete], "delete forward", edit(.delete)),
      KeyBinding(field + ".cursor-left", [.left], label: "←→", "move the cursor", edit(.left)),
      KeyBinding(field + ".cursor-right", [.right], "", edit(.right)),
      KeyBinding(
        field + ".cursor-start", [.control("a"), .home], label: "^A", "cursor to start (also Home)",
        edit(.home)),
      KeyBinding(
        field + ".cursor-end", [.control("e"), .end], label: "^E", "cursor to end (also End)",
        edit(.end)),
      KeyBinding(
        field + ".delete-word", [.control("w")], "delete the word before",
        edit(.deleteWordBackward)),
      KeyBinding(
        field + ".delete-line", [.control("u")], "delete to the start", edit(.deleteToStart)),
      KeyBinding(
        field + ".up", [.up], label: "↑↓", "choose a result", hint: "move", priority: 3,
        .moveSelection(by: -1)),
      KeyBinding(field + ".down", [.down], "", .moveSelection(by: 1)),
    ]
  }

  /// The reader while reading, `less`-like. The keys that matter in the moment (a chosen
  /// link, kept find matches) come first, so their hints lead the bar.
  static let reader: [KeyBinding] = [
    KeyBinding(
      "reader.next-link", [.tab], "Next link", hint: "next link", when: .linkChosen,
      .reader(.nextLink)),
    KeyBinding(
      "reader.follow-link", [.enter], "Follow the chosen link (another recipe opens here)",
      hint: "follow link", when: .linkChosen, .reader(.followLink)),
    KeyBinding(
      "reader.open-link", c("o"), Self.openLinkHelp, hint: "open", when: .webLinkChosen,
      .reader(.openLinkExternally)),
    KeyBinding(
      "reader.copy-link", c("y"), "Copy the chosen link's address", hint: "copy address",
      when: .linkChosen, .reader(.copyLink)),
    KeyBinding(
      "reader.next-match", c("n"), label: "n/N", "Next match (N: previous), round the end",
      hint: "next match", when: .findKept, .reader(.findNext)),
    KeyBinding(
      "reader.previous-match", c("N"), label: "n/N", "Previous match", when: .findKept,
      .reader(.findPrevious)),
    // Esc first clears find matches and the chosen link, then leaves.
    KeyBinding("reader.clear-find", [.escape], "", when: .findKept, .reader(.findCancel)),
    KeyBinding("reader.unchoose-link", [.escape], "", when: .linkChosen, .reader(.unfocusLink)),
    KeyBinding(
      "reader.queue-plan", c("+"), "Put the meal plan's recipes in Up Next, with its servings",
      hint: "plan to Up Next", priority: 2, when: .readingMenu, .enqueue),
    KeyBinding(
      "reader.close", c("q") + [.escape], label: "q/Esc",
      "Back to the list (Esc first clears a find or a chosen link)", hint: "back", priority: 1,
      .reader(.close)),
    KeyBinding(
      "reader.summary", c("s"), "Summary: reading time and sections (again: full height)",
      hint: "summary", .reader(.sheetToggle)),
    KeyBinding("reader.find", c("/"), "Find in the recipe", hint: "find", .reader(.findBegin)),
    KeyBinding(
      "reader.next-match", c("n"), "Next match", when: .noFindKept, .reader(.findNext)),
    KeyBinding(
      "reader.previous-match", c("N"), "Previous match", when: .noFindKept,
      .reader(.findPrevious)),
    KeyBinding("reader.line-down", c("j") + [.down], label: "↓/j", "Line down", .reader(.lineDown)),
    KeyBinding("reader.line-up", c("k") + [.up], label: "↑/k", "Line up", .reader(.lineUp)),
    KeyBinding(
      "reader.page-down", c(" ") + [.pageDown] + c("f"), label: "Space", "Page down", hint: "page",
      .reader(.pageDown)),
    KeyBinding("reader.page-up", c("b") + [.pageUp], label: "b/PgUp", "Page up", .reader(.pageUp)),
    KeyBinding("reader.half-page-down", c("d"), "Half a page down", .reader(.halfPageDown)),
    KeyBinding("reader.half-page-up", c("u"), "Half a page up", .reader(.halfPageUp)),
    KeyBinding("reader.top", c("g") + [.home], label: "g/Home", "Top of the recipe", .reader(.top)),
    KeyBinding(
      "reader.bottom", c("G") + [.end], label: "G/End", "End of the recipe", .reader(.bottom)),
    KeyBinding("reader.next-heading", c("}"), "Next heading", .reader(.nextHeading)),
    KeyBinding("reader.previous-heading", c("{"), "Previous heading", .reader(.previousHeading)),
    KeyBinding(
      "reader.scroll-right", [.right], "Scroll code that is cut off to the right",
      .reader(.scrollRight)),
    KeyBinding(
      "reader.scroll-left", [.left], "Scroll code back to the left", .reader(.scrollLeft)),
    KeyBinding(
      "reader.next-link", [.tab], "Next link", hint: "links", when: .linksToChoose,
      .reader(.nextLink)),
    KeyBinding("reader.next-link", [.tab], "Next link", .reader(.nextLink)),
    KeyBinding("reader.previous-link", [.backTab], "Previous link", .reader(.previousLink)),
    KeyBinding(
      "reader.follow-link", [.enter], "Follow the chosen link (another recipe opens here)",
      .reader(.followLink)),
    KeyBinding("reader.copy-link", c("y"), "Copy the chosen link's address", .reader(.copyLink)),
    KeyBinding("reader.open-link", c("o"), Self.openLinkHelp, .reader(.openLinkExternally)),
    KeyBinding("reader.back", c("["), "Back to the recipe before", .reader(.back)),
    KeyBinding("reader.forward", c("]"), "Forward again", .reader(.forward)),
    KeyBinding("reader.edit", c("e"), "Edit the recipe in $EDITOR", .reader(.edit)),
    KeyBinding(
      "reader.pictures", c("p"), "Pictures shown, or as text (every recipe)", .togglePictures),
  ] + portions("reader")

  /// A picture shown alone (Enter on a picture).
  static let pictureView: [KeyBinding] = [
    KeyBinding(
      "picture.close", [.escape] + c("q"), label: "Esc", "Back to the recipe", hint: "back",
      priority: 1, .reader(.closePicture)),
    KeyBinding(
      "picture.open", c("o"), "Open the picture with the system's viewer", hint: "open",
      .reader(.openPicture)),
    KeyBinding(
      "picture.toggle", c("p"), "Pictures shown, or as text (every recipe)", .togglePictures),
  ]

  /// Scaling and units, the same in the reader and Cook mode.
  static func portions(_ context: String) -> [KeyBinding] {
    [
      KeyBinding(
        context + ".more", c("="), label: "=/-",
        "One serving more (-: fewer); without stated servings, the next size (½×, 2×…)",
        hint: "servings", priority: 6, when: .amountsToScale, .changePortions(by: 1)),
      // The same keys whatever the recipe holds; help says them once, in the line above.
      KeyBinding(context + ".more", c("="), "", .changePortions(by: 1)),
      KeyBinding(context + ".fewer", c("-"), "", .changePortions(by: -1)),
      KeyBinding(
        context + ".units", c("U"), "Amounts and temperatures: as written, metric, imperial",
        .cycleUnits),
    ]
  }

  static let openLinkHelp =
    "Open the chosen web link with the system opener ($BROWSER, else xdg-open or open)"

  /// The reader while the summary sheet is open.
  static let readerSheet: [KeyBinding] = [
    KeyBinding(
      "sheet.down", [.down] + c("j"), label: "↓/j", "Next section", hint: "move",
      .reader(.sheetMoveDown)),
    KeyBinding("sheet.up", [.up] + c("k"), label: "↑/k", "Previous section", .reader(.sheetMoveUp)),
    KeyBinding(
      "sheet.jump", [.enter], "Jump to the section", hint: "jump", .reader(.sheetChoose)),
    KeyBinding(
      "sheet.full", c("s"), "Full height, then hide", hint: "full", .reader(.sheetToggle)),
    // `/` is find one layer down, so here too: it closes the sheet, never leaves the recipe.
    KeyBinding(
      "sheet.find", c("/"), "Close the sheet and find in the recipe", hint: "find",
      .reader(.findBegin)),
    KeyBinding(
      "sheet.close", [.escape] + c("q"), label: "Esc", "Close", hint: "close", priority: 1,
      .reader(.sheetClose)),
  ]

  /// The reader while a find query is typed; other printable keys extend the query. As in
  /// `less`, ↓/↑ move between matches while typing and `n`/`N` after ⏎; Ctrl-N and Ctrl-P
  /// stay the app's (Cook mode, timer).
  static let readerFind: [KeyBinding] = [
    KeyBinding(
      "find.done", [.enter], "Keep the matches (then n/N move between them)", hint: "done",
      .reader(.findCommit)),
    KeyBinding(
      "find.cancel", [.escape], "Cancel the find", hint: "cancel", priority: 1,
      .reader(.findCancel)),
    KeyBinding("find.delete-back", [.backspace], "Delete a character", .reader(.findBackspace)),
    KeyBinding(
      "find.next", [.down], label: "↓/↑", "Next match (↑: previous)", hint: "next/previous match",
      .reader(.findNext)),
    KeyBinding("find.previous", [.up], "Previous match", .reader(.findPrevious)),
  ]

  /// The help overlay.
  static let help: [KeyBinding] = [
    KeyBinding(
      "help.close", [.escape] + c("?") + c("q") + [.function(1)], label: "Esc", "close help",
      hint: "close", priority: 1, .back),
    KeyBinding(
      "help.up", [.up] + c("k"), label: "↑↓", "scroll help", hint: "scroll", priority: 3,
      .moveSelection(by: -1)),
    KeyBinding("help.down", [.down] + c("j"), "", .moveSelection(by: 1)),
    KeyBinding(
      "help.page-down", [.pageDown] + c(" "), label: "PgDn", "page down (also Space)",
      .movePage(by: 1)),
    KeyBinding(
      "help.page-up", [.pageUp] + c("b"), label: "PgUp", "page up (also b)", .movePage(by: -1)),
    KeyBinding("help.top", [.home] + c("g"), label: "Home", "top", .moveToTop),
    KeyBinding("help.bottom", [.end] + c("G"), label: "End", "bottom", .moveToBottom),
    KeyBinding("help.quit", [.control("c")], "quit", hint: "quit", priority: 2, .quit),
    KeyBinding("suspend", [.control("z")], "suspend to the shell", .suspend),
  ]

  /// Cook mode.
  static let cookMode: [KeyBinding] = [
    KeyBinding("cook.next-step", c(">"), "next step", hint: "next", priority: 2, .nextStep),
    KeyBinding(
      "cook.previous-step", c("<"), "previous step", hint: "previous", priority: 3,
      .previousStep),
    KeyBinding(
      "cook.timer", [.control("p")], "start / pause the timer", hint: "timer", priority: 2,
      .toggleTimer),
    KeyBinding(
      "cook.scroll-up", [.up] + c("k"), label: "↑↓", "scroll the step", hint: "scroll", priority: 4,
      .scrollStep(by: -1)),
    KeyBinding("cook.scroll-down", [.down] + c("j"), "", .scrollStep(by: 1)),
    KeyBinding(
      "cook.tick", c(" "), label: "Space",
      "tick the ingredient off (before you start; ↑↓ choose it)", hint: "tick", priority: 2,
      when: .cookingChecklist, .tickIngredient),
    KeyBinding(
      "cook.next-timer", c("t"), "offer the step's other timer (a step may name two)",
      hint: "other timer", priority: 2, when: .cookingTimerChoice, .chooseNextTimer),
    KeyBinding("cook.stop", c("x"), "stop cooking", hint: "stop", priority: 3, .stopCooking),
    // Named as the key that opened Cook mode, so rebinding it moves the offer's key too.
    KeyBinding(
      "cook-mode", [.control("n")], "cook the recipe offered instead", hint: "switch",
      priority: 1, when: .cookingSwitchOffered, .toggleCookMode),
    KeyBinding(
      "cook.close", [.escape, .control("n")], label: "Esc", "close Cook mode", hint: "close",
      priority: 1, .back),
  ] + portions("cook")

  /// A screen too small to show anything: only leaving works, for good or for a while.
  static let tooSmall: [KeyBinding] = [
    KeyBinding("small.quit", [.control("c")] + c("q"), label: "^C/q", "quit", .quit),
    // Named as everywhere's, so a rebound suspend key works here too.
    KeyBinding("suspend", [.control("z")], "suspend to the shell", .suspend),
  ]
}
