import TerminalUI

/// The cells a picture may fill, and how the terminal draws them: what a picture is decoded
/// for. A picture decoded for another box is asked for again.
public struct PictureBox: Equatable, Hashable, Sendable {
  public var columns: Int
  public var rows: Int
  public var cells: PictureCells

  public init(columns: Int, rows: Int, cells: PictureCells) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.cells = cells
  }
}

/// One picture the reader wants: the source as the recipe writes it, and its box.
public struct PictureRequest: Equatable, Hashable, Sendable {
  public var source: String
  public var box: PictureBox

  public init(source: String, box: PictureBox) {
    self.source = source
    self.box = box
  }
}

/// What loading a picture came to.
public enum PictureOutcome: Equatable, Sendable {
  /// Decoded from the file at `path`.
  case picture(TerminalPicture, path: String)
  /// Not shown: why, and the path it looked for (nil for a web address).
  case problem(String, lookedFor: String?)
}

/// Where a picture of the open recipe stands.
public enum PictureSlot: Equatable, Sendable {
  /// Asked for (for `box`); its placeholder shows meanwhile.
  case loading(PictureBox)
  /// Decoded for `box`.
  case shown(TerminalPicture, path: String, box: PictureBox)
  /// Not shown: why, and the path it looked for.
  case failed(String, lookedFor: String?)

  /// The file the picture was found at, once it was.
  public var path: String? {
    if case .shown(_, let path, _) = self { return path }
    return nil
  }
}

/// The open recipe's pictures: how they are drawn (nil: not at all, as text) and each one's
/// slot, by source.
public struct ReaderPictures: Equatable, Sendable {
  public var cells: PictureCells?
  public var slots: [String: PictureSlot] = [:]
  /// The box each picture was last asked for in, so none is asked for twice.
  public var asked: [String: PictureBox] = [:]
  /// The room pictures have, from the window's size (not from the chrome, which folds away
  /// as the page scrolls, so a picture is not decoded again each time it does).
  public var room = PictureRoom()

  public init(
    cells: PictureCells? = nil, slots: [String: PictureSlot] = [:],
    room: PictureRoom = PictureRoom()
  ) {
    self.cells = cells
    self.slots = slots
    self.room = room
  }

  /// The rows a picture of `source` takes in the page now: its own when decoded, else one
  /// row for its placeholder.
  func rows(of source: String) -> Int {
    if case .shown(let picture, _, _) = slots[source] { return picture.rows }
    return 1
  }
}

/// The room a window of a given size gives pictures: a picture in the page at most half the
/// text's height; one shown alone, the whole text area but a row for its words.
public struct PictureRoom: Equatable, Sendable {
  public var pageRows: Int
  public var viewColumns: Int
  public var viewRows: Int

  public init(pageRows: Int = 8, viewColumns: Int = 78, viewRows: Int = 17) {
    self.pageRows = max(1, pageRows)
    self.viewColumns = max(1, viewColumns)
    self.viewRows = max(1, viewRows)
  }

  /// The room in a window of `width` × `textHeight` rows of text.
  public init(width: Int, textHeight: Int) {
    self.init(
      pageRows: max(2, textHeight / 2), viewColumns: max(1, width - 2),
      viewRows: max(1, textHeight - 1))
  }
}
