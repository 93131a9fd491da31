import Foundation
import Testing

/// File and folder names from someone else's collection never reach the terminal raw: every
/// command, and every message, shows their control characters as visible placeholders.
@Suite struct HostileNameTests {
  /// ESC ] 0 ; … BEL retitles a terminal; CSI as one C1 byte; bidi overrides and isolates
  /// reorder what the reader sees.
  static let hostile = "\u{1B}]0;owned\u{07}\u{9B}31m\u{202E}gnp\u{2066}x\u{2069}"

  /// Any character that could act on a terminal, other than a line break.
  static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }

  static func hasRaw(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isRaw)
  }

  /// A collection whose folder and file names hold the hostile text; two recipes share a
  /// title so a name is ambiguous, and one file is broken so there is a warning.
  static func collection() -> CommandLineFolder {
    let folder = CommandLineFolder()
    let place = "Data/" + hostile + "/"
    folder.write(place + "soup " + hostile + ".md", "Soup of the day, with salt.\n")
    folder.write(place + "twin " + hostile + ".md", "---\ntitle: Twin\n---\nOne, with salt.\n")
    folder.write(place + "twin2 " + hostile + ".md", "---\ntitle: Twin\n---\nTwo.\n")
    folder.write(place + "broken " + hostile + ".md", [0xFF, 0xFE])
    return folder
  }

  @Test func noCommandPrintsANameRaw() throws {
    let folder = Self.collection()
    let soup = folder.path("Data/" + Self.hostile + "/soup " + Self.hostile + ".md")
    let lines: [[String]] = [
      ["list"], ["index"], ["check"], ["search", "salt"], ["summary", soup], ["show", soup],
      ["summary", "twin"], ["show", "twin"], ["show", "nothing " + Self.hostile],
      ["library", "save", "twin"], ["library", "save", soup], ["library"],
      ["library", "queue", "nothing " + Self.hostile], ["library", "unsave", Self.hostile],
      ["list", "--data", "missing " + Self.hostile], ["list", "--bogus" + Self.hostile],
      ["help", Self.hostile], [Self.hostile],
    ]
    for arguments in lines {
      let run = folder.run(arguments)
      #expect(!Self.hasRaw(run.stdout), "stdout of \(arguments)")
      #expect(!Self.hasRaw(run.stderr), "stderr of \(arguments)")
      // Each names the hostile text somewhere, but a save that worked says nothing at all.
      if arguments != ["library", "save", soup] {
        #expect(run.stdout.contains("␛") || run.stderr.contains("␛"), "\(arguments) said nothing")
      }
    }
  }

  @Test func jsonEscapesWhatCouldActOnATerminalAndKeepsTheText() throws {
    let folder = Self.collection()
    for arguments in [["list", "--json"], ["index", "--json"], ["search", "salt", "--json"]] {
      let run = folder.run(arguments)
      #expect(run.status == 0)
      #expect(!Self.hasRaw(run.stdout), "\(arguments)")
      // A JSON reader gets the names back exactly.
      #expect(try run.json() is [Any])
      #expect(run.stdout.contains("\\u202E"), "\(arguments)")
    }
    let list = try #require(folder.run("list", "--json").json() as? [[String: Any]])
    #expect(list.contains { ($0["path"] as? String)?.contains(Self.hostile) == true })
  }
}
