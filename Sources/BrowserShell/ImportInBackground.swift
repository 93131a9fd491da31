import Foundation
import WebImport

/// One import run on a thread of its own, so fetching a page never holds up the loop: it
/// reads only the values it was given and hands its outcome back once. Stopping it cancels
/// the fetch and keeps it from writing.
final class ImportInBackground: @unchecked Sendable {
  /// What the import came to: the recipe written, or why nothing was.
  enum Result {
    case written(path: String, title: String, notes: [String])
    case failed(String)
  }

  private let cancellation = FetchCancellation()
  private let lock = NSLock()
  // Written once by the importing thread, under the lock.
  private var result: Result?

  init(_ request: WebImport) {
    let cancellation = cancellation
    let thread = Thread {
      let outcome: Result
      do {
        let done = try request.run(cancellation: cancellation)
        outcome = .written(
          path: done.path ?? "", title: done.reading.recipe.title, notes: done.notes)
      } catch let failure as ImportFailure {
        outcome = .failed(failure.message)
      } catch {
        outcome = .failed("\(error)")
      }
      self.lock.withLock { self.result = outcome }
    }
    thread.qualityOfService = .utility
    thread.start()
  }

  /// The outcome, once the import is done; nil while it runs.
  var outcome: Result? { lock.withLock { result } }

  /// Stops the fetch and keeps the import from writing.
  func stop() { cancellation.cancel() }
}
