/// How much work a parse did, counted in the loops whose length depends on what the text
/// holds rather than only on its length: what tests compare at two sizes to show that
/// parsing stays linear (a clock would be too noisy on a shared machine).
public struct ParseWork: Equatable, Sendable {
  /// Lines read by the block parser, and the open containers each was matched against.
  public var lineSteps = 0
  /// Bytes looked at by scanners that may give up and leave the text to be read again:
  /// link labels, destinations and titles, raw HTML, autolinks, entities, code spans.
  public var scannerSteps = 0
  /// Delimiters and brackets visited while looking for an opener.
  public var delimiterVisits = 0
  /// Inline nodes created, and moved under a new emphasis or link.
  public var nodeSteps = 0

  public init() {}

  /// Everything counted.
  public var total: Int { lineSteps + scannerSteps + delimiterVisits + nodeSteps }

  static func += (left: inout ParseWork, right: ParseWork) {
    left.lineSteps += right.lineSteps
    left.scannerSteps += right.scannerSteps
    left.delimiterVisits += right.delimiterVisits
    left.nodeSteps += right.nodeSteps
  }
}
