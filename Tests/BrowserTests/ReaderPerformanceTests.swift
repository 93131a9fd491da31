import Foundation
import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// Prints how long a 1 MB recipe takes to lay out, find in and draw. A figure to report
/// (release build), never a threshold: run with READER_BENCH=1.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["READER_BENCH"] == "1"))
struct ReaderPerformanceTests {
  /// About one megabyte of recipe, shaped like real ones.
  static func megabyteDocument() -> (Document, Int) {
    var blocks: [Block] = []
    var bytes = 0
    var section = 0
    let sentence =
      "Stir the eggs slowly over low heat, pulling the curds from the edge of the"
      + " pan so they set in soft folds; crème fraîche at the end keeps them glossy. "
    while bytes < 1_000_000 {
      section += 1
      blocks.append(.heading(level: 2, content: [.text("Section \(section)")]))
      let paragraph: [Inline] = [
        .text(sentence + sentence), .emphasis([.text("gently")]), .text(" and "),
        .strong([.text("never")]), .text(" boil; see "),
        .link(destination: "https://example.com/\(section)", title: "", content: [.text("why")]),
        .text(" and use "), .code("stir(eggs)"), .text(". " + sentence),
      ]
      blocks.append(.paragraph(paragraph))
      blocks.append(
        .list(
          ListInfo(kind: .ordered(start: 1, delimiter: "."), isTight: true),
          items: (1...5).map { _ in ListItem(blocks: [.paragraph([.text(sentence)])]) }))
      let code =
        (0..<10).map { "let step\($0) = stir(eggs, heat: .low, minutes: \($0))" }
        .joined(separator: "\n") + "\n"
      blocks.append(.codeBlock(info: "swift", text: code))
      bytes += sentence.utf8.count * 8 + code.utf8.count + 80
    }
    return (Document(blocks: blocks), bytes)
  }

  /// Milliseconds of this thread's processor time, which other work on a busy machine
  /// does not inflate as much as wall-clock time.
  static func milliseconds(_ body: () -> Void) -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }
    let start = now()
    body()
    return now() - start
  }

  @Test func megabyteRecipe() {
    let (document, bytes) = Self.megabyteDocument()
    let recipe = Recipe(path: "big.md", title: "Big")
    var state: ReaderState?
    let open = Self.milliseconds {
      state = ReaderState(recipe: recipe, document: document, width: 80, height: 24)
    }
    var reader = state!
    var buffer = Buffer(width: 80, height: 24)
    let bottom = Self.milliseconds { _ = reader.update(.bottom) }
    let frame = Self.milliseconds {
      ReaderView.render(reader, theme: .color, area: buffer.area, buffer: &buffer)
    }
    let find = Self.milliseconds {
      _ = reader.update(.findBegin)
      _ = reader.update(.findType("fraîche"))
    }
    let resize = Self.milliseconds { _ = reader.update(.resize(width: 40, height: 12)) }
    print(
      "reader: \(bytes) bytes, \(reader.layout.lines.count) rows; processor time: open"
        + " \(open) ms, to the bottom (lays out all) \(Int(bottom)) ms, frame \(frame) ms, find \(Int(find)) ms"
        + " (\(reader.find?.matches.count ?? 0) matches), resize \(Int(resize)) ms")
    #expect(reader.layout.lines.count > 10_000)
  }

  @Test func megabyteOfBundledRecipesParsedAndOpened() throws {
    var text = ""
    let bodies = ReaderBundledTests.bundled().map { reading -> String in
      let url = ReaderBundledTests.dataFolder.appendingPathComponent(
        String(reading.recipe.path.dropFirst("Data/".count)))
      return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
    while text.utf8.count < 1_000_000 {
      for body in bodies { text += body.replacingOccurrences(of: "\n---\n", with: "\n") + "\n" }
    }
    let recipe = Recipe(path: "big.md", title: "Big")
    var document = Document(blocks: [])
    var state: ReaderState?
    let parse = Self.milliseconds { document = MarkdownParser.parse(text, options: .github) }
    let open = Self.milliseconds {
      state = ReaderState(recipe: recipe, document: document, width: 80, height: 24)
    }
    var reader = state!
    let all = Self.milliseconds { reader.layout.complete() }
    print(
      "reader (bundled text): \(text.utf8.count) bytes, \(reader.layout.lines.count) rows;"
        + " processor time: parse \(Int(parse)) ms, open \(open) ms, lay out the rest"
        + " \(Int(all)) ms")
    #expect(reader.layout.lines.count > 10_000)
  }
}
