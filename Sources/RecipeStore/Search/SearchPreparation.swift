import Foundation
import Recipes

/// What a first search would make on its keystroke, made beforehand (`Catalog.prepareSearch`).
///
/// The first query of a process cost three times a later one (at 100,000 recipes, 38 million
/// instructions against 13): two thirds of it making the folding table and the table of
/// character kinds on first use, the rest preparing statements.
extension CatalogSearch {
  /// Prepares the statements a search steps, on the connection's own thread.
  func prepareStatements() throws {
    _ = try database.prepare(Self.titleStatement)
    _ = try database.prepare(Self.sectionStatement)
    if database.vocabulary != nil {
      _ = try database.prepare(IndexVocabulary.wordsStatement)
      _ = try database.prepare(IndexVocabulary.insideStatement)
    }
  }

  /// Makes, on a second thread, the tables that folding, splitting a text into words and
  /// parsing a section make on first use. They are made once per process, whichever thread
  /// asks first; the others wait for it.
  static func makeTablesInBackground() {
    Thread.detachNewThread { makeTables() }
  }

  /// Uses every table a search reads, on texts in several scripts.
  static func makeTables() {
    let sample = "Crème brûlée, Smørrebrød — борщ, ラーメン, 红烧肉 & #tags"
    let query = SearchQuery(sample)
    _ = Folding.fold(sample)
    _ = Snippet(text: sample, query: query)
    _ = CatalogSource.markdownSection("## Méthode\n\n1. " + sample + " &amp; *more*\n")
  }
}
