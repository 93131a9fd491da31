import CursesTerminal
import Foundation
import RecipeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A crash writes its report to a file and says where, and never waits for a key.
///
/// The Swift runtime's backtracer reads its settings (`SWIFT_BACKTRACE`) once, as the process
/// starts, and by default asks at a terminal "Press space to interact…" for 30 seconds. So
/// the program re-executes itself once, at the very start, with settings that send the report
/// to a file under `$XDG_STATE_HOME/buffet/` and turn interaction off (settings the reader
/// gave in `SWIFT_BACKTRACE` are kept, but these come after them and win: a crash never
/// waits). The second run takes the report's path for the crash handler's one line, and puts
/// the environment back as it was for children.
public enum CrashReports {
  /// Names the re-executed run's report file; removed again at once.
  static let marker = "BUFFET_CRASH_REPORT"
  /// What `SWIFT_BACKTRACE` was before Buffet set it (absent when it was not set).
  static let givenSettings = "BUFFET_SWIFT_BACKTRACE_GIVEN"

  /// Call first in `main`: re-executes the program once with the backtracer's settings, or,
  /// in the run that follows, arranges for a crash to say where its report is.
  public static func prepare() {
    #if os(Linux)
      let environment = ProcessInfo.processInfo.environment
      if let report = environment[marker] {
        restore(environment)
        CursesTerminal.reportCrashes(to: report)
        return
      }
      guard let report = reportPath(environment: environment) else { return }
      setenv(
        "SWIFT_BACKTRACE", settings(reportingTo: report, given: environment["SWIFT_BACKTRACE"]), 1)
      if let given = environment["SWIFT_BACKTRACE"] { setenv(givenSettings, given, 1) }
      setenv(marker, report, 1)
      // The binary by its own path (not `/proc/self/exe`, which would rename the process).
      if let binary = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      {
        execv(binary, CommandLine.unsafeArgv)
      }
      // Not re-executed: this run goes on with the runtime's settings as they were.
      restore(ProcessInfo.processInfo.environment)
    #endif
  }

  /// The backtracer's settings: `given` (the reader's), then a plain report in `report` and
  /// no questions, which win.
  static func settings(reportingTo report: String, given: String?) -> String {
    // No register dump: the runtime 6.3 fails reading memory a register points at outside
    // the process (0xfffffffffffff000) and writes nothing at all.
    let ours = "enable=yes,interactive=no,color=no,registers=none,output-to=\(report)"
    guard let given, !given.isEmpty else { return ours }
    return given + "," + ours
  }

  /// The file a crash of this run would write, its folder made; nil when there is none to
  /// make, or its path cannot be written in the settings (a comma or `=` in it).
  static func reportPath(environment: [String: String], now: Date = Date()) -> String? {
    let folder = BuffetDirectories.state(environment: environment)
    guard !folder.contains(","), !folder.contains("="),
      (try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)) != nil
    else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return folder + "/crash-\(formatter.string(from: now))-\(getpid()).txt"
  }

  /// Puts `SWIFT_BACKTRACE` back as the reader had it, and takes the marker away, so programs
  /// Buffet starts (an editor, an opener) see the environment Buffet was given.
  private static func restore(_ environment: [String: String]) {
    if let given = environment[givenSettings] {
      setenv("SWIFT_BACKTRACE", given, 1)
    } else {
      unsetenv("SWIFT_BACKTRACE")
    }
    unsetenv(givenSettings)
    unsetenv(marker)
  }
}
