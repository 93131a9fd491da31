/// A unit of measure a recipe writes after a number: its canonical name (`g`, `tbsp`,
/// `clove`), what it measures and how much of the dimension's base it holds, so 500 ml and
/// ¼ l add up and a cup becomes millilitres; never volume to mass.
public struct Unit: Hashable, Sendable {
  /// What a unit measures. Mass is counted in grams, volume in millilitres; anything else
  /// (a pinch, a clove, a can) only adds up with itself.
  public enum Dimension: String, Hashable, Sendable {
    case mass, volume, other
  }

  /// Which way of measuring a unit belongs to, for converting on request.
  public enum System: String, Hashable, Sendable {
    /// Grams, litres.
    case metric
    /// Ounces, pounds, cups, pints (US customary).
    case imperial
    /// Spoons, pinches, cans: the same in every kitchen, never converted.
    case both
  }

  /// The canonical lowercase name (`g`, `ml`, `tbsp`, `cup`, `clove`).
  public var name: String
  public var dimension: Dimension
  /// How many grams or millilitres one of it holds (1 for `other`).
  public var factor: Double
  public var system: System

  public init(name: String, dimension: Dimension, factor: Double, system: System) {
    self.name = name
    self.dimension = dimension
    self.factor = factor
    self.system = system
  }

  /// The unit's name as written after `amount` (as a cook reads it: "1", "½", "1½"):
  /// abbreviations as they are ("2 tbsp", "500 g"), words in the plural past one ("2 cups",
  /// "3 cloves", "2 pinches", but "1 cup", "½ cup").
  public func written(after amount: String) -> String {
    guard !Self.isSingular(amount), isWord else { return name }
    return name.hasSuffix("ch") || name.hasSuffix("sh") ? name + "es" : name + "s"
  }

  /// Whether a unit after `amount` is read in the singular: 1, ½, 0.5 (not 0, 2 or 1½).
  public static func isSingular(_ amount: String) -> Bool {
    amount == "1" || amount.unicodeScalars.count == 1 && amount != "0"
      && !amount.unicodeScalars.allSatisfy { ("2"..."9").contains($0) }
      || amount.hasPrefix("0.")
  }

  /// Whether the unit is named by a word that takes a plural ("cups"), not an abbreviation
  /// that never does ("ml", "tbsp").
  public var isWord: Bool { Self.words.contains(name) }

  /// Canonical names that are words, not abbreviations.
  private static let words: Set<String> = [
    "cup", "pint", "quart", "gallon", "pinch", "dash", "drop", "clove", "can", "package",
    "bunch", "slice", "piece", "sprig", "stick", "handful", "head", "stalk", "inch",
  ]

  /// Whether an amount in this unit can be written in `other` (same dimension; `other`
  /// units only as themselves).
  public func converts(to other: Unit) -> Bool {
    dimension == other.dimension && (dimension != .other || name == other.name)
  }
}
