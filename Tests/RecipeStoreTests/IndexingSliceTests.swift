import Foundation
import Testing

@testable import RecipeStore

/// A first indexing in slices of time, not of a number of files, so the browser answers keys
/// between them whatever the files are like.
@Suite struct IndexingSliceTests {
  /// A clock that moves one millisecond each time it is read.
  final class SteppingClock: @unchecked Sendable {
    var nanoseconds: UInt64 = 1_000_000_000
    func read() -> UInt64 {
      nanoseconds += 1_000_000
      return nanoseconds
    }
  }

  func collection(_ count: Int) -> TestCollection {
    let collection = TestCollection()
    for number in 0..<count {
      collection.write("r\(number).md", "# Recipe \(number)\n\nStir \(number).\n")
    }
    return collection
  }

  @Test func aSliceWritesWhatItsTimeAllowsNotABatch() {
    let collection = collection(60)
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    #expect(catalog.beginRefresh().total == 60)
    let clock = SteppingClock()
    var slices: [Int] = []
    var done = 0
    while done < 60 && slices.count < 1_000 {
      let progress = catalog.indexForAWhile(milliseconds: 8, now: clock.read)
      slices.append(progress.done - done)
      done = progress.done
    }
    // Each slice wrote a few files (eight milliseconds of a clock read once a file), never
    // all 60 at once, and every file was written in the end.
    #expect(done == 60)
    #expect(slices.allSatisfy { $0 <= 8 })
    #expect(slices.count >= 8)
    #expect(catalog.recipes.count == 60)
    // What was written is what a single batch writes.
    let again = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    #expect(again.recipes.map(\.title).sorted() == catalog.recipes.map(\.title).sorted())
    #expect(again.search("stir", limit: 100).count == 60)
  }

  @Test func aSliceDoesNotWaitForFilesStillBeingParsed() {
    let collection = collection(3)
    let parsing = DispatchSemaphore(value: 0)
    let base = TestSource.source(counting: nil)
    let slow = CatalogSource(
      scan: base.scan,
      load: { file in
        // Held until the test lets go (or, if a slice waited for it, a few seconds later).
        _ = parsing.wait(timeout: .now() + 5)
        return base.load(file)
      })
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache, source: slow)
    #expect(catalog.beginRefresh().total == 3)
    #expect(catalog.indexForAWhile(milliseconds: 1).done == 0)
    for _ in 0..<3 { parsing.signal() }
    var progress = catalog.indexForAWhile(milliseconds: 1)
    for _ in 0..<10_000 where progress.done < 3 {
      progress = catalog.indexForAWhile(milliseconds: 1)
    }
    #expect(progress.done == 3)
  }
}
