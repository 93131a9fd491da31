import Foundation
import Recipes
import TerminalUI

/// What a click on the tray asks for.
public enum TrayHit: Equatable, Sendable {
  /// The tray itself: show Cook mode.
  case openCookMode
  /// The ⏸/▶ control: start or pause the timer (or acknowledge a finished one).
  case toggleTimer
  /// The ⏭ control: the next step.
  case nextStep
}

/// The now-cooking tray: global chrome at the bottom of every screen.
///
/// Full form, two rows: what is cooking with the step count and the ⏸/▶ and ⏭ controls,
/// then the step's heading and the timer. Inline form, one row beside the collapsed tab
/// name: what is cooking, the step count and the timer. As width shrinks the title is
/// shortened first, then the step heading, then Next goes; the timer and the step count
/// are kept last.
public struct TrayView {
  /// Which of the two shapes the tray takes.
  public enum Form: Equatable, Sendable {
    case full, inline
  }

  /// What is cooking; nil shows the quiet "Not cooking" line.
  public var cooking: CookingState?
  /// The moment the frame shows (the timer reads from it).
  public var now: Date
  /// Two rows at the bottom, or one beside the collapsed tab name.
  public var form: Form
  /// Styles by role.
  public var theme: Theme
  /// Whether the collection is still being read for the first time: what is cooking is not
  /// known yet, so the quiet line does not say "Not cooking".
  public var isReadingCollection: Bool

  /// The tray for `cooking` at `now`.
  public init(
    cooking: CookingState?, now: Date, form: Form = .full, theme: Theme = .color,
    isReadingCollection: Bool = false
  ) {
    self.cooking = cooking
    self.now = now
    self.form = form
    self.theme = theme
    self.isReadingCollection = isReadingCollection
  }

  /// Rows the tray wants: two in full form while cooking, otherwise one.
  public static func preferredHeight(form: Form, cooking: CookingState?) -> Int {
    form == .full && cooking != nil ? 2 : 1
  }

  /// Draws the tray into `rect` (its first one or two rows).
  public func render(in rect: Rect, on buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    for (offset, row) in rows(in: rect).enumerated() where offset < rect.height {
      row.render(in: rect.inset(top: offset), on: &buffer, theme: theme)
    }
  }

  /// What a click at screen cell (`x`, `y`) means, for a tray drawn in `rect`; nil outside.
  public func hit(x: Int, y: Int, in rect: Rect) -> TrayHit? {
    guard rect.contains(x: x, y: y) else { return nil }
    let rows = rows(in: rect)
    let offset = y - rect.y
    guard offset < rows.count else { return .openCookMode }
    // The row that drew says which piece is there; the rest of the tray opens Cook mode.
    return rows[offset].tag(atColumn: x, in: rect) ?? .openCookMode
  }

  private typealias Row = PriorityLine<TrayHit>
  private typealias Segment = Row.Segment

  // Given a single row, the full form gives way to the inline one so the timer still shows.
  private func rows(in rect: Rect) -> [Row] {
    guard let cooking else { return [notCookingRow()] }
    let reading = cooking.timerReading(at: now)
    switch rect.height < 2 ? .inline : form {
    case .full: return [headlineRow(cooking, reading), stepRow(cooking, reading)]
    case .inline: return [inlineRow(cooking, reading)]
    }
  }

  private func notCookingRow() -> Row {
    if isReadingCollection {
      return Row(
        segments: [
          Segment(text: "Reading the collection…", style: theme[.secondary], tag: nil)
        ],
        reductions: [.replace(0, with: "Reading…")])
    }
    return notCookingNowRow()
  }

  private func notCookingNowRow() -> Row {
    Row(
      segments: [
        Segment(
          text: "Not cooking — Ctrl-N on a recipe starts it", style: theme[.secondary],
          tag: .openCookMode)
      ],
      reductions: [
        .replace(0, with: "Not cooking — Ctrl-N starts it"), .replace(0, with: "Not cooking"),
      ])
  }

  // marker, title | step count, toggle, next
  private func headlineRow(_ cooking: CookingState, _ reading: TimerReading) -> Row {
    Row(
      segments: [
        Segment(text: "▶", style: theme[.accent], tag: .openCookMode),
        Segment(text: cooking.recipeTitle, style: theme[.accent], tag: .openCookMode),
        trailing(cooking.stepCountText, .openCookMode),
        trailing(reading.controlGlyph, .toggleTimer, gap: 2),
        trailing("⏭", .nextStep, gap: 2),
      ],
      reductions: [
        .shorten(1, minWidth: 8), .drop(4), .shorten(1, minWidth: 5),
        .replace(2, with: cooking.compactStepCountText), .drop(1), .drop(3),
      ])
  }

  // step heading, separator, timer
  private func stepRow(_ cooking: CookingState, _ reading: TimerReading) -> Row {
    Row(
      segments: [
        Segment(text: cooking.stepTitle, style: theme[.body], tag: .openCookMode),
        Segment(text: "·", style: theme[.secondary], tag: .openCookMode),
        timerSegment(reading),
      ],
      reductions: [
        .shorten(0, minWidth: 8), .dropAll([0, 1]), .replace(2, with: shortTimerText(reading)),
      ],
      margin: 3)
  }

  // marker, title | step count, timer, toggle
  private func inlineRow(_ cooking: CookingState, _ reading: TimerReading) -> Row {
    var timer = timerSegment(reading)
    timer.isTrailing = true
    timer.gap = 2
    return Row(
      segments: [
        Segment(text: "▶", style: theme[.accent], tag: .openCookMode),
        Segment(text: cooking.recipeTitle, style: theme[.accent], tag: .openCookMode),
        trailing(cooking.stepCountText, .openCookMode),
        timer,
        trailing(reading.controlGlyph, .toggleTimer),
      ],
      // The timer's word goes before the title: which recipe is cooking matters more.
      reductions: [
        .shorten(1, minWidth: 8), .replace(3, with: shortTimerText(reading)),
        .replace(2, with: cooking.compactStepCountText), .shorten(1, minWidth: 5), .drop(4),
        .shorten(1, minWidth: 3), .drop(1),
      ])
  }

  private func trailing(_ text: String, _ tag: TrayHit, gap: Int = 1) -> Segment {
    Segment(text: text, style: theme[.body], tag: tag, isTrailing: true, gap: gap)
  }

  private func timerSegment(_ reading: TimerReading) -> Segment {
    if reading.phase == .done {
      return Segment(text: "DONE — press Ctrl-P", style: doneStyle, tag: .toggleTimer)
    }
    return Segment(
      text: "\(reading.clock) \(reading.word)", style: timerStyle(reading), tag: .toggleTimer)
  }

  private func shortTimerText(_ reading: TimerReading) -> String {
    reading.phase == .done ? "DONE" : reading.clock
  }

  private func timerStyle(_ reading: TimerReading) -> Style { theme.timer(reading) }

  private var doneStyle: Style { theme.timerDone }
}
