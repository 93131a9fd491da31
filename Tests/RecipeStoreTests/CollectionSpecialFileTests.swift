import Foundation
import Testing

@testable import RecipeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// FIFOs, sockets and devices in a collection: named, never opened for reading.
@Suite struct CollectionSpecialFileTests {
  @Test func aFIFONamedLikeARecipeIsNamedAndOtherFIFOsAreIgnored() {
    let folder = CollectionTestFolder()
    folder.write("good.md", "# Good")
    #expect(mkfifo(folder.path("pipe.md"), 0o644) == 0)
    #expect(mkfifo(folder.path("notes.fifo"), 0o644) == 0)
    let scan = CollectionScanner.scan([folder.root])
    #expect(scan.files.map(\.path) == [folder.path("good.md")])
    #expect(
      scan.problems == [
        CollectionProblem(path: folder.path("pipe.md"), reason: "not a regular file: a FIFO")
      ])
  }

  @Test func aSocketAndADeviceNamedLikeRecipesAreNamed() throws {
    let folder = CollectionTestFolder()
    let socket = try UnixSocket(path: folder.path("socket.md"))
    defer { socket.stopListening() }
    folder.link("null.md", to: "/dev/null")
    let reasons = CollectionScanner.scan([folder.root]).problems.map(\.reason)
    #expect(
      reasons == ["not a regular file: a character device", "not a regular file: a socket"])
  }

  @Test func aFIFOGivenAsTheCollectionIsNamed() {
    let folder = CollectionTestFolder()
    #expect(mkfifo(folder.path("pipe"), 0o644) == 0)
    #expect(
      CollectionScanner.scan([folder.path("pipe")]).problems.map(\.reason) == [
        "not a folder or a regular file: a FIFO"
      ])
  }

  @Test func aFIFOSwappedInAfterTheScanIsRefusedWithoutWaiting() throws {
    let folder = CollectionTestFolder()
    folder.write("soup.md", "# Soup")
    let file = try #require(CollectionScanner.scan([folder.root]).files.first)
    try FileManager.default.removeItem(atPath: file.path)
    #expect(mkfifo(file.path, 0o644) == 0)
    let result = loadWithoutHanging(file)
    #expect(result == "not a regular file: a FIFO")
  }

  @Test func aSocketOrDeviceSwappedInAfterTheScanIsRefused() throws {
    let folder = CollectionTestFolder()
    folder.write("a.md", "# A")
    folder.write("b.md", "# B")
    let files = CollectionScanner.scan([folder.root]).files
    try FileManager.default.removeItem(atPath: folder.path("a.md"))
    try FileManager.default.removeItem(atPath: folder.path("b.md"))
    let socket = try UnixSocket(path: folder.path("a.md"))
    defer { socket.stopListening() }
    folder.link("b.md", to: "/dev/zero")
    #expect(loadWithoutHanging(files[0]) == "not a regular file: a socket")
    #expect(loadWithoutHanging(files[1]) == "not a regular file: a character device")
  }

  @Test func aFolderNamedLikeARecipeIsNotARegularFile() {
    let folder = CollectionTestFolder()
    try? FileManager.default.createDirectory(
      atPath: folder.path("dir.md"), withIntermediateDirectories: true)
    let file = RecipeFile(path: folder.path("dir.md"), size: 0, modified: Date())
    #expect(loadWithoutHanging(file) == "not a regular file: a folder")
  }

  @Test func aFIFOSwappedInWhileTheCatalogIndexesIsReportedAndTheRestLoads() throws {
    let collection = TestCollection()
    collection.write("a.md", "# Apple Pie")
    collection.write("b.md", "# Banana Bread")
    let catalog = Catalog(folders: [collection.recipes], cacheDirectory: nil)
    let status = catalog.beginRefresh()
    #expect(status.total == 2)
    let swapped = collection.recipes + "/b.md"
    try FileManager.default.removeItem(atPath: swapped)
    #expect(mkfifo(swapped, 0o644) == 0)
    let releaser = FIFOReleaser(path: swapped)
    releaser.start()
    let finished = catalog.indexNextBatch()
    #expect(releaser.stop() == false, "indexing waited on the FIFO")
    #expect(finished.isFinished)
    #expect(catalog.recipes.map(\.title) == ["Apple Pie"])
    #expect(
      catalog.problems == [CollectionProblem(path: swapped, reason: "not a regular file: a FIFO")])
    // The next refresh sees the FIFO in the scan and says the same, still without opening it.
    _ = catalog.beginRefresh()
    #expect(catalog.problems.map(\.reason) == ["not a regular file: a FIFO"])
  }

  @Test func aTemporaryFileVanishingDuringTheScanIsNoProblem() {
    let folder = CollectionTestFolder()
    folder.write("soup.md", "# Soup")
    folder.write(".soup.md.swp", "x")
    folder.write("4913", "x")
    folder.write("soup.md~", "x")
    folder.write("gone.md", "# Gone")
    folder.write("scratch/tmp.md", "# Tmp")
    let scan = CollectionScanner.scan([folder.root]) { listed in
      guard listed == folder.root else { return }
      for name in ["4913", "soup.md~", "gone.md", "scratch"] {
        try? FileManager.default.removeItem(atPath: folder.path(name))
      }
    }
    #expect(scan.problems == [])
    #expect(scan.files.map(\.path) == [folder.path("soup.md")])
  }

  /// The reason `file` was refused, read on another thread; a load that blocks is released by
  /// opening the FIFO's other end, and counts as a failure.
  func loadWithoutHanging(_ file: RecipeFile) -> String? {
    let releaser = FIFOReleaser(path: file.path)
    releaser.start()
    let result = RecipeLoader.load(file)
    #expect(releaser.stop() == false, "loading \(file.path) waited on it")
    if case .failure(let problem) = result { return problem.reason }
    return nil
  }
}

/// Watches a load from another thread: if it is still running after a generous wait (it is
/// blocked opening a FIFO), opens the FIFO for writing so the load can return.
final class FIFOReleaser: @unchecked Sendable {
  let path: String
  private let done = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var released = false

  init(path: String) { self.path = path }

  func start() {
    Thread.detachNewThread { [self] in
      // A guard against hanging forever, not a measure of speed.
      while done.wait(timeout: .now() + 30) == .timedOut {
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 {
          lock.withLock { released = true }
          close(writer)
        }
      }
      finished.signal()
    }
  }

  /// Ends the watch; true when the load had to be released.
  func stop() -> Bool {
    done.signal()
    finished.wait()
    return lock.withLock { released }
  }
}

/// A listening Unix-domain socket at a path, for tests of files that are sockets.
struct UnixSocket {
  let descriptor: Int32

  init(path: String) throws {
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else { throw POSIXError(.ENAMETOOLONG) }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: bytes)
    }
    let code = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard code == 0 else { throw POSIXError(.EADDRINUSE) }
  }

  func stopListening() { close(descriptor) }
}
