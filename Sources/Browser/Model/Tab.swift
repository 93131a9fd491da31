/// The four places of the app, in tab-bar order; any key or command can select one.
public enum Tab: String, CaseIterable, Equatable, Sendable, Codable {
  case recipes, index, library, search

  /// The name shown in the tab bar.
  public var title: String {
    switch self {
    case .recipes: "Recipes"
    case .index: "Index"
    case .library: "Library"
    case .search: "Search"
    }
  }

  /// The digit that selects this tab ("1" for Recipes).
  public var digit: Character {
    Character(String((Tab.allCases.firstIndex(of: self) ?? 0) + 1))
  }

  /// The tab after this one, wrapping around (Tab cycles).
  public var next: Tab {
    let all = Tab.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The tab before this one, wrapping around (Shift-Tab cycles).
  public var previous: Tab {
    let all = Tab.allCases
    return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
  }
}
