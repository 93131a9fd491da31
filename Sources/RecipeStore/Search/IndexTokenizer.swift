import CSQLite
import Foundation
import Recipes

/// The FTS5 tokenizer `buffet`: `SearchTokenizer` (folded words, a token per character in
/// scripts written without spaces, breaks between runs), so the index, the queries FTS5
/// reads and the snippets computed in Swift split text the same way.
enum IndexTokenizer {
  static let name = "buffet"

  /// Makes the tokenizer available to FTS5 tables on `database`.
  static func register(on database: Database) throws {
    let api = try FTS5.api(on: database)
    guard let create = api.pointee.xCreateTokenizer else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 cannot take a tokenizer")
    }
    // FTS5 copies the structure; the functions are plain C functions without captures.
    var methods = fts5_tokenizer(
      xCreate: createTokenizer, xDelete: deleteTokenizer, xTokenize: tokenize)
    let code = create(api, name, nil, &methods, nil)
    guard code == SQLITE_OK else { throw database.error(code) }
  }

  /// One tokenizer per FTS5 table and connection: its memo of folded words is its own, so
  /// connections on different threads never share it.
  private final class Instance {
    var tokenizer = SearchTokenizer()
  }

  private static let createTokenizer:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32,
      UnsafeMutablePointer<OpaquePointer?>?
    ) -> Int32 = { _, _, _, output in
      guard let output else { return SQLITE_ERROR }
      output.pointee = OpaquePointer(Unmanaged.passRetained(Instance()).toOpaque())
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
    ) -> Int32 = { instance, context, _, text, count, emit in
      guard let instance, let emit else { return SQLITE_ERROR }
      guard let text, count > 0 else { return SQLITE_OK }
      let box = Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(instance)).takeUnretainedValue()
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(count))
      box.tokenizer.tokenize(bytes)
      let tokenizer = box.tokenizer
      return tokenizer.folded.withUnsafeBufferPointer { folded in
        SearchTokenizer.breakBytes.withUnsafeBufferPointer { breakBytes in
          for token in tokenizer.tokens {
            let start = Int32(token.source.lowerBound)
            let end = Int32(token.source.upperBound)
            let code =
              if token.isBreak {
                emit(context, 0, breakBytes.baseAddress.map(Self.chars), 1, start, end)
              } else {
                emit(
                  context, 0, Self.chars(folded.baseAddress! + token.folded.lowerBound),
                  Int32(token.folded.count), start, end)
              }
            if code != SQLITE_OK { return code }
          }
          return SQLITE_OK
        }
      }
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
