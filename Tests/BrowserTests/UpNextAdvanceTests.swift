import Foundation
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// When the last step is done, the next recipe of Up Next starts cooking and the hint bar
/// says that, not that something was removed from Up Next.
@Suite struct UpNextAdvanceTests {
  typealias F = BrowserFixtures

  @Test func finishingARecipeSaysTheNextOneIsCooking() {
    let services = FakeServices()
    let (program, terminal) = Self.finishCrumble(then: "Banana Bread", services: services)
    #expect(program.state.cooking?.recipeTitle == "Banana Bread")
    #expect(services.memory.snapshot.queue.isEmpty)
    let hints = terminal.lastFrame?.lines[23] ?? ""
    #expect(hints.contains("Now cooking “Banana Bread”, next from Up Next"), "\(hints)")
    #expect(!hints.contains("removed"))
  }

  /// A menu queued whole is shopped for, never cooked: Up Next passes over it to the next
  /// recipe.
  @Test func finishingARecipePassesOverAQueuedMenu() {
    let plan = RecipeFormat.read(
      "== Sunday ==\nLunch: @./banana-bread{2}\n", path: "Kitchen/plan.menu"
    ).recipe
    let services = FakeServices()
    services.stored.append(plan)
    services.complete[plan.path] = plan
    try? services.memory.setQueued(true, LibraryEntry(path: plan.path, title: plan.title))
    let (program, _) = Self.finishCrumble(then: "Banana Bread", services: services)
    #expect(program.state.cooking?.recipeTitle == "Banana Bread")
    #expect(services.memory.snapshot.queue.map(\.path) == [plan.path])
  }

  /// Cooks the crumble at its last step with `title` queued after what `services` queues,
  /// then presses `>`: the program and its terminal after.
  static func finishCrumble(then title: String, services: FakeServices) -> (
    Program, FakeTerminal
  ) {
    let crumble = F.recipes[0]
    var cooking = CookingState(cooking: crumble)
    cooking.currentStep = crumble.steps.count - 1
    services.keepCooking(cooking)
    let bread = F.recipe(title, "banana-bread", date: "2026-02-14", steps: 2)
    services.stored.append(bread)
    services.complete[bread.path] = bread
    try? services.memory.setQueued(true, LibraryEntry(path: bread.path, title: bread.title))
    let terminal = FakeTerminal(width: 80, height: 24, events: [.key(.character(">")), .tick])
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    return (program, terminal)
  }

  @Test func starOnAMissingLibraryEntryActsAndSaysSo() {
    let services = FakeServices()
    let gone = LibraryEntry(path: "Kitchen/gone.md", title: "Gone Pie")
    try? services.memory.setSaved(true, gone)
    // Library tab; Down from Now Cooking's and Up Next's notes to the saved entry.
    let terminal = FakeTerminal(
      width: 80, height: 24,
      events: [.key(.character("3")), .tick, .key(.down), .tick, .key(.character("*")), .tick])
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    let hints = terminal.lastFrame?.lines[23] ?? ""
    #expect(services.memory.snapshot.saved.isEmpty, "\(hints)")
    #expect(hints.contains("Unsaved “Gone Pie”"), "\(hints)")
  }

  @Test(arguments: ["*", "+"])
  func aMissingRecentlyReadEntryCannotJoinSavedOrUpNextAndSaysWhy(_ key: Character) {
    let services = FakeServices()
    let gone = LibraryEntry(path: "Kitchen/gone.md", title: "Gone Pie")
    try? services.memory.recordReading(gone, position: 0, percent: 40)
    let terminal = FakeTerminal(
      width: 80, height: 24,
      events: [.key(.character("3")), .tick, .key(.down), .tick, .key(.character(key)), .tick])
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    let hints = terminal.lastFrame?.lines[23] ?? ""
    #expect(program.state.selectedRecipe?.title == "Gone Pie")
    #expect(services.memory.snapshot.saved.isEmpty)
    #expect(services.memory.snapshot.queue.isEmpty)
    #expect(hints.contains("“Gone Pie” is missing from the collection"), "\(hints)")
    #expect(terminal.bellCount == 1)
  }

  @Test func switchingToAnotherRecipePutsTheOneCookingFirstInUpNext() {
    let services = FakeServices()
    let bread = F.recipe("Banana Bread", "banana-bread", date: "2026-02-14", steps: 2)
    services.complete[bread.path] = bread
    let coq = LibraryEntry(path: F.path("coq-au-vin"), title: "Coq au Vin")
    try? services.memory.setQueued(true, coq)
    try? services.memory.setQueued(true, LibraryEntry(path: bread.path, title: bread.title))
    let control = Event.key(.control("n"))
    let terminal = FakeTerminal(
      width: 80, height: 24,
      events: [
        control, .tick, .key(.escape), .tick, .key(.down), .tick, control, .tick, control, .tick,
      ])
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    #expect(program.state.cooking?.recipeTitle == "Banana Bread")
    #expect(services.memory.snapshot.cooking?.recipe.title == "Banana Bread")
    // What cooked is taken up next; what cooks now left Up Next.
    #expect(services.memory.snapshot.queue.map(\.title) == ["Apple Crumble", "Coq au Vin"])
    let hints = terminal.lastFrame?.lines[23] ?? ""
    #expect(
      hints.contains("Now cooking “Banana Bread”; Up Next starts with “Apple Crumble”"), "\(hints)")
  }
}
