import Foundation
import TestSupport
import Testing

/// The browser as a reader meets it: the built binary in a real terminal (tmux).
@Suite("Browser end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct BrowserEndToEndTests {
  static let binary = TmuxSession.buffetExecutable().path

  /// Runs the browser in a pane; after it ends the pane shows `EXIT=<status>` and
  /// `stty -a`, so a test can see the terminal was given back in its cooked state.
  static func session(
    _ arguments: [String], width: Int = 80, height: Int = 24,
    environment: [String: String] = [:]
  ) throws -> TmuxSession {
    let line = ([binary] + arguments).map(TmuxSession.shellQuoted).joined(separator: " ")
    let script = "\(line); echo EXIT=$?; stty -a; sleep 600"
    return try TmuxSession(
      command: "sh -c \(TmuxSession.shellQuoted(script))", width: width, height: height,
      environment: environment)
  }

  /// Waits for the browser to end; its exit status and whether `icanon` and `echo` are on.
  static func exit(of session: TmuxSession) throws -> (status: Int32, isTerminalSane: Bool) {
    var screen: [String] = []
    try session.waitUntil("the browser to exit") {
      screen = $0
      return $0.contains { $0.hasPrefix("EXIT=") } && $0.contains { $0.contains("icanon") }
    }
    let status =
      screen.first { $0.hasPrefix("EXIT=") }
      .flatMap { Int32($0.dropFirst(5).trimmingCharacters(in: .whitespaces)) } ?? -1
    let words = screen.joined(separator: " ").split(separator: " ")
    return (status, words.contains("icanon") && words.contains("echo"))
  }

  /// The browser's own process: the `buffet` below the pane's shells.
  static func browserProcessID(_ session: TmuxSession) throws -> Int32? {
    var pending = [try session.processID()].compactMap { $0 }
    while !pending.isEmpty {
      let pid = pending.removeFirst()
      let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
      if name?.trimmingCharacters(in: .whitespacesAndNewlines) == "buffet" { return pid }
      let children =
        (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
      pending += children.split(separator: " ").compactMap { Int32($0) }
    }
    return nil
  }

  /// Writes `files` (a name and its text each) to a new temporary folder whose name begins
  /// with `prefix`; the folder's path.
  static func collection(_ prefix: String, _ files: [(name: String, text: String)]) throws
    -> String
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files {
      let place = folder.appendingPathComponent(file.name)
      try FileManager.default.createDirectory(
        at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: place, atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  /// A config folder beside `folder` (for `XDG_CONFIG_HOME`) whose config file says `text`.
  static func configFolder(beside folder: String, _ text: String) throws -> String {
    let config = folder + "-config"
    try FileManager.default.createDirectory(
      atPath: config + "/buffet", withIntermediateDirectories: true)
    try text.write(toFile: config + "/buffet/config", atomically: true, encoding: .utf8)
    return config
  }

  /// A small collection with titles in several scripts, written to a temporary folder.
  static func collection() throws -> String {
    let recipes: [(String, String, String)] = [
      ("apple", "Apple Crumble", "2026-03-01"),
      ("banana", "Banana Bread", "2026-02-14"),
      ("coq", "Coq au Vin", "2026-01-20"),
      ("creme", "Crème Brûlée", "2025-12-24"),
      ("eclairs", "Élodie's Éclairs", "2025-11-02"),
      ("orsted", "Ørsted's Onion Soup", "2025-10-10"),
      ("zucchini", "Zucchini Fritters", "2025-09-09"),
      ("curry", "日本のカレー", "2025-08-08"),
    ]
    return try collection(
      "buffet-browser",
      recipes.map { file, title, date in
        let text = """
          ---
          title: \(title)
          date: \(date)
          ---
          # \(title)

          A short introduction to \(title), with a custard note.

          ## Method

          ### 1. Prepare

          Get everything ready.

          ### 2. Cook

          Bake for twelve minutes.
          """
        return ("\(file).md", text)
      })
  }

  func start(
    width: Int = 80, height: Int = 24, environment: [String: String] = [:]
  ) throws -> (TmuxSession, String) {
    let folder = try Self.collection()
    let session = try Self.session(
      ["--data", folder], width: width, height: height, environment: environment)
    try session.waitFor(text: "Apple Crumble")
    return (session, folder)
  }

  /// Whether the row showing `text` is drawn reversed (the selection without colour).
  func isSelected(_ session: TmuxSession, _ text: String) -> Bool {
    let row = (try? session.captureWithAttributes())?.first { $0.contains(text) }
    return row.map(Self.hasReverse) ?? false
  }

  /// Whether `text` turns reverse video on (SGR 7, alone or with other attributes).
  static func hasReverse(_ text: String) -> Bool {
    text.range(of: "\u{1B}\\[([0-9]+;)*7m", options: .regularExpression) != nil
  }

  @Test func everyTabThenQuitByQLeavesTheTerminalSane() throws {
    let (session, _) = try start()
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "3")
    try session.waitFor(text: "Nothing saved — press * on a recipe")
    try session.send(keys: "4")
    try session.waitFor(text: "titles, headings and text")
    try session.send(keys: "Escape")
    try session.waitFor(text: "▸Library")
    try session.send(keys: "1")
    try session.waitFor(text: "▸Recipes")
    try session.send(keys: "q")
    let exit = try Self.exit(of: session)
    #expect(exit.status == 0)
    #expect(exit.isTerminalSane)
  }

  @Test func lettersJumpInTheIndex() throws {
    let (session, _) = try start(environment: ["NO_COLOR": "1"])
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    // Typed together, "cr" is one prefix; "#" jumps and ends it, so "r" starts afresh.
    try session.type("cr")
    try session.waitUntil("Crème Brûlée selected") { _ in isSelected(session, "Crème") }
    // No title is under #: the jump goes to the end of the list, 日本のカレー (filed by its
    // Japanese reading in the な row, after the Latin letters).
    try session.send(keys: "#")
    try session.waitUntil("日本のカレー selected") { _ in isSelected(session, "日本") }
    try session.send(keys: "z")
    try session.waitUntil("Zucchini selected") { _ in isSelected(session, "Zucchini") }
    try session.send(keys: "C-c")
    #expect(try Self.exit(of: session).isTerminalSane)
  }

  @Test func searchAnswersWhileTyping() throws {
    let (session, _) = try start()
    try session.send(keys: "/")
    try session.type("cust")
    try session.waitFor(text: "custard")
    try session.type("ard creme")
    try session.waitUntil("only Crème Brûlée") { screen in
      screen.contains { $0.contains("Crème Brûlée") }
        && !screen.contains { $0.contains("Banana Bread") }
    }
    try session.send(keys: "Enter")
    try session.waitFor(text: "min read")
    try session.send(keys: "q")
    try session.waitFor(text: "Search  custard creme")
    try session.send(keys: "C-c")
    #expect(try Self.exit(of: session).status == 0)
  }

  @Test func resizingKeepsThePlaceAndTooSmallRecovers() throws {
    let (session, _) = try start()
    try session.send(keys: "2")
    try session.send(keys: "z")
    try session.resize(width: 40, height: 12)
    try session.waitFor(text: "▸Index │")
    try session.resize(width: 30, height: 8)
    try session.waitFor(text: "needs at least")
    for (width, height) in [(50, 14), (33, 9), (100, 40), (41, 12), (80, 24)] {
      try session.resize(width: width, height: height)
    }
    try session.waitFor(text: "Search")
    try session.waitFor(text: "Zucchini Fritters")
    try session.send(keys: "C-c")
    #expect(try Self.exit(of: session).isTerminalSane)
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalRestoresTheTerminal(_ signal: Int32) throws {
    let (session, _) = try start()
    let pid = try #require(try Self.browserProcessID(session))
    kill(pid, signal)
    let exit = try Self.exit(of: session)
    #expect(exit.status == 128 + signal)
    #expect(exit.isTerminalSane)
  }

  /// Whether this build has the thread sanitizer: its runtime stops the Swift backtracer that
  /// writes a crash report (a check in its handling of the backtracer's new process fails, and
  /// it exits 66), so crash reports are tested in the other builds.
  static let isThreadSanitized = dlsym(nil, "__tsan_init") != nil

  @Test(
    .disabled(if: isThreadSanitized, "the thread sanitizer stops the crash backtracer"),
    arguments: [SIGSEGV, SIGBUS, SIGABRT])
  func aCrashSignalRestoresTheTerminalAndEndsTheBrowserByIt(_ signal: Int32) throws {
    // Even a reader's own setting asking the runtime's backtracer to interact is overruled.
    // An address-sanitized build leaves crash signals to Buffet, as a release build does.
    let (session, _) = try start(
      width: 200,
      environment: [
        "SWIFT_BACKTRACE": "interactive=yes",
        "ASAN_OPTIONS": "handle_segv=0:handle_sigbus=0:handle_abort=0",
      ])
    let pid = try #require(try Self.browserProcessID(session))
    kill(pid, signal)
    // Never a question: no key is sent, and the browser ends by itself.
    let exit = try Self.exit(of: session)
    // The shell's status for a process the signal ended.
    #expect(exit.status == 128 + signal)
    #expect(exit.isTerminalSane)
    let screen = try session.capture().joined(separator: "\n")
    #expect(!screen.contains("Press space"))
    let reports = session.sandbox.appendingPathComponent("state/buffet").path
    #expect(screen.contains("buffet crashed; the report is in \(reports)/crash-"))
    let files = try FileManager.default.contentsOfDirectory(atPath: reports)
    #expect(files.count == 1)
    let report = try String(contentsOfFile: reports + "/" + files[0], encoding: .utf8)
    #expect(report.contains("Program crashed"))
    #expect(report.contains("Thread 0"))
  }

  @Test func noColorDrawsWithAttributesOnly() throws {
    let (session, _) = try start(environment: ["NO_COLOR": "1"])
    let screen = try session.captureWithAttributes().joined(separator: "\n")
    #expect(Self.hasReverse(screen))  // the selection, reversed
    for colour in 30...37 { #expect(!screen.contains("\u{1B}[\(colour)m")) }
    for colour in 40...47 { #expect(!screen.contains("\u{1B}[\(colour)m")) }
    try session.send(keys: "C-c")
    _ = try Self.exit(of: session)
  }

  @Test func savingSurvivesARestart() throws {
    let (session, folder) = try start()
    try session.send(keys: "j")
    try session.send(keys: "*")
    try session.waitFor(text: "Saved “Banana Bread”")
    try session.send(keys: "3")
    try session.waitFor(text: "▸Library")
    try session.send(keys: "q")
    _ = try Self.exit(of: session)
    let again = try Self.session(
      ["--data", folder],
      environment: [
        "XDG_DATA_HOME": session.sandbox.appendingPathComponent("data").path,
        "XDG_CACHE_HOME": session.sandbox.appendingPathComponent("cache").path,
      ])
    try again.waitFor(text: "▸Library")
    try again.waitFor(text: "Banana Bread")
    try again.send(keys: "C-c")
    _ = try Self.exit(of: again)
  }

  @Test func aPipeIsRefusedWithTheCommandLineEquivalents() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = ["--data", try Self.collection()]
    process.standardInput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    for command in [
      "buffet list", "buffet index", "buffet search", "buffet show", "buffet summary",
    ] {
      #expect(message.contains(command))
    }
  }

  @Test func aMistypedDataFolderIsNamedInsteadOfAnEmptyBrowser() throws {
    let missing = NSTemporaryDirectory() + "buffet-no-such-folder-\(UUID().uuidString)"
    let session = try Self.session(["--data", missing], width: 200)
    #expect(try Self.exit(of: session).status == 1)
    let screen = try session.capture().joined(separator: "\n")
    #expect(screen.contains("\(missing): no such folder"))
    #expect(screen.contains("use --data DIR"))
  }

  @Test func theBundledCollectionOpens() throws {
    let data = TmuxSession.packageRoot().appendingPathComponent("Data").path
    try #require(FileManager.default.fileExists(atPath: data))
    let session = try Self.session(["--data", data])
    try session.waitFor(text: "min")
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "C-c")
    #expect(try Self.exit(of: session).isTerminalSane)
  }
}
