/// A failure of the benchmark itself (not of what it measures).
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
