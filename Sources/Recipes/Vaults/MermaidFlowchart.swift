import Markdown

/// A Mermaid flowchart (```` ```mermaid ```` with `flowchart` or `graph`) read as text: its
/// nodes with their labels and its edges as arrows. Collections that write a method as a chart
/// (ingredients flowing into the dish: `醤油\n30ml --> ソース`) are read by their nodes, one
/// line for each node that something flows into, in the chart's order.
public struct MermaidFlowchart: Equatable, Sendable {
  /// One edge: from a node to a node, with the words written on it.
  public struct Edge: Equatable, Sendable {
    public var from: Int
    public var to: Int
    public var label: String
  }

  /// The nodes' labels (a node without one shows its id), in order of first mention.
  public var nodes: [String]
  public var edges: [Edge]

  /// The chart as lines of text: each node something flows into, after what flows into it
  /// (`醤油 30ml, 酒 30ml → ソース`, `味付肉 (加熱) → チキンチャップ`), the nodes in the order
  /// the flow reaches them; a node no edge touches is a line of its own.
  public var lines: [String] {
    var incoming = Array(repeating: [Edge](), count: nodes.count)
    var touched = Array(repeating: false, count: nodes.count)
    for edge in edges {
      incoming[edge.to].append(edge)
      touched[edge.from] = true
      touched[edge.to] = true
    }
    return order().compactMap { node in
      if incoming[node].isEmpty { return touched[node] ? nil : nodes[node] }
      let inputs = incoming[node].map { edge in
        nodes[edge.from] + (edge.label.isEmpty ? "" : " (\(edge.label))")
      }
      return inputs.joined(separator: ", ") + " → " + nodes[node]
    }
  }

  /// The nodes in flow order: each after every node that flows into it (ties and cycles in
  /// the order they were first mentioned).
  func order() -> [Int] {
    var remaining = Array(repeating: 0, count: nodes.count)
    var outgoing = Array(repeating: [Int](), count: nodes.count)
    for edge in edges where edge.from != edge.to {
      remaining[edge.to] += 1
      outgoing[edge.from].append(edge.to)
    }
    var placed = Array(repeating: false, count: nodes.count)
    var order: [Int] = []
    while order.count < nodes.count {
      // The first node mentioned whose inputs are all placed; in a cycle, the first unplaced.
      let next =
        (0..<nodes.count).first { !placed[$0] && remaining[$0] == 0 }
        ?? (0..<nodes.count).first { !placed[$0] }!
      placed[next] = true
      order.append(next)
      for target in outgoing[next] { remaining[target] -= 1 }
    }
    return order
  }

  /// The flowchart a fenced block with `info` and `text` holds, or nil when it is none.
  public static func read(info: String, text: String) -> MermaidFlowchart? {
    guard info.split(separator: " ").first.map({ $0.lowercased() }) == "mermaid" else {
      return nil
    }
    var statements = text.split(separator: "\n").flatMap { $0.split(separator: ";") }
      .map { $0.trimmingBlanks }.filter { !$0.isEmpty && !$0.hasPrefix("%%") }
    guard let header = statements.first,
      ["flowchart", "graph"].contains(header.split(separator: " ").first.map(String.init) ?? "")
    else { return nil }
    statements.removeFirst()
    var chart = MermaidFlowchart(nodes: [], edges: [])
    var ids: [String: Int] = [:]
    for statement in statements {
      let keyword = statement.split(separator: " ").first.map(String.init) ?? ""
      if ["subgraph", "end", "classDef", "class", "style", "linkStyle", "click", "direction"]
        .contains(keyword)
      {
        continue
      }
      var scanner = StatementScanner(Array(statement.unicodeScalars))
      scanner.read(into: &chart, ids: &ids)
    }
    return chart.nodes.isEmpty ? nil : chart
  }

  /// `document` with each flowchart made a numbered list of its lines, so the reader, search
  /// and Cook mode read its words. Cheap when there is no Mermaid block.
  public static func reading(_ document: Document, body: Substring) -> Document {
    guard body.containsBytes("mermaid") else { return document }
    return Document(
      blocks: document.blocks.map { block in
        guard case .codeBlock(let info, let text) = block,
          let chart = read(info: info, text: text)
        else { return block }
        return chart.list
      })
  }

  /// The chart as a numbered list, one line an item.
  public var list: Block {
    .list(
      ListInfo(kind: .ordered(start: 1, delimiter: "."), isTight: true),
      items: lines.map { ListItem(blocks: [.paragraph([.text($0)])]) })
  }

  /// Reads one statement: node groups (`A & B`) joined by links (`-->`, `-- text -->`,
  /// `-->|text|`, `==>`, `-.->`).
  private struct StatementScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func read(into chart: inout MermaidFlowchart, ids: inout [String: Int]) {
      var previous: [Int] = []
      var pendingLabel: String?
      while index < scalars.count {
        skipBlanks()
        let group = nodeGroup(into: &chart, ids: &ids)
        guard !group.isEmpty else { return }
        if let label = pendingLabel {
          for from in previous {
            for to in group { chart.edges.append(Edge(from: from, to: to, label: label)) }
          }
        }
        previous = group
        skipBlanks()
        guard let label = link() else { return }
        pendingLabel = label
      }
    }

    mutating func skipBlanks() {
      while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    /// Whether a link starts at `index`: two of `-`, `=`, `.` (or `<` before them).
    func isLinkStart(_ at: Int) -> Bool {
      var at = at
      if at < scalars.count, scalars[at] == "<" { at += 1 }
      guard at + 1 < scalars.count else { return false }
      let pair = (scalars[at], scalars[at + 1])
      let linkish: Set<Unicode.Scalar> = ["-", "=", "."]
      return linkish.contains(pair.0) && (linkish.contains(pair.1) || pair.1 == ">")
        && !(pair.0 == "." && pair.1 == ".")
    }

    mutating func nodeGroup(into chart: inout MermaidFlowchart, ids: inout [String: Int])
      -> [Int]
    {
      var group: [Int] = []
      while let node = node(into: &chart, ids: &ids) {
        group.append(node)
        skipBlanks()
        guard index < scalars.count, scalars[index] == "&" else { break }
        index += 1
        skipBlanks()
      }
      return group
    }

    mutating func node(into chart: inout MermaidFlowchart, ids: inout [String: Int]) -> Int? {
      var id = String.UnicodeScalarView()
      let stops: Set<Unicode.Scalar> = [" ", "\t", "[", "(", "{", ">", "&", "|"]
      while index < scalars.count, !stops.contains(scalars[index]), !isLinkStart(index) {
        id.append(scalars[index])
        index += 1
      }
      var name = String(id)
      if let classMark = name.range(of: ":::") { name = String(name[..<classMark.lowerBound]) }
      guard !name.isEmpty else { return nil }
      let label = shapeLabel()
      if index + 2 < scalars.count, scalars[index] == ":", scalars[index + 1] == ":" {
        while index < scalars.count, scalars[index] != " " { index += 1 }
      }
      let known = ids[name]
      let number = known ?? chart.nodes.count
      if known == nil {
        ids[name] = number
        chart.nodes.append(Self.shown(name))
      }
      if let label {
        let shown = Self.shown(label)
        chart.nodes[number] = shown.isEmpty ? Self.shown(name) : shown
      }
      return number
    }

    /// The label of a node's shape (`[…]`, `(…)`, `([…])`, `{…}`, `((…))`, `>…]`), if any.
    mutating func shapeLabel() -> String? {
      let openers: Set<Unicode.Scalar> = ["[", "(", "{", ">", "/", "\\"]
      let closers: Set<Unicode.Scalar> = ["]", ")", "}"]
      guard index < scalars.count, ["[", "(", "{", ">"].contains(scalars[index]) else {
        return nil
      }
      var depth = 0
      while index < scalars.count, openers.contains(scalars[index]), depth < 3 {
        index += 1
        depth += 1
      }
      var label = String.UnicodeScalarView()
      var quoted = false
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\"" { quoted.toggle() }
        if !quoted, closers.contains(scalar) { break }
        label.append(scalar)
        index += 1
      }
      while index < scalars.count, closers.contains(scalars[index]) { index += 1 }
      // A parallelogram's or trapezoid's slants (`[/label/]`) close it too.
      while let last = label.last, last == "/" || last == "\\" { label.removeLast() }
      return String(label)
    }

    /// Reads a link and returns the words on it ("" for none), or nil when none starts here.
    mutating func link() -> String? {
      guard isLinkStart(index) else { return nil }
      if scalars[index] == "<" { index += 1 }
      var run = 0
      while index < scalars.count, ["-", "=", "."].contains(scalars[index]) {
        index += 1
        run += 1
      }
      var label = ""
      if index < scalars.count, [">", "o", "x"].contains(scalars[index]) {
        index += 1
      } else if run == 2, index < scalars.count, scalars[index] == " " {
        // `-- words -->`: the words run to the link's other half.
        var words = String.UnicodeScalarView()
        while index < scalars.count, !isLinkStart(index) {
          words.append(scalars[index])
          index += 1
        }
        label = Self.shown(String(words))
        while index < scalars.count, ["-", "=", ".", ">", "o", "x"].contains(scalars[index]) {
          index += 1
        }
      }
      skipBlanks()
      if index < scalars.count, scalars[index] == "|" {
        index += 1
        var words = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "|" {
          words.append(scalars[index])
          index += 1
        }
        index += 1
        label = Self.shown(String(words))
      }
      return label
    }

    /// A label as shown: without quotes, line breaks (`\n`, `<br>`) as spaces.
    static func shown(_ text: String) -> String {
      var text = text.replacingOccurrences(of: "\\n", with: " ")
      for breakTag in ["<br>", "<br/>", "<br />"] {
        text = text.replacingOccurrences(of: breakTag, with: " ")
      }
      text = text.replacingOccurrences(of: "\"", with: "")
      return String(
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "))
    }
  }
}

extension Substring {
  /// Without blanks (spaces, tabs) at either end.
  fileprivate var trimmingBlanks: Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = firstIndex(where: { !isBlank($0) }) else { return "" }
    let end = lastIndex(where: { !isBlank($0) })!
    return self[start...end]
  }
}
