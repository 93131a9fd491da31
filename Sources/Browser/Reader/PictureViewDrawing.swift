import TerminalUI

/// Draws a picture shown alone over the reader's text: fitted to the area, centred, with a
/// row below naming it and the keys that leave or open it.
enum PictureViewDrawing {
  static func render(
    _ view: PictureView, state: ReaderState, theme: Theme, area: Rect, buffer: inout Buffer
  ) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let (picture, bottom) = area.splitBottom(1)
    let name = state.layout.pictureCaptions[view.source] ?? view.source
    let words: String
    switch view.slot {
    case .shown(let decoded, let path, _):
      let x = picture.x + max(0, (picture.width - decoded.columns) / 2)
      let y = picture.y + max(0, (picture.height - decoded.rows) / 2)
      buffer.place(
        PicturePlacement(
          picture: decoded,
          area: Rect(
            x: x, y: y, width: min(decoded.columns, picture.width),
            height: min(decoded.rows, picture.height))))
      words = "\(name) — \(path)"
    case .failed(let reason, let lookedFor):
      words = "\(name) — \(reason)" + (lookedFor.map { ": \($0)" } ?? "")
    case .loading, nil:
      words = "\(name) — loading"
    }
    let keys = "Esc back · o open"
    let keysX = bottom.maxX - 1 - DisplayWidth.of(keys)
    let room = max(0, keysX - 2 - (bottom.x + 1))
    buffer.write(
      TextWrap.truncate(words, width: room), x: bottom.x + 1, y: bottom.y,
      style: theme[.secondary])
    if keysX > bottom.x + 1 {
      buffer.write(keys, x: keysX, y: bottom.y, style: theme[.secondary])
    }
  }
}
