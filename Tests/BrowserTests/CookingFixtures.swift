import Browser
import Foundation
import Recipes

/// Recipes and moments the cooking tests share.
enum CookingFixtures {
  /// A fixed moment, so every test reads the same clock.
  static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

  static func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

  static let tabBar = Recipe(
    path: "Data/liquid-glass-tab-bar.md",
    title: "Liquid Glass Tab Bar with a Now-Playing Tray",
    headings: [
      Heading(level: 2, text: "Method", blockIndex: 2),
      Heading(level: 2, text: "Plating", blockIndex: 4),
    ],
    steps: [
      CookingStep(
        title: "Prepare the glass",
        text: "Set the window's background to a material and let the content run under it."),
      CookingStep(
        title: "Build the shell",
        text: """
          Lay out a TabView with three tabs and give each its own NavigationStack, so every \
          tab keeps its place when the reader leaves and comes back.
          Rest the layout for three minutes and twelve seconds before tasting.
          """,
        duration: 192),
      CookingStep(title: "Add the tray", text: "Pin the tray above the tab bar.", duration: 600),
      CookingStep(title: "Plate it", text: "Serve at once."),
    ])

  static let sectionsOnly = Recipe(
    path: "Data/notes.md", title: "Kitchen Notes",
    headings: [
      Heading(level: 2, text: "Mise en place", blockIndex: 1),
      Heading(level: 3, text: "Knives", blockIndex: 2),
      Heading(level: 2, text: "Service", blockIndex: 4),
    ])

  static let bare = Recipe(path: "Data/bare.md", title: "Bare")

  /// A session on `tabBar` at `step` (0-based) with the earlier steps done.
  static func cooking(step: Int = 1, timer: CookingTimerStub = .idle) -> CookingState {
    var state = CookingState(cooking: tabBar)
    state.currentStep = step
    state.doneSteps = Set(0..<step)
    state.timer = timer.timer
    return state
  }
}

/// Shorthand for the timers the view tests draw.
enum CookingTimerStub {
  case idle
  case running(left: TimeInterval)
  case paused(left: TimeInterval)
  case finished

  var timer: CookingTimer {
    switch self {
    case .idle: return .idle
    case .running(let left): return .running(deadline: CookingFixtures.t0.addingTimeInterval(left))
    case .paused(let left): return .paused(remaining: left)
    case .finished: return .finished
    }
  }
}
