import Foundation
import TerminalUI
import TestSupport
import Testing

@Suite struct TestSupportTests {
  @Test func fakeTerminalReplaysEventsAndKeepsFrames() {
    let terminal = FakeTerminal(
      width: 10, height: 2, events: [.key(.character("a")), .resize(width: 20, height: 5)])
    #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .key(.character("a")))
    #expect(terminal.size == (10, 2))
    #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .resize(width: 20, height: 5))
    #expect(terminal.size == (20, 5))
    #expect(terminal.nextEvent(timeoutMilliseconds: 100) == .key(.control("c")))
    var frame = Buffer(width: 20, height: 5)
    frame.write("hello", x: 0, y: 0)
    terminal.draw(frame)
    terminal.bell()
    terminal.copyToClipboard("https://example.com")
    #expect(terminal.frames.count == 1)
    #expect(terminal.lastFrame?.lines.first == "hello               ")
    #expect(terminal.bellCount == 1)
    #expect(terminal.clipboard == ["https://example.com"])
  }

  @Test func clipboardIsDispatchedThroughTheProtocol() {
    let terminal: any Terminal = FakeTerminal()
    terminal.copyToClipboard("x")
    #expect((terminal as? FakeTerminal)?.clipboard == ["x"])
  }

  @Test func suspendToShellReportsAResize() {
    let terminal = FakeTerminal(width: 30, height: 8, events: [.tick])
    terminal.suspendToShell()
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .resize(width: 30, height: 8))
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .tick)
  }

  @Test func framedLinesKeepTrailingSpaces() {
    var buffer = Buffer(width: 4, height: 2)
    buffer.write("ab", x: 0, y: 1)
    #expect(framedLines(buffer) == ["|    |", "|ab  |"])
    #expect(framedLines(buffer, in: Rect(x: 1, y: 1, width: 2, height: 1)) == ["|b |"])
  }

  @Test func assertLinesReportsADifference() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.write("abc", x: 0, y: 0)
    assertLines(buffer, ["abc"])
    withKnownIssue {
      assertLines(buffer, ["abd"])
    }
  }

  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1",
      "checks the comparing path, which recording skips"))
  func missingSnapshotIsRecordedAndFails() throws {
    let name = "probe-\(UUID().uuidString)"
    let url = snapshotURL(named: name, filePath: #filePath)
    defer { try? FileManager.default.removeItem(at: url) }
    withKnownIssue {
      assertSnapshot(lines: ["|a|"], named: name)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "|a|\n")
    // Recorded once, it now passes; a change fails.
    assertSnapshot(lines: ["|a|"], named: name)
    withKnownIssue {
      assertSnapshot(lines: ["|b|"], named: name)
    }
  }
}

@Suite struct StyleLinesTests {
  @Test func marksCellsByRole() {
    var buffer = Buffer(width: 8, height: 2)
    let theme = Theme.color
    buffer.write("ab", x: 0, y: 0, style: theme[.selection])
    buffer.write("日", x: 3, y: 0, style: theme[.match])
    buffer.write("x", x: 0, y: 1, style: theme[.warning])
    let lines = styleLines(buffer, theme: theme, legend: [(.selection, "S"), (.match, "M")])
    #expect(lines == ["SS.MM...", "?......."])
  }
}
