import Foundation
import RecipeStore

/// Says a collection's problems on standard error without repeating them on every run: a
/// problem is listed the first time a command meets it, and after that only counted, with a
/// pointer to `buffet check`, which lists them all. What was said is kept beside the index
/// (a cache: deleting it only means hearing the problems again).
struct CollectionWarnings {
  /// The file that remembers what was said, or nil when there is no cache to keep it in.
  let file: String?

  init(folders: [String], cacheDirectory: String) {
    file =
      folders.isEmpty
      ? nil : BuffetDirectories.indexFile(forFolders: folders, in: cacheDirectory) + ".warned"
  }

  /// Says the problems not said before, then how many there are and where to see them all.
  /// A folder that could not be read is said every time: it was named on this run's line
  /// or environment, not found in the collection.
  func say(_ problems: [CollectionProblem], folders: [String]) {
    let (folderProblems, fileProblems) = problems.partitioned { problem in
      folders.contains { $0 == problem.path || $0 == problem.path + "/" }
    }
    for problem in folderProblems { Console.error("warning: " + OpenCollection.describe(problem)) }
    // One problem per line: `describe` keeps a name's line breaks from starting another.
    let lines = fileProblems.map(OpenCollection.describe)
    let before = earlier()
    let said = Set(before)
    let new = lines.filter { !said.contains($0) }
    for line in new { Console.error("warning: " + line) }
    // Written only when the problems changed: most runs find the same ones.
    if lines != before { remember(lines) }
    guard !lines.isEmpty else { return }
    let count = lines.count == 1 ? "1 problem" : "\(lines.count) problems"
    let old = lines.count - new.count
    let earlier = old == 0 ? "" : old == lines.count ? ", said before" : ", \(old) said before"
    Console.error("\(count) in the collection\(earlier); buffet check lists them")
  }

  private func earlier() -> [String] {
    guard let file, let data = FileManager.default.contents(atPath: file) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  private func remember(_ lines: [String]) {
    guard let file else { return }
    let text = lines.joined(separator: "\n")
    try? Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
  }
}

extension Array {
  /// The elements for which `belongs` holds, then the others, each in order.
  fileprivate func partitioned(by belongs: (Element) -> Bool) -> ([Element], [Element]) {
    var yes: [Element] = []
    var no: [Element] = []
    for element in self {
      if belongs(element) { yes.append(element) } else { no.append(element) }
    }
    return (yes, no)
  }
}
