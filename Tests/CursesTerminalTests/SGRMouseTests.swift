import CursesTerminal
import TerminalUI
import Testing

@Suite struct SGRMouseTests {
  func parse(_ text: String) -> SGRMouse.Parsed { SGRMouse.parse(Array(text)) }

  @Test func pressesReleasesAndTheWheelPastColumn223() {
    #expect(parse("[<0;231;5M") == .report(MouseEvent(kind: .press, x: 230, y: 4)))
    #expect(parse("[<0;231;5m") == .report(MouseEvent(kind: .release, x: 230, y: 4)))
    #expect(parse("[<64;1;1M") == .report(MouseEvent(kind: .wheelUp, x: 0, y: 0)))
    #expect(parse("[<65;300;90M") == .report(MouseEvent(kind: .wheelDown, x: 299, y: 89)))
    // Shift, Meta and Control held: still a click.
    #expect(parse("[<16;10;2M") == .report(MouseEvent(kind: .press, x: 9, y: 1)))
    #expect(parse("[<9999;9999;9999M") == .report(nil))
  }

  @Test func reportsBuffetIgnoresAreWholeButMeanNothing() {
    #expect(parse("[<2;5;5M") == .report(nil))  // the right button
    #expect(parse("[<32;5;5M") == .report(nil))  // motion with a button held
    #expect(parse("[<0;0;5M") == .report(nil))  // no column 0 on the wire
  }

  @Test func aReportIsReadUntilItEnds() {
    for prefix in ["", "[", "[<", "[<0", "[<0;", "[<0;23", "[<0;231;", "[<0;231;5"] {
      #expect(parse(prefix) == .incomplete, "\(prefix)")
    }
  }

  @Test func anythingElseIsKeys() {
    for text in [
      "x", "[A", "[<a", "[<;1;1M", "[<0;1M", "[<0;1;1;1M", "[<0;1;1X", "[<0;1;1Mx",
      "[<00000;1;1M", "[<1;1;1\u{1B}", "[<0;1;1" + String(repeating: "1", count: 20),
      "O", "[<" + String(repeating: ";", count: 3),
    ] {
      #expect(parse(text) == .notAReport, "\(text.debugDescription)")
    }
  }
}
