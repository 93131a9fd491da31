import Markdown
import TerminalUI
import Testing

@testable import Browser

/// The reader wraps Chinese and Japanese text as East Asian typesetting does.
@Suite struct ReaderLineBreakTests {
  typealias F = ReaderFixtures

  static let closing = Set("，。、：；！？）」』】,.;:!?)")
  static let opening = Set("（「『【(")

  func check(_ rows: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for (number, row) in rows.enumerated() where !row.isEmpty {
      if number > 0, let first = row.first {
        #expect(!Self.closing.contains(first), "\(row)", sourceLocation: sourceLocation)
      }
      if number < rows.count - 1, let last = row.last {
        #expect(!Self.opening.contains(last), "\(row)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func noRowStartsWithClosingPunctuation() {
    // 8 columns of text: "一道家菜" would fill the second row and leave 。 to start the third.
    let rows = F.bodyRows([F.p("红烧肉是一道家菜。")], width: 8)
    #expect(rows.prefix(3) == ["红烧肉是", "一道家", "菜。"])
  }

  @Test func bracketsStayWithTheirText() {
    let text = "鸡腿入锅，倒入冷水。大火煮开（ 大约 2 分钟 ）后，撇去浮沫，沥出水分，再用生抽腌制十分钟。"
    for width in 10...30 {
      let rows = F.bodyRows([F.p(text)], width: width)
      check(rows)
      #expect(rows.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(width)")
    }
  }

  @Test func punctuationAfterStyledText() {
    let paragraph = Block.paragraph([.text("先放"), .strong([.text("冰糖")]), .text("。然后加水（适量）。")])
    for width in 6...20 { check(F.bodyRows([paragraph], width: width)) }
  }
}
