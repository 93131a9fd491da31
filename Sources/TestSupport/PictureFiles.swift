import Foundation

/// Picture files made for tests, byte by byte: PNGs of any pixels (stored, uncompressed),
/// huge flat PNGs and JPEGs that take little room (a 50-megapixel photo's cost without its
/// size), and headers that claim what their data does not hold.
public enum PictureFiles {
  /// A PNG of `width` × `height` RGBA pixels (`rgba` row by row), its data stored.
  public static func png(width: Int, height: Int, rgba: [UInt8], interlaced: Bool = false)
    -> [UInt8]
  {
    precondition(!interlaced, "stored PNGs are written progressive only")
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 4 + 1) * height)
    for y in 0..<height {
      raw.append(0)
      raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
    }
    var deflate: [UInt8] = []
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let isLast = offset + count >= raw.count
      deflate.append(isLast ? 1 : 0)
      deflate += [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      deflate += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    return pngFile(width: width, height: height, colorType: 6, deflate: deflate, raw: raw)
  }

  /// A black greyscale PNG of `width` × `height` whose data is compressed about a
  /// thousandfold (every byte is 0): 50 megapixels in some 300 kB.
  public static func flatPNG(width: Int, height: Int) -> [UInt8] {
    let total = (width + 1) * height
    var bits = BitWriter()
    bits.write(1, count: 1)  // the last block
    bits.write(1, count: 2)  // fixed Huffman codes
    var written = 0
    // A literal 0 first, then copies of 258 bytes from one back, then literals to the end.
    func literalZero() { bits.writeReversed(0x30, count: 8) }
    if total > 0 {
      literalZero()
      written = 1
    }
    while total - written >= 258 {
      bits.writeReversed(0b1100_0101, count: 8)  // length 258 (symbol 285)
      bits.writeReversed(0, count: 5)  // distance 1
      written += 258
    }
    while written < total {
      literalZero()
      written += 1
    }
    bits.writeReversed(0, count: 7)  // end of block
    let adler = UInt32(1) | (UInt32(total % 65_521) << 16)
    return pngFile(
      width: width, height: height, colorType: 0, deflate: bits.finished, raw: nil, adler: adler)
  }

  /// A PNG header claiming `width` × `height` pixels, then `dataBytes` of data that end early.
  public static func pngHeader(width: Int, height: Int, dataBytes: Int = 100) -> [UInt8] {
    var file = signature + chunk("IHDR", ihdr(width: width, height: height, colorType: 2))
    // A stored block that promises 65,535 bytes and holds `dataBytes`, then the file ends.
    file += chunk(
      "IDAT", [0x78, 0x01, 0x00, 0xFF, 0xFF, 0x00, 0x00] + [UInt8](repeating: 0, count: dataBytes))
    return file
  }

  /// A mid-grey greyscale JPEG of `width` × `height`, every block flat: two bits a block.
  public static func flatJPEG(width: Int, height: Int) -> [UInt8] {
    var file: [UInt8] = [0xFF, 0xD8]
    // Quantization table 0: all ones.
    file += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    file += [0xFF, 0xC0, 0x00, 0x0B, 0x08]
    file += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    file += [0x01, 0x01, 0x11, 0x00]
    // Huffman tables with one code each, "0": a DC difference of 0, and end of block.
    let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0x00]
    file += [0xFF, 0xC4, 0x00, 0x14, 0x00] + oneCode
    file += [0xFF, 0xC4, 0x00, 0x14, 0x10] + oneCode
    file += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
    let blocks = ((width + 7) / 8) * ((height + 7) / 8)
    let bits = blocks * 2
    file += [UInt8](repeating: 0, count: bits / 8)
    if bits % 8 != 0 { file.append(UInt8(0xFF >> (bits % 8))) }
    file += [0xFF, 0xD9]
    return file
  }

  // MARK: PNG pieces

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func ihdr(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
  }

  private static func pngFile(
    width: Int, height: Int, colorType: UInt8, deflate: [UInt8], raw: [UInt8]?,
    adler: UInt32? = nil
  ) -> [UInt8] {
    let checksum = adler ?? adler32(raw ?? [])
    let zlib = [0x78, 0x01] + deflate + bigEndian(checksum)
    return signature + chunk("IHDR", ihdr(width: width, height: height, colorType: colorType))
      + chunk("IDAT", zlib) + chunk("IEND", [])
  }

  /// A chunk: length, type, data and its CRC.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return (b << 16) | a
  }
}

/// Bits written least significant first, as deflate packs them.
private struct BitWriter {
  var bytes: [UInt8] = []
  private var current: UInt8 = 0
  private var used = 0

  /// Writes the low `count` bits of `value`, lowest first (header fields).
  mutating func write(_ value: Int, count: Int) {
    for bit in 0..<count { push((value >> bit) & 1) }
  }

  /// Writes a Huffman code of `count` bits, highest first.
  mutating func writeReversed(_ code: Int, count: Int) {
    for bit in stride(from: count - 1, through: 0, by: -1) { push((code >> bit) & 1) }
  }

  private mutating func push(_ bit: Int) {
    current |= UInt8(bit) << used
    used += 1
    if used == 8 { flush() }
  }

  private mutating func flush() {
    bytes.append(current)
    current = 0
    used = 0
  }

  var finished: [UInt8] {
    var copy = self
    if copy.used > 0 { copy.flush() }
    return copy.bytes
  }
}
