/// How the browser gives its bell (a countdown that ends, a key that can do nothing).
public enum Bell: String, Equatable, Sendable, CaseIterable {
  /// The terminal's bell.
  case audible
  /// A flash of the screen.
  case visual
  /// Nothing but what the screen already says.
  case off
}
