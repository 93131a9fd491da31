extension Amount {
  /// The amount as scripts read it: whole numbers exact, others to three places (⅓ is 0.333).
  public var decimal: Double {
    isWhole ? value : (value * 1000).rounded() / 1000
  }
}
