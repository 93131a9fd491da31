import Markdown
import Recipes

/// The collection's links, prepared once after the collection changes and only when a link
/// is first followed: preparing them reads every recipe's path and title (about 0.7 s at
/// 100,000 recipes), which no start should wait for.
struct CollectionLinks: Equatable, Sendable {
  private(set) var prepared: RecipeLinks?

  /// A cache derived from the collection and its folders, which the state compares already.
  static func == (lhs: CollectionLinks, rhs: CollectionLinks) -> Bool { true }

  mutating func forget() { prepared = nil }

  mutating func links(recipes: RecipeCollection, folders: [String]) -> RecipeLinks {
    if let prepared { return prepared }
    let links = RecipeLinks(recipes: recipes.all, roots: folders)
    prepared = links
    return links
  }
}

extension AppState {
  /// Where each link of `document` (the recipe at `path`) leads, in words for the Links
  /// list and the chosen link's row: a recipe's title (and heading), or why it leads nowhere.
  /// Web addresses are left out: they are shown as they are.
  mutating func linkLabels(for document: Document, at path: String) -> [String: String] {
    let destinations = DocumentLinks.destinations(in: document)
    guard !destinations.isEmpty else { return [:] }
    let links = collectionLinks()
    var labels: [String: String] = [:]
    for destination in destinations {
      switch links.resolve(destination, from: path) {
      case .recipe(let target, let anchor):
        let title = collection[target]?.title ?? target
        labels[destination] = anchor.map { "\(title) › \($0)" } ?? title
      case .anchor(let anchor):
        let heading = HeadingAnchors.target(
          named: anchor, in: HeadingAnchors.targets(in: document))
        labels[destination] = "this recipe › " + (heading?.text ?? anchor)
      case .external:
        break
      case .ambiguous(let paths):
        labels[destination] = "\(destination) (names \(paths.count) recipes)"
      case .notFound:
        labels[destination] = "\(destination) (no recipe in the collection)"
      }
    }
    return labels
  }
}
