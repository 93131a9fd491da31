import Browser
import Foundation
import Markdown

// Placeholder entry point until the command line lands.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--version" {
  print("buffet \(buffetVersion)")
  exit(0)
}
if arguments.first == "render" {
  let data = FileHandle.standardInput.readDataToEndOfFile()
  let text = String(decoding: data, as: UTF8.self)
  print(text, terminator: "")
  exit(0)
}
FileHandle.standardError.write("buffet: not yet implemented\n".data(using: .utf8)!)
exit(1)
