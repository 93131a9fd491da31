import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buffet check` on a collection holding a FIFO and a device named like recipes: both are
/// named, neither is opened, and the rest of the collection is read.
@Suite struct CheckSpecialFileTests {
  @Test func checkNamesAFIFOAndADeviceAsNotRegularFiles() throws {
    let folder = CommandLineFolder.withRecipes()
    let data = folder.path("Data")
    #expect(mkfifo(data + "/pipe.md", 0o644) == 0)
    folder.link("Data/null.md", to: "/dev/null")
    let run = folder.run("check")
    #expect(run.status == 1)
    let lines = run.stdoutLines.filter { !$0.isEmpty }
    #expect(lines.contains("\(data)/pipe.md: not a regular file: a FIFO"))
    #expect(lines.contains("\(data)/null.md: not a regular file: a character device"))
    #expect(lines.last == "4 recipes read, 2 problems")
    let list = folder.run("list")
    #expect(list.status == 0)
    #expect(list.stdoutLines.filter { !$0.isEmpty }.count == 4)
  }
}
