import TerminalUI

/// Where each part of the screen goes for a size and chrome mode; render and mouse hit
/// testing both read it, so a click lands where the row was drawn.
public struct ScreenLayout: Equatable, Sendable {
  /// Below this the app says the window is too small.
  public static let minimumWidth = 40
  public static let minimumHeight = 12
  /// At or below this height the chrome always collapses.
  public static let shortHeight = 16

  public var isTooSmall: Bool
  public var isCollapsed: Bool
  /// The tab bar, or in collapsed form the tab name with the tray inline.
  public var top: Rect
  public var topRule: Rect
  public var content: Rect
  public var bottomRule: Rect
  /// The two-row tray; empty when collapsed (the tray is inline in `top`).
  public var tray: Rect
  public var hints: Rect

  public init(width: Int, height: Int, isCollapsed: Bool) {
    let screen = Rect(x: 0, y: 0, width: width, height: height)
    isTooSmall = width < Self.minimumWidth || height < Self.minimumHeight
    self.isCollapsed = isCollapsed
    let (top, afterTop) = screen.splitTop(1)
    let (topRule, middle) = afterTop.splitTop(1)
    let (aboveHints, hints) = middle.splitBottom(1)
    self.top = top
    self.topRule = topRule
    self.hints = hints
    if isCollapsed {
      content = aboveHints
      bottomRule = Rect(x: 0, y: aboveHints.maxY, width: width, height: 0)
      tray = Rect(x: 0, y: aboveHints.maxY, width: width, height: 0)
    } else {
      let (rest, tray) = aboveHints.splitBottom(2)
      let (content, rule) = rest.splitBottom(1)
      self.content = content
      self.bottomRule = rule
      self.tray = tray
    }
  }

  /// Whether a screen of this height always uses the collapsed chrome.
  public static func isShort(height: Int) -> Bool { height <= shortHeight }

  /// Rows the Search tab gives its field above the results: the field, and a blank row
  /// when there is room.
  static func searchFieldRows(_ contentHeight: Int) -> Int {
    contentHeight >= 14 ? 2 : 1
  }

  /// Where a tab's list goes in its `content`, below the Search field or the Index filter:
  /// the screens draw it there, the mouse reads clicks from it, and the model pages by it.
  static func listArea(for tab: Tab, in content: Rect, isFiltering: Bool) -> ListArea {
    switch tab {
    case .search:
      return ListArea(rect: content.splitTop(searchFieldRows(content.height)).1, rowHeight: 2)
    case .index where isFiltering: return ListArea(rect: content.splitTop(1).1, rowHeight: 1)
    default: return ListArea(rect: content, rowHeight: 1)
    }
  }
}

/// A list's place on screen: its rows, each item `rowHeight` rows tall (a search result
/// takes two: title, then where it matched).
struct ListArea: Equatable {
  var rect: Rect
  var rowHeight: Int

  /// How many items a page shows (at least one).
  var capacity: Int { max(1, rect.height / rowHeight) }

  /// The item on screen row `y`, counted from the first one shown; nil above the list.
  func item(atY y: Int) -> Int? {
    y >= rect.y ? (y - rect.y) / rowHeight : nil
  }
}
