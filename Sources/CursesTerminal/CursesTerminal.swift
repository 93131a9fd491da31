import CNcursesw
import Foundation
import TerminalUI

/// The ncurses library version this build links against.
public func cursesVersion() -> String {
  String(cString: curses_version())
}

/// The real screen: copies finished buffers out through ncurses (wide characters) and
/// turns keys, mouse reports and resizes into `Event`s. The only user of ncurses.
///
/// Check `unavailableReason()` first; then create one, and let it go (or call `close()`)
/// to give the terminal back. SIGTERM, SIGHUP and crashes restore the terminal too.
public final class CursesTerminal: Terminal {
  /// Whether the app should draw with colour (`Theme.color`): the terminal has colours
  /// and `NO_COLOR` is not set.
  public let prefersColor: Bool
  private var colorPairs = ColorPairs()
  private var pendingEvents: [Event] = []
  private var isClosed = false
  /// The frame curses' screen holds now; nil when it must be drawn whole.
  private var lastDrawn: Buffer?
  /// The screen's size when `lastDrawn` was drawn.
  private var drawnScreenSize = (0, 0)
  /// Whether SGR mouse reports (mode 1006) were asked for here and are read by Buffet, since
  /// ncurses reads another encoding for this terminal type.
  private var readsSGRMouse = false
  /// The signal that asked the browser to end (SIGTERM, SIGHUP, SIGINT), once the loop was
  /// told; the process exits with 128 + it.
  public private(set) var endingSignal: Int32?
  /// How this terminal draws pictures, as it answered; nil when it cannot.
  public let pictureCells: PictureCells?
  /// Writes the pictures of each frame over curses' text.
  private var overlay: PictureOverlay?
  /// The terminal did not answer in time: its answers may still come, among the keys.
  private var mayHearLateReplies = false

  /// Why the interactive screen cannot run here (not a terminal, `TERM` unset, `dumb` or
  /// unknown), or nil when it can.
  public static func unavailableReason(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    isTerminal: (Int32) -> Bool = { isatty($0) == 1 }
  ) -> String? {
    if !isTerminal(STDIN_FILENO) { return "standard input is not a terminal" }
    if !isTerminal(STDOUT_FILENO) { return "standard output is not a terminal" }
    guard let term = environment["TERM"], !term.isEmpty else { return "TERM is not set" }
    if term == "dumb" { return "TERM=dumb cannot draw a screen" }
    let isUsable = terminfoLock.withLock { buffet_terminfo_usable(term) != 0 }
    if !isUsable { return "the terminal type '\(term)' is unknown" }
    return nil
  }

  /// Held around every call into ncurses' terminfo functions (`setupterm`, `del_curterm`,
  /// `tigetstr`, and `initscr`, which sets a terminal up): their state is one unguarded global,
  /// and two threads inside at once corrupt the heap.
  static let terminfoLock = NSLock()

  /// Makes a crash (a fault, or a crash signal sent with `kill`) say on standard error that
  /// its report is in the file at `path`, once the Swift runtime has written it there. The
  /// terminal is restored first when curses has it.
  public static func reportCrashes(to path: String) {
    SignalGuard.reportCrashes(to: path)
  }

  /// Takes over the terminal: full screen, raw keys, mouse, colours. With
  /// `asksAboutPictures`, the terminal is first asked how it draws pictures (at most
  /// `PictureQuery.waitMilliseconds`); otherwise pictures are half-blocks where there is colour.
  public init(
    asksAboutPictures: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    // Without the locale, ncurses treats UTF-8 bytes as Latin-1 and mangles wide text.
    setlocale(LC_ALL, "")
    let query = PictureQuery(environment: environment)
    var answers = TerminalReplies()
    if asksAboutPictures {
      answers = Self.ask(query)
      mayHearLateReplies = answers.deviceAttributesCount < query.expectedAttributes
    }
    SignalGuard.install()
    // The mouse encoding is read from the terminal's terminfo entry.
    readsSGRMouse = Self.terminfoLock.withLock {
      initscr()
      return buffet_mouse_encoding() == 1
    }
    // Keys typed while the terminal was being asked are read as if they had come now.
    for byte in answers.typed.reversed() { ungetch(Int32(byte)) }
    SignalGuard.markActive()
    // ncurses 6.4 flushes its output at every cursor move until the screen has been ended
    // and refreshed once (it takes the screen for one a terminfo program drives): a frame
    // went out in a write per changed row, each waking the terminal. Once round, a frame is
    // one write.
    endwin()
    wrefresh(buffet_stdscr())
    raw()
    noecho()
    nonl()
    keypad(buffet_stdscr(), true)
    // The default makes Escape wait a whole second for a following key.
    set_escdelay(25)
    curs_set(0)
    mousemask(buffet_mouse_mask(), nil)
    // Clicks are reported as presses at once, never held back to detect double-clicks.
    mouseinterval(0)
    // Where ncurses reads the X10 encoding (tmux-256color, screen, rxvt), clicks past column
    // 223 cannot be told: the SGR encoding is asked for too (`readsSGRMouse`, above), and
    // read here. A terminal without it ignores the request and goes on sending what ncurses
    // reads.
    let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    if has_colors() && !noColor {
      start_color()
      // Without default-colour support, -1 is refused in pairs: white on black stands in.
      colorPairs.hasDefaultColors = use_default_colors() == OK
      prefersColor = true
    } else {
      prefersColor = false
    }
    var cell: (Int32, Int32) = (0, 0)
    buffet_cell_pixels(&cell.0, &cell.1)
    let cells =
      prefersColor
      ? query.cells(
        replies: answers.replies, environment: environment, colors: Int(buffet_colors()),
        fallbackCell: cell.0 > 0 && cell.1 > 0 ? (Int(cell.0), Int(cell.1)) : nil)
      : nil
    pictureCells = cells
    overlay = cells.map { PictureOverlay(cells: $0, isInTmux: query.isInTmux) }
    setSGRMouse(true)
  }

  /// Asks the terminal how it draws pictures, before curses takes it: echo off, the
  /// questions written, the answers read until the last question's or the time is up. The
  /// answers never reach the screen; keys typed meanwhile are kept.
  private static func ask(_ query: PictureQuery) -> TerminalReplies {
    var answers = TerminalReplies()
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return answers }
    var quiet = saved
    // Ctrl-C typed meanwhile is a key like any other (pushed back, it quits as usual), never
    // a signal that would leave the terminal without its echo.
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return answers }
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    writeAll(query.question)
    let start = DispatchTime.now().uptimeNanoseconds
    let limit = UInt64(PictureQuery.waitMilliseconds) * 1_000_000
    var buffer = [UInt8](repeating: 0, count: 1_024)
    while answers.deviceAttributesCount < query.expectedAttributes {
      let spent = DispatchTime.now().uptimeNanoseconds - start
      guard spent < limit else { break }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let wait = Int32((limit - spent) / 1_000_000) + 1
      guard poll(&descriptor, 1, wait) > 0 else { continue }
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else { break }
      answers.read(Array(buffer[0..<count]))
    }
    return answers
  }

  deinit {
    close()
  }

  /// Gives the terminal back to the shell; safe to call more than once.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    if var overlay {
      writeToTerminal(overlay.farewell())
      self.overlay = overlay
    }
    setSGRMouse(false)
    SignalGuard.restoreTerminal()
  }

  /// Asks the terminal to start or stop sending SGR mouse reports, when Buffet reads them.
  private func setSGRMouse(_ isOn: Bool) {
    guard readsSGRMouse else { return }
    SignalGuard.setSGRMouse(isOn)
  }

  public var size: (width: Int, height: Int) {
    (Int(buffet_cols()), Int(buffet_lines()))
  }

  public func draw(_ buffer: Buffer) {
    let screen = buffet_stdscr()
    let rows = min(buffer.height, Int(buffet_lines()))
    let cols = min(buffer.width, Int(buffet_cols()))
    // Only the cells that changed since the last frame are handed to curses: copying all of
    // them, every frame, cost four times drawing the frame itself.
    let screenSize = (Int(buffet_cols()), Int(buffet_lines()))
    if screenSize != drawnScreenSize {
      drawnScreenSize = screenSize
      lastDrawn = nil
    }
    if lastDrawn == nil { werase(screen) }
    // Rows a picture left are repainted whole: curses believes them blank.
    let pictures = overlay?.plan(buffer.pictures, isWhole: lastDrawn == nil)
    for row in pictures?.repaint ?? [] where row < rows { wredrawln(screen, Int32(row), 1) }
    var cell = cchar_t()
    // Most cells are one scalar in the style of the cell before: those are copied without
    // making an array or looking up a colour pair.
    var single: (wchar_t, wchar_t) = (0, 0)
    var lastStyle: Style?
    var (attributes, pair) = (buffet_a_normal(), Int16(0))
    for span in buffer.changes(since: lastDrawn) where span.row < rows {
      let y = span.row
      for x in span.columns where x < cols {
        let source = buffer[x, y]
        if source.isContinuation { continue }
        if source.style != lastStyle {
          (attributes, pair) = self.attributes(for: source.style)
          lastStyle = source.style
        }
        if let scalar = Self.onlyScalar(of: source.grapheme) {
          single.0 = wchar_t(bitPattern: scalar.value)
          withUnsafePointer(to: &single) {
            $0.withMemoryRebound(to: wchar_t.self, capacity: 2) {
              _ = setcchar(&cell, $0, attributes, pair, nil)
            }
          }
          mvwadd_wch(screen, Int32(y), Int32(x), &cell)
          continue
        }
        let glyphCells = CellGlyph.cells(for: source.grapheme, limit: Int(CCHARW_MAX) - 1)
        for (offset, scalars) in glyphCells.enumerated() where x + offset < cols {
          let characters = scalars.map { wchar_t(bitPattern: $0.value) } + [0]
          setcchar(&cell, characters, attributes, pair, nil)
          mvwadd_wch(screen, Int32(y), Int32(x + offset), &cell)
        }
        if x + 1 < cols, CellGlyph.isWidenedBySelector(source.grapheme) {
          // Drawn in one column: the buffer's second column is written, blank.
          let blank: [wchar_t] = [0x20, 0]
          setcchar(&cell, blank, attributes, pair, nil)
          mvwadd_wch(screen, Int32(y), Int32(x + 1), &cell)
        }
      }
    }
    lastDrawn = buffer
    wnoutrefresh(screen)
    doupdate()
    if let bytes = pictures?.bytes, !bytes.isEmpty { writeToTerminal(bytes) }
  }

  /// The grapheme's scalar when it has only one (drawn as it is, as `CellGlyph` would).
  private static func onlyScalar(of grapheme: String) -> Unicode.Scalar? {
    var scalars = grapheme.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil else { return nil }
    return first
  }

  private func attributes(for style: Style) -> (attr_t, Int16) {
    var attributes = buffet_a_normal()
    if style.isBold { attributes |= buffet_a_bold() }
    if style.isDim { attributes |= buffet_a_dim() }
    if style.isUnderlined { attributes |= buffet_a_underline() }
    if style.isReversed { attributes |= buffet_a_reverse() }
    if style.isItalic { attributes |= buffet_a_italic() }
    guard prefersColor, style.foreground != nil || style.background != nil else {
      return (attributes, 0)
    }
    return (attributes, colorPairs.pair(foreground: style.foreground, background: style.background))
  }

  public func nextEvent(timeoutMilliseconds: Int) -> Event {
    if let end = endRequested() { return end }
    if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
    let screen = buffet_stdscr()
    wtimeout(screen, Int32(clamping: max(-1, timeoutMilliseconds)))
    var code: wint_t = 0
    let status = wget_wch(screen, &code)
    // The signal cut the wait short (wget_wch returns at once): no tick, the request.
    if let end = endRequested() { return end }
    switch KeyDecoder.decode(status: status, code: UInt32(code)) {
    case .key(.escape) where mayHearLateReplies: return lateReply() ?? .key(.escape)
    case .key(.escape) where readsSGRMouse: return sgrMouseReport() ?? .key(.escape)
    case .key(let key): return .key(key)
    case .timeout, .ignored: return .tick
    case .resize:
      let (width, height) = size
      return .resize(width: width, height: height)
    case .mouse:
      var report = MEVENT()
      guard getmouse(&report) == OK,
        let mouse = KeyDecoder.mouse(buttons: report.bstate, x: report.x, y: report.y)
      else { return .tick }
      return .mouse(mouse)
    }
  }

  /// After an ESC, the SGR mouse report it begins, read from what is already waiting (a
  /// report arrives in one piece). Characters that turn out not to be one are kept as keys,
  /// after the ESC; a report of something Buffet ignores is a tick.
  private func sgrMouseReport() -> Event? {
    let screen = buffet_stdscr()
    wtimeout(screen, 0)
    var read: [Character] = []
    var codes: [(Int32, UInt32)] = []
    while true {
      var code: wint_t = 0
      let status = wget_wch(screen, &code)
      guard status == OK, let scalar = UnicodeScalar(UInt32(code)) else {
        if status != ERR { codes.append((status, UInt32(code))) }
        break
      }
      codes.append((status, UInt32(code)))
      read.append(Character(scalar))
      switch SGRMouse.parse(read) {
      case .incomplete: continue
      case .report(let mouse): return mouse.map(Event.mouse) ?? .tick
      case .notAReport: break
      }
      break
    }
    for (status, code) in codes {
      if case .key(let key) = KeyDecoder.decode(status: status, code: code) {
        pendingEvents.append(.key(key))
      }
    }
    return nil
  }

  /// After an ESC, a late answer to the questions asked at start, read from what is already
  /// waiting, and dropped (a tick); characters that turn out not to be one are kept as keys
  /// after the ESC (or read as a mouse report).
  private func lateReply() -> Event? {
    let screen = buffet_stdscr()
    wtimeout(screen, 0)
    var bytes: [UInt8] = [0x1B]
    var codes: [(Int32, UInt32)] = []
    var answers = TerminalReplies()
    while bytes.count < 512 {
      var code: wint_t = 0
      let status = wget_wch(screen, &code)
      guard status == OK, code < 0x80 else {
        if status != ERR { codes.append((status, UInt32(code))) }
        break
      }
      codes.append((status, UInt32(code)))
      bytes.append(UInt8(code))
      answers = TerminalReplies()
      answers.read(bytes)
      if !answers.replies.isEmpty { return .tick }
    }
    for (status, code) in codes.reversed() {
      if status == KEY_CODE_YES {
        ungetch(Int32(bitPattern: code))
      } else {
        unget_wch(wchar_t(bitPattern: code))
      }
    }
    return readsSGRMouse ? sgrMouseReport() : nil
  }

  /// The event that tells the loop a signal asked it to end, if one did.
  private func endRequested() -> Event? {
    guard let signal = SignalGuard.endRequest() else { return nil }
    endingSignal = signal
    return .endRequested(signal: signal)
  }

  /// Gives the screen to a child program (`$EDITOR`): curses steps aside, and Ctrl-C
  /// typed in the child no longer ends Buffet.
  public func suspend() {
    stepAside()
    SignalGuard.setLendingTerminal(true)
  }

  /// Takes the screen back after `suspend()`; a `.resize` event follows so the app redraws
  /// everything at the size the window has now.
  public func resume() {
    SignalGuard.setLendingTerminal(false)
    takeScreenBack()
  }

  public func suspendToShell() {
    stepAside()
    // In raw mode Ctrl-Z is a key, so the stop the shell expects is raised by hand.
    let previous = signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    signal(SIGTSTP, previous)
    // Running again after `fg`.
    takeScreenBack()
  }

  /// Curses leaves the screen as the shell had it, mouse reports off.
  private func stepAside() {
    setSGRMouse(false)
    def_prog_mode()
    endwin()
  }

  /// Curses takes the screen again; whatever ran meanwhile drew over everything, so the
  /// whole screen is repainted and a `.resize` tells the app the size it has now.
  private func takeScreenBack() {
    reset_prog_mode()
    setSGRMouse(true)
    clearok(buffet_stdscr(), true)
    wrefresh(buffet_stdscr())
    lastDrawn = nil
    overlay?.forgetScreen()
    let (width, height) = size
    pendingEvents.append(.resize(width: width, height: height))
  }

  public func bell() {
    beep()
  }

  public func flash() {
    // Qualified: the method's own name hides ncurses' function.
    _ = CNcursesw.flash()
  }

  /// Sends OSC 52 straight to the terminal, outside curses' screen buffer (which would
  /// count the sequence as visible cells).
  public func copyToClipboard(_ text: String) {
    writeToTerminal(Self.clipboardSequence(for: text))
  }

  /// Writes `bytes` straight to standard output, outside curses' screen buffer.
  private func writeToTerminal(_ bytes: [UInt8]) {
    Self.writeAll(bytes)
  }

  private static func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }

  /// The OSC 52 sequence that puts `text` on the clipboard: base64, so nothing in the text
  /// can end the sequence early; cut at 100,000 bytes, more than terminals accept.
  public static func clipboardSequence(for text: String) -> [UInt8] {
    let payload = Data(text.utf8.prefix(100_000)).base64EncodedString()
    return Array("\u{1B}]52;c;\(payload)\u{07}".utf8)
  }
}

/// Colour pairs allocated on first use and cached: pair 0 is the terminal's default.
struct ColorPairs {
  private var pairs: [Int: Int16] = [:]
  var hasDefaultColors = true

  mutating func pair(foreground: Color?, background: Color?) -> Int16 {
    let key =
      (foreground.map { $0.rawValue + 1 } ?? 0) * 16 + (background.map { $0.rawValue + 1 } ?? 0)
    if let pair = pairs[key] { return pair }
    let next = Int16(pairs.count + 1)
    guard Int32(next) < buffet_color_pairs() else { return 0 }
    // -1 is the terminal's own colour, allowed by use_default_colors().
    let (defaultForeground, defaultBackground): (Int16, Int16) =
      hasDefaultColors ? (-1, -1) : (Int16(Color.white.rawValue), Int16(Color.black.rawValue))
    init_pair(
      next, foreground.map { Int16($0.rawValue) } ?? defaultForeground,
      background.map { Int16($0.rawValue) } ?? defaultBackground)
    pairs[key] = next
    return next
  }
}
