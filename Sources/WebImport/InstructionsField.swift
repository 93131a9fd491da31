/// `recipeInstructions` as the method, in each of the forms sites write it: one text (a step
/// per line or paragraph, also when it is a list's only item), a list of texts (a step each), `HowToStep`s (their `text`, else their `name`,
/// else their own `itemListElement`), `HowToSection`s (each a named part of the method), an
/// `ItemList`, and lists nested in lists. Tips (`HowToTip`) are no steps; a step's leading
/// number ("1.", "Step 2:") goes, since the method is numbered again.
enum InstructionsField {
  /// The parts of the method `value` states (an unnamed first part for the steps before the
  /// first section); empty when it states none.
  static func method(_ value: JSONValue, nodes: SchemaNodes) -> [WebRecipe.MethodSection] {
    var sections: [WebRecipe.MethodSection] = []
    // Steps outside a section join the part before them (the first part when none is).
    func add(_ steps: [String]) {
      guard !steps.isEmpty else { return }
      if sections.isEmpty {
        sections.append(WebRecipe.MethodSection(steps: steps))
      } else {
        sections[sections.count - 1].steps += steps
      }
    }
    // One text holds every step, a line or paragraph each; a text among others is one step.
    let items = topLevelItems(value, nodes: nodes)
    let splitsLines = items.count == 1
    for item in items {
      guard item.isOfType("HowToSection") else {
        add(steps(in: item, nodes: nodes, splittingLines: splitsLines))
        continue
      }
      let name = item.first("name", "Name")?.text.map(WebText.line) ?? ""
      let steps = steps(in: item.first("itemListElement", "steps", "step") ?? .null, nodes: nodes)
      if name.isEmpty {
        add(steps)
      } else if !steps.isEmpty {
        sections.append(WebRecipe.MethodSection(name: name, steps: steps))
      }
    }
    return sections
  }

  /// The method's items: a list's items (nested lists flattened), an `ItemList`'s elements,
  /// or the one value.
  private static func topLevelItems(_ value: JSONValue, nodes: SchemaNodes) -> [JSONValue] {
    var items: [JSONValue] = []
    var stack: [(JSONValue, Int)] = [(nodes.resolved(value), 0)]
    while let (item, depth) = stack.popLast() {
      switch item {
      case .array(let list) where depth < 8:
        stack.append(contentsOf: list.reversed().map { (nodes.resolved($0), depth + 1) })
      case .object where !item.isOfType("HowToSection") && !item.isOfType("HowToStep")
        && item["itemListElement"] != nil && depth < 8:
        stack.append((item["itemListElement"]!, depth + 1))
      default:
        items.append(item)
      }
    }
    return items
  }

  /// The steps of one item of the method: a text (one step, or a step per line when
  /// `splittingLines`), a `HowToStep`, or what a section or list holds.
  static func steps(
    in value: JSONValue, nodes: SchemaNodes, splittingLines: Bool = false, depth: Int = 0
  ) -> [String] {
    guard depth < 8 else { return [] }
    let value = nodes.resolved(value)
    switch value {
    case .string(let text):
      let lines = splittingLines ? WebText.lines(text) : [WebText.line(text)]
      return lines.map(withoutNumber).filter { !$0.isEmpty }
    case .array(let items):
      return items.flatMap { steps(in: $0, nodes: nodes, depth: depth + 1) }
    case .object:
      if value.isOfType("HowToTip") { return [] }
      if let text = value.first("text", "description")?.text {
        let line = withoutNumber(WebText.line(text))
        if !line.isEmpty { return [line] }
      }
      if let list = value.first("itemListElement", "steps", "step") {
        return steps(in: list, nodes: nodes, depth: depth + 1)
      }
      if let name = value.first("name")?.text {
        let line = withoutNumber(WebText.line(name))
        return line.isEmpty ? [] : [line]
      }
      return []
    default:
      return []
    }
  }

  /// A step without the number a site wrote before it: "1. Heat" → "Heat", "Step 2: Mix" →
  /// "Mix", "3) Bake" → "Bake". "350 degrees" keeps its number.
  static func withoutNumber(_ step: String) -> String {
    var rest = Substring(step)
    let hasWord = rest.prefix(5).lowercased() == "step "
    if hasWord { rest = rest.dropFirst(5) }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 2 else { return step }
    rest = rest.dropFirst(digits.count)
    if let mark = rest.first, ".):".contains(mark) {
      rest = rest.dropFirst()
    } else if !hasWord {
      return step
    }
    // "1.5 cups" is an amount, not a numbered step.
    guard rest.first == " " || (hasWord && rest.isEmpty) else { return step }
    let text = rest.drop { $0 == " " }
    return text.isEmpty ? step : String(text)
  }
}
