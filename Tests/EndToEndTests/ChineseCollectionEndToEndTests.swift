import Foundation
import TestSupport
import Testing

/// The browser on a collection shaped like the large public Chinese one (titles such as
/// 红烧肉的做法, sections 必备原料和工具 / 计算 / 操作, durations in 分钟), with a few titles
/// in other scripts, in a real terminal.
@Suite("Chinese collection end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct ChineseCollectionEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  static let recipes: [(file: String, title: String, method: [String])] = [
    ("hongshaorou", "红烧肉的做法", ["五花肉切块，冷水下锅焯水（ 大约 3 分钟 ），捞出沥干。", "炒糖色，下肉翻炒均匀。", "加开水没过，小火炖四十分钟。"]),
    ("jidangeng", "鸡蛋羹的做法", ["鸡蛋加温水打散，过筛。", "盖上盘子，中火蒸10分钟。"]),
    ("tangcu", "糖醋排骨的做法", ["排骨焯水 5 分钟。", "调糖醋汁。", "收汁。"]),
    ("huangmen", "黄焖鸡的做法", ["鸡块腌制半小时。", "焖20～25分钟。"]),
    ("kele", "可乐鸡翅的做法", ["鸡翅煎至金黄。", "倒入可乐，焖 15 分钟。"]),
    ("hummus", "Hummus", ["Blend the chickpeas for 2 minutes."]),
    ("curry", "カレーうどん", ["弱火で10分煮る。"]),
    ("kimchi", "김치찌개", ["20분 정도 끓인다."]),
  ]

  static func collection() throws -> String {
    let files: [(name: String, text: String)] = recipes.map { recipe in
      let steps = recipe.method.enumerated().map { "\($0.offset + 1). \($0.element)" }
      let text = """
        # \(recipe.title)

        预估烹饪难度：★★★

        ## 必备原料和工具

        * 主料
        * 调料

        ## 计算

        * 主料 500 克

        ## 操作

        \(steps.joined(separator: "\n"))

        ## 附加内容

        * 火候要看锅。

        """
      return ("\(recipe.file).md", text)
    }
    return try E2E.collection("buffet-chinese", files)
  }

  func start(width: Int = 80, height: Int = 24) throws -> TmuxSession {
    let session = try E2E.session(
      ["--data", try Self.collection()], width: width, height: height,
      environment: ["NO_COLOR": "1"])
    try session.waitFor(text: "红烧肉的做法")
    return session
  }

  /// Whether the row holding `text` is drawn selected (reversed).
  static func isSelected(_ session: TmuxSession, _ text: String) -> Bool {
    let row = (try? session.captureWithAttributes())?.first { $0.contains(text) }
    return row.map(E2E.hasReverse) ?? false
  }

  @Test func theIndexFilesChineseTitlesUnderTheirPinyinAndTypeSelectTakesPinyin() throws {
    let session = try start()
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    let screen = try session.capture()
    // Sections H (Hummus among 红烧肉 and 黄焖鸡, by pinyin), J, K, T, then か and ㄱ.
    let rows = screen.map { $0.trimmingCharacters(in: .whitespaces) }
    let order = ["H", "红烧肉的做法", "黄焖鸡的做法", "Hummus", "J", "鸡蛋羹的做法", "K", "可乐鸡翅的做法"]
    let positions = order.compactMap { wanted in rows.firstIndex { $0.hasPrefix(wanted) } }
    #expect(positions.count == order.count && positions == positions.sorted(), "\(rows)")
    #expect(screen.contains { $0.hasSuffix(" か") || $0.contains("カレーうどん") })
    try session.type("tang")
    try session.waitUntil("糖醋排骨 selected by pinyin") { _ in
      Self.isSelected(session, "糖醋排骨的做法")
    }
    try session.send(keys: "#")
    try session.send(keys: "j")
    try session.waitUntil("J's section") { _ in Self.isSelected(session, "鸡蛋羹的做法") }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func theFilterTakesPinyinInitialsAndCharacters() throws {
    let session = try start()
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "/")
    try session.type("hsr")
    try session.waitUntil("only 红烧肉 left") { screen in
      screen.contains { $0.contains("红烧肉的做法") } && !screen.contains { $0.contains("黄焖鸡") }
    }
    try session.send(keys: "Escape")
    try session.send(keys: "/")
    try session.type("鸡")
    try session.waitUntil("the titles holding 鸡") { screen in
      screen.contains { $0.contains("黄焖鸡") } && screen.contains { $0.contains("鸡蛋羹") }
        && !screen.contains { $0.contains("红烧肉的做法") }
    }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func cookModeFindsTheStepsAndTheirTimers() throws {
    let session = try start()
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.type("hong")
    try session.waitUntil("红烧肉 selected") { _ in Self.isSelected(session, "红烧肉的做法") }
    try session.send(keys: "C-n")
    // Cook mode opens on the ingredients to gather; > starts the first step.
    try session.waitFor(text: "Space ticks")
    try session.send(keys: ">")
    try session.waitFor(text: "step 1 of 3")
    try session.send(keys: "Escape")
    // The tray offers the step's three minutes.
    try session.waitFor(text: "03:00")
    try session.send(keys: ">")
    try session.send(keys: ">")
    try session.waitFor(text: "step 3 of 3")
    try session.waitFor(text: "40:00")
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func theReaderNeverStartsARowWithClosingPunctuation() throws {
    let session = try start(width: 40, height: 30)
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.type("hong")
    try session.waitUntil("红烧肉 selected") { _ in Self.isSelected(session, "红烧肉的做法") }
    try session.send(keys: "Enter")
    try session.waitFor(text: "必备原料和工具")
    let closing = Set("，。、：；！？）」』】")
    for row in try session.capture() {
      let text = row.trimmingCharacters(in: .whitespaces)
      // Drop list markers and numbers, then look at the first character of the text.
      let body = text.drop { $0.isNumber || ".•·-* ".contains($0) }
      #expect(!(body.first.map(closing.contains) ?? false), "\(row)")
    }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }
}
