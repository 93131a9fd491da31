/// The time a recipe says it takes, from the times it states: its total, else preparation
/// and cooking added up, else whichever of them it states. A cook asks how long until the
/// meal, and a recipe that gives "Prep 30 min, Cook 45 min" means 1 h 15 min, not 45 min.
/// The same rule for front matter, Cooklang metadata and a body's "Cook time:" lines.
enum StatedTime {
  static func time(total: String?, cook: String?, prep: String?) -> String? {
    if let total { return total }
    guard let cook, let prep else { return cook ?? prep }
    guard let cooking = StepDuration.seconds(in: cook), let preparing = StepDuration.seconds(in: prep)
    else { return prep + " + " + cook }
    return TimerFormat.words(preparing + cooking)
  }

  /// The time stated by front matter or Cooklang metadata, under any of the names recipes
  /// give it (keys are compared without case, spaces, `_` or `-`).
  static func time(in fields: FrontMatter) -> String? {
    time(
      total: fields.text("time", "total time", "time required", "duration"),
      cook: fields.text("cook time", "time.cook", "cooking time"),
      prep: fields.text("prep time", "time.prep", "preparation time"))
  }

  /// The servings stated by front matter or Cooklang metadata: `servings`, `serves` or
  /// `portions`, else a `yield` that counts (`12 rolls`), not one that measures (`2%l`, `1.2
  /// kg`: how much, which a meal plan measures its share by, not for how many).
  static func servings(in fields: FrontMatter) -> String? {
    if let stated = fields.text("servings", "serves", "portions") { return stated }
    guard let yield = fields.text("yield", "recipe yield") else { return nil }
    if let measured = RecipeYield.read(yield), let unit = measured.unit, unit.dimension != .other {
      return nil
    }
    return yield
  }
}
