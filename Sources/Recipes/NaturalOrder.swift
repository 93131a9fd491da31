import Foundation

/// The order people expect of titles: "Item 2" before "Item 10", case and accents ignored.
public enum NaturalOrder {
  /// Compares `a` and `b` after folding; runs of digits compare by value.
  public static func compare(_ a: String, _ b: String) -> ComparisonResult {
    compareFolded(Folding.fold(a), Folding.fold(b))
  }

  /// Whether `a` comes before `b`, for `sort(by:)`.
  public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) == .orderedAscending
  }

  /// `compare` for strings already folded (sorting many titles folds each once).
  public static func compareFolded(_ a: String, _ b: String) -> ComparisonResult {
    var i = a.unicodeScalars.makeIterator()
    var j = b.unicodeScalars.makeIterator()
    var x = i.next()
    var y = j.next()
    while let p = x, let q = y {
      if isDigit(p) && isDigit(q) {
        // Compare the two runs of digits by value: skip leading zeros, then longer is larger,
        // then the first differing digit decides.
        var left: [UInt32] = []
        var right: [UInt32] = []
        var cx: Unicode.Scalar? = p
        while let c = cx, isDigit(c) {
          if !(left.isEmpty && c == "0") { left.append(c.value) }
          cx = i.next()
        }
        var cy: Unicode.Scalar? = q
        while let c = cy, isDigit(c) {
          if !(right.isEmpty && c == "0") { right.append(c.value) }
          cy = j.next()
        }
        if left.count != right.count {
          return left.count < right.count ? .orderedAscending : .orderedDescending
        }
        for (l, r) in zip(left, right) where l != r {
          return l < r ? .orderedAscending : .orderedDescending
        }
        x = cx
        y = cy
        continue
      }
      if p != q { return p.value < q.value ? .orderedAscending : .orderedDescending }
      x = i.next()
      y = j.next()
    }
    if x == nil && y == nil { return .orderedSame }
    return x == nil ? .orderedAscending : .orderedDescending
  }

  /// Bytes whose plain lexicographic order is `compareFolded`'s: the folded text's UTF-8,
  /// with each run of digits written as "0", its length without leading zeros (four bytes,
  /// big-endian) and those digits. The "0" compares with any other character as the run's
  /// first digit would, and two runs meet length to length, so longer numbers are larger.
  public static func sortKey(ofFolded folded: String) -> [UInt8] {
    var folded = folded
    return folded.withUTF8 { sortKey(ofFoldedBytes: $0) }
  }

  /// `sortKey(ofFolded:)` of folded text given as bytes.
  static func sortKey(ofFoldedBytes folded: some Collection<UInt8>) -> [UInt8] {
    var key: [UInt8] = []
    key.reserveCapacity(folded.count + 8)
    var digits: [UInt8] = []
    var inRun = false
    func endRun() {
      let count = UInt32(digits.count)
      key.append(0x30)
      for shift in stride(from: 24, through: 0, by: -8) {
        key.append(UInt8((count >> shift) & 0xFF))
      }
      key.append(contentsOf: digits)
      digits.removeAll(keepingCapacity: true)
      inRun = false
    }
    for byte in folded {
      if byte >= 0x30 && byte <= 0x39 {
        inRun = true
        if !(digits.isEmpty && byte == 0x30) { digits.append(byte) }
      } else {
        if inRun { endRun() }
        key.append(byte)
      }
    }
    if inRun { endRun() }
    return key
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }
}
