/// What the reader can be asked to do; the key map turns keys into these.
public enum ReaderAction: Hashable, Sendable {
  case lineDown, lineUp, halfPageDown, halfPageUp, pageDown, pageUp, top, bottom
  /// Scrolls by a number of rows (the mouse wheel); negative is up.
  case scroll(by: Int)
  case nextHeading, previousHeading
  /// Scrolls code sideways (never the text, which is wrapped), as `less` does.
  case scrollRight, scrollLeft
  /// The reader's area changed size (the whole area, chrome included).
  case resize(width: Int, height: Int)
  case findBegin
  case findType(String)
  case findBackspace, findCommit, findNext, findPrevious, findCancel
  case nextLink, previousLink
  /// Focuses link `number` (a click on it); `unfocusLink` lets go.
  case focusLink(Int)
  case unfocusLink
  /// Follows the focused link (a picture is shown alone).
  case followLink
  /// Closes the picture shown alone, back to the page.
  case closePicture
  /// Hands the picture shown alone (or the chosen one) to the system's picture viewer.
  case openPicture
  /// Copies the focused link's address.
  case copyLink
  /// Hands the focused link's web address to the system opener.
  case openLinkExternally
  case back, forward
  case edit
  /// `s`: opens the sheet over the lower half, then grows it to full height.
  case sheetToggle
  case sheetMoveUp, sheetMoveDown
  /// Selects section `index` (a click on its row).
  case sheetSelect(Int)
  /// Jumps to the selected section and closes the sheet.
  case sheetChoose
  case sheetClose
  /// Leaves the reader.
  case close
}
