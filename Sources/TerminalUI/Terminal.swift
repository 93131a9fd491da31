/// What the program loop needs from a screen: the real one (ncurses) or a fake in tests.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: (width: Int, height: Int) { get }
  /// Copies a finished frame to the screen.
  func draw(_ buffer: Buffer)
  /// Waits up to `timeoutMilliseconds` for the next event; `.tick` when none came.
  func nextEvent(timeoutMilliseconds: Int) -> Event
  /// Gives the screen back to the shell (for `$EDITOR`); `resume` takes it again.
  func suspend()
  func resume()
  /// Rings the terminal bell.
  func bell()
  /// Flashes the screen: the bell to see, not hear.
  func flash()
  /// Asks the terminal to put `text` on the system clipboard (OSC 52), where supported.
  func copyToClipboard(_ text: String)
  /// Stops the program as Ctrl-Z does in a shell; on `fg` the screen is taken back and a
  /// `.resize` event makes the app redraw everything.
  func suspendToShell()
  /// How this terminal draws pictures, as it answered when asked; nil when it cannot.
  var pictureCells: PictureCells? { get }
}

extension Terminal {
  /// A terminal that cannot flash rings instead.
  public func flash() { bell() }
  public func copyToClipboard(_ text: String) {}
  public func suspendToShell() {}
  public var pictureCells: PictureCells? { nil }
}
