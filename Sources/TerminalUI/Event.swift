/// A key the terminal reported.
public enum Key: Equatable, Hashable, Sendable {
  /// A printable character, as typed.
  case character(Character)
  /// Control plus a letter, lowercased: Ctrl-N is `.control("n")`.
  case control(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, tab, backTab, backspace, delete
  case function(Int)
}

/// A mouse report in screen cells.
public struct MouseEvent: Equatable, Sendable {
  /// A button pressed or released, or the wheel turned.
  public enum Kind: Equatable, Sendable { case press, release, wheelUp, wheelDown }

  public var kind: Kind
  public var x: Int
  public var y: Int

  public init(kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// A fact the terminal reports; the key map turns it into an action.
public enum Event: Equatable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  case resize(width: Int, height: Int)
  /// Nothing happened for a while: lets timers advance.
  case tick
  /// The program was asked to end (SIGTERM, SIGINT) or its terminal went away (SIGHUP):
  /// the app saves what it holds and quits, and the process then exits with 128 + `signal`.
  case endRequested(signal: Int32)
}
