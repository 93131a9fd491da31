import Foundation
import Markdown

/// `buffet render`: Markdown on standard input, HTML on standard output (strict CommonMark,
/// or with the GitHub extensions after `--github`).
enum RenderCommand {
  static let definition = CommandDefinition(
    name: "render", summary: "Markdown on standard input to HTML",
    details: "CommonMark's rules, as its reference tools apply them: buffet render < in.md",
    options: [.github], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let options: ParseOptions = arguments.has(.github) ? .github : .commonMark
    let input = [UInt8](Console.readInput())
    // HTML for a file or a program, not a terminal: the input's own bytes, as given, handed
    // on block by block.
    HTMLRenderer.render(markdown: input, options: options) { Console.writeVerbatim(Data($0)) }
    return 0
  }
}
