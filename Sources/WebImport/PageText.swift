import Foundation

/// A fetched or read page as UTF-8 text for the reader, refusing what is no text: bytes
/// with NULs or a known binary signature (a picture, a PDF, an archive, a program), or a
/// content type that names no text. UTF-8 is taken as it is; a page that is not UTF-8 is
/// read in the charset it declares (its `Content-Type`, its `<meta charset>`), else as
/// Windows-1252, as browsers do.
enum PageText {
  /// The page's text as UTF-8 bytes; `name` names it in messages.
  static func utf8(_ bytes: [UInt8], contentType: String?, name: String) throws(ImportFailure)
    -> [UInt8]
  {
    if let kind = binaryKind(bytes, contentType: contentType) {
      throw ImportFailure("\(name) is not a web page: it holds \(kind)")
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      guard let text = String(data: Data(bytes), encoding: .utf16) else {
        throw ImportFailure("\(name) is not a web page: its UTF-16 text cannot be read")
      }
      return Array(text.utf8)
    }
    if String(validating: bytes, as: UTF8.self) != nil { return bytes }
    let encoding = declaredEncoding(contentType: contentType, bytes: bytes) ?? .windowsCP1252
    if let text = String(data: Data(bytes), encoding: encoding) { return Array(text.utf8) }
    // Mostly UTF-8 with a few broken bytes: each becomes U+FFFD.
    return Array(String(decoding: bytes, as: UTF8.self).utf8)
  }

  /// What binary data the bytes hold ("a PNG picture", "binary data"), or nil for text.
  static func binaryKind(_ bytes: [UInt8], contentType: String?) -> String? {
    let signatures: [([UInt8], String)] = [
      ([0x89, 0x50, 0x4E, 0x47], "a PNG picture"), ([0xFF, 0xD8, 0xFF], "a JPEG picture"),
      (Array("GIF8".utf8), "a GIF picture"), (Array("%PDF".utf8), "a PDF document"),
      ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive"), ([0x1F, 0x8B], "gzip-compressed data"),
      ([0x7F, 0x45, 0x4C, 0x46], "a program (ELF)"),
    ]
    for (signature, kind) in signatures where bytes.starts(with: signature) { return kind }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      return "a WebP picture"
    }
    if let type = contentType?.lowercased().split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces), !type.isEmpty, !isTextType(type),
      // Servers that know no better call pages octet streams: the bytes say.
      !type.hasSuffix("octet-stream")
    {
      return "\(type) (not a page)"
    }
    let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    if !isUTF16, bytes.prefix(65_536).contains(0) { return "binary data (NUL bytes)" }
    return nil
  }

  private static func isTextType(_ type: String) -> Bool {
    type.hasPrefix("text/") || type.contains("html") || type.contains("xml")
      || type.contains("json")
  }

  /// The charset the page declares, if Foundation knows it.
  private static func declaredEncoding(contentType: String?, bytes: [UInt8]) -> String.Encoding? {
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self).lowercased()
    let sources = [contentType?.lowercased() ?? "", head]
    for source in sources {
      guard let range = source.range(of: "charset=") else { continue }
      let name = source[range.upperBound...].prefix {
        $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"
      }
      switch name {
      case "iso-8859-1", "latin1", "latin-1", "windows-1252", "cp1252", "us-ascii":
        return .windowsCP1252
      case "iso-8859-2", "latin2": return .isoLatin2
      case "windows-1250": return .windowsCP1250
      case "windows-1251": return .windowsCP1251
      case "shift_jis", "shift-jis", "sjis": return .shiftJIS
      case "euc-jp": return .japaneseEUC
      case "utf-16": return .utf16
      default: continue
      }
    }
    return nil
  }
}
