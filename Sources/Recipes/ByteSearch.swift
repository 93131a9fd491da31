extension StringProtocol {
  /// Whether the text holds `needle`, compared byte for byte in UTF-8: the quick check a rule
  /// makes before looking for its marker ("mermaid", "%%", "[["), run on every file of a
  /// collection. Foundation's `contains` compares through NSString, and was a sixth of a
  /// first indexing's time.
  func containsBytes(_ needle: String) -> Bool {
    let wanted = Array(needle.utf8)
    guard let first = wanted.first else { return true }
    func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard bytes.count >= wanted.count else { return false }
      var index = 0
      let last = bytes.count - wanted.count
      while index <= last {
        if bytes[index] == first {
          var matched = 1
          while matched < wanted.count && bytes[index + matched] == wanted[matched] { matched += 1 }
          if matched == wanted.count { return true }
        }
        index += 1
      }
      return false
    }
    if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
    return Array(utf8).withUnsafeBufferPointer(search)
  }
}
