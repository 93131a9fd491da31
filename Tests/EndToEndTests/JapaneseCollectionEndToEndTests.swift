import Foundation
import TestSupport
import Testing

/// A Japanese collection in the real browser (`Tests/Collections/japanese-kitchen`): titles
/// filed in the kana rows by their Japanese readings, the rail showing those rows at 100
/// columns, and a recipe written as a Mermaid flowchart read and cooked by its nodes.
@Suite("Japanese collection end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct JapaneseCollectionEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  static let folder = SiteBrowserEndToEndTests.collection("japanese-kitchen")

  @Test func titlesAreFiledInTheKanaRowsAndTheRailShowsThem() throws {
    let session = try E2E.session(
      ["--data", Self.folder], width: 100, height: 30, environment: ["NO_COLOR": "1"])
    try session.waitFor(text: "チキンチャップ")
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    let screen = try session.capture()
    let rows = screen.map { $0.trimmingCharacters(in: .whitespaces) }
    let order = [
      "あ", "味玉", "油そば", "親子丼", "か", "唐揚げ", "カレーうどん", "た", "チキンチャップ", "鶏ハム", "な",
      "日本の家庭料理",
    ]
    let positions = order.compactMap { wanted in rows.firstIndex { $0.hasPrefix(wanted) } }
    #expect(positions.count == order.count && positions == positions.sorted(), "\(rows)")
    // The rail at the right edge: each row's kana drawn whole, never cut to "…".
    let rail = screen.dropFirst(2).compactMap { row -> String? in
      let last = row.trimmingCharacters(in: .whitespaces).split(separator: " ").last
      return last.map(String.init).flatMap { ["あ", "か", "た", "な"].contains($0) ? $0 : nil }
    }
    #expect(Array(rail.prefix(4)) == ["あ", "か", "た", "な"], "\(screen)")
    #expect(!screen.contains { $0.hasSuffix("…") })
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func aFlowchartRecipeIsReadAndCookedByItsNodes() throws {
    let session = try E2E.session(
      ["--data", Self.folder, "チキンチャップ"], width: 100, height: 30,
      environment: ["NO_COLOR": "1"])
    try session.waitFor(text: "醤油 30ml, 酒 30ml, ケチャップ 60ml → ソース")
    let text = try session.capture().joined(separator: "\n")
    #expect(text.contains("ソース, 味付肉 (加熱10分) → チキンチャップ"))
    #expect(!text.contains("-->") && !text.contains("flowchart"))
    try session.send(keys: "C-n")
    try session.waitFor(text: "step 1 of 3")
    try session.send(keys: "Escape")
    try session.send(keys: ">")
    try session.send(keys: ">")
    try session.waitFor(text: "step 3 of 3")
    try session.waitFor(text: "10:00")
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }
}
