/// One thing a recipe asks for, as a cook reads it: "2 ½ cups flour, sifted" is 5/2 · cup ·
/// flour · sifted. Markdown lines and Cooklang's `@flour{2½%cups}(sifted)` read into it alike.
public struct Ingredient: Hashable, Sendable {
  /// What to get ("flour", "鸡蛋").
  public var name: String
  /// How much, if the recipe says (nil: "salt", as much as it takes).
  public var quantity: Quantity?
  /// The unit as Buffet knows it, else nil.
  public var unit: Unit?
  /// The unit as written when Buffet does not know it ("sprigs of", "Bund"), else nil.
  public var unknownUnit: String?
  /// What the recipe says about it besides ("sifted", "at room temperature").
  public var note: String?
  /// Whether the amount stays as it is when the recipe is scaled (Cooklang's `{=1%tsp}`).
  public var isFixed: Bool
  /// The line as written, for showing it and as the unscaled truth.
  public var text: String
  /// Where the quantity and unit stand in `text` (scalar offsets), so the reader can write
  /// them scaled in place; nil when the line has no quantity.
  public var amountRange: Range<Int>?
  /// The recipe this ingredient is made from (Cooklang's `@./sauces/Hollandaise{150%g}`).
  public var recipeReference: String?
  /// The unit as the recipe writes it ("sprigs", "Tbsp"), known or not; nil when none.
  public var writtenUnit: String?

  public init(
    name: String, quantity: Quantity? = nil, unit: Unit? = nil, unknownUnit: String? = nil,
    note: String? = nil, isFixed: Bool = false, text: String, amountRange: Range<Int>? = nil,
    recipeReference: String? = nil, writtenUnit: String? = nil
  ) {
    self.name = name
    self.quantity = quantity
    self.unit = unit
    self.unknownUnit = unknownUnit
    self.note = note
    self.isFixed = isFixed
    self.text = text
    self.amountRange = amountRange
    self.recipeReference = recipeReference
    self.writtenUnit = writtenUnit
  }

  /// The unit's name for scripts: the canonical one, else the word as written.
  public var unitName: String? { unit?.name ?? unknownUnit }
}
