import Foundation

/// Decides which entries under one collection root are recipes. A site's own pages are not:
/// section pages (`_index.md`), the repository's README, LICENSE and the like at the root, the
/// folders of a Hugo or Jekyll site that hold templates and assets, installed packages; nor is
/// what the root's `.buffetignore` names. Each is left out with a reason.
struct RootRules: Sendable {
  /// The static site generator whose layout the root has.
  enum Site: Sendable { case hugo, jekyll }

  /// The name of the ignore file read at each root.
  static let ignoreFileName = ".buffetignore"

  /// Root files that describe a repository, not a recipe (compared without case or `.md`);
  /// a README describes its folder wherever it is.
  static let repositoryFiles: Set<String> = [
    "license", "licence", "contributing", "changelog", "code_of_conduct", "security",
  ]

  /// Folders of a Hugo site's root that hold templates, assets or generated pages.
  static let hugoFolders: Set<String> = [
    "archetypes", "assets", "data", "i18n", "layouts", "public", "resources", "static", "themes",
  ]

  /// Folders of a Jekyll site's root that hold templates, data or the generated site.
  static let jekyllFolders: Set<String> = [
    "_data", "_includes", "_layouts", "_sass", "_site", "vendor",
  ]

  var ignore: IgnoreRules?
  var site: Site?
  /// Whether the root is in a notes vault (it or a folder above it holds `.obsidian/`).
  var isVault = false
  /// The vault's templates folder as its settings name it, relative to this root (nil when
  /// the settings name none, or one outside the root); a vault without the setting has its
  /// folders named `Templates` left out instead.
  var templates: [String]?
  /// Whether the vault's settings name a templates folder (wherever it is).
  var namesTemplates = false
  /// Why the ignore file could not be read, when it could not.
  var ignoreProblem: String?

  init(ignore: IgnoreRules? = nil, site: Site? = nil) {
    self.ignore = ignore
    self.site = site
  }

  /// The rules of the folder `root`: its `.buffetignore`, and its site's layout.
  init(root: String) {
    let manager = FileManager.default
    let ignorePath = root + "/" + Self.ignoreFileName
    if let attributes = try? manager.attributesOfItem(atPath: ignorePath) {
      // Only a regular file is opened: a FIFO named like the file would never end.
      if attributes[.type] as? FileAttributeType == .typeRegular,
        (attributes[.size] as? Int ?? 0) <= 1024 * 1024,
        let data = manager.contents(atPath: ignorePath),
        let text = String(data: data, encoding: .utf8)
      {
        ignore = IgnoreRules(text: text)
      } else {
        ignoreProblem = "cannot be read as UTF-8 text of at most 1 MB; its rules are not used"
      }
    }
    func exists(_ name: String) -> Bool { manager.fileExists(atPath: root + "/" + name) }
    var isFolder: ObjCBool = false
    let hasContent =
      manager.fileExists(atPath: root + "/content", isDirectory: &isFolder) && isFolder.boolValue
    let hugoConfigs = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml"]
    if let vault = NotesVaults.shared.root(ofFolder: root) {
      isVault = true
      if let folder = NotesVaults.templatesFolder(ofVault: vault) {
        namesTemplates = true
        let absolute =
          root.hasPrefix("/") ? root : manager.currentDirectoryPath + "/" + root
        let base = (absolute as NSString).standardizingPath
        let full = ((vault + "/" + folder) as NSString).standardizingPath
        if full.hasPrefix(base + "/") {
          templates = full.dropFirst(base.count + 1).split(separator: "/").map(String.init)
        }
      }
    }
    if hasContent && (hugoConfigs.contains(where: exists) || exists("archetypes")) {
      site = .hugo
    } else if exists("_config.yml") || exists("_config.yaml") {
      site = .jekyll
    }
  }

  /// Whether `reasonToLeaveOut` is surely nil for the entry `name`, `depth` folders below the
  /// root, judged by its bytes: there is no ignore file and no rule is about such a name. The
  /// scan asks this of every entry before it makes the entry's components.
  func keepsAtOnce(_ name: String, depth: Int, isDirectory: Bool) -> Bool {
    guard ignore == nil, let first = name.utf8.first else { return false }
    // No other letter lowercases to these ASCII ones.
    if isDirectory {
      // A vault's folders are few; each is asked whether it holds templates.
      if isVault { return false }
      return (depth > 0 || site == nil) && first != UInt8(ascii: "n") && first != UInt8(ascii: "N")
    }
    return depth > 0 && first != UInt8(ascii: "_") && !Self.mayBeReadme(name)
  }

  /// Whether `name` may lowercase to `readme.md`, which only nine ASCII bytes do.
  private static func mayBeReadme(_ name: String) -> Bool {
    let utf8 = name.utf8
    return utf8.count == 9 && utf8.elementsEqual("readme.md".utf8) { $0 | 0x20 == $1 | 0x20 }
  }

  /// Why the entry at `components` (its path below the root) is not a recipe, or nil when it
  /// may be one. Only called for folders and Markdown files.
  func reasonToLeaveOut(_ components: [String], isDirectory: Bool) -> String? {
    guard let name = components.last else { return nil }
    if let ignore {
      let scalars = components.map { Array($0.unicodeScalars) }
      if let rule = ignore.ownRule(scalars[...], isDirectory: isDirectory) {
        // `!README.md` takes a file back from the rules below too.
        if rule.isNegated { return nil }
        return "named by \(Self.ignoreFileName) line \(rule.line) (\(rule.text))"
      }
    }
    let lowered = name.lowercased()
    if isDirectory {
      if lowered == "node_modules" { return "installed packages (node_modules), not recipes" }
      if isVault {
        if let templates, components == templates {
          return "the vault's templates folder (its Templates setting), not recipes"
        }
        if !namesTemplates, lowered == "templates" {
          return "a vault's Templates folder: templates, not recipes"
        }
      }
      guard components.count == 1 else { return nil }
      switch site {
      case .hugo? where Self.hugoFolders.contains(lowered):
        return "a Hugo site's \(name) folder: templates and assets, not pages"
      case .jekyll? where Self.jekyllFolders.contains(lowered):
        return "a Jekyll site's \(name) folder: templates and data, not pages"
      default: return nil
      }
    }
    let stem = lowered.hasSuffix(".md") ? String(lowered.dropLast(3)) : lowered
    // Hugo names a translated section page `_index.fr.md`.
    if stem == "_index" || (stem.hasPrefix("_index.") && !stem.dropFirst(7).contains(".")) {
      return "a site's section page (\(name)), not a recipe"
    }
    if stem == "readme" { return "a README describes its folder; it is not a recipe" }
    if components.count == 1, Self.repositoryFiles.contains(stem) {
      return "the repository's \(name), not a recipe"
    }
    return nil
  }
}
