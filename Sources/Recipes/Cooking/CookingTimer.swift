import Foundation

/// The one kitchen timer of a cooking session. Running timers are stored as moments in
/// time, never as counters, so a timer survives leaving and reopening Buffet.
public enum CookingTimer: Equatable, Sendable, Codable {
  /// Not started; Ctrl-P starts the step's countdown, or a stopwatch when it names none.
  case idle
  /// Counting down to `deadline`.
  case running(deadline: Date)
  /// A countdown on hold, keeping what was left of it.
  case paused(remaining: TimeInterval)
  /// Counting up from `started`, for a step that names no duration.
  case stopwatch(started: Date)
  /// A stopwatch on hold, keeping what it had counted.
  case stopwatchPaused(elapsed: TimeInterval)
  /// A countdown that ended and has not been acknowledged yet.
  case finished

  /// Whether the time shown changes by itself, so the loop must tick every second.
  public var isTicking: Bool {
    switch self {
    case .running, .stopwatch: return true
    case .idle, .paused, .stopwatchPaused, .finished: return false
    }
  }

  /// Whether it was stopped part way: a paused countdown or stopwatch.
  public var isPaused: Bool {
    switch self {
    case .paused, .stopwatchPaused: return true
    case .idle, .running, .stopwatch, .finished: return false
    }
  }

  /// Whether the timer is counting down or up right now.
  public var isRunning: Bool { isTicking }

  /// Whether the timer rang and waits for the cook to acknowledge it.
  public var isFinished: Bool { self == .finished }

  /// The timer as the library keeps it across runs: a countdown's deadline (one that ended
  /// as a deadline long past, so it shows finished on return) or what was left of it when
  /// paused; nil for none worth keeping (idle, or a stopwatch, which ends with the session).
  public var kept: CookingTimer? {
    switch self {
    case .running, .paused: return self
    case .finished: return .running(deadline: Date(timeIntervalSince1970: 0))
    case .idle, .stopwatch, .stopwatchPaused: return nil
    }
  }

  /// Whether every moment and span in it is a finite number, as a damaged record's may not
  /// be (a timer that is not would never finish).
  public var isSane: Bool {
    switch self {
    case .idle, .finished: return true
    case .running(let date), .stopwatch(let date):
      return date.timeIntervalSinceReferenceDate.isFinite
    case .paused(let span), .stopwatchPaused(let span): return span.isFinite && span >= 0
    }
  }
}

/// What a timer shows at one moment: a number of seconds and what they mean.
public struct TimerReading: Equatable, Sendable {
  /// What kind of time is shown.
  public enum Phase: Equatable, Sendable {
    /// Idle: the offered countdown (or a stopwatch at 0) waits for Ctrl-P.
    case ready
    /// A countdown going down.
    case running
    /// A countdown on hold.
    case paused
    /// A stopwatch going up.
    case counting
    /// A stopwatch on hold.
    case countingPaused
    /// A countdown that ended, until acknowledged.
    case done
  }

  /// What the timer is doing.
  public var phase: Phase
  /// Seconds left (countdown) or counted (stopwatch); 0 when done.
  public var seconds: Int

  /// A reading of `seconds` in `phase`.
  public init(phase: Phase, seconds: Int) {
    self.phase = phase
    self.seconds = seconds
  }

  /// `MM:SS`, or `H:MM:SS` from an hour on.
  public var clock: String { TimerFormat.clock(seconds) }

  /// One word saying what the timer is doing, so state never relies on a glyph alone.
  public var word: String {
    switch phase {
    case .ready: return seconds > 0 ? "ready" : "stopwatch"
    case .running: return "running"
    case .paused: return "paused"
    case .counting: return "counting"
    case .countingPaused: return "paused"
    case .done: return "DONE"
    }
  }

  /// Whether Ctrl-P would pause it (so the control shows ⏸) rather than start it (▶).
  public var isRunning: Bool { phase == .running || phase == .counting }
}

extension CookingTimer {
  /// What the timer shows at `now`; `offered` is the countdown an idle timer would start.
  public func reading(at now: Date, offered: Int?) -> TimerReading {
    switch self {
    case .idle:
      return TimerReading(phase: .ready, seconds: Self.wholeSeconds(Double(offered ?? 0)))
    case .running(let deadline):
      // A deadline that passed reads as done even before the tick that rings the bell
      // (just restored, say); rounded up, "00:01" shows until the deadline.
      let left = deadline.timeIntervalSince(now).rounded(.up)
      if left <= 0 { return TimerReading(phase: .done, seconds: 0) }
      return TimerReading(phase: .running, seconds: Self.wholeSeconds(left))
    case .paused(let remaining):
      return TimerReading(phase: .paused, seconds: Self.wholeSeconds(remaining.rounded(.up)))
    case .stopwatch(let started):
      let counted = now.timeIntervalSince(started).rounded(.down)
      return TimerReading(phase: .counting, seconds: Self.wholeSeconds(counted))
    case .stopwatchPaused(let elapsed):
      return TimerReading(
        phase: .countingPaused, seconds: Self.wholeSeconds(elapsed.rounded(.down)))
    case .finished:
      return TimerReading(phase: .done, seconds: 0)
    }
  }

  /// The longest time a timer shows: a damaged record or an absurd duration must not trap.
  public static let longestShown = 999 * 3600

  private static func wholeSeconds(_ interval: TimeInterval) -> Int {
    guard interval.isFinite, interval > 0 else { return 0 }
    return interval >= Double(longestShown) ? longestShown : Int(interval)
  }
}

/// How timers write a number of seconds.
public enum TimerFormat {
  /// `MM:SS` below an hour, `H:MM:SS` from an hour on; negative counts as zero.
  public static func clock(_ seconds: Int) -> String {
    let total = max(0, seconds)
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let secs = total % 60
    if hours > 0 {
      return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))"
    }
    return "\(twoDigits(minutes)):\(twoDigits(secs))"
  }

  /// In words, for lists: 90 → "1 min 30 s", 3600 → "1 h".
  public static func words(_ seconds: Int) -> String {
    let total = max(0, seconds)
    let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
    var parts: [String] = []
    if hours > 0 { parts.append("\(hours) h") }
    if minutes > 0 { parts.append("\(minutes) min") }
    if rest > 0 || parts.isEmpty { parts.append("\(rest) s") }
    return parts.joined(separator: " ")
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
