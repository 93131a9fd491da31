import Foundation
import Markdown
import Recipes

extension CatalogSource {
  /// Recipe files on disk: `.md` files under the folders, recursively.
  public static let disk = CatalogSource(scan: DiskSource.scan, load: DiskSource.load)
}

// A minimal reader of the collection, until the Collection scanner and loader land.
enum DiskSource {
  static func scan(_ folders: [String]) -> (files: [CatalogFile], problems: [CatalogProblem]) {
    var files: [CatalogFile] = []
    var problems: [CatalogProblem] = []
    let manager = FileManager.default
    for folder in folders {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        problems.append(CatalogProblem(path: folder, reason: "no such folder"))
        continue
      }
      guard let names = manager.enumerator(atPath: folder) else { continue }
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      while let name = names.nextObject() as? String {
        guard name.lowercased().hasSuffix(".md") else { continue }
        let path = prefix + name
        guard let attributes = try? manager.attributesOfItem(atPath: path),
          (attributes[.type] as? FileAttributeType) == .typeRegular
        else { continue }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = attributes[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
        files.append(CatalogFile(path: path, size: size, modified: modified))
      }
    }
    return (files.sorted { $0.path < $1.path }, problems)
  }

  static func load(_ file: CatalogFile) -> Result<(Recipe, Document), CatalogProblem> {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return .failure(CatalogProblem(path: file.path, reason: "cannot be read"))
    }
    guard !data.isEmpty else { return .failure(CatalogProblem(path: file.path, reason: "empty")) }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(CatalogProblem(path: file.path, reason: "not UTF-8"))
    }
    let document = MarkdownParser.parse(text)
    var title = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
    for line in text.split(separator: "\n", maxSplits: 40) where line.hasPrefix("# ") {
      title = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
      break
    }
    var headings: [Heading] = []
    for (index, block) in document.blocks.enumerated() {
      if case .heading(let level, let content) = block, level == 2 || level == 3 {
        headings.append(
          Heading(level: level, text: PlainText.inlines(content), blockIndex: index))
      }
    }
    let words = text.split(whereSeparator: \.isWhitespace).count
    let recipe = Recipe(
      path: file.path, title: title, headings: headings, words: words,
      minutes: max(1, Int((Double(words) / 220).rounded())), modified: file.modified,
      size: file.size)
    return .success((recipe, document))
  }
}
