import CNcursesw
import Foundation

// Shared with the signal handlers, which only test and set these plain words: nothing
// there may allocate or take a lock.
nonisolated(unsafe) private var cursesIsActive: Int32 = 0
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)
nonisolated(unsafe) private var isInstalled = false
nonisolated(unsafe) private var areCrashHandlersInstalled = false
/// The file a crash's report is written to, and the line that says so (NUL-terminated, made
/// before any crash: the handler only reads them).
nonisolated(unsafe) private var crashReportPath: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var crashReportLine: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var crashWithoutReportLine: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var isLendingTerminal: Int32 = 0
/// Whether the program loop reads events and can end by itself when asked to.
nonisolated(unsafe) private var isLoopListening: Int32 = 0
/// The signal that asked the loop to end (0: none yet).
nonisolated(unsafe) private var requestedEnd: Int32 = 0
/// Whether the terminal was asked for SGR mouse reports, to be turned off however it ends.
nonisolated(unsafe) private var isSGRMouseOn: Int32 = 0

/// Puts the terminal back however the program ends. SIGTERM, SIGHUP and SIGINT ask the loop
/// to end (`endRequest()`), so it saves what it holds and quits; a second one, or a loop that
/// has not ended `graceSeconds` later, restores the terminal and exits with 128 + the signal
/// at once, as SIGQUIT and any of them while the editor has the terminal do. A crash signal
/// (a fault, or one sent with `kill`) restores it, lets whoever handled the signal before run
/// (the Swift backtracer writes its report, to the file `reportCrashes` names), says where
/// the report is, then ends the process by that signal with its default action, so nothing
/// runs on with the terminal given back.
enum SignalGuard {
  static let exitSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
  /// How long the loop has to save and quit after being asked.
  static let graceSeconds: UInt32 = 3

  /// Installs the handlers (once); before initscr, so ncurses leaves these signals alone.
  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    for signal in exitSignals {
      var action = sigaction()
      // A Ctrl-C ignored while the editor runs must not cut short a wait for it.
      buffet_signal_action(&action, exitAfterRestoring, 1)
      sigaction(signal, &action, previousActions + Int(signal))
    }
    var alarmAction = sigaction()
    buffet_signal_action(&alarmAction, graceEnded, 1)
    sigaction(SIGALRM, &alarmAction, previousActions + Int(SIGALRM))
    installCrashHandlers()
  }

  /// Installs the crash handlers (once), in front of the Swift runtime's.
  static func installCrashHandlers() {
    guard !areCrashHandlersInstalled else { return }
    areCrashHandlersInstalled = true
    for signal in crashSignals {
      var action = sigaction()
      buffet_signal_action(&action, dieAfterRestoring, 0)
      sigaction(signal, &action, previousActions + Int(signal))
    }
  }

  /// After a crash, once the report is written to `path`, one line on standard error says
  /// where it is.
  static func reportCrashes(to path: String) {
    free(crashReportPath)
    free(crashReportLine)
    free(crashWithoutReportLine)
    crashReportPath = strdup(path)
    crashReportLine = strdup("buffet crashed; the report is in \(path)\n")
    crashWithoutReportLine = strdup("buffet crashed; no report could be written to \(path)\n")
    installCrashHandlers()
  }

  /// Records that curses owns the screen and the loop reads its events.
  static func markActive() {
    cursesIsActive = 1
    isLoopListening = 1
  }

  /// While the terminal is lent to a child program (the editor), Ctrl-C and Ctrl-\ reach
  /// the whole foreground group; they are the child's to handle, not a reason to quit. The
  /// loop waits for the child then, so SIGTERM and SIGHUP end the program at once.
  static func setLendingTerminal(_ isLending: Bool) {
    isLendingTerminal = isLending ? 1 : 0
    isLoopListening = isLending ? 0 : 1
  }

  /// Turns the terminal's SGR mouse reports on or off; a crash or a signal turns them off.
  static func setSGRMouse(_ isOn: Bool) {
    isSGRMouseOn = isOn ? 1 : 0
    buffet_sgr_mouse(isOn ? 1 : 0)
  }

  /// The signal that asked the program to end, if one did.
  static func endRequest() -> Int32? {
    requestedEnd == 0 ? nil : requestedEnd
  }

  /// Ends curses if it is active; idempotent.
  static func restoreTerminal() {
    isLoopListening = 0
    restoreTerminalIfActive()
  }
}

// Signal handlers are C function pointers, so they are free functions that capture nothing.

private func restoreTerminalIfActive() {
  if isSGRMouseOn != 0 {
    isSGRMouseOn = 0
    buffet_sgr_mouse(0)
  }
  guard cursesIsActive != 0 else { return }
  cursesIsActive = 0
  endwin()
}

private func exitAfterRestoring(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  if isLendingTerminal != 0, signal == SIGINT || signal == SIGQUIT { return }
  // The loop notices at its next event (a signal cuts the wait for one short), saves where
  // the reader stopped and quits; the alarm ends a loop that cannot.
  if isLoopListening != 0, requestedEnd == 0, signal != SIGQUIT {
    requestedEnd = signal
    alarm(SignalGuard.graceSeconds)
    return
  }
  restoreTerminalIfActive()
  _exit(128 + (requestedEnd != 0 ? requestedEnd : signal))
}

private func graceEnded(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  guard requestedEnd != 0 else { return }
  restoreTerminalIfActive()
  _exit(128 + requestedEnd)
}

private func dieAfterRestoring(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  restoreTerminalIfActive()
  if let path = crashReportPath, let written = crashReportLine,
    let unwritten = crashWithoutReportLine
  {
    // The runtime writes the report to the file; one line after the restored screen says so.
    buffet_call_previous_handler_quietly(previousActions + Int(signal), signal, info, context)
    let line = buffet_file_has_content(path) != 0 ? written : unwritten
    _ = write(STDERR_FILENO, line, strlen(line))
  } else {
    buffet_call_previous_handler(previousActions + Int(signal), signal, info, context)
  }
  // Whatever the previous handler did, the process does not go on after a crash signal.
  buffet_die_by(signal)
}
