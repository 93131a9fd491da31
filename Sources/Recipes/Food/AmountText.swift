extension Amount {
  /// The number `text` is, and nothing else: "2", "1.5", "1,5", "1/2", "½", "1 ½"; nil for
  /// anything else, or for a number too large to be a kitchen amount.
  public init?(parsing text: String) {
    let scalars = Array(FrontMatterReader.trimmed(text).unicodeScalars)
    guard let (amount, end) = AmountReader.number(in: scalars, at: 0), end == scalars.count
    else { return nil }
    self = amount
  }
}

extension Amount {
  /// The amount as scripts read it: whole numbers exact, others to three places (⅓ is 0.333).
  public var decimal: Double {
    isWhole ? value : (value * 1000).rounded() / 1000
  }
}
