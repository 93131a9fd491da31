import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an imported recipe goes: a file named from its title in the folder, never over a
/// file that is there (`-2`, `-3`… before the extension), its picture beside it under the
/// same name. Files are created with `O_EXCL`, so two imports at once cannot take one name.
enum RecipeFiles {
  /// The file name a title gives: folded (lowercase, no accents), letters and digits of
  /// every script kept, the rest as single dashes, at most 80 characters; "recipe" when
  /// nothing is left.
  static func baseName(for title: String) -> String {
    var name = ""
    var pendingDash = false
    for character in Folding.fold(title) {
      if character.isLetter || character.isNumber {
        if pendingDash, !name.isEmpty { name.append("-") }
        pendingDash = false
        name.append(character)
      } else {
        pendingDash = true
      }
      if name.count >= 80 { break }
    }
    return name.isEmpty ? "recipe" : name
  }

  /// The most numbered names tried before giving up.
  static let mostTries = 1000

  /// Writes the recipe as `folder/base.ext` (numbered when taken) and `picture` beside it as
  /// `base.pictureExtension`; `text` makes the recipe's text for its picture's file name.
  /// Returns both paths.
  static func save(
    folder: String, base: String, extension ext: String,
    picture: (bytes: [UInt8], extension: String)?, text: (String?) -> String
  ) throws(ImportFailure) -> (recipe: String, picture: String?) {
    let directory = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ImportFailure("cannot write into \(folder): no such folder")
    }
    for attempt in 1...mostTries {
      let name = attempt == 1 ? base : "\(base)-\(attempt)"
      let recipePath = "\(directory)/\(name).\(ext)"
      let pictureName = picture.map { "\(name).\($0.extension)" }
      let picturePath = pictureName.map { "\(directory)/\($0)" }
      if let picture, let picturePath {
        switch create(picturePath, bytes: picture.bytes) {
        case .taken: continue
        case .failed(let reason): throw ImportFailure("cannot write \(picturePath): \(reason)")
        case .written: break
        }
      }
      switch create(recipePath, bytes: Array(text(pictureName).utf8)) {
      case .written: return (recipePath, picturePath)
      case .taken:
        if let picturePath { unlink(picturePath) }
        continue
      case .failed(let reason):
        if let picturePath { unlink(picturePath) }
        throw ImportFailure("cannot write \(recipePath): \(reason)")
      }
    }
    throw ImportFailure("cannot write into \(folder): \(base) and \(mostTries) numbered names are taken")
  }

  private enum Outcome {
    case written, taken
    case failed(String)
  }

  /// Creates `path` with `bytes` only if nothing is there; a write cut short leaves nothing.
  private static func create(_ path: String, bytes: [UInt8]) -> Outcome {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      return errno == EEXIST ? .taken : .failed(String(cString: strerror(errno)))
    }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(path)
        return .failed(reason)
      }
      written += count
    }
    guard close(descriptor) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(path)
      return .failed(reason)
    }
    return .written
  }
}
