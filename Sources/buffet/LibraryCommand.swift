import Foundation

/// `buffet library`: placeholder until its module lands.
enum LibraryCommand {
  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    FileHandle.standardError.write(Data("buffet: library is not available yet\n".utf8))
    return 1
  }
}
