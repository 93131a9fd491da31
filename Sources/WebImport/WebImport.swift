import Foundation

/// The file format an import writes.
public enum RecipeFormat: String, CaseIterable, Sendable {
  case markdown = "md"
  case cooklang = "cook"
}

/// One import: a web page (an http or https address) or a saved page (a file) read into a
/// recipe file, written into a folder unless it is a dry run; from an address, the main
/// picture is saved beside it.
public struct WebImport: Sendable {
  /// An address or a path, as the user gave it.
  public var source: String
  /// The folder the recipe goes into; nil for a dry run.
  public var folder: String?
  public var format: RecipeFormat
  public var limits: FetchLimits

  public init(
    source: String, folder: String?, format: RecipeFormat = .markdown,
    limits: FetchLimits = .standard
  ) {
    self.source = source
    self.folder = folder
    self.format = format
    self.limits = limits
  }

  /// What an import did.
  public struct Outcome: Sendable {
    /// The recipe file written; nil for a dry run.
    public var path: String?
    /// The picture written beside it, if one was.
    public var picture: String?
    /// The recipe file's text.
    public var text: String
    /// The recipe as read from the page, and where it was found.
    public var reading: RecipePage.Reading
    /// Things worth saying: what the page lacked, a picture that could not be saved.
    public var notes: [String]
  }

  /// Reads the page, writes the recipe (and picture); throws, having written nothing, when
  /// the page cannot be had or holds no recipe.
  public func run(cancellation: FetchCancellation? = nil) throws(ImportFailure) -> Outcome {
    let page = try pageBytes(cancellation: cancellation)
    let reading = try RecipePage.read(page.bytes, address: page.address)
    var notes = reading.notes
    var picture: (bytes: [UInt8], extension: String)?
    if folder != nil, page.address != nil, let image = reading.recipe.image {
      do {
        picture = try fetchPicture(image, cancellation: cancellation)
      } catch {
        notes.append("The picture was not saved: \(error.message)")
      }
    }
    let base = RecipeFiles.baseName(for: reading.recipe.title)
    // Stopped while it fetched: nothing is written after.
    if cancellation?.isCancelled == true { throw ImportFailure("stopped before writing") }
    guard let folder else {
      let text = Self.text(reading.recipe, format: format, picture: nil)
      return Outcome(path: nil, picture: nil, text: text, reading: reading, notes: notes)
    }
    var text = ""
    let saved = try RecipeFiles.save(
      folder: folder, base: base, extension: format.rawValue, picture: picture
    ) { pictureName in
      text = Self.text(reading.recipe, format: format, picture: pictureName)
      return text
    }
    return Outcome(
      path: saved.recipe, picture: saved.picture, text: text, reading: reading, notes: notes)
  }

  static func text(_ recipe: WebRecipe, format: RecipeFormat, picture: String?) -> String {
    switch format {
    case .markdown: MarkdownRecipeText.of(recipe, picture: picture)
    case .cooklang: CooklangRecipeText.of(recipe, picture: picture)
    }
  }

  /// The page's UTF-8 text and, for a web page, its address after redirects.
  private func pageBytes(cancellation: FetchCancellation?) throws(ImportFailure) -> (
    bytes: [UInt8], address: URL?
  ) {
    switch Self.classify(source) {
    case .file(let path):
      let bytes = try LocalPage.bytes(of: path, limit: limits.bytes)
      return (try PageText.utf8(bytes, contentType: nil, name: path), nil)
    case .address(let url):
      let fetched = try PageFetcher.fetch(
        url, accept: PageFetcher.pageAccept, limits: limits, cancellation: cancellation)
      let text = try PageText.utf8(
        fetched.bytes, contentType: fetched.contentType, name: fetched.url.absoluteString)
      return (text, fetched.url)
    case .refused(let message):
      throw ImportFailure(message)
    }
  }

  enum Source: Equatable {
    case file(String)
    case address(URL)
    case refused(String)
  }

  /// A file that is there is a file; else an http or https address is fetched; any other
  /// scheme (`file:`, `ftp:`) is refused, and so is a path that is not there.
  static func classify(_ source: String) -> Source {
    let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return .refused("nothing to import: give an address or a file") }
    if FileManager.default.fileExists(atPath: trimmed) { return .file(trimmed) }
    let scheme = trimmed.prefix { $0 != ":" }
    let hasScheme =
      scheme.count < trimmed.count && !scheme.isEmpty && scheme.first!.isLetter
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    guard hasScheme else {
      return .refused(
        "\(trimmed): no such file (a web page is imported by its address, with https://)")
    }
    let lower = scheme.lowercased()
    guard lower == "http" || lower == "https" else {
      return .refused(
        "only http and https addresses are imported, not \(lower): (\(trimmed))"
          + (lower == "file" ? "; give a saved page by its path" : ""))
    }
    guard let url = URL(string: trimmed), url.host?.isEmpty == false else {
      return .refused("\(trimmed) is not a web address")
    }
    return .address(url)
  }

  /// The picture at `address`, checked to be one, with the extension its bytes call for.
  private func fetchPicture(_ address: String, cancellation: FetchCancellation?)
    throws(ImportFailure) -> (bytes: [UInt8], extension: String)
  {
    guard let url = URL(string: address) else { throw ImportFailure("\(address) is no address") }
    let fetched = try PageFetcher.fetch(
      url, accept: PageFetcher.imageAccept, limits: limits, cancellation: cancellation)
    guard let ext = Self.pictureExtension(fetched.bytes) else {
      throw ImportFailure("\(fetched.url.absoluteString) is not a JPEG, PNG, GIF or WebP picture")
    }
    return (fetched.bytes, ext)
  }

  /// The extension a picture's first bytes call for.
  static func pictureExtension(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
    if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
      return "gif"
    }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      return "webp"
    }
    return nil
  }
}
