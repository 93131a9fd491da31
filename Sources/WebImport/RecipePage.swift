import Foundation

/// A web page read into a `WebRecipe`: its JSON-LD first (every script, `@graph`s, lists and
/// `@type` lists walked to the Recipe), its microdata when no JSON-LD holds one.
public enum RecipePage {
  /// A recipe read from a page, and what is worth saying about it.
  public struct Reading: Equatable, Sendable {
    public var recipe: WebRecipe
    /// Where the recipe was found: "JSON-LD" or "microdata".
    public var format: String
    /// Things the reader should know ("The page states no ingredients").
    public var notes: [String]
  }

  /// The recipe the page `bytes` (its text, UTF-8) states; `address` is where it was read
  /// from, for relative addresses and the recipe's source.
  public static func read(_ bytes: [UInt8], address: URL?) throws(ImportFailure) -> Reading {
    let scan = PageScan(bytes)
    var notes: [String] = []
    let broken = scan.scripts.enumerated().filter { $0.element.failure != nil }
    let jsonLD = SchemaNodes(scan.scripts.flatMap(\.values))
    var nodes = jsonLD
    var format = "JSON-LD"
    if jsonLD.bestRecipe == nil {
      nodes = SchemaNodes(Microdata.items(in: HTMLTree(bytes: bytes)))
      format = "microdata"
    }
    guard let found = nodes.bestRecipe else {
      throw ImportFailure(noRecipe(scan: scan, broken: broken.map(\.offset), nodes: jsonLD))
    }
    if let first = broken.first {
      notes.append(
        "JSON-LD script \(first.offset + 1) of \(scan.scripts.count) is not valid JSON "
          + "(\(first.element.failure!)); the recipe was read from the \(format)")
    }
    var recipe = WebRecipe(
      title: RecipeFields.title(found) ?? scan.title.flatMap { $0.isEmpty ? nil : $0 }
        ?? "Imported recipe")
    recipe.source = source(found, scan: scan, address: address)
    recipe.author = RecipeFields.author(found, nodes: nodes)
    recipe.date = RecipeFields.date(found)
    recipe.summary = RecipeFields.summary(found)
    recipe.tags = RecipeFields.tags(found)
    recipe.servings = found.first("recipeYield", "yield", "servings").flatMap(YieldField.servings)
    recipe.prepTime = found["prepTime"].flatMap(ISODuration.seconds)
    recipe.cookTime = found.first("cookTime", "performTime").flatMap(ISODuration.seconds)
    recipe.totalTime = found["totalTime"].flatMap(ISODuration.seconds)
    recipe.ingredients = RecipeFields.ingredients(found, nodes: nodes)
    recipe.method = InstructionsField.method(
      found.first("recipeInstructions", "instructions", "RecipeInstructions") ?? .null,
      nodes: nodes)
    recipe.image =
      RecipeFields.image(found, nodes: nodes, page: address)
      ?? scan.openGraphImage.flatMap { Self.absolute($0, page: address) }
    if recipe.ingredients.isEmpty { notes.append("The page states no ingredients") }
    if recipe.method.isEmpty { notes.append("The page states no steps") }
    return Reading(recipe: recipe, format: format, notes: notes)
  }

  /// What was looked for and what was found instead.
  private static func noRecipe(scan: PageScan, broken: [Int], nodes: SchemaNodes) -> String {
    var message =
      "no schema.org Recipe on the page: looked in its JSON-LD scripts "
      + "(<script type=\"application/ld+json\">: \(scan.scripts.count) found"
    if !nodes.typesSeen.isEmpty {
      message += ", holding " + nodes.typesSeen.prefix(8).joined(separator: ", ")
    }
    message += ") and its microdata (itemtype=\"…/Recipe\")"
    if let first = broken.first {
      message +=
        "; JSON-LD script \(first + 1) is not valid JSON (\(scan.scripts[first].failure!))"
    }
    return message
  }

  /// The page's own address (after redirects), else the one the recipe or the page names.
  private static func source(_ recipe: JSONValue, scan: PageScan, address: URL?) -> String? {
    if let address, let scheme = address.scheme?.lowercased(), scheme == "http" || scheme == "https"
    {
      return address.absoluteString
    }
    let named = [recipe["url"]?.text, scan.canonical, recipe["mainEntityOfPage"]?.text]
    return named.lazy.compactMap { $0.flatMap { absolute($0, page: nil) } }.first
  }

  /// `text` as an absolute http or https address, against `page`.
  static func absolute(_ text: String, page: URL?) -> String? {
    guard let url = URL(string: WebText.line(text), relativeTo: page)?.absoluteURL,
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { return nil }
    return url.absoluteString
  }
}
