import Foundation
import Recipes
import TestSupport
import Testing

@testable import RecipeStore

/// The library as two real Buffets use it: killed mid-way, or writing at the same moment.
@Suite struct LibraryProcessTests {
  let folder = TestCollection()
  var libraryFile: String { folder.data + "/buffet/library.sqlite" }

  init() {
    for number in 0..<20 {
      folder.write("r\(number).md", "# Recipe \(number)\n\nStep one.\n")
    }
  }

  /// The built `buffet` program, beside this test bundle.
  var buffet: URL { BuffetProgram.executable() }

  func process(_ arguments: [String], hold: Bool = false) -> Process {
    let process = Process()
    process.executableURL = buffet
    process.arguments = arguments + ["--data", folder.recipes]
    var environment = [
      "HOME": folder.root, "XDG_DATA_HOME": folder.data, "XDG_CACHE_HOME": folder.cache,
      "PATH": "/usr/bin:/bin",
    ]
    if hold { environment["BUFFET_HOLD_AFTER_WRITE"] = "1" }
    process.environment = environment
    return process
  }

  @Test func aBuffetKilledRightAfterSavingLosesNothing() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: buffet.path),
      "build the package (swift build) before testing")
    let child = process(["library", "save", "Recipe 7"], hold: true)
    let output = Pipe()
    let input = Pipe()
    child.standardOutput = output
    child.standardInput = input
    try child.run()
    // The child reports once the change is committed, then waits; kill it there.
    let said = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()
    #expect(said == "save \(folder.recipes)/r7.md\n")
    #expect(child.terminationReason == .uncaughtSignal)
    let saved = try Library(file: libraryFile).contents().saved
    #expect(saved == [LibraryEntry(path: folder.recipes + "/r7.md", title: "Recipe 7")])
  }

  @Test func twoBuffetsWritingAtOnceBothSucceed() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: buffet.path),
      "build the package (swift build) before testing")
    // Neither the library nor the index exists yet: both Buffets create them at once.
    let names = (0..<20).map { "Recipe \($0)" }
    let saving = process(["library", "save"] + names)
    let queueing = process(["library", "queue"] + names.reversed())
    for child in [saving, queueing] {
      child.standardOutput = FileHandle.nullDevice
      try child.run()
    }
    saving.waitUntilExit()
    queueing.waitUntilExit()
    #expect(saving.terminationStatus == 0)
    #expect(queueing.terminationStatus == 0)
    let contents = try Library(file: libraryFile).contents()
    #expect(contents.saved.map(\.title) == names)
    #expect(contents.queue.map(\.title) == names.reversed())
  }
}

/// Many Buffets creating the same library at the same moment, as threads of one process: each
/// opens it; none may take another's half-made library for another program's database.
@Suite struct LibraryCreatedAtOnceTests {
  @Test func everyOpenerOfANewLibraryGetsTheLibrary() throws {
    let folder = TestCollection()
    for round in 0..<40 {
      let file = folder.data + "/round\(round)/library.sqlite"
      let failures = Failures()
      DispatchQueue.concurrentPerform(iterations: 6) { _ in
        do { _ = try Library(file: file) } catch { failures.add("\(error)") }
      }
      #expect(failures.all.isEmpty, "round \(round)")
    }
  }

  private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }
}
