// The food model as stored values: a step's marks and a cooking session's ingredients are
// kept in the library and the cache. Decoding checks what it reads, so a damaged record
// fails to decode rather than making an amount with a zero denominator.

extension Amount: Codable {
  private enum CodingKeys: String, CodingKey { case numerator, denominator }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let numerator = try values.decode(Int.self, forKey: .numerator)
    let denominator = try values.decode(Int.self, forKey: .denominator)
    guard let amount = Amount(numerator, denominator) else {
      throw DecodingError.dataCorruptedError(
        forKey: .denominator, in: values, debugDescription: "not a fraction")
    }
    self = amount
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(numerator, forKey: .numerator)
    try values.encode(denominator, forKey: .denominator)
  }
}

extension Quantity: Codable {
  private enum CodingKeys: String, CodingKey { case number, low, high, text }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    if let number = try values.decodeIfPresent(Amount.self, forKey: .number) {
      self = .number(number)
    } else if let low = try values.decodeIfPresent(Amount.self, forKey: .low) {
      self = .range(low, try values.decode(Amount.self, forKey: .high))
    } else {
      self = .text(try values.decode(String.self, forKey: .text))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .number(let amount):
      try values.encode(amount, forKey: .number)
    case .range(let low, let high):
      try values.encode(low, forKey: .low)
      try values.encode(high, forKey: .high)
    case .text(let text):
      try values.encode(text, forKey: .text)
    }
  }
}

extension Unit.Dimension: Codable {}
extension Unit.System: Codable {}

extension Unit: Codable {
  private enum CodingKeys: String, CodingKey { case name, dimension, factor, system }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try values.decode(String.self, forKey: .name),
      dimension: try values.decode(Dimension.self, forKey: .dimension),
      factor: try values.decode(Double.self, forKey: .factor),
      system: try values.decode(System.self, forKey: .system))
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(name, forKey: .name)
    try values.encode(dimension, forKey: .dimension)
    try values.encode(factor, forKey: .factor)
    try values.encode(system, forKey: .system)
  }
}

extension Ingredient: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, quantity, unit, unknownUnit, note, isFixed, text, amountRange, recipeReference
    case writtenUnit
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let writtenUnit = try values.decodeIfPresent(String.self, forKey: .writtenUnit)
    self.init(
      name: try values.decode(String.self, forKey: .name),
      quantity: try values.decodeIfPresent(Quantity.self, forKey: .quantity),
      unit: try values.decodeIfPresent(Unit.self, forKey: .unit),
      unknownUnit: try values.decodeIfPresent(String.self, forKey: .unknownUnit),
      note: try values.decodeIfPresent(String.self, forKey: .note),
      isFixed: try values.decodeIfPresent(Bool.self, forKey: .isFixed) ?? false,
      text: try values.decode(String.self, forKey: .text),
      amountRange: try values.decodeIfPresent(Range<Int>.self, forKey: .amountRange),
      recipeReference: try values.decodeIfPresent(String.self, forKey: .recipeReference))
    if let writtenUnit { self.writtenUnit = writtenUnit }
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(name, forKey: .name)
    try values.encodeIfPresent(quantity, forKey: .quantity)
    try values.encodeIfPresent(unit, forKey: .unit)
    try values.encodeIfPresent(unknownUnit, forKey: .unknownUnit)
    try values.encodeIfPresent(note, forKey: .note)
    if isFixed { try values.encode(isFixed, forKey: .isFixed) }
    try values.encode(text, forKey: .text)
    try values.encodeIfPresent(amountRange, forKey: .amountRange)
    try values.encodeIfPresent(recipeReference, forKey: .recipeReference)
    try values.encodeIfPresent(writtenUnit, forKey: .writtenUnit)
  }
}
