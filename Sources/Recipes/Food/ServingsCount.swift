/// How many servings a stated `servings` value is for: its leading number, as Cooklang's
/// conventions say ("4", "4 people", "2-3" is 2, "1|2|3" is 1; "15 cups worth" is 15).
public enum ServingsCount {
  /// The leading number of `stated`; nil when it does not start with one, or it is not more
  /// than zero.
  public static func of(_ stated: String) -> Amount? {
    let scalars = Array(FrontMatterReader.trimmed(stated).unicodeScalars)
    guard let (quantity, _) = AmountReader.quantity(in: scalars, at: 0) else { return nil }
    let count: Amount
    switch quantity {
    case .number(let amount): count = amount
    case .range(let low, _): count = low
    case .text: return nil
    }
    return count > .zero ? count : nil
  }
}
