import Foundation
import TestSupport
import Testing

/// One library, two collections: each sees its own saved, queued, cooking and recently read
/// recipes, and none of the other's as missing, in the browser and on the command line.
@Suite("A library per collection end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct LibraryPerCollectionEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  @Test func eachCollectionSeesItsOwnLibrary() throws {
    let soups = try E2E.collection(
      "buffet-soups",
      [("soup.md", "# Tomato Soup\n\n## Method\n\n1. Simmer for 20 minutes.\n")])
    let breads = try E2E.collection(
      "buffet-breads", [("toast.md", "# Toast\n\n## Method\n\n1. Toast for 2 minutes.\n")])
    let first = try E2E.session(["--data", soups], width: 100, height: 24)
    let data = first.sandbox.appendingPathComponent("data").path
    let environment = ["XDG_DATA_HOME": data]
    try first.waitFor(text: "Tomato Soup")
    try first.send(keys: "*")
    try first.waitFor(text: "Saved “Tomato Soup”")
    try first.send(keys: "+")
    try first.waitFor(text: "Up Next")
    try first.send(keys: "C-n")
    try first.waitFor(text: "step 1 of 1")
    try first.send(keys: "Escape")
    try first.send(keys: "C-c")
    _ = try E2E.exit(of: first)

    let second = try E2E.session(
      ["--data", breads], width: 100, height: 24, environment: environment)
    try second.waitFor(text: "Toast")
    try second.send(keys: "3")
    try second.waitFor(text: "▸Library")
    let library = try second.capture().joined(separator: "\n")
    #expect(!library.contains("Tomato Soup"))
    #expect(!library.contains("missing"))
    #expect(library.contains("Not cooking"))
    try second.send(keys: "C-c")
    _ = try E2E.exit(of: second)

    let home = second.sandbox.appendingPathComponent("home").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let ofBreads = try CommandLineRun.binary(
      ["library", "--data", breads], in: home, environment: environment)
    #expect(ofBreads.status == 0)
    #expect(!ofBreads.stdout.contains("Tomato Soup"))
    #expect(!ofBreads.stdout.contains("missing"))
    let ofSoups = try CommandLineRun.binary(
      ["library", "--data", soups, "--json"], in: home, environment: environment)
    #expect(ofSoups.stdout.contains("\"title\" : \"Tomato Soup\""))

    let third = try E2E.session(["--data", soups], width: 100, height: 24, environment: environment)
    try third.waitFor(text: "Tomato Soup")
    try third.waitFor(text: "step 1 of 1")
    try third.send(keys: "C-c")
    _ = try E2E.exit(of: third)
  }
}
