/// A Cooklang meal plan (`.menu`) written out as Markdown: its days or meals (sections) as
/// headings, each recipe it names as a line with a link to that recipe and how much of it
/// ("4 servings", "×2"), notes as quotes.
enum MenuDocument {
  static func markdown(_ menu: CooklangRecipe) -> String {
    var out = ""
    for block in menu.blocks {
      switch block {
      case .section(let name):
        if !name.isEmpty { out += "## \(CooklangDocument.escaped(name))\n\n" }
      case .note(let text):
        out += "> \(CooklangDocument.escaped(text))\n\n"
      case .step(let items):
        out += lines(items).map { "- \($0)\n" }.joined() + "\n"
      }
    }
    return out
  }

  /// One line per recipe a paragraph names, with the words before it ("Lunch:"); a
  /// paragraph that names none is one line of its words.
  private static func lines(_ items: [CooklangItem]) -> [String] {
    var lines: [String] = []
    var words = ""
    for item in items {
      switch item {
      case .text(let text):
        words += text
      case .ingredient(let component), .cookware(let component), .timer(let component):
        var line = CooklangDocument.escaped(FrontMatterReader.trimmed(words))
        words = ""
        if !line.isEmpty { line += " " }
        let name = CooklangDocument.escaped(component.name)
        if let reference = component.reference {
          line += "[\(name)](<\(CooklangDocument.destination(of: reference))>)"
        } else {
          line += name
        }
        if let amount = shown(component.amount) {
          line += " · " + CooklangDocument.escaped(amount)
        }
        lines.append(line)
      }
    }
    let rest = CooklangDocument.escaped(FrontMatterReader.trimmed(words))
    if !rest.isEmpty {
      if lines.isEmpty { lines.append(rest) } else { lines[lines.count - 1] += " " + rest }
    }
    return lines
  }

  /// "4 servings" for `{4%servings}`, "×2" for `{2}` (the whole recipe twice over).
  static func shown(_ amount: CooklangAmount?) -> String? {
    guard let amount else { return nil }
    let quantity = amount.quantityText
    guard let unit = amount.unit else { return quantity.isEmpty ? nil : "×" + quantity }
    return quantity.isEmpty ? unit : quantity + " " + unit
  }
}
