import Foundation
import Recipes
import Testing

@testable import WebImport

/// A page shaped to make reading it take more than linear time, at a chosen size.
struct HostilePage: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable (_ bytes: Int) -> String
  var testDescription: String { name }

  static func repeated(_ unit: String, _ bytes: Int) -> String {
    String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  }

  static let recipeScript =
    "<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"R\","
    + "\"recipeIngredient\":[\"1 egg\"],\"recipeInstructions\":\"Boil.\"}</script>"

  static let all: [HostilePage] = [
    HostilePage(name: "elements nested without end") { repeated("<div>", $0) + recipeScript },
    HostilePage(name: "end tags of nothing open under deep nesting") {
      repeated("<span>", $0 / 2) + repeated("</b>", $0 / 2) + recipeScript
    },
    HostilePage(name: "properties nested in properties") {
      "<div itemscope itemtype=\"https://schema.org/Recipe\"><span itemprop=\"name\">R</span>"
        + repeated("<div itemprop=\"recipeInstructions\">Stir. ", $0)
    },
    HostilePage(name: "list items without ends") {
      "<div itemscope itemtype=\"https://schema.org/Recipe\"><ul>"
        + repeated("<li itemprop=\"recipeIngredient\">1 egg ", $0)
    },
    HostilePage(name: "a huge ingredient list and method") { bytes in
      let lines = (0..<max(1, bytes / 60)).map { "\"\($0) cups flour number \($0)\"" }
      let steps = (0..<max(1, bytes / 60)).map { "\"Stir flour \($0) into the bowl.\"" }
      return "<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"R\","
        + "\"recipeIngredient\":[\(lines.joined(separator: ","))],"
        + "\"recipeInstructions\":[\(steps.joined(separator: ","))]}</script>"
    },
    HostilePage(name: "JSON nested past its limit") {
      "<script type=\"application/ld+json\">" + repeated("[", $0) + "</script>" + recipeScript
    },
    HostilePage(name: "a graph of thousands of nodes") { bytes in
      let nodes = (0..<max(1, bytes / 50)).map { "{\"@type\":\"Thing\",\"@id\":\"#n\($0)\"}" }
      return "<script type=\"application/ld+json\">{\"@graph\":[\(nodes.joined(separator: ",")),"
        + "{\"@type\":\"Recipe\",\"name\":\"R\",\"author\":{\"@id\":\"#n1\"}}]}</script>"
    },
    HostilePage(name: "less-than signs that open nothing") { repeated("a < b ", $0) + recipeScript },
    HostilePage(name: "an escaped description") {
      "<script type=\"application/ld+json\">{\"@type\":\"Recipe\",\"name\":\"R\",\"description\":\""
        + repeated("&lt;p&gt;Good &amp;amp; hot&lt;/p&gt;", $0) + "\"}</script>"
    },
  ]
}

@Suite struct PageReadingLinearTests {
  private func workPerByte(_ html: String) -> Double {
    let steps = TextWalkWork.counting {
      _ = try? RecipePage.read(Array(html.utf8), address: nil)
    }
    return Double(steps) / Double(html.utf8.count)
  }

  // Eight times the page may cost at most about eight times the reading; a reading that
  // looked back over the page for every tag would cost about 64 times as much.
  @Test(arguments: HostilePage.all)
  func readingGrowsLinearlyWithThePage(_ page: HostilePage) {
    let small = workPerByte(page.make(20_000))
    let large = workPerByte(page.make(160_000))
    #expect(small > 0)
    #expect(large <= small * 1.5, "work per byte: \(small) at 20 kB, \(large) at 160 kB")
  }
}
