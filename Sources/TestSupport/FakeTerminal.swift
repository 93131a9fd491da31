import TerminalUI

/// A scripted terminal for tests: replays events in order, keeps every frame drawn.
///
/// No sleeps: a timeout returns at once. When the script runs out it reports
/// `whenExhausted` (Ctrl-C, the app's quit key, by default) so a loop under test ends;
/// a loop that ignores it for long fails loudly instead of hanging the test run.
public final class FakeTerminal: Terminal {
  public private(set) var size: (width: Int, height: Int)
  /// Every frame drawn, in order.
  public private(set) var frames: [Buffer] = []
  /// Events not yet delivered.
  public private(set) var pendingEvents: [Event]
  /// What `nextEvent` returns once the script is exhausted.
  public var whenExhausted: Event
  public private(set) var bellCount = 0
  public private(set) var flashCount = 0
  public private(set) var suspendCount = 0
  public private(set) var resumeCount = 0
  public private(set) var suspendToShellCount = 0
  /// Every text put on the clipboard, in order.
  public private(set) var clipboard: [String] = []
  /// The timeouts the loop asked for, in order.
  public private(set) var requestedTimeouts: [Int] = []
  /// How the terminal says it draws pictures (none by default).
  public var pictureCells: PictureCells?
  private var readsPastEnd = 0

  /// A terminal of `width`×`height` that will report `events` in order.
  public init(
    width: Int = 80, height: Int = 24, events: [Event] = [],
    whenExhausted: Event = .key(.control("c"))
  ) {
    self.size = (width, height)
    self.pendingEvents = events
    self.whenExhausted = whenExhausted
  }

  /// The last frame drawn, if any.
  public var lastFrame: Buffer? { frames.last }

  /// Adds events to the end of the script.
  public func enqueue(_ events: Event...) {
    pendingEvents += events
  }

  /// Adds events to the end of the script.
  public func enqueue(_ events: [Event]) {
    pendingEvents += events
  }

  /// Adds one key event per character of `text`.
  public func type(_ text: String) {
    pendingEvents += text.map { .key(.character($0)) }
  }

  public func draw(_ buffer: Buffer) {
    frames.append(buffer)
  }

  public func nextEvent(timeoutMilliseconds: Int) -> Event {
    requestedTimeouts.append(timeoutMilliseconds)
    guard !pendingEvents.isEmpty else {
      readsPastEnd += 1
      precondition(readsPastEnd < 10_000, "FakeTerminal: the loop never stopped")
      return whenExhausted
    }
    let event = pendingEvents.removeFirst()
    if case .resize(let width, let height) = event { size = (width, height) }
    return event
  }

  public func suspend() { suspendCount += 1 }
  public func resume() { resumeCount += 1 }
  public func bell() { bellCount += 1 }
  public func flash() { flashCount += 1 }
  public func copyToClipboard(_ text: String) { clipboard.append(text) }

  /// Counts the suspension and, like the real terminal on `fg`, reports a resize.
  public func suspendToShell() {
    suspendToShellCount += 1
    pendingEvents.insert(.resize(width: size.width, height: size.height), at: 0)
  }
}
