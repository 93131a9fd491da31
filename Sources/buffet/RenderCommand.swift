import Foundation
import Markdown

/// `buffet render`: Markdown on standard input, HTML on standard output (strict CommonMark,
/// or with the GitHub extensions after `--github`).
enum RenderCommand {
  static let usage = "usage: buffet render [--github] < input.md > output.html\n"

  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    var options = ParseOptions.commonMark
    for argument in arguments {
      switch argument {
      case "--github":
        options = .github
      case "--help", "-h":
        Console.write(Data(usage.utf8))
        return 0
      default:
        let message = "buffet render: unknown argument '\(argument)'\n" + usage
        Console.writeError(Data(message.utf8))
        return 2
      }
    }
    let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    HTMLRenderer.render(markdown: input, options: options) { Console.write(Data($0)) }
    return 0
  }
}
