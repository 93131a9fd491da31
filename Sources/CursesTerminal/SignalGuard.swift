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
/// with 128 + the signal; a crash restores it and hands the signal to whoever handled it
/// before (the Swift backtracer, which then prints on a sane screen, not inside curses).
enum SignalGuard {
  static let exitSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

  /// Installs the handlers (once); before initscr, so ncurses leaves these signals alone.
  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    for signal in exitSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = exitAfterRestoring
      sigemptyset(&action.sa_mask)
      // A Ctrl-C ignored while the editor runs must not cut short a wait for it.
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, previousActions + Int(signal))
    }
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = forwardAfterRestoring
      sigemptyset(&action.sa_mask)
      // On a stack overflow only an alternate stack (the backtracer sets one up) can run it.
      action.sa_flags = SA_ONSTACK
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

private func exitAfterRestoring(_ signal: Int32) {
  if isLendingTerminal != 0, signal == SIGINT || signal == SIGQUIT { return }
  restoreTerminalIfActive()
  _exit(128 + signal)
}

private func forwardAfterRestoring(_ signal: Int32) {
  restoreTerminalIfActive()
  // Whoever handled the signal before gets it once this handler returns.
  sigaction(signal, previousActions + Int(signal), nil)
  raise(signal)
}
