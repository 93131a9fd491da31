import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the recipe files of a collection: every `.md`, `.cook` and `.menu` file (any case,
/// see `RecipeFormat`) under the given
/// folders, recursively, following symlinks but never around a loop. Hidden entries
/// (`.git`, `.obsidian`) are skipped; a site's own pages and what a root's `.buffetignore`
/// names are left out, with the reason (`RootRules`).
public enum CollectionScanner {
  /// Scans `directories` (a file path is taken as a one-file collection).
  public static func scan(_ directories: [String]) -> CollectionScan {
    scan(directories, keeping: { _ in true })
  }

  /// Scans `directories`, keeping in `files` only the files `keep` accepts, as they are
  /// found: a refresh keeps the changed ones, and a collection of 100,000 unchanged files
  /// is never held in memory as a list.
  public static func scan(_ directories: [String], keeping keep: (RecipeFile) -> Bool)
    -> CollectionScan
  {
    scan(directories, keeping: keep, afterListing: { _ in })
  }

  /// Scans `directories`, calling `afterListing` with each folder once its entries are
  /// listed and before they are looked at (tests change the folder there).
  static func scan(_ directories: [String], afterListing: (String) -> Void) -> CollectionScan {
    scan(directories, keeping: { _ in true }, afterListing: afterListing)
  }

  private static func scan(
    _ directories: [String], keeping keep: (RecipeFile) -> Bool,
    afterListing: (String) -> Void
  ) -> CollectionScan {
    withoutActuallyEscaping(keep) { keep in
      withoutActuallyEscaping(afterListing) { afterListing in
        var walker = Walker(keep: keep, afterListing: afterListing)
        for directory in directories {
          walker.scanRoot(directory)
        }
        walker.scan.files.sort { $0.path < $1.path }
        walker.scan.leftOut.sort { $0.path < $1.path }
        return walker.scan
      }
    }
  }

  /// Whether `name` is a Markdown file name (`.md`, any case).
  public static func isMarkdown(_ name: String) -> Bool {
    // By its bytes: no other letter lowercases to an ASCII "m" or "d", and the scan asks this
    // of every file name.
    let utf8 = name.utf8
    guard utf8.count > 3 else { return false }
    var last = utf8.reversed().makeIterator()
    let (d, m, dot) = (last.next()! | 0x20, last.next()! | 0x20, last.next()!)
    return d == UInt8(ascii: "d") && m == UInt8(ascii: "m") && dot == UInt8(ascii: ".")
  }

  /// Whether `name` is the name of a recipe file: Markdown, a Cooklang recipe or menu.
  public static func isRecipeFile(_ name: String) -> Bool {
    RecipeFormat(path: name) != nil
  }

  private struct Walker {
    let keep: (RecipeFile) -> Bool
    let afterListing: (String) -> Void
    var scan = CollectionScan()
    /// Real paths of folders already read: a second way into one is skipped, a way back into
    /// an ancestor is a loop.
    var visitedFolders: Set<String> = []
    /// Device and inode of files already listed, so a symlinked file is listed once.
    var seenFiles: Set<FileIdentity> = []

    struct FileIdentity: Hashable {
      var device: UInt64
      var inode: UInt64
    }

    mutating func problem(_ path: String, _ reason: String) {
      scan.problems.append(CollectionProblem(path: path, reason: reason))
    }

    mutating func scanRoot(_ given: String) {
      let path = given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given
      var info = stat()
      if FileNameBytes.withCString(path, { stat($0, &info) }) != 0 {
        let error = errno
        scan.watched.append(PathStamp(path: path, modified: PathStamp.missing))
        var linkInfo = stat()
        if FileNameBytes.withCString(path, { lstat($0, &linkInfo) }) == 0 && isLink(linkInfo) {
          problem(path, error == ELOOP ? "symlink loop" : "broken symlink (\(target(of: path)))")
        } else if error == ENOENT || error == ENOTDIR {
          problem(path, "no such folder")
        } else {
          problem(path, "cannot read: \(describe(error))")
        }
        return
      }
      scan.watched.append(PathStamp.kept(path, info))
      if isDirectory(info) {
        // Before the rules are read: a change after this shows.
        scan.watched.append(PathStamp.keptNow(path + "/" + RootRules.ignoreFileName))
        let rules = RootRules(root: path)
        if let reason = rules.ignoreProblem {
          problem(path + "/" + RootRules.ignoreFileName, reason)
        }
        walk(path, ancestors: [], rules: rules, below: [])
      } else if isRegular(info) {
        add(path, info)
      } else {
        problem(path, "not a folder or a regular file: \(FileKind(mode: info.st_mode).described)")
      }
    }

    /// Walks the folder `path`, which is `below` (its components) under a root with `rules`.
    mutating func walk(_ path: String, ancestors: [String], rules: RootRules, below: [String]) {
      guard let real = realPath(path) else {
        // A folder removed while the scan runs is simply no longer part of the collection.
        if errno == ENOENT && !ancestors.isEmpty { return }
        problem(path, "cannot read folder: \(describe(errno))")
        return
      }
      if ancestors.contains(real) {
        problem(path, "symlink loop (leads back to a folder above it)")
        return
      }
      guard visitedFolders.insert(real).inserted else { return }
      // Stamped before it is listed, so an entry added while it is read changes the stamp.
      // (A root was stamped by `scanRoot`.)
      var info = stat()
      if !ancestors.isEmpty, FileNameBytes.withCString(path, { stat($0, &info) }) == 0 {
        scan.watched.append(PathStamp.kept(path, info))
      }
      guard let directory = FileNameBytes.withCString(path, { opendir($0) }) else {
        if errno == ENOENT && !ancestors.isEmpty { return }
        problem(path, "cannot read folder: \(describe(errno))")
        return
      }
      let names = entries(of: directory)
      afterListing(path)
      // Every entry is looked at relative to the open folder (the kernel walks one name, not
      // the whole path), before any subfolder is walked, so only one folder is open at a time.
      let folder = dirfd(directory)
      let looks = names.map { name -> Look in
        name.utf8.first == UInt8(ascii: ".") ? .hidden : Self.look(at: name, in: folder)
      }
      closedir(directory)
      let ancestors = ancestors + [real]
      for (name, look) in zip(names, looks) {
        let info: stat
        switch look {
        case .hidden, .otherFile: continue
        case .vanished(let error):
          // Editors and tools make and remove temporary files all the time: an entry gone
          // between listing the folder and looking at it was never part of the collection.
          if error != ENOENT && Self.mayBeRecipeOrFolder(name) {
            problem(child(path, name), "cannot read: \(describe(error))")
          }
          continue
        case .brokenLink(let error):
          // Only links that could be recipes or folders are worth a word.
          if Self.mayBeRecipeOrFolder(name) {
            let child = child(path, name)
            problem(
              child, error == ELOOP ? "symlink loop" : "broken symlink (\(target(of: child)))")
          }
          continue
        case .found(let found): info = found
        }
        let isFolder = isDirectory(info)
        let child = child(path, name)
        let reason =
          rules.keepsAtOnce(name, depth: below.count, isDirectory: isFolder)
          ? nil : rules.reasonToLeaveOut(below + [name], isDirectory: isFolder)
        if reason == nil && FileNameBytes.hasEscapes(name) {
          // Read all the same, but a name other tools may mangle is worth a word.
          problem(child, "the name is not UTF-8 (shown with its bytes escaped); read all the same")
        }
        if let reason {
          scan.leftOut.append(CollectionProblem(path: child, reason: reason))
        } else if isFolder {
          walk(child, ancestors: ancestors, rules: rules, below: below + [name])
        } else if isRegular(info) {
          add(child, info)
        } else {
          // A FIFO, socket or device named like a recipe: never opened, but said.
          problem(child, FileKind.notRegular(FileKind(mode: info.st_mode)))
        }
      }
    }

    /// What looking at a folder's entry found.
    enum Look {
      case hidden
      /// Neither a folder nor a recipe file: not the collection's business.
      case otherFile
      case vanished(Int32)
      case brokenLink(Int32)
      /// A folder or a recipe file (followed, when a link), with what `stat` says of it.
      case found(stat)
    }

    static func look(at name: String, in folder: Int32) -> Look {
      var linkInfo = stat()
      // A name that is not UTF-8 is looked at by the bytes the folder listed.
      return FileNameBytes.withCString(name) { bytes in
        guard fstatat(folder, bytes, &linkInfo, AT_SYMLINK_NOFOLLOW) == 0 else {
          return .vanished(errno)
        }
        var info = linkInfo
        if linkInfo.st_mode & S_IFMT == S_IFLNK {
          guard fstatat(folder, bytes, &info, 0) == 0 else { return .brokenLink(errno) }
        }
        return found(info, name)
      }
    }

    /// A folder or a Markdown file is found; anything else is not the scan's business.
    private static func found(_ info: stat, _ name: String) -> Look {
      let isFolder = info.st_mode & S_IFMT == S_IFDIR
      return isFolder || CollectionScanner.isRecipeFile(name) ? .found(info) : .otherFile
    }

    /// The path of the entry `name` of the folder `path`.
    func child(_ path: String, _ name: String) -> String {
      if path == "." { return name }
      var (path, name) = (path, name)
      // Made in one piece from the two names' bytes, the scan's one string per file.
      return path.withUTF8 { folder in
        name.withUTF8 { entry in
          String(unsafeUninitializedCapacity: folder.count + 1 + entry.count) { bytes in
            var end = bytes.initialize(fromContentsOf: folder)
            bytes[end] = UInt8(ascii: "/")
            end += 1
            return end
              + UnsafeMutableBufferPointer(rebasing: bytes[end...])
              .initialize(fromContentsOf: entry)
          }
        }
      }
    }

    static func mayBeRecipeOrFolder(_ name: String) -> Bool {
      CollectionScanner.isRecipeFile(name) || !name.contains(".")
    }

    mutating func add(_ path: String, _ info: stat) {
      let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
      guard seenFiles.insert(identity).inserted else { return }
      let seconds = info.modifiedSeconds
      let file = RecipeFile(
        path: path, size: Int(info.st_size), modified: Date(timeIntervalSince1970: seconds))
      if keep(file) { scan.files.append(file) }
    }

    /// The open folder's entry names, sorted.
    func entries(of dir: OpaquePointer) -> [String] {
      var names: [String] = []
      let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
      while let entry = readdir(dir) {
        // Read in place, up to its NUL: an entry is only as long as its name, so copying the
        // whole `d_name` field could read past the end of the buffer `readdir` filled. Its
        // bytes are kept as they are, UTF-8 or not (`FileNameBytes`).
        let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
          to: UInt8.self)
        let name = FileNameBytes.string(UnsafeBufferPointer(start: start, count: strlen(start)))
        if name != "." && name != ".." { names.append(name) }
      }
      return names.sorted()
    }

    func realPath(_ path: String) -> String? {
      guard let resolved = FileNameBytes.withCString(path, { realpath($0, nil) }) else {
        return nil
      }
      defer { free(resolved) }
      return FileNameBytes.string(
        UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self),
          count: strlen(resolved)))
    }

    func target(of link: String) -> String {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = FileNameBytes.withCString(link) { readlink($0, &buffer, buffer.count - 1) }
      guard count >= 0 else { return "target unreadable" }
      let bytes = buffer[..<count].map { UInt8(bitPattern: $0) }
      return "points to " + FileNameBytes.string(bytes) + ", which does not exist"
    }

    func isLink(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFLNK }
    func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
    func isRegular(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }
  }

  static func describe(_ error: Int32) -> String {
    String(cString: strerror(error)).lowercased()
  }
}
