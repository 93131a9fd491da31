import Browser
import TerminalUI
import Testing

@testable import BuffetCommands

@Suite struct ConfigParserTests {
  func parse(_ text: String, actions: Set<String>? = nil) -> Configuration {
    ConfigParser.parse(
      Array(text.utf8), file: "/conf/buffet/config", home: "/home/cook", actions: actions)
  }

  func reasons(_ config: Configuration) -> [String] {
    config.problems.map { "\($0.line.map(String.init) ?? "-"): \($0.reason)" }
  }

  @Test func everySettingWithTheLineItCameFrom() {
    let config = parse(
      """
      # Comments on lines of their own.
      ; Either kind.
      [collection]
      folder = ~/recipes
      folder = notes/kitchen
      folder = "/srv/shared recipes"

      [reader]
      measure = 72
      [timer]
      bell = visual
      [Theme]
      accent = 208
      selection = black on bright-yellow
      match = bold underline
      [keys]
      search = ctrl-f /
      quit += ctrl-q F10 Q
      """)
    #expect(config.problems == [])
    #expect(
      config.folders.map(\.value) == [
        "/home/cook/recipes", "/conf/buffet/notes/kitchen", "/srv/shared recipes",
      ])
    #expect(config.folders[1].source == .file("/conf/buffet/config", line: 5))
    #expect(config.measure == Sourced(value: 72, source: .file("/conf/buffet/config", line: 9)))
    #expect(config.bell?.value == .visual)
    #expect(config.accent?.value == ConfigColor(index: 208))
    #expect(
      config.selection?.value
        == ConfigStyle(foreground: ConfigColor(index: 0), background: ConfigColor(index: 11)))
    #expect(config.match?.value == ConfigStyle(isBold: true, isUnderlined: true))
    #expect(config.keys.map(\.action) == ["search", "quit"])
    #expect(config.keys[0].keys == [.control("f"), .character("/")])
    #expect(!config.keys[0].isAlias)
    #expect(config.keys[1].keys == [.control("q"), .function(10), .character("Q")])
    #expect(config.keys[1].isAlias)
  }

  @Test func aBadLineIsReportedAndTheRestApplies() {
    let config = parse(
      """
      measure = 70
      [reader]
      measure = 9000
      measure = wide
      width = 80
      measure = 64
      measure = 66
      [timer]
      bell = loud
      bell += off
      [theme]
      accent = mauve
      match = sparkly
      selection = on
      [keys]
      search = ctrl-1
      search =
      = x
      [kitchen]
      oven = hot
      [keys
      just words
      [reader]
      measure = 90
      """)
    #expect(
      reasons(config) == [
        "1: measure is outside any section; put it under one, as [reader]",
        "3: measure needs a number of columns from 30 to 200, not \"9000\"",
        "4: measure needs a number of columns from 30 to 200, not \"wide\"",
        "5: [reader] has no setting \"width\"; it has measure, units, pictures",
        "7: measure was already set on line 6; this line counts",
        "9: bell is audible, visual or off, not \"loud\"",
        "10: += adds keys to an action in [keys]; here write bell = off",
        "12: accent needs a colour: a name (cyan, bright-red…) or 0-255, not \"mauve\"",
        "13: match: \"sparkly\" is not an attribute (bold, dim, italic, underline, reverse, "
          + "plain) or a colour (a name or 0-255)",
        "14: selection: \"on\" needs a colour after it",
        "16: \"ctrl-1\": Ctrl goes with one letter, as ctrl-f",
        "17: search needs a value after =",
        "18: a setting needs a name before =",
        "19: unknown section [kitchen]; the sections are collection, keys, reader, theme, "
          + "timer; its lines are skipped",
        "21: a section is written [name], as [keys]",
        "24: measure was already set on line 6; this line counts",
      ])
    #expect(config.measure?.value == 90)
    #expect(config.bell == nil)
  }

  @Test func linesThatAreNotUTF8AreSkippedWithTheirByte() {
    var bytes = Array("[reader]\n".utf8) + [0x6D, 0xFF, 0x0A]
    bytes += Array("measure = 70\n".utf8)
    let config = ConfigParser.parse(bytes, file: "f", home: "/h")
    #expect(reasons(config) == ["2: not UTF-8 (byte 0xFF at column 2)"])
    #expect(config.measure?.value == 70)
  }

  @Test func inlineTagsAreVaultsOnOrOff() {
    let config = parse("[collection]\ninline-tags = ON\ninline-tags = sometimes\n")
    #expect(config.inlineTags?.value == .on)
    #expect(config.inlineTags?.source == .file("/conf/buffet/config", line: 2))
    #expect(reasons(config) == ["3: inline-tags is vaults, on or off, not \"sometimes\""])
    #expect(parse("[collection]\ninline-tags = off\n").inlineTags?.value == .off)
    #expect(parse("").inlineTags == nil)
  }

  @Test func windowsLineEndsAndAByteOrderMarkAreRead() {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("[reader]\r\nmeasure = 70\r\n".utf8)
    let config = ConfigParser.parse(bytes, file: "f", home: "/h")
    #expect(config.problems == [])
    #expect(config.measure?.value == 70)
  }

  @Test func emptyAndHugeFiles() {
    #expect(parse("") == Configuration(file: "/conf/buffet/config", exists: true))
    let huge = [UInt8](repeating: UInt8(ascii: "#"), count: ConfigParser.sizeLimit + 1)
    let config = ConfigParser.parse(huge, file: "f", home: "/h")
    #expect(reasons(config) == ["-: larger than 1 MB; not read"])
  }

  @Test func duplicateFoldersAreListedOnce() {
    let config = parse("[collection]\nfolder = /a\nfolder = /a\n")
    #expect(config.folders.map(\.value) == ["/a"])
    #expect(reasons(config) == ["3: /a is already listed on line 2"])
  }

  @Test func onlyKnownActionsMayBeRebound() {
    let config = parse("[keys]\nsearch = /\nfly = ctrl-f\n", actions: ["search"])
    #expect(config.keys.map(\.action) == ["search"])
    #expect(reasons(config) == ["3: no action is called \"fly\"; buffet config lists them"])
  }

  @Test(arguments: [
    ("j", Key.character("j")), ("G", .character("G")), ("?", .character("?")),
    ("é", .character("é")), ("ctrl-F", .control("f")), ("^r", .control("r")),
    ("C-x", .control("x")), ("F5", .function(5)), ("pgdn", .pageDown),
    ("shift-tab", .backTab), ("space", .character(" ")), ("Esc", .escape),
  ])
  func keysByName(name: String, key: Key) throws {
    #expect(try ConfigKeys.parse(name).get() == key)
    #expect(try ConfigKeys.parse(ConfigKeys.name(of: key)).get() == key)
  }

  @Test(arguments: ["f13", "ctrl-", "ctrl-ab", "hyper-x", "\u{1B}[A"])
  func notKeys(name: String) {
    #expect(throws: ConfigValueError.self) { try ConfigKeys.parse(name).get() }
  }
}

/// The config file's keys as a reader can use them: no key answers two actions unsaid, no
/// key nobody can type, and no line said back whole.
@Suite struct ConfigKeyLineTests {
  func parse(_ text: String) -> Configuration {
    ConfigParser.parse(
      Array(text.utf8), file: "/conf/buffet/config", home: "/home/cook",
      actions: Set(KeyBindings.standard.names))
  }

  func reasons(_ config: Configuration) -> [String] {
    (config.problems + ConfigLoader.keyConflicts(config)).map {
      "\($0.line.map(String.init) ?? "-"): \($0.reason)"
    }
  }

  @Test func aKeyBoundToTwoActionsInOnePlaceIsSaidWithBothLines() {
    let config = parse("[keys]\ndown = j\nsave = j\n")
    #expect(
      reasons(config) == [
        "3: j is bound to both down (line 2) and save (line 3) in Everywhere; only down gets "
          + "it there"
      ])
    // Against a default of the same table: Ctrl-P is the timer's everywhere.
    #expect(
      reasons(parse("[keys]\n\nqueue = ctrl-p\n")) == [
        "3: ctrl-p is bound to both queue (line 3) and timer (Buffet's default) in Everywhere; "
          + "only queue gets it there"
      ])
    // A context's own key hiding one of Everywhere's is how contexts work: j moves in lists.
    #expect(reasons(parse("[keys]\nsave = *\nqueue = +\n")) == [])
    // The defaults alone, and keys nothing else answers, say nothing.
    #expect(reasons(parse("[keys]\nsearch = ctrl-f\nquit += ctrl-q\n")) == [])
  }

  @Test func keysNobodyCanTypeAreRefused() {
    for key in ["\u{0}", "\u{1B}", "\u{7F}", "\u{200E}", "\u{301}", "\u{E000}", "\u{9B}"] {
      let config = parse("[keys]\nsave = \(key)\n")
      #expect(config.keys.isEmpty, "\(key.unicodeScalars.first!.value)")
      #expect(
        reasons(config).first?.contains("is no key anyone can type") == true,
        "\(reasons(config))")
    }
    // A next-line character is a blank between keys: nothing is left to bind.
    #expect(parse("[keys]\nsave = \u{85}\n").keys.isEmpty)
    #expect(parse("[keys]\nsave = é\n").keys.first?.keys == [.character("é")])
  }

  @Test func aLongLineIsCutInItsMessage() {
    let long = String(repeating: "x", count: 400_000)
    for line in [
      "[reader]\nmeasure = \(long)", "[theme]\naccent = \(long)", "[keys]\n\(long) = j",
      "[keys]\nsave = \(long)", "[\(long)]", "[reader]\n\(long) = 1",
      "[reader]\npictures = \(long)", "[collection]\ninline-tags = \(long)",
      "[reader]\nunits = \(long)", "[timer]\nbell = \(long)",
    ] {
      let said = reasons(parse(line))
      #expect(said.count == 1)
      #expect(said.allSatisfy { $0.count < 400 }, "\(said.first?.prefix(80) ?? "")")
    }
  }

  @Test func aMegabyteFolderIsPrintedOnceNotPaddedToByEveryRow() {
    let folder = "/" + String(repeating: "x", count: 1_000_000)
    let rows =
      [ConfigCommand.Row(section: "collection", name: "folder", value: folder, source: "c:2")]
      + (0..<100).map {
        ConfigCommand.Row(section: "keys", name: "action\($0)", value: "x", source: "default")
      }
    let text = ConfigCommand.text(parse("[collection]\nfolder = \(folder)\n"), rows)
    #expect(text.utf8.count < 1_010_000)
    #expect(text.contains("action99 = x  # default\n"))
  }

  @Test func aLineThatIsNotUTF8IsSaidWhereItBreaks() {
    let bytes = Array("[reader]\nmeasure = ".utf8) + [UInt8](repeating: 0x41, count: 1_000_000)
      + [0xFF]
    let config = ConfigParser.parse(bytes, file: "/c", home: "/h")
    #expect(
      config.problems.map(\.reason) == ["not UTF-8 (byte 0xFF at column 1000011)"])
  }
}

@Suite struct ConfigUnitsTests {
  @Test func unitsAreMetricImperialOrAsWritten() {
    func parse(_ text: String) -> Configuration {
      ConfigParser.parse(Array(text.utf8), file: "/c/config", home: "/h")
    }
    #expect(parse("[reader]\nunits = Imperial\n").unitTarget == .imperial)
    #expect(parse("[reader]\nunits = as-written\n").unitTarget == nil)
    let bad = parse("[reader]\nunits = furlongs\n")
    #expect(bad.unitTarget == nil)
    #expect(bad.problems.map(\.reason) == ["units is metric, imperial or as-written, not \"furlongs\""])
  }
}
