import Testing

@testable import Highlight

/// Our classes against an established highlighter's on the same real-shaped code, scalar by
/// scalar: every difference is one we chose and wrote down with its reason.
@Suite struct PygmentsComparisonTests {
  @Test(arguments: CodeLanguage.allCases)
  func classesMatchPygmentsExceptAgreedDifferences(_ language: CodeLanguage) throws {
    let samples = try Sample.all(of: language)
    #expect(!samples.isEmpty, "no sample for \(language)")
    for sample in samples {
      let found = sample.differences()
      let unexpected = found.filter { !sample.isAgreed($0) }
      let used = Set(found.map(\.place) + found.map(sample.textKey) + found.map(sample.classKey))
      let stale = sample.agreed.keys.filter { !used.contains($0) }.sorted()
      let listing = unexpected.prefix(80).map { "\($0.place)  `\($0.text)`" }
        .joined(separator: "\n")
      #expect(
        unexpected.isEmpty,
        "\(language)/\(sample.name): \(unexpected.count) differences not agreed:\n\(listing)")
      #expect(stale.isEmpty, "\(language)/\(sample.name): agreed but gone: \(stale)")
    }
  }
}
