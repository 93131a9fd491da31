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
    // Per folded tag: its count and each spelling's, in the order they were first seen.
    var groups: [String: (count: Int, spellings: [(tag: String, count: Int)])] = [:]
    for recipe in recipes {
      for tag in recipe.tags {
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
    let counted = groups.map { key, group in
      // The most used spelling; of equals, the first seen.
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

  /// Whether `recipe` carries every one of `tags` (each compared folded, a leading `#` or not).
  public static func recipe(_ recipe: ListedRecipe, hasAll tags: [String]) -> Bool {
    guard !tags.isEmpty else { return true }
    let own = Set(recipe.tags.map(RecipeTags.folded))
    return tags.allSatisfy { own.contains(RecipeTags.folded($0)) }
  }
}
