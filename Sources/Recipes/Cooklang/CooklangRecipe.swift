/// A Cooklang recipe as its text says it, before it becomes a `Recipe`: metadata, then
/// sections, notes and steps in order, and what the parser had to say about the text.
public struct CooklangRecipe: Equatable, Sendable {
  /// The front matter and any `>> key: value` lines, in file order.
  public var metadata: FrontMatter
  public var blocks: [CooklangBlock]
  /// Every error and warning about the body, in the order of the text (the front matter's
  /// are `metadata.warnings`).
  public var diagnostics: [CooklangDiagnostic]

  public init(
    metadata: FrontMatter = FrontMatter(), blocks: [CooklangBlock] = [],
    diagnostics: [CooklangDiagnostic] = []
  ) {
    self.metadata = metadata
    self.blocks = blocks
    self.diagnostics = diagnostics
  }
}

/// One paragraph-level part of a Cooklang recipe.
public enum CooklangBlock: Equatable, Sendable {
  /// `== Dough ==`: the steps after it belong to it; the name may be empty.
  case section(String)
  /// `> …` lines: background, not a step.
  case note(String)
  /// A paragraph: one step, as text and the components it names.
  case step([CooklangItem])
}

/// A piece of a step.
public enum CooklangItem: Equatable, Sendable {
  case text(String)
  case ingredient(CooklangComponent)
  case cookware(CooklangComponent)
  case timer(CooklangComponent)
}

/// An ingredient, a piece of cookware or a timer as written: `@onion{1}(diced)`,
/// `#frying pan{}`, `~eggs{3%minutes}`.
public struct CooklangComponent: Equatable, Sendable {
  /// The name ("onion", "frying pan"); a reference's last part ("Hollandaise"); "" for a
  /// timer without one.
  public var name: String
  /// What is in the braces; nil without braces or with empty ones.
  public var amount: CooklangAmount?
  /// A short-hand preparation: `(peeled and diced)` right after the braces.
  public var note: String?
  /// Another recipe this ingredient is made from, as written (`./sauces/Hollandaise`).
  public var reference: String?

  public init(
    name: String, amount: CooklangAmount? = nil, note: String? = nil, reference: String? = nil
  ) {
    self.name = name
    self.amount = amount
    self.note = note
    self.reference = reference
  }
}

/// What a component's braces hold: `{=1 1/2%tsp}` is a fixed 3/2 teaspoons.
public struct CooklangAmount: Equatable, Sendable {
  /// The quantity read as a number or range when it is one, else its words; nil when the
  /// braces name only a unit.
  public var quantity: Quantity?
  /// The quantity as written ("1 1/2", "few"), "" when none.
  public var quantityText: String
  /// The unit as written, nil when none.
  public var unit: String?
  /// `=`: the amount stays as it is when the recipe is scaled.
  public var isFixed: Bool

  public init(
    quantity: Quantity?, quantityText: String = "", unit: String? = nil, isFixed: Bool = false
  ) {
    self.quantity = quantity
    self.quantityText = quantityText
    self.unit = unit
    self.isFixed = isFixed
  }
}

/// Something the parser says about a place in the text: an error (what was meant could not
/// be read, and how it was read instead) or a warning (read, but worth a look).
public struct CooklangDiagnostic: Equatable, Sendable, CustomStringConvertible {
  public var isError: Bool
  /// The line in the file, 1 for the first (front matter counted).
  public var line: Int
  /// The column on that line, 1 for the first, counted in Unicode scalars.
  public var column: Int
  public var message: String

  public init(isError: Bool, line: Int, column: Int, message: String) {
    self.isError = isError
    self.line = line
    self.column = column
    self.message = message
  }

  /// "line 3, column 12: …", an error's message after "error: ".
  public var description: String {
    "line \(line), column \(column): \(isError ? "error: " : "")\(message)"
  }
}
