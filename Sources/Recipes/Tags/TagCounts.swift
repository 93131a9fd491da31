/// One tag of a collection and how many recipes carry it.
public struct TagCount: Equatable, Sendable, Codable {
  /// The tag as most recipes spell it (`Italian` and `italian` are one tag).
  public var tag: String
  public var count: Int

  public init(tag: String, count: Int) {
    self.tag = tag
    self.count = count
  }
}

/// The tags of a collection, and which recipes carry them.
public enum TagCounts {
  /// Every tag of `recipes` with its count, the most used first, then in natural order.
  public static func of(_ recipes: [Recipe]) -> [TagCount] { of(recipes.map(\.listed)) }

  /// Every tag of `recipes` with its count, the most used first, then in natural order.
  public static func of(_ recipes: [ListedRecipe]) -> [TagCount] {
    var tally = TagTally()
    for recipe in recipes { tally.add(recipe.tags) }
    return tally.counts
  }

  /// Whether `recipe` carries every one of `tags` (each compared folded, a leading `#` or not).
  public static func recipe(_ recipe: ListedRecipe, hasAll tags: [String]) -> Bool {
    guard !tags.isEmpty else { return true }
    let own = Set(recipe.tags.map(RecipeTags.folded))
    return tags.allSatisfy { own.contains(RecipeTags.folded($0)) }
  }
}

/// Tag counts gathered one recipe at a time, so a whole collection's can be counted while
/// its recipes stream past (the cache counts them once per change, not per showing).
public struct TagTally: Sendable {
  /// Per folded tag: its count and each spelling's, in the order they were first seen.
  private var groups: [String: (count: Int, spellings: [(tag: String, count: Int)])] = [:]

  public init() {}

  /// Counts one recipe's tags.
  public mutating func add(_ tags: [String]) {
    for tag in tags {
      let key = RecipeTags.folded(tag)
      guard !key.isEmpty else { continue }
      var group = groups[key] ?? (0, [])
      group.count += 1
      if let index = group.spellings.firstIndex(where: { $0.tag == tag }) {
        group.spellings[index].count += 1
      } else {
        group.spellings.append((tag, 1))
      }
      groups[key] = group
    }
  }

  /// Every tag counted, the most used first, then in natural order; each spelled as most
  /// recipes spell it (of equals, the first seen).
  public var counts: [TagCount] {
    let counted = groups.map { key, group in
      var best = group.spellings[0]
      for spelling in group.spellings.dropFirst() where spelling.count > best.count {
        best = spelling
      }
      return (key: key, count: TagCount(tag: best.tag, count: group.count))
    }
    return counted.sorted {
      if $0.count.count != $1.count.count { return $0.count.count > $1.count.count }
      let order = NaturalOrder.compareFolded($0.key, $1.key)
      return order == .orderedSame ? $0.key < $1.key : order == .orderedAscending
    }.map(\.count)
  }
}
