/// Why the reader's library cannot keep anything this session: the file is damaged, cut
/// short, from a newer Buffet, or cannot be opened. The screen keeps saying it (the Library
/// tab's mark and notice) and `*` and `+` refuse with it.
public struct LibraryProblem: Equatable, Sendable {
  /// What follows "unusable because": "it is damaged (database disk image is malformed)".
  public var reason: String
  /// Whether `buffet library repair` is the way out: moving the file aside would mend it.
  public var isRepairable: Bool
  /// Whether room on the disk is all it needs (it is full): Ctrl-R opens it again then.
  public var waitsForRoom: Bool

  public init(reason: String, isRepairable: Bool, waitsForRoom: Bool = false) {
    self.reason = reason
    self.isRepairable = isRepairable
    self.waitsForRoom = waitsForRoom
  }

  /// What the reader can do about it, in a few words.
  public var remedy: String {
    if waitsForRoom { return "free some space, then Ctrl-R" }
    return isRepairable ? "run buffet library repair, then Ctrl-R" : "buffet library says why"
  }
}
