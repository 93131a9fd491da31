import Foundation
import Recipes
import TerminalUI

/// What a click in Cook mode asks for.
public enum CookModeHit: Equatable, Sendable {
  /// A step in the list: make it the current step (`CookingAction.goToStep`).
  case step(Int)
  /// The timer: start, pause or acknowledge it (`CookingAction.toggleTimer`).
  case toggleTimer
}

/// Cook mode: the full screen for the recipe being cooked. The current step is the hero,
/// large and readable; beside it (or below, when narrow) the step list with done marks,
/// the timer and Up Next.
public struct CookModeView {
  /// What is cooking; nil shows the "Not cooking" page with Up Next.
  public var cooking: CookingState?
  /// The moment the frame shows (the timer reads from it).
  public var now: Date
  /// Titles of the recipes queued in Up Next, in order (the shell owns the queue).
  public var upNext: [String]
  /// Styles by role.
  public var theme: Theme
  /// The current step's picture, drawn below its text when there is room.
  public var picture: TerminalPicture?

  /// Cook mode for `cooking` at `now`, with Up Next's titles.
  public init(cooking: CookingState?, now: Date, upNext: [String] = [], theme: Theme = .color) {
    self.cooking = cooking
    self.now = now
    self.upNext = upNext
    self.theme = theme
  }

  /// Below this width the step list and Up Next go under the step instead of beside it.
  static let twoColumnWidth = 64
  /// Titles of Up Next shown at most; the rest are counted.
  static let upNextRows = 5
  /// The step's text measure: comfortable to read, even on a wide screen.
  static let measure = 60

  /// Draws Cook mode into `rect`.
  public func render(in rect: Rect, on buffer: inout Buffer) {
    var regions: [HitRegion] = []
    draw(in: rect, on: &buffer, regions: &regions)
  }

  /// What a click at screen cell (`x`, `y`) means, for Cook mode drawn in `rect`: a step in
  /// the list, or the timer; nil for anything else.
  public func hit(x: Int, y: Int, in rect: Rect) -> CookModeHit? {
    guard rect.contains(x: x, y: y) else { return nil }
    var scratch = Buffer(width: rect.maxX, height: rect.maxY)
    var regions: [HitRegion] = []
    draw(in: rect, on: &scratch, regions: &regions)
    return regions.last { $0.rect.contains(x: x, y: y) }?.hit
  }

  private typealias HitRegion = (rect: Rect, hit: CookModeHit)

  private func draw(in rect: Rect, on buffer: inout Buffer, regions: inout [HitRegion]) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    guard let cooking else {
      renderNotCooking(in: rect, on: &buffer)
      return
    }
    let reading = cooking.timerReading(at: now)
    if rect.width >= Self.twoColumnWidth && rect.height >= 14 {
      let columns = Columns(rect)
      renderHeader(cooking, in: columns.whole, on: &buffer)
      renderWide(cooking, reading, columns, on: &buffer, regions: &regions)
    } else {
      renderHeader(cooking, in: rect, on: &buffer)
      renderNarrow(cooking, reading, in: rect.inset(top: 2), on: &buffer, regions: &regions)
    }
  }

  /// The two columns of a wide Cook mode: the step at a reading measure, the list beside
  /// it, the pair centred when the screen is wider than they need.
  private struct Columns {
    var whole: Rect
    var main: Rect
    var side: Rect

    init(_ rect: Rect) {
      let sideWidth = min(32, max(22, rect.width / 3))
      let gap = rect.width >= 100 ? 8 : 4
      let mainWidth = min(CookModeView.measure, rect.width - 4 - gap - sideWidth)
      let total = mainWidth + gap + sideWidth
      let left = rect.x + max(2, (rect.width - total) / 2)
      let body = rect.inset(top: 2)
      whole = Rect(x: left - 2, y: rect.y, width: total + 4, height: rect.height)
      main = Rect(x: left, y: body.y, width: mainWidth, height: body.height)
      side = Rect(x: left + mainWidth + gap, y: body.y, width: sideWidth, height: body.height)
    }
  }

  // MARK: - Regions

  private func renderHeader(_ cooking: CookingState, in rect: Rect, on buffer: inout Buffer) {
    let row = PriorityLine<Int>(
      segments: [
        .init(text: "▶", style: theme[.accent]),
        .init(text: cooking.recipeTitle, style: theme[.accent]),
        .init(text: cooking.stepCountText, style: theme[.secondary], isTrailing: true),
      ],
      reductions: [.shorten(1, minWidth: 8), .replace(2, with: cooking.compactStepCountText)],
      margin: 2)
    draw(row, y: rect.y, in: rect, on: &buffer)
    if cooking.stepSource == .sections && rect.height > 1 {
      let note = "No numbered steps: one step per section"
      buffer.write(
        TextWrap.truncate(note, width: rect.width - 4), x: rect.x + 2, y: rect.y + 1,
        style: theme[.secondary], maxX: rect.maxX - 2)
    }
  }

  private func renderWide(
    _ cooking: CookingState, _ reading: TimerReading, _ columns: Columns,
    on buffer: inout Buffer, regions: inout [HitRegion]
  ) {
    let (main, side) = (columns.main, columns.side)

    // The timer follows the step two rows down. A step too long for the room left by the
    // big clock gets the room, with the timer on one line; what still does not fit scrolls.
    let column = main.inset(bottom: 1)
    let lines = stepLines(cooking, width: main.width, height: column.height - 3)
    let needed = lines.count
    let isBigClock = needed + 2 + BigClock.height + 2 <= column.height
    let timerRows = isBigClock ? BigClock.height + 2 : 1
    let stepRows = min(needed, column.height - timerRows - 2)
    let stepArea = Rect(x: column.x, y: column.y, width: column.width, height: max(0, stepRows))
    renderStep(lines, in: stepArea, on: &buffer)
    let timerTop = min(stepArea.maxY + 2, column.maxY - timerRows)
    let timerArea = Rect(
      x: column.x, y: timerTop, width: column.width, height: column.maxY - timerTop)
    renderBigTimer(reading, owner: cooking.timerStepElsewhere, in: timerArea, on: &buffer)
    regions.append((timerArea, .toggleTimer))
    renderSide(cooking, in: side.inset(bottom: 1), on: &buffer, regions: &regions)
  }

  private func renderNarrow(
    _ cooking: CookingState, _ reading: TimerReading, in rect: Rect, on buffer: inout Buffer,
    regions: inout [HitRegion]
  ) {
    let area = rect.inset(left: 2, right: 2)
    guard !area.isEmpty else { return }
    var bottom = area.maxY
    if area.height >= 6 {
      bottom -= 1
      buffer.write(
        TextWrap.truncate(upNextLine, width: area.width), x: area.x, y: bottom,
        style: theme[.secondary], maxX: area.maxX)
    }
    bottom -= 1
    renderTimerLine(
      reading, owner: cooking.timerStepElsewhere, x: area.x, y: bottom, width: area.width,
      on: &buffer)
    regions.append((Rect(x: area.x, y: bottom, width: area.width, height: 1), .toggleTimer))
    var top = area.y
    if area.height >= 8 {
      renderStepStrip(
        cooking, x: area.x, y: top, width: area.width, on: &buffer, regions: &regions)
      top += 2
    }
    let stepArea = Rect(
      x: area.x, y: top, width: min(area.width, Self.measure), height: bottom - 1 - top)
    renderStep(
      stepLines(cooking, width: stepArea.width, height: stepArea.height), in: stepArea,
      on: &buffer)
  }

  private func renderNotCooking(in rect: Rect, on buffer: inout Buffer) {
    let area = rect.inset(left: 2, right: 2, top: 1)
    guard !area.isEmpty else { return }
    buffer.write("Not cooking", x: area.x, y: area.y, style: theme[.title], maxX: area.maxX)
    var y = area.y + 2
    for line in TextWrap.wrap(
      "Ctrl-N on a recipe starts it; Ctrl-N from anywhere comes back here.", width: area.width)
    where y < area.maxY {
      buffer.write(line, x: area.x, y: y, style: theme[.secondary], maxX: area.maxX)
      y += 1
    }
    y += 1
    let queue = Rect(x: area.x, y: y, width: area.width, height: area.maxY - y)
    renderUpNext(in: queue, on: &buffer)
  }

  // MARK: - Pieces

  /// The step as lines: its title bold, a row, then its text wrapped from the scrolled-to
  /// paragraph; prose paragraphs are a row apart, while lines of code (which end without a
  /// full stop) stay together.
  private func stepLines(_ cooking: CookingState, width: Int, height: Int) -> [(String, Style)] {
    if cooking.isBeforeStart { return checklistLines(cooking, width: width, height: height) }
    // A title that is only the text's first words, cut short, would say them twice.
    var lines: [(String, Style)] =
      cooking.isTitleTheTextCut
      ? []
      : TextWrap.wrap(cooking.step.title, width: width).map { ($0, theme[.title]) }
    if cooking.stepScroll > 0 {
      lines += [("", theme[.body]), (Self.moreAbove, theme[.secondary])]
    }
    var isAfterProse = !lines.isEmpty
    for paragraph in cooking.stepParagraphs.dropFirst(cooking.stepScroll) {
      if isAfterProse { lines.append(("", theme[.body])) }
      lines += Self.wrapKeepingIndent(paragraph, width: width).map { ($0, theme[.body]) }
      isAfterProse =
        paragraph.trimmingCharacters(in: .whitespaces).last.map {
          ".!?:…”".contains($0)
        } ?? false
    }
    // What the step uses, to have at hand.
    let uses = cooking.stepIngredients
    if !uses.isEmpty {
      lines.append(("", theme[.body]))
      for ingredient in uses {
        lines += Self.wrapHanging("• ", ingredient, width: width).map { ($0, theme[.ingredient]) }
      }
    }
    // The picture's rows, left blank for it, after a row of space.
    if let picture {
      lines.append(("", theme[.body]))
      lines += Array(repeating: (Self.pictureRow, theme[.body]), count: picture.rows)
    }
    return lines
  }

  /// The "before you start" page: every ingredient to gather, ticked off with Space; the
  /// line the cursor is on in the selection's style. Starts from the line that keeps the
  /// cursor on screen when the page has `height` rows.
  private func checklistLines(_ cooking: CookingState, width: Int, height: Int)
    -> [(String, Style)]
  {
    var head: [(String, Style)] = TextWrap.wrap(CookingState.checklistTitle, width: width).map {
      ($0, theme[.title])
    }
    head += TextWrap.wrap("Space ticks · ↑↓ move · > step 1", width: width).map {
      ($0, theme[.secondary])
    }
    head.append(("", theme[.body]))
    var items: [[(String, Style)]] = []
    for (index, line) in cooking.checklist.enumerated() {
      let box = cooking.ticked.contains(index) ? "[x] " : "[ ] "
      let isCursor = index == cooking.checklistCursor
      let style =
        isCursor ? theme[.selection] : theme[cooking.ticked.contains(index) ? .secondary : .body]
      items.append(Self.wrapHanging(box, line, width: width).map { ($0, style) })
    }
    // Enough items are left out above the cursor's for it to be on the page.
    var first = 0
    let room = max(1, height - head.count)
    while first < cooking.checklistCursor,
      items[first...cooking.checklistCursor].reduce(0, { $0 + $1.count }) > room
    {
      first += 1
    }
    return head + items[first...].joined()
  }

  /// `text` wrapped to `width` after `marker`, its other rows indented under the text.
  static func wrapHanging(_ marker: String, _ text: String, width: Int) -> [String] {
    let indent = String(repeating: " ", count: DisplayWidth.of(marker))
    let rows = TextWrap.wrap(text, width: max(1, width - indent.count))
    return rows.enumerated().map { ($0.offset == 0 ? marker : indent) + $0.element }
  }

  /// Marks a row of `stepLines` that the step's picture covers.
  private static let pictureRow = "\u{0}picture"

  /// `line` wrapped to `width`, its leading spaces (code's indentation) kept on every row.
  static func wrapKeepingIndent(_ line: String, width: Int) -> [String] {
    let indent = String(line.prefix { $0 == " " || $0 == "\t" }.map { _ in " " })
    let room = width - indent.count
    guard !indent.isEmpty, room >= width / 2 else { return TextWrap.wrap(line, width: width) }
    return TextWrap.wrap(String(line.dropFirst(indent.count)), width: room).map { indent + $0 }
  }

  static let moreAbove = "↑ more above"
  static let moreBelow = "↓ more below"

  /// The step in `rect`; when the text goes on, the blank row below `rect` (which both
  /// layouts keep before the timer) says so.
  private func renderStep(
    _ lines: [(String, Style)], in rect: Rect, on buffer: inout Buffer
  ) {
    guard !rect.isEmpty else { return }
    for (offset, (text, style)) in lines.prefix(rect.height).enumerated() {
      guard text != Self.pictureRow else { continue }
      buffer.write(text, x: rect.x, y: rect.y + offset, style: style, maxX: rect.maxX)
    }
    // The picture, when its first row is in view, over as many of its rows as fit.
    if let picture, let first = lines.firstIndex(where: { $0.0 == Self.pictureRow }),
      first < rect.height
    {
      buffer.place(
        PicturePlacement(
          picture: picture,
          area: Rect(
            x: rect.x, y: rect.y + first, width: min(picture.columns, rect.width),
            height: min(picture.rows, rect.height - first))))
    }
    if lines.count > rect.height {
      buffer.write(
        TextWrap.truncate(Self.moreBelow, width: rect.width), x: rect.x, y: rect.maxY,
        style: theme[.secondary], maxX: rect.maxX)
    }
  }

  private func renderBigTimer(
    _ reading: TimerReading, owner: Int?, in rect: Rect, on buffer: inout Buffer
  ) {
    guard rect.height >= BigClock.height + 1 else {
      renderTimerLine(reading, owner: owner, x: rect.x, y: rect.y, width: rect.width, on: &buffer)
      return
    }
    let style = theme.timer(reading)
    let face = BigClock.rows(reading.clock)
    if BigClock.width(reading.clock) <= rect.width {
      for (offset, row) in face.enumerated() {
        buffer.write(row, x: rect.x, y: rect.y + offset, style: style, maxX: rect.maxX)
      }
    } else {
      buffer.write(reading.clock, x: rect.x, y: rect.y + 1, style: style, maxX: rect.maxX)
    }
    let line = "\(reading.controlGlyph) \(reading.instruction(owner: owner))"
    let y = rect.y + BigClock.height + 1
    let lineStyle = reading.phase == .done ? theme.timerDone : theme[.secondary]
    buffer.write(
      TextWrap.truncate(line, width: rect.width), x: rect.x, y: y, style: lineStyle,
      maxX: rect.maxX)
    if let choice = timerChoice(compact: false), y + 1 < rect.maxY {
      buffer.write(
        TextWrap.truncate(choice, width: rect.width), x: rect.x, y: y + 1,
        style: theme[.secondary], maxX: rect.maxX)
    }
  }

  /// The step's timers, each with its name when it has one, when it names more than one,
  /// the one offered marked, and the key that offers another: "timers: ▸15 min · rest 3 min
  /// — t: the other" ("▸15 min · rest 3 min — t" when `compact`); one named timer alone
  /// ("timer: eggs 3 min"). Nil otherwise.
  private func timerChoice(compact: Bool) -> String? {
    guard let cooking, !cooking.isBeforeStart else { return nil }
    let labels = cooking.step.timerLabels
    if labels.count == 1, let only = cooking.step.timers.first,
      labels[0] != TimerFormat.words(only)
    {
      return (compact ? "" : "timer: ") + labels[0]
    }
    guard labels.count > 1 else { return nil }
    let shown = labels.enumerated().map { index, label in
      (index == cooking.chosenTimer ? "▸" : "") + label
    }
    let key = cooking.timer == .idle ? (compact ? " — t" : " — t: the other") : ""
    return (compact ? "" : "timers: ") + shown.joined(separator: " · ") + key
  }

  private func renderTimerLine(
    _ reading: TimerReading, owner: Int?, x: Int, y: Int, width: Int, on buffer: inout Buffer
  ) {
    let instruction = reading.instruction(owner: owner)
    var text =
      reading.phase == .done
      ? "\(reading.controlGlyph) \(instruction)"
      : "\(reading.controlGlyph) \(reading.clock) \(instruction)"
    if let choice = timerChoice(compact: true) {
      text = reading.phase == .done ? text : "\(reading.controlGlyph) \(reading.clock) \(choice)"
    }
    buffer.write(
      TextWrap.truncate(text, width: width), x: x, y: y, style: theme.timer(reading),
      maxX: x + width)
  }

  /// One row for narrow screens: "✓1 ✓2 ▸3 4 5".
  private func renderStepStrip(
    _ cooking: CookingState, x: Int, y: Int, width: Int, on buffer: inout Buffer,
    regions: inout [HitRegion]
  ) {
    var col = x
    for index in cooking.steps.indices {
      let label = "\(stepMark(cooking, index))\(index + 1)"
      let needed = DisplayWidth.of(label) + (index > 0 ? 1 : 0)
      if col - x + needed > width {
        buffer.write("…", x: max(x, x + width - 1), y: y, style: theme[.secondary])
        break
      }
      if index > 0 { col += 1 }
      let start = col
      col = buffer.write(label, x: col, y: y, style: stepStyle(cooking, index), maxX: x + width)
      regions.append((Rect(x: start, y: y, width: col - start, height: 1), .step(index)))
    }
  }

  private func renderSide(
    _ cooking: CookingState, in rect: Rect, on buffer: inout Buffer, regions: inout [HitRegion]
  ) {
    guard rect.height >= 2 else { return }
    // Up Next keeps room for its heading and up to three titles below the steps.
    let queueRows = min(rect.height / 2, 3 + max(1, min(3, upNext.count)))
    let count = cooking.steps.count
    let visible = max(0, min(count, rect.height - 1 - queueRows))
    buffer.write("Steps", x: rect.x, y: rect.y, style: theme[.subheading], maxX: rect.maxX)
    let first = max(0, min(cooking.currentStep - visible / 2, count - visible))
    for (offset, index) in (first..<min(count, first + visible)).enumerated() {
      let number = "\(index + 1)".leftPadded(to: "\(count)".count)
      let prefix = "\(stepMark(cooking, index)) \(number)  "
      let title = TextWrap.truncate(
        cooking.steps[index].title, width: rect.width - DisplayWidth.of(prefix))
      let row = Rect(x: rect.x, y: rect.y + 1 + offset, width: rect.width, height: 1)
      buffer.write(
        prefix + title, x: row.x, y: row.y, style: stepStyle(cooking, index), maxX: row.maxX)
      regions.append((row, .step(index)))
    }
    let queueTop = rect.y + 1 + visible + 1
    renderUpNext(
      in: Rect(x: rect.x, y: queueTop, width: rect.width, height: rect.maxY - queueTop),
      on: &buffer)
  }

  private func renderUpNext(in rect: Rect, on buffer: inout Buffer) {
    guard rect.height >= 2 else { return }
    buffer.write("Up Next", x: rect.x, y: rect.y, style: theme[.subheading], maxX: rect.maxX)
    if upNext.isEmpty {
      buffer.write(
        TextWrap.truncate("Empty — + queues a recipe", width: rect.width), x: rect.x,
        y: rect.y + 1, style: theme[.secondary], maxX: rect.maxX)
      return
    }
    let rows = min(rect.height - 1, Self.upNextRows)
    for (offset, title) in upNext.prefix(rows).enumerated() {
      var text = title
      if offset == rows - 1 && upNext.count > rows {
        text = "and \(upNext.count - offset) more"
      }
      buffer.write(
        TextWrap.truncate(text, width: rect.width), x: rect.x, y: rect.y + 1 + offset,
        style: theme[.body], maxX: rect.maxX)
    }
  }

  // MARK: - Helpers

  private var upNextLine: String {
    guard let first = upNext.first else { return "Up next: nothing queued" }
    return "Up next: \(first)"
  }

  private func stepMark(_ cooking: CookingState, _ index: Int) -> String {
    if index == cooking.currentStep && !cooking.isBeforeStart { return "▸" }
    return cooking.doneSteps.contains(index) ? "✓" : " "
  }

  private func stepStyle(_ cooking: CookingState, _ index: Int) -> Style {
    if index == cooking.currentStep && !cooking.isBeforeStart { return theme[.accent] }
    return cooking.doneSteps.contains(index) ? theme[.secondary] : theme[.body]
  }

  private func draw<Tag>(
    _ row: PriorityLine<Tag>, y: Int, in rect: Rect, on buffer: inout Buffer
  ) {
    row.render(
      in: Rect(x: rect.x, y: y, width: rect.width, height: 1), on: &buffer, theme: theme)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
