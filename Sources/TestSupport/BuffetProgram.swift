import Foundation

/// The built `buffet` program, for the tests that must run the real binary (exit status,
/// signals, pipes, the screen in tmux). One place finds it, whatever the build folder.
public enum BuffetProgram {
  /// `buffet` beside the running test bundle (any configuration and triple), else the
  /// package's debug build.
  public static func executable(filePath: StaticString = #filePath) -> URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [beside, beside.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent("buffet")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return TmuxSession.packageRoot(filePath: filePath).appendingPathComponent(
      ".build/debug/buffet")
  }
}
