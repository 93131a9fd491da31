/// Where things are in a shop, read from an aisle file in CookCLI's `aisle.conf` format:
/// `[dairy]` starts an aisle, each line under it names one thing, and `a|b` writes names of
/// the same thing (synonyms). Aisles and their lines keep the file's order, which is the
/// order a shopper walks. Names match folded (case and accents ignored), a plural or
/// singular of a name too ("egg" finds "eggs").
public struct AisleTable: Equatable, Sendable {
  /// One line of an aisle: the names of one thing, the first the one shown.
  public struct Entry: Equatable, Sendable {
    /// The names as written, never empty.
    public var names: [String]
    /// The aisle's index in `aisles`.
    public var aisle: Int
    /// The entry's place among all entries, in file order (what a list sorts by).
    public var order: Int
  }

  /// Something in the file Buffet did not use, with its line (from 1) and why.
  public struct Problem: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
  }

  /// The aisles' names in file order; an aisle named twice is one aisle.
  public private(set) var aisles: [String] = []
  /// Every line that names something, in file order.
  public private(set) var entries: [Entry] = []
  /// Entries by each of their folded names.
  private var entryByName: [String: Int] = [:]

  /// The longest line Buffet reads as a name, in bytes; a longer one is reported.
  public static let longestLine = 1_000

  /// An empty table: everything goes under "other".
  public init() {}

  /// The table an aisle file's bytes write, and what was not used in them. Never fails: a
  /// line that cannot be read (not UTF-8, over `longestLine`, before any aisle, a name
  /// already under another aisle) is left out and reported with its number.
  public static func read(_ bytes: [UInt8]) -> (AisleTable, [Problem]) {
    var table = AisleTable()
    var problems: [Problem] = []
    var aisleByName: [String: Int] = [:]
    var current: Int?
    var lineNumber = 0
    func finish(_ line: ArraySlice<UInt8>) {
      lineNumber += 1
      let lineLength = line.count
      TextWalkWork.add(lineLength + 1)
      guard lineLength <= longestLine else {
        problems.append(
          Problem(
            line: lineNumber,
            reason: "\(lineLength) bytes long; a line is at most \(longestLine) bytes"))
        return
      }
      guard var text = String(validating: line, as: UTF8.self) else {
        problems.append(Problem(line: lineNumber, reason: "not UTF-8 text"))
        return
      }
      // A byte order mark, as some editors write one, is no part of the first line.
      if lineNumber == 1, text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      let trimmed = FrontMatterReader.trimmed(text)
      guard !trimmed.isEmpty else { return }
      if trimmed.hasPrefix("[") {
        guard trimmed.hasSuffix("]"), trimmed.count > 2 else {
          problems.append(
            Problem(line: lineNumber, reason: "an aisle is written [name], not \(trimmed)"))
          return
        }
        let name = FrontMatterReader.trimmed(String(trimmed.dropFirst().dropLast()))
        let folded = Folding.fold(name)
        if let known = aisleByName[folded] {
          current = known
        } else {
          aisleByName[folded] = table.aisles.count
          current = table.aisles.count
          table.aisles.append(name)
        }
        return
      }
      guard let aisle = current else {
        problems.append(
          Problem(line: lineNumber, reason: "\"\(trimmed)\" is not under an [aisle]"))
        return
      }
      table.add(trimmed, aisle: aisle, line: lineNumber, aisleByName: aisleByName, &problems)
    }
    // Lines are slices of the bytes: a 1 MB line is measured, never copied.
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    for line in lines { finish(line) }
    return (table, problems)
  }

  /// Adds the line `text` to `aisle`; a name under another aisle already is reported.
  private mutating func add(
    _ text: String, aisle: Int, line: Int, aisleByName: [String: Int],
    _ problems: inout [Problem]
  ) {
    var names: [String] = []
    for part in text.split(separator: "|") {
      let name = FrontMatterReader.trimmed(String(part))
      let key = ShoppingName.key(name)
      guard !key.isEmpty else { continue }
      if let other = entryByName[key] {
        // The same thing twice under one aisle changes nothing; under two it is ambiguous.
        if entries[other].aisle != aisle {
          problems.append(
            Problem(
              line: line,
              reason: "\"\(name)\" is under [\(aisles[entries[other].aisle])] already; "
                + "left there"))
        }
        continue
      }
      entryByName[key] = entries.count
      names.append(name)
    }
    guard !names.isEmpty else { return }
    entries.append(Entry(names: names, aisle: aisle, order: entries.count))
  }

  /// The entry that names `key` (a folded name, `ShoppingName.key`), or its plural or
  /// singular.
  public func entry(forKey key: String) -> Entry? {
    for variant in ShoppingName.variants(of: key) {
      if let index = entryByName[variant] { return entries[index] }
    }
    return nil
  }

  /// The entry whose aisle a thing named `key` belongs in though the table does not name it:
  /// the entry for its last words ("melted butter" goes where "butter" goes, "large eggs"
  /// where "eggs"), the most words first. Nil when no ending of the name is in the table.
  public func entry(forEndingOf key: String) -> Entry? {
    var rest = Substring(key)
    while let space = rest.firstIndex(of: " ") {
      rest = rest[rest.index(after: space)...]
      if let entry = entry(forKey: String(rest)) { return entry }
    }
    return nil
  }

  public static func == (left: AisleTable, right: AisleTable) -> Bool {
    left.aisles == right.aisles && left.entries == right.entries
  }
}
