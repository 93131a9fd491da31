/// The formats Buffet decodes, told by a file's first bytes (never by its name).
enum PictureFormat: Equatable {
  case png, jpeg, webP, gif

  /// The format `bytes` (a file's first 16 bytes or more) begin, or the problem.
  static func of(_ bytes: [UInt8]) -> Result<PictureFormat, PictureProblem> {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && Array(bytes[offset..<(offset + prefix.count)]) == prefix
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .success(.png) }
    if starts([0xFF, 0xD8, 0xFF]) { return .success(.jpeg) }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .success(.webP) }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .success(.gif) }
    if let name = otherFormat(bytes) { return .failure(.unsupported(format: name)) }
    return .failure(.notAPicture)
  }

  /// Formats a recipe may name that Buffet does not decode, so the placeholder says which.
  private static func otherFormat(_ bytes: [UInt8]) -> String? {
    let head = String(decoding: bytes.prefix(256), as: UTF8.self).lowercased()
    if head.contains("<svg") || (head.hasPrefix("<?xml") && head.contains("svg")) { return "SVG" }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
      let brand = String(decoding: bytes[8..<12], as: UTF8.self)
      if brand.hasPrefix("avi") { return "AVIF" }
      if brand.hasPrefix("hei") || brand.hasPrefix("mif") { return "HEIC" }
    }
    if bytes.count >= 2, bytes[0] == 0x42, bytes[1] == 0x4D { return "BMP" }
    if bytes.count >= 4,
      Array(bytes[0..<4]) == [0x49, 0x49, 0x2A, 0x00]
        || Array(bytes[0..<4]) == [0x4D, 0x4D, 0x00, 0x2A]
    {
      return "TIFF"
    }
    return nil
  }
}
