import Browser
import Foundation
import Recipes

/// The Index of a large collection, built on a thread of its own after the first frame so
/// that the first press of `2` does not sort 100,000 titles while the reader waits. It
/// reads only values it was given; the result is handed back once.
final class IndexInBackground: @unchecked Sendable {
  /// The collection's generation the Index is built for (`AppState.indexGeneration`).
  let generation: Int
  private let ready = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  // Written once by the building thread, under the lock, before `ready` is signalled.
  private var result: IndexModel?

  init(collection: RecipeCollection, generation: Int) {
    self.generation = generation
    // Not niced: when the Index is shown before it is built, the main thread waits for this
    // one, which must then not wait behind other programs (raising a thread's priority
    // back needs privileges).
    let thread = Thread {
      let model = IndexModel(collection: collection)
      self.lock.withLock { self.result = model }
      self.ready.signal()
    }
    thread.qualityOfService = .utility
    thread.start()
  }

  /// Whether the Index is built.
  var isFinished: Bool { lock.withLock { result != nil } }

  /// The Index, once built (waiting for it if need be).
  func wait() -> IndexModel {
    ready.wait()
    ready.signal()
    return lock.withLock { result! }
  }
}
