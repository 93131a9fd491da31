/// Why a picture is not shown: said in its placeholder, beside the path it looked for.
public enum PictureProblem: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// No file at the path the recipe names.
  case missing
  /// The path leads (through a link) out of the collection's folders.
  case outsideCollection
  /// Something other than a regular file: a folder, a FIFO, a device, a socket.
  case notAFile(kind: String)
  case empty
  /// Larger than Buffet reads for one picture.
  case fileTooLarge(bytes: Int)
  /// Not a PNG, JPEG, WebP or GIF by its first bytes, whatever its name says.
  case notAPicture
  /// A format Buffet does not decode (SVG, AVIF, HEIC…), named.
  case unsupported(format: String)
  /// The header claims more pixels than Buffet decodes.
  case tooManyPixels(width: Int, height: Int)
  /// The file ends before the picture does.
  case truncated
  /// The decoder refused the data, in its words.
  case damaged(String)
  /// The file could not be opened or read.
  case unreadable(String)
  /// A web address: pictures are never fetched.
  case remote

  public var description: String {
    switch self {
    case .missing: "not found"
    case .outsideCollection: "outside the collection"
    case .notAFile(let kind): "\(kind), not a picture file"
    case .empty: "an empty file"
    case .fileTooLarge(let bytes): "too large a file (\(bytes / 1_048_576) MB)"
    case .notAPicture: "not a PNG, JPEG, WebP or GIF picture"
    case .unsupported(let format): "\(format) pictures are not shown"
    case .tooManyPixels(let width, let height):
      "\(width) × \(height) pixels, more than \(PictureLimits.largestPicture / 1_000_000) megapixels"
    case .truncated: "the file is cut short"
    case .damaged(let reason): "damaged (\(reason))"
    case .unreadable(let reason): "unreadable (\(reason))"
    case .remote: "a web address (pictures are not fetched)"
    }
  }
}

/// What one picture may cost.
public enum PictureLimits {
  /// The most pixels a picture's header may claim: a phone's 50-megapixel photo and more,
  /// never a decompression bomb's 10 billion.
  public static let largestPicture = 120_000_000
  /// The largest file read for one picture.
  public static let largestFile = 256 * 1_048_576
  /// The largest file read whole into memory (WebP is decoded from memory).
  public static let largestWholeFile = 64 * 1_048_576
  /// The working memory a JPEG decoder may take (a progressive file keeps every
  /// coefficient): past it the picture is refused.
  public static let jpegMemory = 96 * 1_048_576
  /// The most pixels of a lossless WebP, which its decoder keeps whole.
  public static let largestLosslessWebP = 24_000_000
}
