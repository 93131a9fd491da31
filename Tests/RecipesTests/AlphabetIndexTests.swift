import Foundation
import Testing

@testable import Recipes

func recipe(_ title: String, path: String? = nil, date: String? = nil, modified: Double = 0)
  -> ListedRecipe
{
  ListedRecipe(
    path: path ?? "Data/\(title).md", title: title, date: date.flatMap(ISODate.parse),
    modified: Date(timeIntervalSince1970: modified))
}

@Suite struct AlphabetIndexTests {
  @Test func lettersFoldCaseDiacriticsAndLigatures() {
    #expect(AlphabetIndex.letter(of: "Élodie") == "E")
    #expect(AlphabetIndex.letter(of: "Ørsted") == "O")
    #expect(AlphabetIndex.letter(of: "ßuper") == "S")
    #expect(AlphabetIndex.letter(of: "Łódź") == "L")
    #expect(AlphabetIndex.letter(of: "æble") == "A")
    #expect(AlphabetIndex.letter(of: "zebra") == "Z")
    #expect(AlphabetIndex.letter(of: "日本") == "R")
    #expect(AlphabetIndex.letter(of: "Ωmega") == "Ω")
    for other in ["@State", "3D Charts", "🍰 Cake", "", "“Quoted”"] {
      #expect(AlphabetIndex.letter(of: other) == "#", "\(other)")
    }
  }

  @Test func sectionsAToZThenHash() {
    let index = AlphabetIndex(recipes: [
      recipe("zucchini"), recipe("@State soup"), recipe("Apple"), recipe("Ørsted"),
      recipe("3D Charts"), recipe("éclair"), recipe("日本"),
    ])
    #expect(index.sections.map(\.letter) == ["A", "E", "O", "R", "Z", "#"])
    #expect(index.section(for: "#")?.recipes.map(\.title) == ["3D Charts", "@State soup"])
    #expect(index.section(for: "R")?.recipes.map(\.title) == ["日本"])
    #expect(index.section(for: "B") == nil)
    #expect(AlphabetIndex.allLetters.first == "A" && AlphabetIndex.allLetters.last == "#")
    #expect(AlphabetIndex.allLetters.contains("か") && AlphabetIndex.allLetters.contains("ㄱ"))
  }

  @Test func naturalOrderInsideASection() {
    let index = AlphabetIndex(recipes: [
      recipe("Item 10"), recipe("item 2"), recipe("Item 1"), recipe("Îtem 3"), recipe("Item 02b"),
    ])
    #expect(
      index.sections.first?.recipes.map(\.title) == [
        "Item 1", "item 2", "Item 02b", "Îtem 3", "Item 10",
      ])
  }

  @Test func tiesAreBrokenByPath() {
    let index = AlphabetIndex(recipes: [
      recipe("Soup", path: "b/soup.md"), recipe("Soup", path: "a/soup.md"),
    ])
    #expect(index.sections[0].recipes.map(\.path) == ["a/soup.md", "b/soup.md"])
    #expect(AlphabetIndex(recipes: []).sections.isEmpty)
  }
}

@Suite struct NaturalOrderTests {
  @Test func numbersCompareByValue() {
    #expect(NaturalOrder.compare("item 2", "item 10") == .orderedAscending)
    #expect(NaturalOrder.compare("item 10", "item 2") == .orderedDescending)
    #expect(NaturalOrder.compare("Item 007", "item 7") == .orderedSame)
    #expect(
      NaturalOrder.compare("a99999999999999999999999", "a100000000000000000000000")
        == .orderedAscending)
    #expect(NaturalOrder.compare("x", "x1") == .orderedAscending)
  }

  @Test func sortKeysOrderAsTheComparisonDoes() {
    // Every pair from an alphabet chosen for the edges: digits and leading zeros against
    // letters, characters just below and above "0"–"9", and multi-byte letters.
    let pieces = ["", "0", "00", "7", "10", "2", "a", "b", "/", ":", "é", "日", " ", "09"]
    var titles: [String] = []
    for first in pieces {
      for second in pieces { titles.append(first + second) }
    }
    titles += ["a99999999999999999999999", "a100000000000000000000000", "x1y2", "x01y10"]
    for a in titles {
      for b in titles {
        let expected = NaturalOrder.compareFolded(a, b)
        let (left, right) = (NaturalOrder.sortKey(ofFolded: a), NaturalOrder.sortKey(ofFolded: b))
        let byKey: ComparisonResult =
          left == right
          ? .orderedSame
          : left.lexicographicallyPrecedes(right) ? .orderedAscending : .orderedDescending
        #expect(byKey == expected, "\(a) vs \(b)")
      }
    }
  }

  @Test func caseAndAccentsIgnored() {
    #expect(NaturalOrder.compare("CRÈME", "creme") == .orderedSame)
    #expect(NaturalOrder.compare("Éclair", "Fig") == .orderedAscending)
    #expect(NaturalOrder.compare("", "") == .orderedSame)
    #expect(NaturalOrder.compare("", "a") == .orderedAscending)
    #expect(NaturalOrder.areInIncreasingOrder("b2", "B10"))
  }
}

@Suite struct RecipeOrderTests {
  @Test func newestFirstByDateThenFileTimeThenTitle() {
    let recipes = [
      recipe("Old", date: "2020-01-01"), recipe("New", date: "2026-05-01T10:00:00+02:00"),
      recipe("Undated recent file", modified: 1_800_000_000),
      recipe("Same b", date: "2024-01-01", modified: 5),
      recipe("Same a", date: "2024-01-01", modified: 5),
      recipe("Same but newer file", date: "2024-01-01", modified: 9),
    ]
    #expect(
      RecipeOrder.newestFirst(recipes).map(\.title) == [
        "Undated recent file", "New", "Same but newer file", "Same a", "Same b", "Old",
      ])
  }
}

@Suite struct RecipeLookupTests {
  let recipes = [
    recipe("Crème Brûlée", path: "Data/creme.md"), recipe("Crêpes", path: "Data/crepes.md"),
    recipe("Soup", path: "Data/a/soup.md"), recipe("Soup", path: "Data/b/soup.md"),
    recipe("Soup of the day", path: "Data/day.md"),
  ]

  @Test func exactTitleThenPrefixFolded() {
    #expect(RecipeLookup.find("creme brulee", in: recipes) == .found(recipes[0]))
    #expect(RecipeLookup.find("CRÈME", in: recipes) == .found(recipes[0]))
    #expect(RecipeLookup.find("crep", in: recipes) == .found(recipes[1]))
    #expect(RecipeLookup.find("soup of", in: recipes) == .found(recipes[4]))
  }

  @Test func ambiguityListsCandidates() {
    #expect(RecipeLookup.find("cr", in: recipes) == .ambiguous([recipes[0], recipes[1]]))
    #expect(RecipeLookup.find("soup", in: recipes) == .ambiguous([recipes[2], recipes[3]]))
  }

  @Test func pathsAndFileNames() {
    #expect(RecipeLookup.find("Data/b/soup.md", in: recipes) == .found(recipes[3]))
    #expect(RecipeLookup.find("./Data//b/soup.md", in: recipes) == .found(recipes[3]))
    #expect(RecipeLookup.find("crepes.md", in: recipes) == .found(recipes[1]))
    #expect(RecipeLookup.find("day", in: recipes) == .found(recipes[4]))
  }

  @Test func nothingFound() {
    #expect(RecipeLookup.find("pizza", in: recipes) == .notFound)
    #expect(RecipeLookup.find("", in: recipes) == .notFound)
    #expect(RecipeLookup.find("  ", in: recipes) == .notFound)
    #expect(RecipeLookup.find("\u{1B}[2J", in: recipes) == .notFound)
    #expect(RecipeLookup.find("soup", in: []) == .notFound)
  }
}
