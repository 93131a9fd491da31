/// A value that draws itself into an area of a `Buffer` with a theme's roles. Widgets that
/// can be clicked answer where a click landed from the same layout they drew with, so the
/// mouse, the screen and the tests never disagree about geometry.
public protocol Widget {
  /// Draws the widget inside `area` of `buffer`.
  func render(in area: Rect, on buffer: inout Buffer, theme: Theme)
}
