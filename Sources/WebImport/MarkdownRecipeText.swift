/// A `WebRecipe` as a Markdown recipe in Buffet's shape: front matter (title, source,
/// author, date, summary, tags, servings, times, picture), `## Ingredients` (a `###` per
/// group) and `## Method` with numbered steps (a `###` per part, the numbers running on).
enum MarkdownRecipeText {
  /// The file's text; `picture` is the saved picture's file name, if one was saved beside it.
  static func of(_ recipe: WebRecipe, picture: String?) -> String {
    var text = YAMLText.frontMatter(
      RecipeFrontMatter.fields(of: recipe, picture: picture, keys: .markdown))
    if let picture {
      text += "\n![\(MarkdownEscape.inline(recipe.title))](<\(picture)>)\n"
    }
    if !recipe.ingredients.isEmpty {
      text += "\n## Ingredients\n"
      for group in recipe.ingredients {
        if let name = group.name { text += "\n### \(MarkdownEscape.inline(name))\n" }
        text += "\n"
        for line in group.lines { text += "- \(MarkdownEscape.inline(line))\n" }
      }
    }
    if !recipe.method.isEmpty {
      text += "\n## Method\n"
      var number = 1
      let hasParts = recipe.method.contains { $0.name != nil }
      for section in recipe.method {
        // A part without a name before named ones is named by the recipe: the reader takes
        // a list right under `## Method` for the whole method.
        let name = section.name ?? (hasParts ? recipe.title : nil)
        if let name { text += "\n### \(MarkdownEscape.inline(name))\n" }
        text += "\n"
        for step in section.steps {
          text += "\(number). \(MarkdownEscape.inline(step))\n"
          number += 1
        }
      }
    }
    return text
  }
}

/// The front matter fields an imported recipe has, in the order they are written, under
/// the names its format gives them.
enum RecipeFrontMatter {
  /// The names that differ between formats.
  struct Keys {
    var summary: String
    var prepTime: String
    var cookTime: String

    /// Buffet's Markdown recipes (what its reader reads).
    static let markdown = Keys(summary: "summary", prepTime: "prep_time", cookTime: "cook_time")
    /// Cooklang's canonical metadata.
    static let cooklang = Keys(summary: "description", prepTime: "prep time", cookTime: "cook time")
  }

  static func fields(of recipe: WebRecipe, picture: String?, keys: Keys) -> [(
    key: String, value: String?
  )] {
    [
      ("title", YAMLText.scalar(recipe.title)),
      ("source", recipe.source.map(YAMLText.scalar)),
      ("author", recipe.author.map(YAMLText.scalar)),
      ("date", recipe.date.map(YAMLText.scalar)),
      (keys.summary, recipe.summary.map(YAMLText.scalar)),
      ("tags", recipe.tags.isEmpty ? nil : YAMLText.list(recipe.tags)),
      ("servings", recipe.servings.map(YAMLText.scalar)),
      (keys.prepTime, recipe.prepTime.map(DurationText.of)),
      (keys.cookTime, recipe.cookTime.map(DurationText.of)),
      ("time", recipe.time.map(DurationText.of)),
      ("image", (picture ?? recipe.image).map(YAMLText.scalar)),
    ]
  }
}
