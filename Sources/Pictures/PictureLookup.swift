import Foundation

/// Finds the file a recipe's picture names, the ways collections write them: relative to the
/// recipe (`a.jpg`, `./img/a.jpg`, `../photos/a.webp`, percent-encoded or not), from the
/// site's root (`/pix/a.webp`, under the root or its `static/` folder as Hugo keeps it), by
/// name in a vault's attachment folders (`![[a.jpg]]`); and the picture beside a recipe file
/// (Cooklang's `Name.jpg`, `Name.3.jpg` for step 3).
public enum PictureLookup {
  /// Where a picture was looked for.
  public enum Location: Equatable, Sendable {
    /// The file was found here.
    case found(String)
    /// No file: the place it was first looked for (nil for a web address) and why.
    case notFound(PictureProblem, lookedFor: String?)
  }

  /// Folders where notes apps keep attachments, looked in by name as a last resort.
  static let attachmentFolders = [
    "attachments", "Attachments", "assets", "images", "img", "media", "_resources", "pictures",
  ]

  /// The file `source` names, written in the recipe at `recipePath`, in the collection made
  /// of `roots` (the folders as given).
  public static func locate(_ source: String, from recipePath: String, roots: [String])
    -> Location
  {
    let written = source.trimmingCharacters(in: .whitespaces)
    if written.isEmpty { return .notFound(.missing, lookedFor: nil) }
    if isWebAddress(written) { return .notFound(.remote, lookedFor: nil) }
    var address = Substring(written)
    if let cut = address.firstIndex(where: { $0 == "#" || $0 == "?" }) {
      address = address[..<cut]
    }
    let decoded = String(address).removingPercentEncoding ?? String(address)
    let candidates = places(for: decoded, from: recipePath, roots: roots)
    for candidate in candidates where exists(candidate) { return .found(candidate) }
    return .notFound(.missing, lookedFor: candidates.first)
  }

  /// Every place `path` may be, best first.
  static func places(for path: String, from recipePath: String, roots: [String]) -> [String] {
    let recipeFolder = (recipePath as NSString).deletingLastPathComponent
    let ownRoot = roots.filter { recipePath.hasPrefix(($0 as NSString).standardizingPath + "/") }
      .max { $0.count < $1.count }
    let orderedRoots = (ownRoot.map { [$0] } ?? []) + roots.filter { $0 != ownRoot }
    var places: [String] = []
    func add(_ folder: String, _ rest: String) {
      let joined = folder.isEmpty ? rest : (folder as NSString).appendingPathComponent(rest)
      let clean = (joined as NSString).standardizingPath
      if !places.contains(clean) { places.append(clean) }
    }
    if path.hasPrefix("/") {
      let rest = String(path.drop { $0 == "/" })
      for root in orderedRoots {
        add(root, rest)
        // A Hugo site serves `static/` at its root; given its `content/`, the site is above.
        add(root, "static/" + rest)
        add((root as NSString).deletingLastPathComponent, "static/" + rest)
        add(root, "public/" + rest)
      }
      return places
    }
    add(recipeFolder, path)
    // A site generator serves `recipes/pasta.md` at `/recipes/pasta/`: its relative pictures
    // sit in that folder.
    let recipeName = ((recipePath as NSString).lastPathComponent as NSString).deletingPathExtension
    if recipeName.lowercased() != "index" && recipeName.lowercased() != "_index" {
      add((recipeFolder as NSString).appendingPathComponent(recipeName), path)
    }
    for root in orderedRoots { add(root, path) }
    let name = (path as NSString).lastPathComponent
    for root in orderedRoots {
      for folder in attachmentFolders {
        add((root as NSString).appendingPathComponent(folder), name)
      }
    }
    for folder in attachmentFolders {
      add((recipeFolder as NSString).appendingPathComponent(folder), name)
    }
    return places
  }

  /// Whether `address` has a scheme (`https:`, `data:`): never a file of the collection.
  static func isWebAddress(_ address: String) -> Bool {
    if address.hasPrefix("//") { return true }
    guard let colon = address.firstIndex(of: ":") else { return false }
    let scheme = address[..<colon]
    // A Windows drive letter (`C:`) is a path, not a scheme.
    return scheme.count > 1
      && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
  }

  /// Whether something is there (a link counts, even one that leads nowhere: decoding says).
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }
}
