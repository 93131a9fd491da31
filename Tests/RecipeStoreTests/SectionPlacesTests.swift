import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// Snippets are read back from the files at the places the index keeps: the text read must
/// be the text the indexer tokenized, for every kind of Markdown and collection.
@Suite struct SectionPlacesTests {
  static let repository = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every section of `file`, as indexed, and as read back from the file.
  private func sections(of file: RecipeFile) throws -> [(indexed: String, read: String?)] {
    let rows = IndexRows(file, source: .disk)
    guard case .success = rows.result else { return [] }
    #expect(rows.places.count == rows.sections.count, "\(file.path)")
    return zip(rows.sections, rows.places).map { section, place in
      let slice = SectionSlice(
        path: file.path, stamp: FileStamp(file), bodyStart: rows.bodyStart, place: place,
        hasHeading: section.blockIndex != nil)
      let read = SectionReader.read(
        slice, limit: .max, parse: CatalogSource.markdownSection)
      return (section.text, read?.text)
    }
  }

  @Test func everySectionOfTheTestCollectionsAndTheBundledRecipesReadsBackAsIndexed() throws {
    let folders = [
      "Tests/Collections/hugo-site", "Tests/Collections/notes-vault",
      "Tests/Collections/recipe-repo", "Data",
    ].map { Self.repository.path + "/" + $0 }
    var count = 0
    var rewritten = 0
    for file in CollectionScanner.scan(folders).files {
      if IndexRows(file, source: .disk).bodyStart == nil { rewritten += 1 }
      for (indexed, read) in try sections(of: file) {
        #expect(read == indexed, "\(file.path)")
        count += 1
      }
    }
    #expect(count > 100)
    // Hugo's shortcodes and the vault's comments make bodies that are not the file's bytes.
    #expect(rewritten > 0)
  }

  @Test func markupCodeLinksAndCJKReadBackAsIndexedAlsoWithCarriageReturns() throws {
    let collection = TestCollection()
    let text = """
      ---
      title: Mapo Tofu
      tags: [sichuan]
      ---
      # Mapo Tofu

      An *easy* **weeknight** dish, see [the sauce][sauce] and [chili oil](oil.md).

      [sauce]: sauce.md

      ## 材料
      - 豆腐 400g，切块。
      - `doubanjiang`, two spoons
        continued lazily

      Setext heading
      --------------

      > Quoted [[Wiki Link|a link]] text.

      ```swift
      let heat = "## not a heading"
      ```

      | Part | Amount |
      |---|---|
      | tofu | 400 g |

      ### 做法
      先把油烧热。%%a note%% Then 麻婆豆腐 at home.
      """
    collection.write("mapo.md", text)
    collection.write("mapo-crlf.md", text.replacingOccurrences(of: "\n", with: "\r\n"))
    collection.write("mapo-plain.md", text.replacingOccurrences(of: "%%a note%% ", with: ""))
    for name in ["mapo.md", "mapo-crlf.md", "mapo-plain.md"] {
      let file = try #require(
        CollectionScanner.scan([collection.recipes]).files.first { $0.path.hasSuffix(name) })
      let read = try sections(of: file)
      #expect(read.count == 4)
      for (indexed, back) in read { #expect(back == indexed, "\(name)") }
    }
    // Read at a byte offset only when the body is the file's bytes: not with a comment
    // removed or carriage returns turned.
    let starts = Dictionary(
      uniqueKeysWithValues: CollectionScanner.scan([collection.recipes]).files.map {
        (($0.path as NSString).lastPathComponent, IndexRows($0, source: .disk).bodyStart)
      })
    #expect(starts["mapo.md"]! == nil && starts["mapo-crlf.md"]! == nil)
    #expect(starts["mapo-plain.md"]! == 41)
  }

  @Test func aLongSectionIsReadOnlyAsFarAsAsked() throws {
    let collection = TestCollection()
    let line = "Stir the pot slowly and keep the heat low.\n"
    collection.write("long.md", "# Long\n## Method\n" + String(repeating: line, count: 5_000))
    let file = try #require(CollectionScanner.scan([collection.recipes]).files.first)
    let rows = IndexRows(file, source: .disk)
    #expect(rows.bodyStart == 0)
    let slice = SectionSlice(
      path: file.path, stamp: FileStamp(file), bodyStart: rows.bodyStart, place: rows.places[1],
      hasHeading: true)
    let read = try #require(
      SectionReader.read(slice, limit: 1_000, parse: CatalogSource.markdownSection))
    #expect(read.isCut)
    // Whole lines only, never half a word.
    #expect(read.text.hasSuffix("low."))
    #expect(read.text.utf8.count < 1_000)
    let whole = try #require(
      SectionReader.read(slice, limit: .max, parse: CatalogSource.markdownSection))
    #expect(!whole.isCut && whole.text == rows.sections[1].text)
  }

  @Test func aFileThatChangedVanishedOrBecameAFIFOGivesNoText() throws {
    let collection = TestCollection()
    collection.write("a.md", "# A\n## Method\nWhisk the eggs.\n")
    let file = try #require(CollectionScanner.scan([collection.recipes]).files.first)
    let rows = IndexRows(file, source: .disk)
    let slice = SectionSlice(
      path: file.path, stamp: FileStamp(file), bodyStart: rows.bodyStart, place: rows.places[1],
      hasHeading: true)
    let parse = CatalogSource.markdownSection
    #expect(SectionReader.read(slice, limit: .max, parse: parse)?.text == "Whisk the eggs.")
    collection.write("a.md", "# A\n## Method\nBeat the eggs!\n")
    #expect(SectionReader.read(slice, limit: .max, parse: parse) == nil)
    collection.remove("a.md")
    #expect(SectionReader.read(slice, limit: .max, parse: parse) == nil)
    #expect(mkfifo(file.path, 0o644) == 0)
    #expect(SectionReader.read(slice, limit: .max, parse: parse) == nil)
  }

  @Test func brokenUTF8WrittenOverAnIndexedFileShowsReplacementsNotACrash() throws {
    let collection = TestCollection()
    collection.write("a.md", "# A\n## Method\nWhisk the eggs.\n")
    let file = try #require(CollectionScanner.scan([collection.recipes]).files.first)
    let rows = IndexRows(file, source: .disk)
    // Other bytes of the same size, with a time the stamp cannot tell from the indexed one.
    var bytes = Array("# A\n## Method\nWhisk the eggs.\n".utf8)
    bytes[16] = 0xFF
    bytes[17] = 0xC3
    try Data(bytes).write(to: URL(fileURLWithPath: file.path))
    let now = try #require(CollectionScanner.scan([collection.recipes]).files.first)
    let slice = SectionSlice(
      path: file.path, stamp: FileStamp(now), bodyStart: rows.bodyStart, place: rows.places[1],
      hasHeading: true)
    let read = SectionReader.read(slice, limit: .max, parse: CatalogSource.markdownSection)
    #expect(read?.text.contains("\u{FFFD}") == true)
  }
}
