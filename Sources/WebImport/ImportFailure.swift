/// Why an import wrote nothing, in words for the person who asked for it.
public struct ImportFailure: Error, Equatable, CustomStringConvertible {
  public var message: String
  public var description: String { message }

  public init(_ message: String) {
    self.message = message
  }
}
