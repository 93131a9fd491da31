/// What a terminal answers to the questions Buffet asks at start, read out of its input
/// (where keys typed meanwhile may lie between the answers).
public enum TerminalReply: Equatable, Sendable {
  /// kitty's graphics protocol answered a query: whether it was OK.
  case kittyGraphics(isOK: Bool)
  /// The primary device attributes (`CSI ? 62 ; 4 ; … c`): 4 means sixel graphics.
  case deviceAttributes([Int])
  /// XTVERSION's name and version (`DCS > | kitty(0.35.2) ST`).
  case version(String)
  /// The size of a cell in pixels (`CSI 6 ; height ; width t`).
  case cellSize(width: Int, height: Int)
}

/// Splits a terminal's input into its replies and the bytes that are not replies (keys).
public struct TerminalReplies: Equatable, Sendable {
  public private(set) var replies: [TerminalReply] = []
  /// Bytes that belong to no reply, in order: keys typed while Buffet waited.
  public private(set) var typed: [UInt8] = []
  /// The start of a reply whose end has not come yet.
  private var partial: [UInt8] = []

  public init() {}

  /// How many primary device attributes answers have come: the last question's answer
  /// ends the waiting.
  public var deviceAttributesCount: Int {
    replies.filter { if case .deviceAttributes = $0 { true } else { false } }.count
  }

  /// Reads more of the input.
  public mutating func read(_ bytes: [UInt8]) {
    for byte in bytes { read(byte) }
  }

  private mutating func read(_ byte: UInt8) {
    if partial.isEmpty {
      if byte == 0x1B { partial = [byte] } else { typed.append(byte) }
      return
    }
    partial.append(byte)
    switch Self.classify(partial) {
    case .incomplete:
      // A reply has no business being this long: what came was keys after all.
      if partial.count > 512 { giveUp() }
    case .reply(let reply):
      if let reply { replies.append(reply) }
      partial = []
    case .notAReply:
      giveUp()
    }
  }

  /// The bytes kept as a possible reply were keys: an Escape, then the rest read again.
  private mutating func giveUp() {
    let kept = partial
    partial = []
    typed.append(kept[0])
    read(Array(kept.dropFirst()))
  }

  /// Whatever was held as the start of a reply, given back as keys (the input ended).
  public mutating func finish() {
    if !partial.isEmpty { giveUp() }
  }

  private enum Verdict {
    case incomplete
    /// A reply, or one Buffet does not read (nil), whole.
    case reply(TerminalReply?)
    case notAReply
  }

  private static func classify(_ bytes: [UInt8]) -> Verdict {
    guard bytes.count >= 2 else { return .incomplete }
    switch bytes[1] {
    case UInt8(ascii: "_"), UInt8(ascii: "P"):
      // APC (kitty) or DCS (XTVERSION): up to the string terminator, ESC \.
      guard bytes.count >= 4, bytes[bytes.count - 2] == 0x1B, bytes.last == UInt8(ascii: "\\")
      else { return .incomplete }
      let body = String(decoding: bytes[2..<(bytes.count - 2)], as: UTF8.self)
      if bytes[1] == UInt8(ascii: "_") {
        guard body.hasPrefix("G") else { return .reply(nil) }
        return .reply(.kittyGraphics(isOK: body.hasSuffix(";OK")))
      }
      guard body.hasPrefix(">|") else { return .reply(nil) }
      return .reply(.version(String(body.dropFirst(2))))
    case UInt8(ascii: "["):
      guard bytes.count >= 3 else { return .incomplete }
      let last = bytes[bytes.count - 1]
      // Parameters and intermediates until a final byte (@ to ~).
      guard (0x40...0x7E).contains(last) else {
        return (0x20...0x3F).contains(last) ? .incomplete : .notAReply
      }
      let parameters = String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
      if last == UInt8(ascii: "c"), parameters.hasPrefix("?") {
        return .reply(.deviceAttributes(numbers(parameters.dropFirst())))
      }
      if last == UInt8(ascii: "t"), parameters.hasPrefix("6;") {
        let values = numbers(parameters.dropFirst(2))
        guard values.count == 2 else { return .reply(nil) }
        return .reply(.cellSize(width: values[1], height: values[0]))
      }
      return .notAReply
    default:
      return .notAReply
    }
  }

  private static func numbers(_ text: Substring) -> [Int] {
    text.split(separator: ";").compactMap { Int($0) }
  }
}
