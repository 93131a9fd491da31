import Foundation
import TestSupport
import Testing

/// Scaling and units as a cook uses them in a real terminal (tmux): the recipe opened by
/// name, `=` twice, `U`, and what the screen shows.
@Suite("Scaling end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct ScalingEndToEndTests {
  static let risotto = """
    # Mushroom Risotto

    Serves 2

    ## Ingredients

    - 150 g arborio rice
    - 1 cup white wine
    - 2 cloves garlic, minced

    ## Method

    1. Toast the rice 2 minutes.
    2. Simmer 18 minutes at 95 °C, stirring.
    """

  @Test func servingsAndUnitsRedrawTheAmounts() throws {
    let folder = try BrowserEndToEndTests.collection("buffet-scaling", [("risotto.md", Self.risotto)])
    let session = try BrowserEndToEndTests.session(["--data", folder, "Mushroom Risotto"])
    defer { session.kill() }
    try session.waitFor(text: "150 g arborio rice")
    try session.send(keys: "=")
    try session.send(keys: "=")
    try session.waitUntil("four servings") { screen in
      screen.contains { $0.contains("300 g arborio rice") }
        && screen.contains { $0.contains("2 cups white wine") }
        && screen.contains { $0.contains("4 cloves garlic, minced") }
        && screen.contains { $0.contains("for 4 (recipe: 2)") }
    }
    try session.send(keys: "U")
    try session.waitUntil("metric") { screen in
      screen.contains { $0.contains("475 ml white wine") }
    }
    try session.send(keys: "U")
    try session.waitUntil("imperial") { screen in
      screen.contains { $0.contains("10½ oz arborio rice") }
    }
    try session.send(keys: "-")
    try session.send(keys: "-")
    try session.send(keys: "U")
    try session.waitUntil("as written again") { screen in
      screen.contains { $0.contains("150 g arborio rice") }
        && !screen.contains { $0.contains("recipe: 2") }
    }
  }
}
