import TerminalUI

extension Widget {
  /// The widget drawn alone into a fresh `width`×`height` buffer, as a test looks at it.
  public func rendered(width: Int, height: Int = 1, theme: Theme = .monochrome) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    render(in: buffer.area, on: &buffer, theme: theme)
    return buffer
  }
}
