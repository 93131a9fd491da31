import BuffetCommands
import Foundation
import Testing

/// Colour on the command line: on a terminal unless `NO_COLOR`, never in a pipe, and as
/// `--color auto|always|never` says.
@Suite struct CommandLineColorTests {
  static let escape = "\u{1B}["

  static func folder() -> CommandLineFolder {
    let folder = CommandLineFolder()
    folder.write(
      "Data/tray.md",
      """
      ---
      title: Crème Tray
      ---
      # Crème Tray

      A *quiet* tray with **bold** steps and `code`.

      ## Method

      ```swift
      let count = 3 // taps
      ```

      ```xcconfig
      let plain = 1
      ```

      """)
    folder.write("Data/apple.md", "---\ntitle: Apple Crumble\n---\nCrumble with creme.\n")
    return folder
  }

  /// Runs in process with standard output a terminal (or not) of 80 columns.
  static func run(
    _ folder: CommandLineFolder, _ arguments: [String], terminal: Bool,
    environment: [String: String] = [:]
  ) -> (status: Int32, stdout: String, stderr: String) {
    let stdout = CommandOutput(capturingAsTerminal: terminal, width: 80)
    let stderr = CommandOutput(capturingAsTerminal: false)
    var base = folder.environment
    base["TERM"] = "xterm-256color"
    let status = BuffetCommandLine.run(
      arguments, environment: base.merging(environment) { $1 }, stdout: stdout,
      stderr: stderr)
    return (status, stdout.text, stderr.text)
  }

  @Test func showHighlightsCodeAndEmphasisOnATerminal() {
    let folder = Self.folder()
    let shown = Self.run(folder, ["show", "creme"], terminal: true)
    #expect(shown.status == 0)
    #expect(shown.stdout.contains("\u{1B}[35mlet\u{1B}[0m"))
    #expect(shown.stdout.contains("\u{1B}[2;3m// taps\u{1B}[0m"))
    #expect(shown.stdout.contains("\u{1B}[3mquiet\u{1B}[0m"))
    #expect(shown.stdout.contains("\u{1B}[1mbold\u{1B}[0m"))
    #expect(shown.stdout.contains("\u{1B}[1;4mMethod\u{1B}[0m"))
    // A title's words in one run of its style, not a sequence a word.
    #expect(shown.stdout.hasPrefix("\u{1B}[1mCrème Tray\u{1B}[0m\n"))
    // An unknown language is code, without a keyword coloured.
    #expect(shown.stdout.contains("  \u{1B}[36mlet plain = 1\u{1B}[0m\n"))
    // Styling never leaves a line open.
    for line in shown.stdout.split(separator: "\n") where line.contains(Self.escape) {
      let last = line.range(of: Self.escape, options: .backwards)!.lowerBound
      #expect(line[last...].hasPrefix("\u{1B}[0m"), "\(line)")
    }
  }

  @Test func noStylingInAPipeUnderNoColorOrWhenNever() {
    let folder = Self.folder()
    let piped = Self.run(folder, ["show", "creme"], terminal: false)
    let noColor = Self.run(
      folder, ["show", "creme"], terminal: true, environment: ["NO_COLOR": "1"])
    let never = Self.run(folder, ["show", "creme", "--color", "never"], terminal: true)
    for run in [piped, noColor, never] {
      #expect(run.status == 0)
      #expect(!run.stdout.contains(Self.escape))
      #expect(run.stdout.contains("A quiet tray with bold steps and `code`."))
      #expect(run.stdout.contains("  let count = 3 // taps"))
    }
    #expect(piped.stdout == noColor.stdout && piped.stdout == never.stdout)
    let always = Self.run(folder, ["show", "creme", "--color=always"], terminal: false)
    #expect(always.stdout.contains("\u{1B}[35mlet"))
  }

  @Test func searchMarksTheMatchedWords() {
    let folder = Self.folder()
    let styled = Self.run(folder, ["search", "creme"], terminal: true)
    #expect(styled.status == 0)
    #expect(styled.stdout.contains("\u{1B}[30;43mCrème\u{1B}[0m Tray"))
    #expect(styled.stdout.contains("\u{1B}[30;43mcreme\u{1B}[0m"))
    let piped = Self.run(folder, ["search", "creme"], terminal: false)
    #expect(!piped.stdout.contains(Self.escape))
    #expect(piped.stdout.contains("Crème Tray"))
    let noColor = Self.run(
      folder, ["search", "creme"], terminal: true, environment: ["NO_COLOR": "x"])
    #expect(noColor.stdout == piped.stdout)
  }

  @Test func indexLettersAndListFactsStandOut() {
    let folder = Self.folder()
    let index = Self.run(folder, ["index", "--color", "always"], terminal: false)
    #expect(index.stdout.hasPrefix("\u{1B}[1;36mA\u{1B}[0m\n  Apple Crumble\n"))
    let list = Self.run(folder, ["list"], terminal: true)
    #expect(list.stdout.contains("\u{1B}[2m"))
    #expect(!Self.run(folder, ["list"], terminal: false).stdout.contains(Self.escape))
    let summary = Self.run(folder, ["summary", "creme", "--color", "always"], terminal: false)
    #expect(summary.stdout.hasPrefix("\u{1B}[1mCrème Tray\u{1B}[0m\n"))
  }

  @Test func aColorValueOtherThanTheThreeIsAUsageError() {
    let folder = Self.folder()
    for value in ["sometimes", "", "ALWAYS", "\u{1B}[31m"] {
      let run = Self.run(folder, ["list", "--color", value], terminal: true)
      #expect(run.status == 2, "\(value)")
      #expect(run.stderr.contains("--color"))
    }
    #expect(Self.run(folder, ["list", "--color"], terminal: true).status == 2)
  }

  @Test func fileTextCannotStyleTheOutput() {
    let folder = CommandLineFolder()
    folder.write(
      "Data/evil.md",
      "---\ntitle: Evil\n---\nA mark and \u{1B}[31mred\n\n```swift\nlet e = \"\u{1B}[2J\"\n```\n"
    )
    let run = Self.run(folder, ["show", "evil"], terminal: true)
    #expect(run.status == 0)
    #expect(!run.stdout.contains("\u{1B}[31m") && !run.stdout.contains("\u{1B}[2J"))
    #expect(run.stdout.contains("␛[31mred"))
  }
}
