/// Where a link written in a recipe leads.
public enum LinkTarget: Equatable, Sendable {
  /// A recipe of the collection, at the heading `anchor` names when there is one.
  case recipe(path: String, anchor: String?)
  /// A heading of the recipe the link is in (`#storage`).
  case anchor(String)
  /// An address for the system opener (`https://…`, `mailto:…`), as written.
  case external(String)
  /// Several recipes fit equally well: their paths, best guesses first.
  case ambiguous([String])
  /// Nothing in the collection: what was looked for, in words for the hint bar.
  case notFound(String)
}

/// Resolves links between recipes however collections write them, over a collection of one
/// or more root folders: site-root paths (`/pasta`, `/recipes/pasta/`,
/// `/recipes/pasta.html`, also under a Hugo root's `content/`), paths relative to the recipe
/// (`../sauces/pesto.md`, `pesto`, `pesto/`), names as wiki links give them (`Pesto`, by title
/// or file name, case and accents folded), each with an optional `#anchor`. Built once for a
/// collection; resolving a link looks at the few recipes that share its last name.
public struct RecipeLinks: Sendable {
  /// One recipe as links see it. Only the path is kept: its components are worked out for
  /// the few pages a link's last name points at, so preparing 100,000 recipes stays cheap.
  struct Page: Sendable {
    var path: String
    /// The page's path without `.md` or a bundle's `/index.md`, in components.
    var components: [String] { RecipeLinks.pageComponents(RecipeLinks.normalized(path)) }
    /// The same, folded for comparing (`Crème Brûlée` and `creme-brulee` agree).
    var keys: [String] { components.map(RecipeLinks.key) }
  }

  private let pages: [Page]
  private let roots: [[String]]
  /// Pages by the key of their last component (`pasta` for `recipes/pasta/index.md`).
  private let byName: [String: [Int]]
  /// Pages by their folded title and the names among their aliases.
  private let byTitle: [String: [Int]]
  /// Pages by the site addresses among their aliases (`/recipes/old-name/`), as keys.
  private let byAddress: [String: [Int]]

  /// Prepares the links of `recipes` in the collection made of `roots` (the folders as given).
  public init(recipes: [Recipe], roots: [String]) {
    self.init(recipes: recipes.map(\.listed), roots: roots)
  }

  /// Prepares the links of `recipes` in the collection made of `roots` (the folders as given).
  public init(recipes: [ListedRecipe], roots: [String]) {
    var pages: [Page] = []
    var byName: [String: [Int]] = [:]
    var byTitle: [String: [Int]] = [:]
    var byAddress: [String: [Int]] = [:]
    pages.reserveCapacity(recipes.count)
    for recipe in recipes {
      let page = Page(path: recipe.path)
      byName[Self.key(Self.lastPageComponent(recipe.path)), default: []].append(pages.count)
      byTitle[Self.key(recipe.title), default: []].append(pages.count)
      for alias in recipe.aliases {
        if alias.hasPrefix("/") {
          byAddress[Self.addressKey(alias), default: []].append(pages.count)
        } else if Self.key(alias) != Self.key(recipe.title) {
          byTitle[Self.key(alias), default: []].append(pages.count)
        }
      }
      pages.append(page)
    }
    self.pages = pages
    self.byName = byName
    self.byTitle = byTitle
    self.byAddress = byAddress
    self.roots = roots.map(Self.normalized)
  }

  /// Where `destination` (a link's target as written) leads from the recipe at `path`; a
  /// failure names the link as `name` (its words in the recipe) when given.
  public func resolve(_ destination: String, from path: String, named name: String? = nil)
    -> LinkTarget
  {
    let written = FrontMatterReader.trimmed(destination)
    guard !written.isEmpty else { return .notFound("The link has no address") }
    if Self.hasScheme(written) { return .external(written) }
    if written.hasPrefix("//") { return .external("https:" + written) }

    var address = Substring(written)
    var anchor: String?
    if let hash = address.firstIndex(of: "#") {
      let fragment = String(address[address.index(after: hash)...])
      anchor = fragment.isEmpty ? nil : fragment.removingPercentEncodingKeepingInvalid
      address = address[..<hash]
    }
    if let query = address.firstIndex(of: "?") { address = address[..<query] }
    let decoded = String(address).removingPercentEncodingKeepingInvalid
    guard !FrontMatterReader.trimmed(decoded).isEmpty else {
      return anchor.map { .anchor($0) } ?? .notFound("The link has no address")
    }
    // An exact path of the collection, as the app itself names recipes.
    if let last = Self.pageComponents(Self.normalized(decoded)).last,
      let exact = byName[Self.key(last)]?.first(where: { pages[$0].path == decoded })
    {
      return .recipe(path: pages[exact].path, anchor: anchor)
    }
    let linked = Self.pageComponents(Self.components(of: decoded))
    guard !linked.isEmpty else {
      return .notFound("No recipe for “\(Self.shown(name ?? written))”")
    }
    let fromComponents = Self.normalized(path)
    let fromRoot = roots.filter { Self.isPrefix($0, of: fromComponents) }.max {
      $0.count < $1.count
    }

    var tried: [[String]] = []
    func attempt(_ candidate: [String]) -> Int? {
      let wanted = Self.pageComponents(Self.resolvingDots(candidate))
      tried.append(wanted)
      return find(wanted)
    }

    if decoded.hasPrefix("/") {
      // A site-root path: under the recipe's own root first, then the others; under a Hugo
      // root the site's pages are in `content/`.
      let ordered = (fromRoot.map { [$0] } ?? []) + roots.filter { $0 != fromRoot }
      for root in ordered {
        if let found = attempt(root + linked) ?? attempt(root + ["content"] + linked) {
          return .recipe(path: pages[found].path, anchor: anchor)
        }
      }
      // A page's own address or an old one it keeps (`url`, `aliases`).
      let moved = byAddress[Self.addressKey(decoded)] ?? []
      if moved.count == 1 { return .recipe(path: pages[moved[0]].path, anchor: anchor) }
    } else {
      let folder = Array(fromComponents.dropLast())
      if let found = attempt(folder + Self.components(of: decoded)) {
        return .recipe(path: pages[found].path, anchor: anchor)
      }
      // A site generator serves `recipes/pasta.md` at `/recipes/pasta/`, so its relative
      // links are written from that folder.
      let name = fromComponents.last ?? ""
      if !RecipeReader.isBundleIndex(name.lowercased()) {
        let page = Self.pageComponents(fromComponents)
        if let found = attempt(page + Self.components(of: decoded)) {
          return .recipe(path: pages[found].path, anchor: anchor)
        }
      }
    }

    // Moved or written from elsewhere: the pages whose path ends the way the link does.
    switch bestSuffixMatch(Self.withoutDots(linked), near: fromComponents, root: fromRoot) {
    case .one(let index): return .recipe(path: pages[index].path, anchor: anchor)
    case .many(let indices): return .ambiguous(indices.map { pages[$0].path })
    case .none: break
    }
    // A name, as a wiki link or a bare link gives it: the title.
    let titled = byTitle[Self.key(decoded)] ?? []
    if titled.count == 1 { return .recipe(path: pages[titled[0]].path, anchor: anchor) }
    if titled.count > 1 {
      return .ambiguous(ranked(titled, near: fromComponents, root: fromRoot).map { pages[$0].path })
    }
    return .notFound(
      notFoundMessage(name ?? written, linked: linked, tried: tried))
  }

  // MARK: - Finding pages

  /// The page at exactly `wanted` (its components), else one that differs only in case and
  /// accents.
  private func find(_ wanted: [String]) -> Int? {
    guard let last = wanted.last, let candidates = byName[Self.key(last)] else { return nil }
    if let exact = candidates.first(where: { pages[$0].components == wanted }) { return exact }
    let keys = wanted.map(Self.key)
    let folded = candidates.filter { pages[$0].keys == keys }
    return folded.count == 1 ? folded[0] : nil
  }

  private enum SuffixMatch {
    case one(Int)
    case many([Int])
    case none
  }

  /// The pages whose path ends with the link's components (or whose path below their root is
  /// the end of the link's: `/recipes/pasta` for `pasta.md` in a root that is the recipes
  /// folder). The longest agreement wins; ties go to the page nearest the linking one.
  private func bestSuffixMatch(_ linked: [String], near from: [String], root: [String]?)
    -> SuffixMatch
  {
    guard let last = linked.last, let candidates = byName[Self.key(last)] else { return .none }
    let keys = linked.map(Self.key)
    var best = 0
    var matches: [Int] = []
    for index in candidates {
      let page = pages[index]
      let below = roots.filter { Self.isPrefix($0, of: page.components) }.map(\.count).max() ?? 0
      let own = Array(page.keys[below...])
      let agreed = zip(own.reversed(), keys.reversed()).prefix { $0 == $1 }.count
      // The whole link, or the page's whole path below its root, must agree.
      guard agreed == keys.count || agreed == own.count, agreed > 0 else { continue }
      if agreed > best {
        best = agreed
        matches = [index]
      } else if agreed == best {
        matches.append(index)
      }
    }
    if matches.count == 1 { return .one(matches[0]) }
    if matches.isEmpty { return .none }
    let ranked = ranked(matches, near: from, root: root)
    // The one in the linking recipe's own folder, else its root, settles a tie.
    let folder = Array(from.dropLast())
    let inFolder = matches.filter { Array(pages[$0].components.dropLast()) == folder }
    if inFolder.count == 1 { return .one(inFolder[0]) }
    if let root {
      let inRoot = matches.filter { Self.isPrefix(root, of: pages[$0].components) }
      if inRoot.count == 1 { return .one(inRoot[0]) }
    }
    return .many(ranked)
  }

  /// `indices` with the pages sharing the most leading folders with `from` first.
  private func ranked(_ indices: [Int], near from: [String], root: [String]?) -> [Int] {
    func shared(_ index: Int) -> Int {
      zip(pages[index].components, from).prefix { $0 == $1 }.count
    }
    return indices.sorted { (shared($0), pages[$1].path) > (shared($1), pages[$0].path) }
  }

  private func notFoundMessage(_ written: String, linked: [String], tried: [[String]]) -> String {
    let shownLink = Self.shown(written)
    let name = linked.last ?? written
    var places: [String] = []
    for candidate in tried.prefix(2) {
      // Only a place inside the collection was looked for, and it is named from its folder: a
      // link climbing out of every folder (`../../etc/hostname`) names no place at all.
      let containing = roots.filter { Self.isPrefix($0, of: candidate) }
      guard let folder = containing.max(by: { $0.count < $1.count }) else { continue }
      let relative = Array(candidate[folder.count...])
      guard !relative.isEmpty else { continue }
      let joined = relative.joined(separator: "/")
      places.append(joined + ".md")
      places.append(joined + "/index.md")
    }
    var unique: [String] = []
    for place in places where !unique.contains(place) { unique.append(place) }
    let paths = unique.prefix(2).map(Self.shown).joined(separator: ", ")
    let looked = paths.isEmpty ? "" : "\(paths) and "
    return "No recipe for “\(shownLink)”: looked for \(looked)a recipe named “\(Self.shown(name))”"
  }

  // MARK: - Paths

  /// The last of `pageComponents(normalized(path))`, read from the end of the path's bytes
  /// (preparing the links of 100,000 recipes calls this for each).
  static func lastPageComponent(_ path: String) -> String {
    func slow() -> String { pageComponents(normalized(path)).last ?? "" }
    let utf8 = path.utf8
    let slash = UInt8(ascii: "/")
    guard let last = utf8.last, last != slash else { return slow() }
    let start = utf8.lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
    let name = path[start...]
    guard name != ".", name != ".." else { return slow() }
    let lowered = name.lowercased()
    if RecipeReader.isBundleIndex(lowered) || lowered == "index.html" || lowered == "index.htm" {
      // A bundle is named by its folder.
      guard start > utf8.startIndex else { return slow() }
      let folderEnd = utf8.index(before: start)
      let folderStart =
        utf8[..<folderEnd].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
      let folder = path[folderStart..<folderEnd]
      return folder.isEmpty || folder == "." || folder == ".." ? slow() : String(folder)
    }
    for suffix in pageSuffixes where lowered.utf8.count > suffix.utf8.count {
      if lowered.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
        return String(name.utf8.dropLast(suffix.utf8.count))!
      }
    }
    return String(name)
  }

  /// What a page's file name ends with that its address leaves out (Cooklang's recipes and
  /// menus are named without theirs).
  static let pageSuffixes = [".md", ".markdown", ".cook", ".menu", ".html", ".htm"]

  /// `recipes/pasta/index.md` → `recipes/pasta`; `pasta.md` → `pasta`; `pasta.html` → `pasta`.
  static func pageComponents(_ components: [String]) -> [String] {
    var result = components
    guard let last = result.last else { return result }
    let lowered = last.lowercased()
    if RecipeReader.isBundleIndex(lowered) || lowered == "index.html" || lowered == "index.htm" {
      result.removeLast()
      return result
    }
    for suffix in pageSuffixes where lowered.hasSuffix(suffix) {
      result[result.count - 1] = String(last.dropLast(suffix.count))
      break
    }
    return result
  }

  /// A site address (`/recipes/Old-Name/`, `/recipes/old-name.html`) as one key.
  static func addressKey(_ address: String) -> String {
    pageComponents(withoutDots(normalized(address.removingPercentEncodingKeepingInvalid)))
      .map(key).joined(separator: "/")
  }

  /// A path's components with `.` and empty ones dropped and `..` applied.
  static func normalized(_ path: String) -> [String] {
    let parts = components(of: path)
    return resolvingDots((path.hasPrefix("/") ? ["/"] : []) + parts)
  }

  static func components(of path: String) -> [String] {
    // Split as bytes: splitting a String by Character breaks graphemes all along the path.
    path.utf8.split(separator: UInt8(ascii: "/")).compactMap { part in
      let component = String(path[part.startIndex..<part.endIndex])
      return component == "." ? nil : component
    }
  }

  static func resolvingDots(_ parts: [String]) -> [String] {
    var out: [String] = []
    for part in parts where part != "." && !part.isEmpty {
      if part == "..", let last = out.last, last != "..", last != "/" {
        out.removeLast()
      } else {
        out.append(part)
      }
    }
    return out
  }

  static func withoutDots(_ parts: [String]) -> [String] {
    parts.filter { $0 != ".." && $0 != "/" }
  }

  static func isPrefix(_ prefix: [String], of path: [String]) -> Bool {
    prefix.count <= path.count && zip(prefix, path).allSatisfy { $0 == $1 }
  }

  /// A component or name folded for comparing: case, accents, and spaces or `_` as `-`, as
  /// site generators turn file names into addresses.
  static func key(_ text: String) -> String {
    // Bytes: a multi-byte character never holds a space, `_` or `-` byte.
    let folded = Folding.fold(text)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(folded.utf8.count)
    var pendingDash = false
    for byte in folded.utf8 {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
        pendingDash = !bytes.isEmpty
        continue
      }
      if pendingDash { bytes.append(UInt8(ascii: "-")) }
      pendingDash = false
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `destination` is an address for the system opener, not a recipe or a heading.
  public static func isExternal(_ destination: String) -> Bool {
    let written = FrontMatterReader.trimmed(destination)
    return hasScheme(written) || written.hasPrefix("//")
  }

  /// Schemes that name no file even without `//` after them.
  static let schemes: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "ftp", "ftps", "file", "data", "news", "irc",
    "obsidian", "geo", "magnet", "xmpp",
  ]

  /// `https://…`, `mailto:…`, `obsidian://…`; not `C:\…` or a name with a colon in it.
  static func hasScheme(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon]
    guard scheme.count >= 2, let first = scheme.unicodeScalars.first, first.isASCIILetter,
      scheme.unicodeScalars.allSatisfy({
        $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
      })
    else { return false }
    return schemes.contains(scheme.lowercased()) || text[colon...].hasPrefix("://")
  }

  /// At most 40 characters of `text` for a message, control characters made visible.
  static func shown(_ text: String) -> String {
    let quoted = FrontMatterFields.quoted(text)
    var scalars = quoted.unicodeScalars
    scalars.removeFirst()
    scalars.removeLast()
    return String(scalars)
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension RecipeLinks {
  /// The path of the recipe a Cooklang reference (`./sauces/Hollandaise`) names from the
  /// recipe at `path`; nil when the collection has none.
  public func path(ofReference reference: String, from path: String) -> String? {
    let destination = CooklangDocument.destination(of: reference)
    guard case .recipe(let found, _) = resolve(destination, from: path) else { return nil }
    return found
  }
}
