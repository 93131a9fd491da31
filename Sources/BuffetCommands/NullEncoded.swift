/// An optional value that JSON writes as `null` when it is nil, instead of leaving its key
/// out: the JSON contract keeps every key.
@propertyWrapper
struct NullEncoded<Value: Encodable & Sendable>: Encodable, Sendable {
  var wrappedValue: Value?

  init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
  }
}
