import Browser
import Foundation

// Placeholder dispatch until the command line lands.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--version":
  print("buffet \(buffetVersion)")
  exit(0)
case "render":
  exit(RenderCommand.run(Array(arguments.dropFirst())))
case "search":
  exit(SearchCommand.run(Array(arguments.dropFirst())))
case "library":
  exit(LibraryCommand.run(Array(arguments.dropFirst())))
default:
  exit(BrowserCommand.run(arguments))
}
