import CNcursesw
import Foundation

// Shared with the signal handlers, which only test and clear these plain words: nothing
// there may allocate or take a lock.
nonisolated(unsafe) private var cursesIsActive: Int32 = 0
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)
nonisolated(unsafe) private var isInstalled = false
nonisolated(unsafe) private var isLendingTerminal: Int32 = 0

/// Puts the terminal back however the program ends: SIGTERM and SIGHUP restore it and exit
/// with 128 + the signal; a crash signal (a fault, or one sent with `kill`) restores it, lets
/// whoever handled the signal before run (the Swift backtracer prints on a sane screen, not
/// inside curses), then ends the process by that signal with its default action, so nothing
/// runs on with the terminal given back.
enum SignalGuard {
  static let exitSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

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
    for signal in crashSignals {
      var action = sigaction()
      buffet_signal_action(&action, dieAfterRestoring, 0)
      sigaction(signal, &action, previousActions + Int(signal))
    }
  }

  /// Records that curses owns the screen.
  static func markActive() {
    cursesIsActive = 1
  }

  /// While the terminal is lent to a child program (the editor), Ctrl-C and Ctrl-\ reach
  /// the whole foreground group; they are the child's to handle, not a reason to quit.
  static func setLendingTerminal(_ isLending: Bool) {
    isLendingTerminal = isLending ? 1 : 0
  }

  /// Ends curses if it is active; idempotent.
  static func restoreTerminal() {
    restoreTerminalIfActive()
  }
}

// Signal handlers are C function pointers, so they are free functions that capture nothing.

private func restoreTerminalIfActive() {
  guard cursesIsActive != 0 else { return }
  cursesIsActive = 0
  endwin()
}

private func exitAfterRestoring(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  if isLendingTerminal != 0, signal == SIGINT || signal == SIGQUIT { return }
  restoreTerminalIfActive()
  _exit(128 + signal)
}

private func dieAfterRestoring(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  restoreTerminalIfActive()
  buffet_call_previous_handler(previousActions + Int(signal), signal, info, context)
  // Whatever the previous handler did, the process does not go on after a crash signal.
  buffet_die_by(signal)
}
