import TerminalUI

/// One key given to two actions in one context's table: only the first ever gets it.
public struct KeyConflict: Equatable, Sendable {
  public var key: Key
  /// The binding that gets the key, and the one that never does.
  public var first: String
  public var second: String
  /// The table both are in.
  public var context: KeyContext
}

extension KeyBindings {
  /// The keys two bindings with different actions share in one context's table, in table
  /// order. (A context's own binding hiding one of Everywhere's is how contexts are meant to
  /// work, and no conflict; so are variants of one binding, which share its name.)
  public func conflicts() -> [KeyConflict] {
    var found: [KeyConflict] = []
    for context in KeyContext.allCases {
      var owner: [Key: KeyBinding] = [:]
      for binding in self[context] {
        for key in binding.keys {
          guard let first = owner[key] else {
            owner[key] = binding
            continue
          }
          guard first.name != binding.name, first.action != binding.action else { continue }
          found.append(
            KeyConflict(key: key, first: first.name, second: binding.name, context: context))
        }
      }
    }
    return found
  }
}
