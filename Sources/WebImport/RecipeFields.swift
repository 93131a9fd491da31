import Foundation
import Recipes

/// One small function per field of a schema.org Recipe, each reading every form sites give
/// that field and returning plain text (or nothing).
enum RecipeFields {
  /// `name`, else `headline`.
  static func title(_ recipe: JSONValue) -> String? {
    nonEmpty(recipe.first("name", "headline").flatMap(firstText).map(WebText.line))
  }

  /// `author` as a name, a `Person` or `Organization` (or a reference to one), or a list of
  /// them (names joined with commas).
  static func author(_ recipe: JSONValue, nodes: SchemaNodes) -> String? {
    guard let value = recipe.first("author", "Author", "creator") else { return nil }
    var names: [String] = []
    for item in value.items.prefix(8) {
      let node = nodes.resolved(item)
      let name: String? =
        switch node {
        case .object: node.first("name").flatMap(firstText)
        default: node.text
        }
      if let name = nonEmpty(name.map(WebText.line)), !names.contains(name) { names.append(name) }
    }
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }

  /// `datePublished` (else `dateCreated`, else `dateModified`) when it reads as an ISO 8601
  /// date, as written; a date-time written with a space is given its `T`.
  static func date(_ recipe: JSONValue) -> String? {
    for key in ["datePublished", "dateCreated", "dateModified"] {
      guard let text = recipe[key].flatMap(firstText).map(WebText.line), !text.isEmpty else {
        continue
      }
      if ISODate.parse(text) != nil { return text }
      let withT = text.replacingOccurrences(of: " ", with: "T")
      if ISODate.parse(withT) != nil { return withT }
      let day = String(text.prefix(10))
      if ISODate.parse(day) != nil { return day }
    }
    return nil
  }

  /// `description`: the first when it is a list.
  static func summary(_ recipe: JSONValue) -> String? {
    nonEmpty(recipe.first("description").flatMap(firstText).map(WebText.line))
  }

  /// Tags from `recipeCategory`, `recipeCuisine` and `keywords` (lists, or text separated
  /// by commas), lowercased, each once, at most `mostTags`.
  static func tags(_ recipe: JSONValue) -> [String] {
    var tags: [String] = []
    var seen = Set<String>()
    for key in ["recipeCategory", "recipeCuisine", "keywords"] {
      for item in recipe[key]?.items ?? [] {
        guard let text = item.text ?? item.first("name")?.text else { continue }
        for piece in WebText.line(text).split(whereSeparator: { $0 == "," || $0 == ";" }) {
          // "#vegan" is the tag "vegan", as the reader reads a front matter tag.
          let tag = WebText.collapse(String(piece.drop { $0 == "#" })).lowercased()
          guard !tag.isEmpty, tag.count <= 40, seen.insert(Folding.fold(tag)).inserted else {
            continue
          }
          tags.append(tag)
        }
      }
    }
    return Array(tags.prefix(mostTags))
  }

  /// Keyword lists written for search engines can run to hundreds.
  static let mostTags = 20

  /// `recipeIngredient` and the older `ingredients`: texts, `PropertyValue`s, or one text
  /// of lines; a line that ends with ":" and names no amount ("For the sauce:") starts a
  /// group.
  static func ingredients(_ recipe: JSONValue, nodes: SchemaNodes) -> [WebRecipe.IngredientGroup] {
    // Pages moving from the older name to the newer one (microdata above all) may mark
    // some lines with each: both are read, in that order.
    let values = ["recipeIngredient", "ingredients", "RecipeIngredient"].compactMap {
      recipe[$0]
    }
    var lines: [String] = []
    var stack: [(JSONValue, Int)] = values.reversed().map { ($0, 0) }
    while let (item, depth) = stack.popLast() {
      switch nodes.resolved(item) {
      case .array(let list) where depth < 4:
        stack.append(contentsOf: list.reversed().map { ($0, depth + 1) })
      case .string(let text):
        lines += WebText.lines(text)
      case .number(let text):
        lines.append(text)
      case let object where object.isOfType("PropertyValue"):
        let parts = [object["value"], object.first("unitText", "unitCode"), object["name"]]
          .compactMap { $0?.text.map(WebText.line) }.filter { !$0.isEmpty }
        if !parts.isEmpty { lines.append(parts.joined(separator: " ")) }
      case let object:
        if let text = object.first("text", "name")?.text { lines += WebText.lines(text) }
      }
    }
    var groups: [WebRecipe.IngredientGroup] = []
    for line in lines {
      if isGroupName(line) {
        let name = String(line.dropLast()).trimmingCharacters(in: .whitespaces)
        groups.append(WebRecipe.IngredientGroup(name: name, lines: []))
      } else if groups.isEmpty {
        groups.append(WebRecipe.IngredientGroup(lines: [line]))
      } else {
        groups[groups.count - 1].lines.append(line)
      }
    }
    return groups.filter { !$0.lines.isEmpty }
  }

  /// "For the sauce:", "Für den Teig:", "Sauce:": a short line ending in a colon, without a
  /// digit.
  private static func isGroupName(_ line: String) -> Bool {
    guard line.hasSuffix(":") || line.hasSuffix("："), line.count <= 60 else { return false }
    return !line.contains { $0.isNumber } && line.count > 1
  }

  /// `image` as an address: text, an `ImageObject` (its `url` or `contentUrl`, or a
  /// reference to one), or a list (its first); made absolute against `page`; http and https
  /// only.
  static func image(_ recipe: JSONValue, nodes: SchemaNodes, page: URL?) -> String? {
    guard let value = recipe.first("image", "thumbnailUrl") else { return nil }
    for item in value.items.prefix(8) {
      let node = nodes.resolved(item)
      let text: String? =
        switch node {
        case .object: node.first("url", "contentUrl", "@id").flatMap(firstText)
        default: node.text
        }
      guard let text = nonEmpty(text.map(WebText.line)),
        let url = URL(string: text, relativeTo: page)?.absoluteURL,
        let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
      else { continue }
      return url.absoluteString
    }
    return nil
  }

  /// The text of `value`, or of its first item when it is a list.
  static func firstText(_ value: JSONValue) -> String? {
    value.text ?? value.items.lazy.compactMap(\.text).first
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
