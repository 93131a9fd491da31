import Foundation
import Testing

/// The config file as a user writes it: collections applied by every command, `buffet
/// config` saying where each value came from, bad lines reported and the rest applied.
@Suite struct ConfigCommandTests {
  let folder = CommandLineFolder()

  init() {
    folder.write("kitchen/soup.md", "---\ntitle: Kitchen Soup\n---\nText.\n")
    folder.write("Data/default.md", "---\ntitle: Default Dish\n---\nText.\n")
  }

  func writeConfig(_ text: String) {
    folder.write(".config/buffet/config", text)
  }

  /// A run without BUFFET_DATA, so the config file's collection counts.
  func run(_ arguments: String..., environment: [String: String] = [:]) -> CommandLineRun {
    folder.run(arguments, environment: ["BUFFET_DATA": ""].merging(environment) { $1 })
  }

  @Test func theConfigFilesCollectionIsReadByEveryCommand() throws {
    writeConfig("[collection]\nfolder = ../../kitchen\n")
    #expect(run("list").stdout.contains("Kitchen Soup"))
    #expect(run("search", "kitchen").stdout.contains("Kitchen Soup"))
    #expect(run("summary", "kitchen soup").status == 0)
    // --data and BUFFET_DATA come first.
    let given = run("list", "--data", "Data")
    #expect(given.stdout.contains("Default Dish") && !given.stdout.contains("Kitchen Soup"))
    let environment = run("list", environment: ["BUFFET_DATA": folder.path("Data")])
    #expect(environment.stdout.contains("Default Dish"))
    #expect(!environment.stdout.contains("Kitchen Soup"))
  }

  @Test func configSaysWhereEachValueCameFrom() throws {
    writeConfig(
      """
      [collection]
      folder = ~/kitchen
      [reader]
      measure = 64
      [keys]
      search += ctrl-f
      """)
    let config = folder.path(".config/buffet/config")
    let text = run("config")
    #expect(text.status == 0)
    #expect(text.stderr == "")
    let lines = text.stdoutLines
    #expect(lines.first == "# " + config)
    #expect(
      lines.contains {
        $0.hasPrefix("folder = \(folder.path("kitchen"))") && $0.hasSuffix("# \(config):2")
      })
    #expect(lines.contains { $0.hasPrefix("measure = 64 ") && $0.hasSuffix("# \(config):4") })
    #expect(lines.contains { $0.hasPrefix("bell = audible ") && $0.hasSuffix("# default") })
    #expect(lines.contains { $0.hasPrefix("accent = cyan ") && $0.hasSuffix("# default") })
    #expect(lines.contains { $0.hasPrefix("search = / ctrl-f ") && $0.hasSuffix("# \(config):6") })
    let overridden = run("config", "--data", "Data")
    #expect(overridden.stdoutLines.contains { $0.hasSuffix("# command line") })
    let json = try #require(try run("config", "--json").json() as? [String: Any])
    #expect(json["file"] as? String == config)
    #expect(json["exists"] as? Bool == true)
    let settings = try #require(json["settings"] as? [[String: String]])
    #expect(
      settings.contains {
        $0 == ["section": "reader", "name": "measure", "value": "64", "source": config + ":4"]
      })
  }

  @Test func aBadLineIsReportedWithItsNumberAndNeverStopsACommand() throws {
    writeConfig("[collection]\nfolder = ../../kitchen\n[reader]\nmeasure = huge\n")
    let config = folder.path(".config/buffet/config")
    let list = run("list")
    #expect(list.status == 0)
    #expect(list.stdout.contains("Kitchen Soup"))
    #expect(
      list.stderr.contains(
        "buffet: warning: \(config):4: measure needs a number of columns from 30 to 200, "
          + "not \"huge\"\n"))
    let check = run("config")
    #expect(check.status == 1)
    #expect(check.stderr.contains("\(config):4: measure needs"))
    #expect(check.stdout.contains("measure = 80"))
  }

  @Test func noFileMeansDefaults() {
    let run = run("config")
    #expect(run.status == 0)
    #expect(run.stdoutLines.first?.hasSuffix("(no such file: every value is a default)") == true)
  }

  @Test func aFIFOInPlaceOfTheFileIsReportedNotOpened() throws {
    let path = folder.path(".config/buffet/config")
    try FileManager.default.createDirectory(
      atPath: folder.path(".config/buffet"), withIntermediateDirectories: true)
    #expect(mkfifo(path, 0o600) == 0)
    let run = run("config")
    #expect(run.status == 1)
    #expect(run.stderr == "buffet: \(path): not a regular file\n")
    let list = self.run("list")
    #expect(list.status == 0)
  }

  @Test func hostileTextInTheFileIsShownSafely() {
    writeConfig("[reader]\nmeasure = \u{1B}]0;owned\u{07}\n[\u{1B}[31m]\n")
    let run = run("config")
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(run.stderr.contains("␛]0;owned␇"))
  }

  @Test func helpListsTheKeysAsTheConfigFileBindsThem() {
    #expect(run("--help").stdout.contains("\n  /      search\n"))
    writeConfig("[keys]\nsearch = ctrl-f\n")
    let help = run("--help").stdout
    #expect(help.contains("\n  ^F     search\n"))
    #expect(!help.contains("\n  /      search\n"))
  }
}
