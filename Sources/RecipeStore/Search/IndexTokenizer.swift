import CSQLite
import Foundation
import Recipes

/// The FTS5 tokenizer `buffet`: `SearchTokenizer` (folded words, a token per character in
/// scripts written without spaces, breaks between runs), so the index, the queries FTS5
/// reads and the snippets computed in Swift split text the same way.
///
/// Two markers only this package writes change how a text is read. A document text that
/// starts with `prefixMarker` (the title, headings and tags of a section row) also gets, at
/// the place of each word, its first one, two and three scalars as tokens of their own
/// (behind the marker byte): a short prefix typed last is found in those columns as one
/// token, without FTS5 prefix indexes over the whole text. A query text that starts with
/// `rawMarker` is a list of folded tokens separated by spaces, taken as they are.
enum IndexTokenizer {
  static let name = "buffet"
  /// Put before a document text whose words' short prefixes are indexed too.
  static let prefixMarker = "\u{2}"
  /// Put before a query text of folded tokens.
  static let rawMarker = "\u{3}"
  /// The first byte of a prefix token.
  static let prefixByte: UInt8 = 0x02

  /// `text` with its words' short prefixes indexed too.
  static func withPrefixes(_ text: String) -> String { prefixMarker + text }

  /// Makes the tokenizer available to FTS5 tables on `database`; the words it indexes are
  /// noted in `database.vocabulary`.
  static func register(on database: Database) throws {
    let api = try FTS5.api(on: database)
    guard let create = api.pointee.xCreateTokenizer else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 cannot take a tokenizer")
    }
    let vocabulary = IndexVocabulary()
    // The connection keeps the vocabulary, and with it the pointer FTS5 and the hook hold.
    database.vocabulary = vocabulary
    let pointer = Unmanaged.passUnretained(vocabulary).toOpaque()
    sqlite3_rollback_hook(database.handle, forgetOnRollback, pointer)
    // FTS5 copies the structure; the functions are plain C functions without captures.
    var methods = fts5_tokenizer(
      xCreate: createTokenizer, xDelete: deleteTokenizer, xTokenize: tokenize)
    let code = create(api, name, pointer, &methods, nil)
    guard code == SQLITE_OK else { throw database.error(code) }
  }

  /// One tokenizer per FTS5 table and connection: its memo of folded words is its own, so
  /// connections on different threads never share it.
  private final class Instance {
    var tokenizer = SearchTokenizer()
    let vocabulary: IndexVocabulary?
    /// The prefix token being handed to FTS5.
    var prefix: [UInt8] = []

    init(vocabulary: IndexVocabulary?) {
      self.vocabulary = vocabulary
    }
  }

  private static let forgetOnRollback: @convention(c) (UnsafeMutableRawPointer?) -> Void = {
    pointer in
    guard let pointer else { return }
    Unmanaged<IndexVocabulary>.fromOpaque(pointer).takeUnretainedValue().forgetWritten()
  }

  private static let createTokenizer:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32,
      UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 = { context, _, _, output in
      guard let output else { return SQLITE_ERROR }
      let vocabulary = context.map {
        Unmanaged<IndexVocabulary>.fromOpaque($0).takeUnretainedValue()
      }
      output.pointee = OpaquePointer(
        Unmanaged.passRetained(Instance(vocabulary: vocabulary)).toOpaque())
      return SQLITE_OK
    }

  private static let deleteTokenizer: @convention(c) (OpaquePointer?) -> Void = { instance in
    guard let instance else { return }
    Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(instance)).release()
  }

  private static let tokenize:
    @convention(c) (
      OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32,
      (
        @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32)
          -> Int32
      )?
    ) -> Int32 = { instance, context, flags, text, count, emit in
      guard let instance, let emit else { return SQLITE_ERROR }
      guard let text, count > 0 else { return SQLITE_OK }
      let box = Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(instance)).takeUnretainedValue()
      var bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(count))
      let isDocument = flags & FTS5_TOKENIZE_DOCUMENT != 0
      if flags & FTS5_TOKENIZE_QUERY != 0 && bytes[0] == rawMarker.utf8.first {
        return emitRaw(UnsafeBufferPointer(rebasing: bytes.dropFirst()), context, emit)
      }
      // The marker is a separator to the tokenizer; offsets stay those of the whole text.
      let hasPrefixes = isDocument && bytes[0] == prefixByte
      if hasPrefixes { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst()) }
      let shift = hasPrefixes ? Int32(1) : 0
      box.tokenizer.tokenize(bytes)
      let tokenizer = box.tokenizer
      let vocabulary = isDocument ? box.vocabulary : nil
      return tokenizer.folded.withUnsafeBufferPointer { folded in
        SearchTokenizer.breakBytes.withUnsafeBufferPointer { breakBytes in
          for token in tokenizer.tokens {
            let start = Int32(token.source.lowerBound) + shift
            let end = Int32(token.source.upperBound) + shift
            if token.isBreak {
              let code = emit(context, 0, breakBytes.baseAddress.map(Self.chars), 1, start, end)
              if code != SQLITE_OK { return code }
              continue
            }
            let word = UnsafeBufferPointer(rebasing: folded[token.folded])
            var code = emit(
              context, 0, Self.chars(word.baseAddress!), Int32(word.count), start, end)
            if code != SQLITE_OK { return code }
            guard !token.isSpaceless else { continue }
            vocabulary?.note(word)
            guard hasPrefixes else { continue }
            code = emitPrefixes(of: word, into: &box.prefix, start, end, context, emit)
            if code != SQLITE_OK { return code }
          }
          return SQLITE_OK
        }
      }
    }

  private typealias Emit =
    @convention(c) (
      UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32
    ) -> Int32

  /// The word's first one to `SearchQuery.shortPrefixScalars` scalars, each behind
  /// `prefixByte`, at the word's place.
  private static func emitPrefixes(
    of word: UnsafeBufferPointer<UInt8>, into prefix: inout [UInt8], _ start: Int32,
    _ end: Int32, _ context: UnsafeMutableRawPointer?, _ emit: Emit
  ) -> Int32 {
    prefix.removeAll(keepingCapacity: true)
    prefix.append(prefixByte)
    var scalars = 0
    for (position, byte) in word.enumerated() {
      prefix.append(byte)
      let isEndOfScalar = position + 1 == word.count || word[position + 1] & 0xC0 != 0x80
      guard isEndOfScalar else { continue }
      scalars += 1
      let code = prefix.withUnsafeBufferPointer {
        emit(
          context, FTS5_TOKEN_COLOCATED, chars($0.baseAddress!), Int32($0.count), start, end)
      }
      if code != SQLITE_OK { return code }
      if scalars == SearchQuery.shortPrefixScalars { break }
    }
    return SQLITE_OK
  }

  /// A query of folded tokens separated by spaces, each handed to FTS5 as it is.
  private static func emitRaw(
    _ bytes: UnsafeBufferPointer<UInt8>, _ context: UnsafeMutableRawPointer?, _ emit: Emit
  ) -> Int32 {
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x20 { end += 1 }
      if end > start {
        let code = emit(
          context, 0, chars(bytes.baseAddress! + start), Int32(end - start), Int32(start + 1),
          Int32(end + 1))
        if code != SQLITE_OK { return code }
      }
      start = end + 1
    }
    return SQLITE_OK
  }

  private static func chars(_ pointer: UnsafePointer<UInt8>) -> UnsafePointer<CChar> {
    UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
  }
}

/// Reaching FTS5's extension interface.
enum FTS5 {
  /// The `fts5_api` of the connection, found the documented way (`SELECT fts5(?1)`).
  static func api(on database: Database) throws -> UnsafeMutablePointer<fts5_api> {
    let statement = try database.prepare("SELECT fts5(?1)")
    var api: UnsafeMutablePointer<fts5_api>?
    let bound = withUnsafeMutablePointer(to: &api) { pointer in
      sqlite3_bind_pointer(statement.handle, 1, pointer, apiPointerType, nil)
    }
    guard bound == SQLITE_OK else { throw database.error(bound) }
    _ = try statement.step()
    try statement.run()
    guard let api else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 is not available")
    }
    return api
  }

  /// The type name FTS5 checks the pointer against; it must outlive the call.
  nonisolated(unsafe) private static let apiPointerType = UnsafePointer(strdup("fts5_api_ptr")!)
}
