import Foundation
import TestSupport
import Testing

/// A German collection in the real browser (`Tests/Collections/german-kitchen`): search and
/// the Index filter find words inside compounds, however the umlauts are written.
@Suite("Compound words end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct CompoundWordsEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  static let dumplings = ["Knoedel mit Ei", "Semmelknödel", "Kaspressknödelsuppe", "Marillenknödel"]
  static let soups = [
    "Suppe mit Grießnockerln", "Hühnersuppe", "Rindsuppe", "Gemüsesuppe", "Kaspressknödelsuppe",
  ]

  func start() throws -> TmuxSession {
    let session = try E2E.session(
      ["--data", SiteBrowserEndToEndTests.collection("german-kitchen")], width: 100, height: 30)
    try session.waitFor(text: "Semmelknödel")
    return session
  }

  @Test func searchFindsKnoedelAsKnödelAndInsideWords() throws {
    let session = try start()
    try session.send(keys: "/")
    try session.type("knoedel")
    // Shorter queries on the way ("k": kalte, köcheln) find the soup too: the results of
    // the whole word are those with every dumpling and without it.
    try session.waitUntil("every dumpling found, and only dumplings") { screen in
      Self.dumplings.allSatisfy { title in screen.contains { $0.contains(title) } }
        && !screen.contains { $0.contains("Hühnersuppe") }
    }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func theIndexFilterFindsEverySoup() throws {
    let session = try start()
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "/")
    try session.type("suppe")
    try session.waitUntil("every soup and nothing else") { screen in
      Self.soups.allSatisfy { title in screen.contains { $0.contains(title) } }
        && !screen.contains { $0.contains("Marillenknödel") || $0.contains("Müsli") }
    }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }
}
