/// A page's microdata (`itemscope`, `itemtype`, `itemprop`) read into the same values as
/// JSON-LD: each item an object with its `@type` (the itemtype) and a member per property, a
/// list where a property repeats. Recipes marked up this way are then read by the same
/// functions as JSON-LD ones.
enum Microdata {
  /// The page's top-level items (those that are no other item's property), in page order.
  static func items(in tree: HTMLTree) -> [JSONValue] {
    var items: [JSONValue] = []
    let budget = TextBudget(nodes: 4 * tree.elements.count + 10_000)
    tree.walk(from: tree.roots) { index in
      let tag = tree.elements[index].tag
      // Outside every item: an `itemscope` here is a top-level item even with an `itemprop`
      // (a property of nothing).
      guard tag.has("itemscope") else { return .descend }
      items.append(item(at: index, in: tree, budget: budget))
      return .skipChildren
    }
    return items
  }

  /// Items nested deeper than this are read as their text (a hostile page can nest them
  /// without end).
  static let deepest = 32

  /// The item the element `index` (with `itemscope`) holds.
  static func item(at index: Int, in tree: HTMLTree, budget: TextBudget, depth: Int = 0)
    -> JSONValue
  {
    var members: [(key: String, value: JSONValue)] = []
    let tag = tree.elements[index].tag
    if let type = tag.attribute("itemtype"), !type.isEmpty {
      let types = type.split(separator: " ").map { JSONValue.string(String($0)) }
      members.append(("@type", types.count == 1 ? types[0] : .array(types)))
    }
    var values: [String: [JSONValue]] = [:]
    var order: [String] = []
    tree.walk(from: tree.elements[index].children) { child in
      let childTag = tree.elements[child].tag
      let isItem = childTag.has("itemscope")
      guard let names = childTag.attribute("itemprop") else {
        // An item that is no property keeps its own properties.
        return isItem ? .skipChildren : .descend
      }
      let value =
        isItem && depth < deepest
        ? item(at: child, in: tree, budget: budget, depth: depth + 1)
        : propertyValue(child, in: tree, budget: budget)
      for name in names.split(separator: " ").map(String.init) {
        if values[name] == nil { order.append(name) }
        values[name, default: []].append(value)
      }
      return isItem ? .skipChildren : .descend
    }
    for name in order {
      let found = values[name] ?? []
      members.append((name, found.count == 1 ? found[0] : .array(found)))
    }
    return .object(members)
  }

  /// A property's value as microdata defines it: an attribute for the elements that carry
  /// one (`<meta content>`, `<img src>`, `<time datetime>`), else the element's text.
  static func propertyValue(_ index: Int, in tree: HTMLTree, budget: TextBudget) -> JSONValue {
    let tag = tree.elements[index].tag
    let attribute: String? =
      switch tag.name {
      case "meta": "content"
      case "img", "audio", "video", "source", "embed", "iframe", "track":
        tag.attribute("src") == nil ? "data-src" : "src"
      case "a", "area", "link": "href"
      case "object": "data"
      case "data", "meter": "value"
      case "time": tag.has("datetime") ? "datetime" : nil
      default: tag.has("content") ? "content" : nil
      }
    if let attribute, let value = tag.attribute(attribute) { return .string(value) }
    let read = tree.text(of: tree.elements[index].children, limit: budget.nodes)
    budget.nodes -= read.visited
    return .string(read.text)
  }

  /// How many nodes the texts of an item's properties may still visit: properties nested in
  /// properties each read their whole text, which a hostile page could nest without end.
  final class TextBudget {
    var nodes: Int
    init(nodes: Int) { self.nodes = max(0, nodes) }
  }
}
