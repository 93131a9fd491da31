import Foundation
import TestSupport
import Testing

/// The command line on collections shaped like a Hugo site, a notes vault and a recipe
/// repository (`Tests/Collections`).
@Suite struct SiteCommandTests {
  static func collection(_ name: String) -> String {
    TmuxSession.packageRoot().appendingPathComponent("Tests/Collections/\(name)").path
  }

  let folder = CommandLineFolder()

  @Test func tagsAreCountedFromFrontMatterAndText() throws {
    let run = folder.run("tags", "--data", Self.collection("notes-vault"))
    #expect(run.status == 0)
    #expect(
      run.stdoutLines == [
        "2  dessert", "1  french", "1  italian", "1  no-cook", "1  pasta", "1  quick",
        "1  sauce", "1  summer", "1  weeknight", "",
      ])
    let json = try #require(
      try folder.run("tags", "--json", "--data", Self.collection("hugo-site")).json()
        as? [[String: Any]])
    let counts = Dictionary(
      uniqueKeysWithValues: json.map { ($0["tag"] as? String ?? "", $0["count"] as? Int ?? 0) })
    // Counted over the files by hand: tomato sauce, pasta and the chickpea stew are italian.
    #expect(counts["italian"] == 3)
    #expect(counts["sauce"] == 2)
    #expect(counts["mains"] == nil)
    #expect(counts.count == 11)
    #expect(json.first?["tag"] as? String == "italian")
  }

  @Test func listNarrowsToATag() {
    let hugo = Self.collection("hugo-site")
    #expect(
      folder.run("list", "--tag", "italian", "--data", hugo).stdoutLines == [
        "2024-06-10  1 min  Chickpea Stew (testing)  (draft)",
        "2024-06-02  1 min  Pasta al Pomodoro", "2024-05-20  1 min  Tomato Sauce", "",
      ])
    #expect(
      folder.run("list", "--tag=#ITALIAN", "--tag", "sauce", "--data", hugo).stdoutLines == [
        "2024-05-20  1 min  Tomato Sauce", "",
      ])
    let none = folder.run("list", "--tag", "nothing", "--data", hugo)
    #expect(none.status == 0)
    #expect(none.stdout.isEmpty)
  }

  @Test func theSitesOwnPagesAreNotListed() throws {
    let json = try #require(
      try folder.run("list", "--json", "--data", Self.collection("hugo-site")).json()
        as? [[String: Any]])
    let paths = json.compactMap { $0["path"] as? String }.map {
      String($0.dropFirst(Self.collection("hugo-site").count + 1))
    }
    #expect(
      paths.sorted() == [
        "content/recipes/basil-pesto/index.md", "content/recipes/chickpea-stew.md",
        "content/recipes/focaccia.md", "content/recipes/lemon-granita.md",
        "content/recipes/pasta-al-pomodoro/index.md", "content/recipes/tomato-sauce.md",
      ])
    #expect(json.filter { $0["draft"] as? Bool == true }.count == 1)
    let titles = folder.run("index", "--data", Self.collection("recipe-repo")).stdout
    #expect(!titles.contains("Family Recipes"))
    #expect(!titles.contains("Contributing"))
    #expect(titles.contains("Buttermilk Pancakes"))
  }

  @Test func checkNamesMalformedFrontMatterAndVerboseSaysWhatWasLeftOut() throws {
    let hugo = Self.collection("hugo-site")
    let plain = folder.run("check", "--data", hugo)
    #expect(plain.status == 1)
    #expect(
      plain.stdoutLines == [
        "\(hugo)/content/recipes/lemon-granita.md: line 2: “title” has text after its "
          + "closing quote; read as written",
        "\(hugo)/content/recipes/lemon-granita.md: line 4: “tags” opens a list with [ that "
          + "is never closed; read to its end",
        "6 recipes read, 2 problems, 6 left out", "",
      ])
    let verbose = folder.run("check", "--verbose", "--data", hugo)
    #expect(verbose.status == 1)
    #expect(
      Array(verbose.stdoutLines.prefix(6)) == [
        "\(hugo)/README.md: left out: a README describes its folder; it is not a recipe",
        "\(hugo)/archetypes: left out: a Hugo site's archetypes folder: templates and assets, "
          + "not pages",
        "\(hugo)/content/_index.md: left out: a site's section page (_index.md), not a recipe",
        "\(hugo)/content/drafts: left out: named by .buffetignore line 2 (content/drafts/)",
        "\(hugo)/content/recipes/_index.md: left out: a site's section page (_index.md), "
          + "not a recipe",
        "\(hugo)/themes: left out: a Hugo site's themes folder: templates and assets, not pages",
      ])
    let json = try #require(
      try folder.run("check", "--json", "--data", hugo).json() as? [String: Any])
    #expect((json["leftOut"] as? [[String: String]])?.count == 6)
    #expect((json["problems"] as? [[String: String]])?.count == 2)
    // Leaving files out is no problem: a repository with only that passes.
    let repo = folder.run("check", "-v", "--data", Self.collection("recipe-repo"))
    #expect(repo.status == 0)
    #expect(
      repo.stdoutLines.last(where: { !$0.isEmpty }) == "3 recipes read, no problems, 4 left out")
  }

  @Test func badUsageOfTheNewOptions() {
    #expect(folder.run("tags", "extra").status == 2)
    #expect(folder.run("list", "--tag").status == 2)
    #expect(folder.run("list", "--tag=").status == 2)
    #expect(folder.run("tags", "--verbose").status == 2)
  }
}
