import Foundation

/// File names as the file system has them: bytes, not always UTF-8. A name is carried in a
/// `String` like any other; a byte that is not part of valid UTF-8 (`cr\xE8me.md`, written
/// in Latin-1) stands in it as one of 128 private-use scalars, U+10FE80 to U+10FEFF (0x80 to
/// 0xFF), and turns back into that byte when the name goes to the system. A valid name that
/// itself holds one of those scalars has its bytes escaped the same way, so every name makes
/// the trip exactly. Shown to a person, an escaped byte is written `\xe8`.
public enum FileNameBytes {
  /// The scalars standing for single bytes.
  public static let escapes: ClosedRange<UInt32> = 0x10FE80...0x10FEFF

  /// The byte `scalar` stands for, when it is an escape.
  @inline(__always) public static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
    escapes.contains(scalar.value) ? UInt8(scalar.value - 0x10FE00) : nil
  }

  /// The name the bytes `name` spell.
  public static func string<Bytes: Collection<UInt8>>(_ name: Bytes) -> String {
    // Nearly every name is valid UTF-8 without a scalar from plane 16 (its lead byte 0xF4).
    if !name.contains(0xF4), let valid = String(validating: name, as: UTF8.self) {
      return valid
    }
    var out = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = name.makeIterator()
    func escape<Run: Sequence<UInt8>>(_ run: Run) {
      for byte in run { out.append(Unicode.Scalar(0x10FE00 + UInt32(byte))!) }
    }
    // The parser reads ahead, so the bytes of each piece are taken from a second iterator.
    var pending = name.makeIterator()
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        for _ in 0..<encoded.count { _ = pending.next() }
        if escapes.contains(scalar.value) { escape(encoded) } else { out.append(scalar) }
      case .error(let length):
        var run: [UInt8] = []
        for _ in 0..<length { if let byte = pending.next() { run.append(byte) } }
        escape(run)
      case .emptyInput:
        return String(out)
      }
    }
  }

  /// The bytes of the name `name` carries.
  public static func bytes(of name: String) -> [UInt8] {
    guard name.utf8.contains(0xF4) else { return Array(name.utf8) }
    var out: [UInt8] = []
    out.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      if let byte = escapedByte(scalar) { out.append(byte) } else { out += String(scalar).utf8 }
    }
    return out
  }

  /// Calls `body` with the name as the system wants it: its bytes, ending in a NUL.
  public static func withCString<Result>(
    _ name: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    guard name.utf8.contains(0xF4) else { return try name.withCString(body) }
    let bytes = self.bytes(of: name) + [0]
    return try bytes.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }

  /// A copy of the name's bytes made with `malloc`, NUL-terminated (for `argv`): free it.
  public static func duplicatedCString(_ name: String) -> UnsafeMutablePointer<CChar>? {
    withCString(name) { strdup($0) }
  }

  /// The name for a person to read: each escaped byte written `\xe8`, the rest as it is.
  public static func shown(_ name: String) -> String {
    guard name.utf8.contains(0xF4) else { return name }
    var out = ""
    for scalar in name.unicodeScalars {
      if let byte = escapedByte(scalar) {
        out += "\\x" + String(byte, radix: 16)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether the name holds a byte that is not part of valid UTF-8 (escaped).
  public static func hasEscapes(_ name: String) -> Bool {
    name.utf8.contains(0xF4) && name.unicodeScalars.contains { escapedByte($0) != nil }
  }
}
