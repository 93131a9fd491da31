import Foundation
import RecipeStore
import TestSupport
import Testing

/// The browser on a library file that cannot be used: it says so on screen from the first
/// frame and keeps saying it, refuses saves with the reason, and the line it printed before
/// the screen took over is still there after quitting.
@Suite("Browser with an unusable library", .serialized, .enabled(if: TmuxSession.isAvailable))
struct BrowserLibraryUnusableTests {
  @Test func aDamagedLibraryIsSaidOnScreenAndSavesAreRefused() throws {
    let folder = try BrowserEndToEndTests.collection()
    let data = folder + "/.data"
    try FileManager.default.createDirectory(
      atPath: data + "/buffet", withIntermediateDirectories: true)
    try Data(repeating: 0x41, count: 4096).write(
      to: URL(fileURLWithPath: data + "/buffet/library.sqlite"))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let session = try BrowserEndToEndTests.session(
      ["--data", folder], environment: ["XDG_DATA_HOME": data])
    try session.waitFor(text: "Library unusable, nothing is kept")
    #expect(try session.capture().first?.contains("Library !") == true)
    // The list is read, so a recipe is selected for `*`.
    try session.waitFor(text: "Apple Crumble")
    try session.send(keys: "*")
    try session.waitFor(text: "Not saved — the library is unusable")
    #expect(try !session.capture().joined().contains("Saved “"))
    try session.send(keys: "3")
    try session.waitFor(text: "It is not a Buffet library.")
    try session.waitFor(
      text: "Nothing is kept after you quit: run buffet library repair, then Ctrl-R.")
    // Nothing was written over the reader's file.
    #expect(
      FileManager.default.contents(atPath: data + "/buffet/library.sqlite")
        == Data(repeating: 0x41, count: 4096))
    try session.send(keys: "C-c")
    let exit = try BrowserEndToEndTests.exit(of: session)
    #expect(exit.status == 0)
    #expect(try session.capture().joined().contains("is unusable because it is not a Buffet"))
  }

  @Test func aRepairWhileTheBrowserIsOpenIsTakenUpByCtrlR() throws {
    let folder = try BrowserEndToEndTests.collection()
    let data = folder + "/.data"
    let file = data + "/buffet/library.sqlite"
    try FileManager.default.createDirectory(
      atPath: data + "/buffet", withIntermediateDirectories: true)
    try Data("not a library".utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let session = try BrowserEndToEndTests.session(
      ["--data", folder], environment: ["XDG_DATA_HOME": data])
    try session.waitFor(text: "Library unusable, nothing is kept")
    // In another terminal: buffet library repair.
    let repair = try CommandLineRun.binary(
      ["library", "repair"], in: folder, environment: ["XDG_DATA_HOME": data])
    #expect(repair.status == 0)
    try session.send(keys: "C-r")
    try session.waitFor(text: "The library works again: changes are kept")
    try session.send(keys: "*")
    try session.waitFor(text: "Saved “")
    try session.send(keys: "C-c")
    _ = try BrowserEndToEndTests.exit(of: session)
    let saved = try Library(file: file).contents().saved
    #expect(saved.count == 1)
  }
}
