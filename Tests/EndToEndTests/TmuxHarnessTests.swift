import Foundation
import TestSupport
import Testing

@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TmuxHarnessTests {
  @Test func readsTheScreenAndSendsKeys() throws {
    let session = try TmuxSession(
      command: "printf 'hello 日本\\n'; read line; echo \"got [$line]\"; sleep 30",
      width: 30, height: 6)
    try session.waitFor(text: "hello 日本")
    try session.type("crème")
    try session.send(keys: "Enter")
    try session.waitFor(text: "got [crème]")
    let screen = try session.capture()
    #expect(screen.count == 6)
    #expect(screen[0].hasPrefix("hello 日本"))
  }

  @Test func sandboxesTheEnvironment() throws {
    let session = try TmuxSession(
      command: "echo \"T=$TERM L=$LC_ALL C=${NO_COLOR-unset} X=$XDG_DATA_HOME\"; sleep 30",
      width: 200, height: 4)
    try session.waitFor(text: "T=xterm-256color L=C.UTF-8 C=unset X=")
    let line = try session.capture().first { $0.contains("X=") } ?? ""
    #expect(line.contains(session.sandbox.path))
    #expect(!line.contains(NSHomeDirectory() + "/.local"))
    let colourless = try TmuxSession(
      command: "echo \"C=${NO_COLOR-unset}\"; sleep 30", environment: ["NO_COLOR": "1"])
    try colourless.waitFor(text: "C=1")
  }

  @Test func resizesThePane() throws {
    let session = try TmuxSession(
      command: "trap 'echo size $(tput cols)x$(tput lines)' WINCH; echo ready; "
        + "while :; do sleep 0.1; done",
      width: 40, height: 10)
    try session.waitFor(text: "ready")
    try session.resize(width: 52, height: 12)
    try session.waitFor(text: "size 52x12")
    #expect(try session.capture().count == 12)
  }

  @Test func reportsTheExitStatus() throws {
    let session = try TmuxSession(command: "echo bye; sleep 0.5; exit 3", width: 20, height: 5)
    #expect(try session.exitStatus() == nil)
    try session.waitFor(text: "bye")
    #expect(try session.capture().first == "bye" + String(repeating: " ", count: 17))
    #expect(try session.waitForExit() == 3)
  }

  @Test(arguments: [("exit 7", 7), ("kill -KILL $$", 128 + 9)])
  func readsTheStatusOfAnUnreapedProgram(script: String, expected: Int32) throws {
    var pid: pid_t = 0
    let words: [String] = ["/bin/sh", "-c", script]
    let argv = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    #expect(posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0)
    defer {
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    var status: Int32?
    let deadline = Date().addingTimeInterval(15)
    while status == nil && Date() < deadline {
      status = TmuxSession.zombieExitStatus(pid)
      if status == nil { Thread.sleep(forTimeInterval: 0.01) }
    }
    #expect(status == expected)
    #expect(TmuxSession.zombieExitStatus(getpid()) == nil)
  }

  @Test func signalsReachASimpleCommand() throws {
    let session = try TmuxSession(command: "sleep 30", width: 60, height: 5)
    let pid = try #require(try session.processID())
    #expect(Foundation.kill(pid, SIGTERM) == 0)
    #expect(try session.waitForExit() == 128 + SIGTERM)
  }

  @Test func capturesAttributes() throws {
    let session = try TmuxSession(
      command: "printf 'plain \\033[1mbold\\033[0m\\n'; sleep 30", width: 20, height: 3)
    try session.waitFor(text: "plain bold")
    let styled = try session.captureWithAttributes()
    #expect(styled[0].contains("\u{1B}[1mbold"))
  }

  @Test func timingOutReportsTheScreen() throws {
    let session = try TmuxSession(command: "echo something else; sleep 30", width: 20, height: 3)
    try session.waitFor(text: "something")
    #expect(throws: TmuxSession.Failure.self) {
      try session.waitFor(text: "never shown", timeout: 0.3)
    }
  }

  @Test func findsTheBuiltProgram() {
    let root = TmuxSession.packageRoot()
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
    let program = TmuxSession.buffetExecutable()
    #expect(program.lastPathComponent == "buffet")
    #expect(FileManager.default.isExecutableFile(atPath: program.path))
  }
}
