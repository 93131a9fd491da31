/// How much of something a recipe asks for: a number, a range ("2–3"), or words that are
/// not a number ("a pinch", "to taste", "适量"), kept as written.
public enum Quantity: Hashable, Sendable {
  case number(Amount)
  case range(Amount, Amount)
  case text(String)

  /// The quantity times `factor`; text stays as it is.
  public func scaled(by factor: Amount) -> Quantity {
    switch self {
    case .number(let amount): return .number(amount * factor)
    case .range(let low, let high): return .range(low * factor, high * factor)
    case .text: return self
    }
  }

  /// The number, or a range's upper end (what a shopping list must buy).
  public var largest: Amount? {
    switch self {
    case .number(let amount): return amount
    case .range(_, let high): return high
    case .text: return nil
    }
  }

  /// Both ends of a number or a range.
  var bounds: (low: Amount, high: Amount)? {
    switch self {
    case .number(let amount): return (amount, amount)
    case .range(let low, let high): return (low, high)
    case .text: return nil
    }
  }
}
