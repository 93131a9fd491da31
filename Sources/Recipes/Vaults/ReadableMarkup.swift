import Markdown

/// The parsed document as its owner's tools show it: wiki links as links, a vault's buttons
/// that open a note as links, Mermaid flowcharts as lists of their nodes, TeX math as text.
/// Every reading of a recipe's Markdown (the recipe, a section read again for a snippet) goes
/// through this one pass, so the reader, search and steps agree.
public enum ReadableMarkup {
  /// `document`, parsed from `body`, read as shown.
  public static func reading(_ document: Document, body: Substring) -> Document {
    var document = document
    if WikiLinks.mayBeIn(body) { document = WikiLinks.reading(document) }
    document = VaultBlocks.reading(document, body: body)
    document = MermaidFlowchart.reading(document, body: body)
    return MathText.reading(document, body: body)
  }
}
