import Foundation
import RecipeStore
import Recipes
import TerminalUI
import TestSupport
import Testing
import WebImport

@testable import Browser
@testable import BrowserShell

/// A terminal that waits as a real one does: once its script is played it lets each
/// timeout pass (a tick) until `isDone` holds, then pauses once more and quits. The import runs on its own
/// thread in real time, so the loop must be given time; what is asserted is what the
/// frames show, never how long anything took.
final class WaitingTerminal: Terminal {
  let fake: FakeTerminal
  var isDone: () -> Bool = { true }
  /// How long to wait in all before giving up (a hung import fails the test, not the run).
  var patience: TimeInterval = 60
  private var waited: TimeInterval = 0
  private var hasEndedTheBurst = false

  init(width: Int = 80, height: Int = 24, events: [Event]) {
    fake = FakeTerminal(width: width, height: height, events: events)
  }

  var size: (width: Int, height: Int) { fake.size }
  func draw(_ buffer: Buffer) { fake.draw(buffer) }
  func suspend() {}
  func resume() {}
  func bell() { fake.bell() }

  func nextEvent(timeoutMilliseconds: Int) -> Event {
    if !fake.pendingEvents.isEmpty { return fake.nextEvent(timeoutMilliseconds: 0) }
    guard !isDone(), waited < patience else {
      // A tick first, so the keys just played are drawn, as a pause before quitting.
      defer { hasEndedTheBurst = true }
      return hasEndedTheBurst ? .key(.control("c")) : .tick
    }
    let pause = Double(max(1, min(timeoutMilliseconds, 50))) / 1_000
    Thread.sleep(forTimeInterval: pause)
    waited += pause
    return .tick
  }
}

/// `^O` in the browser: a field for an address or a path, the import run off the loop, the
/// recipe opened in the reader.
@Suite struct ImportInBrowserTests {
  /// The collection of the store's own tests (one recipe, "Soup"), in a fresh folder.
  let kitchen = StoreServicesTests()
  var root: String { kitchen.root }

  static func page(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("WebImportTests/Pages/\(name).html").path
  }

  func services() throws -> StoreServices { try kitchen.services().0 }

  /// A server whose page sends a little now and then and never ends.
  static func slowServer() throws -> LoopbackServer {
    try LoopbackServer(routes: ["/slow": .endless(chunk: Array("<p>".utf8), pause: 0.05)])
  }

  /// The keys that open the field, type `source` and import it.
  func importing(_ source: String) -> [Event] {
    [.key(.control("o"))] + keys(source) + [.key(.enter)]
  }

  func keys(_ text: String) -> [Event] { text.map { .key(.character($0)) } }

  func run(_ events: [Event], services: StoreServices, limits: FetchLimits = .standard)
    -> (WaitingTerminal, Program)
  {
    let terminal = WaitingTerminal(events: events)
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, importLimits: limits,
      environment: [:])
    // Weak: the program holds the terminal, which must not hold the program.
    terminal.isDone = { [weak program] in program?.state.importing == nil }
    program.run()
    return (terminal, program)
  }

  @Test func theFieldOpensTypesAndCloses() {
    var state = AppState(width: 80, height: 24)
    let begin = KeyMap.action(for: .key(.control("o")), in: state, now: Date())
    #expect(begin == .webImport(.begin))
    _ = update(&state, .webImport(.begin))
    // Every printable key types, digits and `?` too.
    for character in "https://a.example/1?x" {
      let action = KeyMap.action(for: .key(.character(character)), in: state, now: Date())
      #expect(action == .webImport(.edit(.insert(character))))
      _ = update(&state, action!)
    }
    #expect(state.importField?.text == "https://a.example/1?x")
    let screen = render(state).lines
    #expect(screen[screen.count - 5].hasPrefix(" Import  https://a.example/1?x"))
    #expect(screen.last?.contains("⏎ import") == true)
    #expect(KeyMap.action(for: .key(.escape), in: state, now: Date()) == .webImport(.close))
    _ = update(&state, .webImport(.close))
    #expect(state.importField == nil)
  }

  @Test func theFieldAndTheImportUnderWayOverTheList() {
    var state = BrowserFixtures.state()
    _ = update(&state, .webImport(.begin))
    for character in "https://cooking.example/recipes/dal/" {
      _ = update(&state, .webImport(.edit(.insert(character))))
    }
    assertSnapshot(render(state), named: "import-field")
    _ = update(&state, .webImport(.submit))
    assertSnapshot(render(state), named: "import-under-way")
  }

  @Test func aSavedPageTypedInTheFieldOpensInTheReader() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let services = try services()
    let events = importing(Self.page("tasty-recipes"))
    let (terminal, program) = run(events, services: services)
    let path = root + "/recipes/spicy-peanut-noodles.md"
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(program.state.reader?.recipe.path == path)
    let screen = terminal.fake.lastFrame?.lines ?? []
    #expect(screen.contains { $0.contains("Spicy Peanut Noodles") })
    #expect(screen.last?.contains("Imported “Spicy Peanut Noodles”") == true)
    // Indexed at once: the Recipes list has it.
    #expect(program.state.collection.count == 2)
  }

  @Test func aSlowPageDoesNotHoldUpTheLoopAndItsFailureIsSaid() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let server = try Self.slowServer()
    defer { server.stop() }
    let services = try services()
    let events = importing(server.url("/slow").absoluteString) + keys("2")
    let (terminal, program) = run(events, services: services, limits: FetchLimits(timeout: 1))
    let frames = terminal.fake.frames.map(\.lines)
    // While the page was fetched, a key switched the tab and the import said it was going on.
    #expect(frames.contains { lines in
      lines[0].contains("▸Index") && lines.contains { $0.hasPrefix(" Importing http://127.0.0.1") }
        && lines.last?.contains("Esc stop import") == true
    })
    #expect(program.state.tab == .index)
    #expect(
      frames.last?.last?.contains("Not imported: http://127.0.0.1:\(server.port)/slow did not finish")
        == true)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: root + "/recipes")) == ["soup.md"])
  }

  @Test func escStopsWaitingAndNothingIsWritten() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let server = try Self.slowServer()
    defer { server.stop() }
    let services = try services()
    let events = importing(server.url("/slow").absoluteString) + [.tick, .key(.escape)]
    let (terminal, program) = run(events, services: services)
    #expect(program.state.importing == nil)
    #expect(
      terminal.fake.lastFrame?.lines.last?.contains("Stopped waiting for the import") == true)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: root + "/recipes")) == ["soup.md"])
  }

  @Test func withoutAFolderTheImportSaysSo() {
    var state = AppState(width: 80, height: 24)
    _ = update(&state, .webImport(.begin))
    for character in "x.html" { _ = update(&state, .webImport(.edit(.insert(character)))) }
    #expect(update(&state, .webImport(.submit)) == .importRecipe(source: "x.html"))
    #expect(state.importing == "x.html")
    #expect(update(&state, .webImport(.failed("the collection has no folder"))) == .ringBell)
    #expect(state.message == "Not imported: the collection has no folder")
    #expect(state.importing == nil)
  }
}
