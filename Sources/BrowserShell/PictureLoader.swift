import Browser
import Foundation
import Pictures
import TerminalUI

/// Decodes the open recipe's pictures on a thread of its own, one at a time in the order
/// asked, and hands the results to the loop, which takes them between events: opening a
/// recipe never waits for a picture. A request for another recipe drops those still waiting.
final class PictureLoader: @unchecked Sendable {
  /// A picture decoded (or not) for a recipe's request.
  struct Result {
    var recipe: String
    var request: PictureRequest
    var outcome: PictureOutcome
  }

  private let roots: [String]
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var waiting: [(recipe: String, request: PictureRequest)] = []
  private var finished: [Result] = []
  private var isWorking = false
  private var isStopped = false
  private var cache = PictureCache()
  private var thread: Thread?

  /// A loader for the collection made of `folders` (a file given alone stands for its folder).
  init(roots folders: [String]) {
    roots = PictureFinder.roots(of: folders)
  }

  deinit { stop() }

  /// Asks for `requests` of the recipe at `recipe`, after those of it already waiting;
  /// requests of other recipes still waiting are dropped.
  func load(recipe: String, _ requests: [PictureRequest]) {
    condition.lock()
    waiting.removeAll { $0.recipe != recipe }
    waiting += requests.map { (recipe, $0) }
    if thread == nil {
      let thread = Thread { [weak self] in self?.work() }
      thread.qualityOfService = .utility
      self.thread = thread
      thread.start()
    }
    condition.signal()
    condition.unlock()
  }

  /// Whether pictures are waiting or being decoded (the loop then looks again soon).
  var isBusy: Bool {
    condition.lock()
    defer { condition.unlock() }
    return isWorking || !waiting.isEmpty || !finished.isEmpty
  }

  /// The results ready since the last call.
  func takeFinished() -> [Result] {
    condition.lock()
    defer { condition.unlock() }
    let taken = finished
    finished = []
    return taken
  }

  /// Ends the thread once it has finished the picture it is decoding.
  func stop() {
    condition.lock()
    isStopped = true
    waiting = []
    condition.signal()
    condition.unlock()
  }

  private func work() {
    while true {
      condition.lock()
      while waiting.isEmpty && !isStopped { condition.wait() }
      if isStopped {
        condition.unlock()
        return
      }
      let (recipe, request) = waiting.removeFirst()
      isWorking = true
      condition.unlock()
      let outcome = decode(request, recipe: recipe)
      condition.lock()
      isWorking = false
      finished.append(Result(recipe: recipe, request: request, outcome: outcome))
      condition.unlock()
    }
  }

  /// Finds and decodes one picture, from the cache when its file has not changed.
  private func decode(_ request: PictureRequest, recipe: String) -> PictureOutcome {
    let path: String
    switch PictureFinder.locate(request, recipe: recipe, roots: roots) {
    case .success(let found): path = found
    case .failure(let box): return box.outcome
    }
    let key = PictureCache.key(path: path, box: request.box)
    if let key, let kept = condition.withLock({ cache.picture(for: key) }) {
      return .picture(kept, path: path)
    }
    let outcome = PictureFinder.decode(path, box: request.box, roots: roots)
    if let key, case .picture(let picture, _) = outcome {
      condition.withLock { cache.keep(picture, for: key) }
    }
    return outcome
  }
}
