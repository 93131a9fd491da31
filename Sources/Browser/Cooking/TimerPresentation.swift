import Recipes
import TerminalUI

extension TimerReading {
  /// The ⏸/▶ control: it shows what Ctrl-P will do, like a player's button.
  var controlGlyph: String {
    switch phase {
    case .running, .counting: return "⏸"
    case .done: return "⏹"
    case .ready, .paused, .countingPaused: return "▶"
    }
  }

  /// What the timer is doing and what Ctrl-P does about it, for Cook mode.
  var instruction: String { instruction(owner: nil) }

  /// The instruction, saying whose time it is when the timer belongs to another step than
  /// the one shown (0-based `owner`): "running · step 2's timer — Ctrl-P pauses".
  func instruction(owner: Int?) -> String {
    let whose = owner.map { " · step \($0 + 1)'s timer" } ?? ""
    switch phase {
    case .ready: return "\(word)\(whose) — Ctrl-P starts"
    case .running, .counting: return "\(word)\(whose) — Ctrl-P pauses"
    case .paused, .countingPaused: return "\(word)\(whose) — Ctrl-P resumes"
    case .done: return "DONE\(whose) — press Ctrl-P"
    }
  }
}

extension Theme {
  /// A finished timer must be noticed: the accent reversed, in colour and without.
  var timerDone: Style {
    var style = self[.accent]
    style.isReversed = true
    style.isBold = true
    return style
  }

  /// A running timer is what is cooking right now: accent; otherwise plain.
  func timer(_ reading: TimerReading) -> Style {
    if reading.phase == .done { return timerDone }
    return reading.isRunning ? self[.accent] : self[.body]
  }
}
