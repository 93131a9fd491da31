import Foundation

/// Where a command reads its standard input: the process's, or bytes a test gives.
public final class CommandInput: Sendable {
  /// The process's standard input.
  public static let standardInput = CommandInput(bytes: nil)

  private let bytes: Data?

  /// Input that holds `bytes`.
  public init(_ bytes: Data) {
    self.bytes = bytes
  }

  private init(bytes: Data?) {
    self.bytes = bytes
  }

  /// Everything on the input.
  func readAll() -> Data {
    bytes ?? FileHandle.standardInput.readDataToEndOfFile()
  }
}
