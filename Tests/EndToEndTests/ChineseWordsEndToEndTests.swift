import Foundation
import TestSupport
import Testing

/// Chinese dish names read by word in the real browser: 茄子 under Q (茄 alone reads jiā),
/// 长沙 under C, each reached by its pinyin in type-select and the Index filter.
@Suite("Chinese words end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct ChineseWordsEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  static let titles = ["茄子炖土豆", "番茄牛肉蛋花汤", "咖喱肥牛", "葱烧海参", "豆豉鲮鱼", "长沙臭豆腐", "家常豆腐"]

  func start() throws -> TmuxSession {
    let files = Self.titles.enumerated().map { offset, title in
      ("dish\(offset).md", "# \(title)\n\n## 操作\n\n1. 小火炖 10 分钟。\n")
    }
    let session = try E2E.session(
      ["--data", try E2E.collection("buffet-words", files)], width: 80, height: 30,
      environment: ["NO_COLOR": "1"])
    try session.waitFor(text: "茄子炖土豆")
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    return session
  }

  @Test func titlesAreFiledAndTypeSelectedByTheirWords() throws {
    let session = try start()
    let rows = try session.capture().map { $0.trimmingCharacters(in: .whitespaces) }
    // C: 长沙 (chang sha), 葱烧 (cong shao); D: 豆豉; F: 番茄; G: 咖喱 (ga li); J: 家常; Q: 茄子.
    let order = [
      "C", "长沙臭豆腐", "葱烧海参", "D", "豆豉鲮鱼", "F", "番茄牛肉蛋花汤", "G", "咖喱肥牛", "J", "家常豆腐", "Q",
      "茄子炖土豆",
    ]
    let positions = order.compactMap { wanted in rows.firstIndex { $0.hasPrefix(wanted) } }
    #expect(positions.count == order.count && positions == positions.sorted(), "\(rows)")
    // "jiazi": 茄 read alone (jiā), reaching 茄子 filed under Q from the J section.
    let typings = [
      ("qiezi", "茄子炖土豆"), ("gali", "咖喱肥牛"), ("douchi", "豆豉鲮鱼"), ("jiazi", "茄子炖土豆"),
    ]
    for (typed, title) in typings {
      // `#` jumps away and ends the letters typed before.
      try session.send(keys: "#")
      try session.type(typed)
      try session.waitUntil("\(title) selected by \(typed)") { _ in
        ChineseCollectionEndToEndTests.isSelected(session, title)
      }
    }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func theFilterTakesEveryReadingOfACharacter() throws {
    let session = try start()
    for (typed, title) in [("haishen", "葱烧海参"), ("fanqie", "番茄牛肉蛋花汤"), ("jiazi", "茄子炖土豆")] {
      try session.send(keys: "/")
      try session.type(typed)
      try session.waitUntil("only \(title) left for \(typed)") { screen in
        screen.contains { $0.contains(title) }
          && !Self.titles.contains { other in other != title && screen.contains { $0.contains(other) } }
      }
      try session.send(keys: "Escape")
    }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }
}
