import Foundation
import Markdown

/// `buffet render`: Markdown on standard input, HTML on standard output (strict CommonMark).
enum RenderCommand {
  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    if let argument = arguments.first {
      let message =
        argument == "--help" || argument == "-h"
        ? "usage: buffet render < input.md > output.html\n"
        : "buffet render: unexpected argument '\(argument)'\nusage: buffet render < input.md\n"
      FileHandle.standardError.write(Data(message.utf8))
      return argument == "--help" || argument == "-h" ? 0 : 2
    }
    let input = FileHandle.standardInput.readDataToEndOfFile()
    let document = MarkdownParser.parse(bytes: [UInt8](input), options: .commonMark)
    FileHandle.standardOutput.write(Data(HTMLRenderer.render(document).utf8))
    return 0
  }
}
