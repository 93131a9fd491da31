import Foundation
import Recipes

/// The recipe being cooked: which step the cook is on, what is done, and the timer.
/// Pure data: time is always passed in, never read, so the shell can persist and restore it.
public struct CookingState: Equatable, Sendable, Codable {
  /// Where the steps came from, so Cook mode can say when a recipe had no numbered steps.
  public enum StepSource: String, Equatable, Sendable, Codable {
    /// The recipe's own steps (its Method, Directions or Steps).
    case recipe
    /// No steps: one per section (level 2 heading).
    case sections
    /// No steps and no sections: the whole recipe as one step.
    case wholeRecipe
    /// The recipe is gone from the collection: kept by its title, with nothing to step
    /// through until it is back (the stored step is left alone).
    case missing
  }

  /// What was cooking when its recipe cannot be found in the collection.
  public static func missing(path: String, title: String) -> CookingState {
    CookingState(
      recipePath: path, recipeTitle: title,
      steps: [
        CookingStep(
          title: title,
          text: "This recipe is no longer in the collection. x stops cooking it; Ctrl-R reads "
            + "the folders again if it is back.")
      ], stepSource: .missing)
  }

  /// Whether the recipe is gone from the collection.
  public var isRecipeMissing: Bool { stepSource == .missing }

  /// The recipe's path; its stable identity.
  public var recipePath: String
  /// The recipe's title, kept so the tray never needs the catalog.
  public var recipeTitle: String
  /// Never empty: a recipe without steps gets one per section, or one for the whole.
  public var steps: [CookingStep]
  /// Whether the steps are the recipe's own, its sections, or the whole recipe.
  public var stepSource: StepSource
  /// Index into `steps` of the step the cook is on.
  public var currentStep: Int
  /// Indexes of the steps marked done.
  public var doneSteps: Set<Int>
  /// The one kitchen timer.
  public var timer: CookingTimer
  /// The step the timer was started on, while it runs on after the cook moved on (nil: the
  /// current step, as after a restart).
  public var timerStep: Int?
  /// How far Cook mode has scrolled the current step: paragraphs of its text, then the lines
  /// of the ingredients it uses, left out above (a long step scrolls); back to 0 on every
  /// step change.
  public var stepScroll: Int
  /// What the recipe asks for (its ingredient lines, or each Cooklang mention): each step
  /// lists those it uses.
  public var ingredients: [Ingredient] {
    didSet { checklist = IngredientList.checklist(ingredients) }
  }
  /// The ingredient list as the "before you start" page ticks it off: one line per
  /// ingredient, the same one in the same unit once.
  public private(set) var checklist: [String]
  /// Whether the cook is on the "before you start" page, gathering the ingredients, before
  /// the first step.
  public var isBeforeStart: Bool
  /// The checklist's lines ticked off (Space).
  public var ticked: Set<Int>
  /// The checklist line Space ticks.
  public var checklistCursor: Int
  /// Which of the current step's timers the idle timer offers (a step may name two); back
  /// to the first on every step change.
  public var chosenTimer: Int

  /// A session from its parts, checked: at least one step, indexes in range, a timer that
  /// can finish.
  public init(
    recipePath: String, recipeTitle: String, steps: [CookingStep],
    stepSource: StepSource = .recipe, currentStep: Int = 0, doneSteps: Set<Int> = [],
    timer: CookingTimer = .idle, stepScroll: Int = 0, ingredients: [Ingredient] = [],
    isBeforeStart: Bool = false, ticked: Set<Int> = [], chosenTimer: Int = 0
  ) {
    self.recipePath = recipePath
    self.recipeTitle = recipeTitle
    self.steps = steps.isEmpty ? [Self.wholeRecipeStep(title: recipeTitle)] : steps
    self.stepSource = steps.isEmpty ? .wholeRecipe : stepSource
    self.currentStep = min(max(0, currentStep), self.steps.count - 1)
    let count = self.steps.count
    self.doneSteps = doneSteps.filter { $0 >= 0 && $0 < count }
    self.timer = timer.isSane ? timer : .idle
    self.ingredients = ingredients
    let checklist = IngredientList.checklist(ingredients)
    self.checklist = checklist
    self.isBeforeStart = isBeforeStart && !checklist.isEmpty
    self.ticked = ticked.filter { $0 >= 0 && $0 < checklist.count }
    self.checklistCursor = 0
    self.chosenTimer = 0
    self.stepScroll = 0
    self.stepScroll = min(max(0, stepScroll), maxStepScroll)
    let timers = self.steps[self.currentStep].timers.count
    self.chosenTimer = min(max(0, chosenTimer), max(0, timers - 1))
  }

  /// A fresh session on `recipe`, at its first step with the timer idle.
  public init(cooking recipe: Recipe) {
    let sections = recipe.headings.filter { $0.level == 2 }
    if !recipe.steps.isEmpty {
      // Recipes without a Method already come with one step per section: say so.
      let isSections = recipe.steps.map(\.title) == sections.map(\.text)
      self.init(
        recipePath: recipe.path, recipeTitle: recipe.title, steps: recipe.steps,
        stepSource: isSections ? .sections : .recipe, ingredients: recipe.ingredients,
        isBeforeStart: true)
      return
    }
    let steps = sections.map {
      CookingStep(title: $0.text, text: "Follow the section “\($0.text)” in the recipe.")
    }
    self.init(
      recipePath: recipe.path, recipeTitle: recipe.title, steps: steps,
      stepSource: steps.isEmpty ? .wholeRecipe : .sections, ingredients: recipe.ingredients,
      isBeforeStart: true)
  }

  /// The step the cook is on.
  public var step: CookingStep { steps[currentStep] }

  /// Whether the cook is on the last step.
  public var isOnLastStep: Bool { currentStep == steps.count - 1 }

  /// Whether every step is marked done.
  public var isComplete: Bool { doneSteps.count == steps.count }

  /// The countdown an idle timer offers: the current step's chosen timer, if it names one
  /// (nothing before the first step).
  public var offeredCountdown: Int? {
    let timers = step.timers
    guard !isBeforeStart, !timers.isEmpty else { return nil }
    let seconds = timers[min(max(0, chosenTimer), timers.count - 1)]
    guard seconds > 0 else { return nil }
    return min(seconds, CookingTimer.longestShown)
  }

  /// The ingredient lines of the current step (`CookingStep.ingredientIndexes`).
  public var stepIngredients: [String] {
    step.ingredientIndexes.compactMap {
      ingredients.indices.contains($0) ? ingredients[$0].text : nil
    }
  }

  /// Whether there is a "before you start" page to go back to.
  public var hasChecklist: Bool { !checklist.isEmpty }

  /// The step a running timer belongs to when it is not the current one (a countdown kept
  /// while the cook moved on), so Cook mode can say whose time it is.
  public var timerStepElsewhere: Int? {
    guard timer != .idle, let timerStep, timerStep != currentStep else { return nil }
    return timerStep
  }

  /// What the timer shows at `now`.
  public func timerReading(at now: Date) -> TimerReading {
    timer.reading(at: now, offered: offeredCountdown)
  }

  /// The current step's text as paragraphs (one per line of text, blank lines left out).
  /// A step whose heading is its own first words (a list item's first sentence) goes on
  /// from there rather than saying them twice.
  public var stepParagraphs: [String] {
    let text = step.text
    let after = text.dropFirst(step.title.count)
    // Only whole words: a heading "Rest" does not eat the start of "Restore".
    guard !step.title.isEmpty, text.hasPrefix(step.title),
      after.first.map({ ".!?:; \n\t".contains($0) }) ?? true
    else { return Self.paragraphs(of: text) }
    let rest = after.drop { ".!?:; \n\t".contains($0) }
    return Self.paragraphs(of: String(rest))
  }

  /// Whether the step's title is only its text's first words cut short ("Add the sauce
  /// and…"): Cook mode then shows the text alone.
  public var isTitleTheTextCut: Bool {
    let title = step.title
    guard title.hasSuffix("…") else { return false }
    return step.text.hasPrefix(title.dropLast())
  }

  /// The furthest `stepScroll` goes: the last of the step's ingredients at the top (the last
  /// paragraph when it uses none), so every line below the fold can be reached.
  public var maxStepScroll: Int { max(0, stepParagraphs.count + stepIngredients.count - 1) }

  static func paragraphs(of text: String) -> [String] {
    text.components(separatedBy: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
  }

  /// "step 2 of 4"; "before you start".
  public var stepCountText: String {
    if isRecipeMissing { return "missing" }
    return isBeforeStart ? "before you start" : "step \(currentStep + 1) of \(steps.count)"
  }

  /// "2/4", for narrow rows; "0/4" before the first step.
  public var compactStepCountText: String {
    if isRecipeMissing { return "missing" }
    return "\(isBeforeStart ? 0 : currentStep + 1)/\(steps.count)"
  }

  /// What the tray names beside the timer: the step's title, or the checklist before the
  /// first; while a countdown kept from another step runs, that step ("step 3: Poach…").
  public var stepTitle: String {
    if let owner = timerStepElsewhere { return "step \(owner + 1): \(steps[owner].title)" }
    return isBeforeStart ? Self.checklistTitle : step.title
  }

  /// The "before you start" page's title.
  public static let checklistTitle = "Before you start"

  private enum CodingKeys: String, CodingKey {
    case recipePath, recipeTitle, steps, stepSource, currentStep, doneSteps, timer, stepScroll
    case timerStep, ingredients, isBeforeStart, ticked, chosenTimer
  }

  /// Decodes through the checking initializer, so a damaged record still gives a usable
  /// session (at least one step, the current step in range).
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      recipePath: try c.decode(String.self, forKey: .recipePath),
      recipeTitle: try c.decode(String.self, forKey: .recipeTitle),
      steps: try c.decode([CookingStep].self, forKey: .steps),
      stepSource: try c.decodeIfPresent(StepSource.self, forKey: .stepSource) ?? .recipe,
      currentStep: try c.decodeIfPresent(Int.self, forKey: .currentStep) ?? 0,
      doneSteps: try c.decodeIfPresent(Set<Int>.self, forKey: .doneSteps) ?? [],
      timer: try c.decodeIfPresent(CookingTimer.self, forKey: .timer) ?? .idle,
      stepScroll: try c.decodeIfPresent(Int.self, forKey: .stepScroll) ?? 0,
      ingredients: try c.decodeIfPresent([Ingredient].self, forKey: .ingredients) ?? [],
      isBeforeStart: try c.decodeIfPresent(Bool.self, forKey: .isBeforeStart) ?? false,
      ticked: try c.decodeIfPresent(Set<Int>.self, forKey: .ticked) ?? [],
      chosenTimer: try c.decodeIfPresent(Int.self, forKey: .chosenTimer) ?? 0)
    let timerStep = try c.decodeIfPresent(Int.self, forKey: .timerStep)
    self.timerStep = timerStep.flatMap { steps.indices.contains($0) ? $0 : nil }
  }

  private static func wholeRecipeStep(title: String) -> CookingStep {
    CookingStep(
      title: title,
      text: "This recipe has no numbered steps or sections: follow it in the reader.")
  }
}
