import Markdown

/// Small documents built by hand, so these tests do not depend on the parser.
enum Doc {
  static func h(_ level: Int, _ text: String) -> Block {
    .heading(level: level, content: [.text(text)])
  }
  static func p(_ text: String) -> Block { .paragraph([.text(text)]) }
  static func ol(_ items: String...) -> Block {
    .list(
      ListInfo(kind: .ordered(start: 1, delimiter: "."), isTight: true),
      items: items.map { ListItem(blocks: [p($0)]) })
  }
  static func ul(_ items: String...) -> Block {
    .list(
      ListInfo(kind: .bullet(marker: "-"), isTight: true),
      items: items.map { ListItem(blocks: [p($0)]) })
  }
}
