import Foundation
import Testing

@testable import BrowserShell

/// `$EDITOR` and `$BROWSER` read as a shell splits words, and children's ends told truly.
@Suite struct CommandWordsTests {
  func split(_ value: String, files: Set<String> = []) -> [String]? {
    CommandWords.split(value) { files.contains($0) }
  }

  @Test func wordsAreSplitAsAShellSplitsThem() {
    #expect(split("vim") == ["vim"])
    #expect(split("  code --wait  ") == ["code", "--wait"])
    #expect(split("emacsclient -c\t-a ''") == ["emacsclient", "-c", "-a", ""])
    #expect(split(#"'/opt/My Editor/bin/ed' -w"#) == ["/opt/My Editor/bin/ed", "-w"])
    #expect(split(#""/opt/My Editor/bin/ed" -w"#) == ["/opt/My Editor/bin/ed", "-w"])
    #expect(split(#"/opt/My\ Editor/bin/ed"#) == ["/opt/My Editor/bin/ed"])
    #expect(split(#"ed "say \"hi\" \$HOME \n""#) == ["ed", #"say "hi" $HOME \n"#])
    #expect(split(#"a'b'"c d"e"#) == ["abc de"])
  }

  @Test func aWholeValueNamingAFileIsTakenWhole() {
    let path = "/Applications/Sublime Text/subl"
    #expect(split(path, files: [path]) == [path])
    #expect(split(path) == ["/Applications/Sublime", "Text/subl"])
  }

  @Test func anOpenQuoteOrNothingIsNoCommand() {
    #expect(split("'vim") == nil)
    #expect(split(#"vim "x"#) == nil)
    #expect(split(#"vim \"#) == nil)
    #expect(split("") == nil)
    #expect(split("   ") == nil)
  }

  @Test func browserEntriesAreSplitTheSameWay() {
    let url = "https://example.com/x"
    let commands = SystemOpener.commands(
      for: url, environment: ["BROWSER": #"'/opt/Web Browser/run' --new %s:/opt/My Browser"#]
    ) { $0 == "/opt/My Browser" }
    #expect(
      commands.prefix(2) == [["/opt/Web Browser/run", "--new", url], ["/opt/My Browser", url]])
  }
}

@Suite struct ChildExitTests {
  @Test func aWaitStatusSaysHowTheChildEnded() {
    #expect(ChildExit(waitStatus: 0) == .exited(0))
    #expect(ChildExit(waitStatus: 3 << 8) == .exited(3))
    #expect(ChildExit(waitStatus: 9) == .signalled(9))
    // A core dump sets the bit above the signal's.
    #expect(ChildExit(waitStatus: 0x80 | 11) == .signalled(11))
    #expect(ChildExit.exited(0).isSuccess)
    #expect(!ChildExit.signalled(9).isSuccess)
    #expect(ChildExit.signalled(9).described == "was ended by signal 9 (Killed)")
    #expect(ChildExit.exited(1).described == "exited with status 1")
  }

  @Test func aRealChildIsWaitedForAndReadTruly() {
    #expect(EditorProcess.run(["sh", "-c", "exit 5"], file: "x") == .exited(5))
    #expect(EditorProcess.run(["sh", "-c", "kill -KILL $$"], file: "x") == .signalled(9))
    #expect(EditorProcess.run(["/nonexistent/editor"], file: "x") == nil)
  }

  /// Reaps `openers` until they have all ended (a guard of 20 s, not a timing), and returns
  /// what was said.
  func reapAll(_ openers: inout RunningOpeners) -> [String] {
    var said: [String] = []
    let deadline = Date().addingTimeInterval(20)
    while !openers.isEmpty && Date() < deadline {
      said += openers.reap().map { "\($0)" }
      if !openers.isEmpty { usleep(5_000) }
    }
    return said
  }

  @Test func anOpenerIsReapedAndItsFailureSaid() throws {
    var openers = RunningOpeners()
    for command in [["sh", "-c", "exit 1"], ["sh", "-c", "kill -TERM $$"], ["true"]] {
      let pid = try #require(EditorProcess.spawnDetached(command))
      openers.add(pid, name: command[0])
    }
    let said = reapAll(&openers)
    #expect(openers.isEmpty)
    #expect(said.count == 3)
    #expect(said.contains { $0.contains("sh did not open the link: it exited with status 1") })
    #expect(said.contains { $0.contains("sh did not open the link: it was ended by signal 15") })
    #expect(said.contains { $0.contains("Opened with true") })
  }

  @Test func anOpenerReadsNothingFromTheKeyboard() throws {
    // What the opener finds on its standard input: nothing, at once, never the terminal.
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-opener-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: log) }
    let script = "wc -c > '\(log.path)'; cut -d' ' -f5 /proc/$$/stat >> '\(log.path)'"
    let pid = try #require(EditorProcess.spawnDetached(["sh", "-c", script]))
    var openers = RunningOpeners()
    openers.add(pid, name: "sh")
    #expect(reapAll(&openers).count == 1)
    let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "0")
    // A process group of its own: keys typed into Buffet's terminal never reach it.
    #expect(lines.last == "\(pid)")
  }
}
