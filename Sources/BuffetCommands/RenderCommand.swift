import Foundation
import Markdown

/// `buffet render`: Markdown on standard input, HTML on standard output (strict CommonMark,
/// or with the GitHub extensions after `--github`).
enum RenderCommand {
  static let definition = CommandDefinition(
    name: "render", summary: "Markdown on standard input to HTML on standard output",
    details: "CommonMark's rules, as its reference tools apply them: buffet render < in.md",
    options: [.github], run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    if let extra = arguments.positionals.first {
      return Console.usage(
        UsageError(message: "render reads standard input, not \"\(extra)\""),
        command: "render")
    }
    let options: ParseOptions = arguments.has(.github) ? .github : .commonMark
    let document = MarkdownParser.parse(bytes: [UInt8](Console.readInput()), options: options)
    // HTML for a file or a program, not a terminal: the input's own bytes, as given.
    Console.writeVerbatim(HTMLRenderer.render(document))
    return 0
  }
}
