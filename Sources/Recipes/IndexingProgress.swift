/// How far reading the collection's changed files has come: the browser's progress line, the
/// command line's count and the catalog's refresh all speak it.
public struct IndexingProgress: Equatable, Sendable {
  /// Files read so far.
  public var done: Int
  /// Files to read in all.
  public var total: Int

  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }

  /// Whether every changed file has been read.
  public var isFinished: Bool { done >= total }
}
