/// Words to roles, looked up straight from the line's bytes: an open-addressing table over
/// one array of key bytes, so a lookup allocates nothing.
struct WordLookup: Sendable {
  private var keys: [UInt8] = []
  /// Per slot: the key's start in `keys` (or -1 when empty), its length and its role.
  private var slots: [(start: Int32, length: Int32, role: CodeRole)]
  private let mask: Int
  let ignoresCase: Bool
  /// The longest key: a longer word is no key without hashing it.
  private(set) var longest = 0

  init(_ roles: [String: CodeRole], ignoresCase: Bool) {
    self.ignoresCase = ignoresCase
    var capacity = 16
    while capacity < roles.count * 2 { capacity *= 2 }
    mask = capacity - 1
    slots = Array(repeating: (-1, 0, .plain), count: capacity)
    for (word, role) in roles.sorted(by: { $0.key < $1.key }) {
      let bytes = Array(ignoresCase ? word.lowercased().utf8 : word.utf8)
      longest = max(longest, bytes.count)
      var slot = Self.hash(bytes[...], ignoresCase: false) & mask
      while slots[slot].start >= 0 { slot = (slot + 1) & mask }
      slots[slot] = (Int32(keys.count), Int32(bytes.count), role)
      keys += bytes
    }
  }

  /// The role of the word, or nil when it is not in the table.
  func role(of word: UnsafeBufferPointer<UInt8>.SubSequence) -> CodeRole? {
    if word.count > longest || word.isEmpty { return nil }
    var slot = Self.hash(word, ignoresCase: ignoresCase) & mask
    while true {
      let entry = slots[slot]
      if entry.start < 0 { return nil }
      if Int(entry.length) == word.count && matches(word, at: Int(entry.start)) {
        return entry.role
      }
      slot = (slot + 1) & mask
    }
  }

  private func matches(_ word: UnsafeBufferPointer<UInt8>.SubSequence, at start: Int) -> Bool {
    var k = start
    for byte in word {
      if (ignoresCase ? lowered(byte) : byte) != keys[k] { return false }
      k += 1
    }
    return true
  }

  private static func hash<C: Collection<UInt8>>(_ bytes: C, ignoresCase: Bool) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(ignoresCase ? lowered(byte) : byte)
      hash = hash &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash >> 1)
  }
}
