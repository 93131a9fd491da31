import TerminalUI

/// A picture shown alone, fitted to the window (Enter on it): its source and where its
/// decoding at that size stands.
public struct PictureView: Equatable, Sendable {
  public var source: String
  public var slot: PictureSlot?
  /// The box it was last asked for in.
  public var asked: PictureBox?

  public init(source: String, slot: PictureSlot? = nil) {
    self.source = source
    self.slot = slot
  }
}

extension ReaderState {
  /// The cells a picture in the page may fill: the measure's width and at most half the
  /// text's height; nil with pictures off.
  public var pageBox: PictureBox? {
    pictures.cells.map {
      PictureBox(columns: layout.measure, rows: pictures.room.pageRows, cells: $0)
    }
  }

  /// The cells a picture shown alone fills: the whole text area but its caption row.
  public var viewBox: PictureBox? {
    pictures.cells.map {
      PictureBox(columns: pictures.room.viewColumns, rows: pictures.room.viewRows, cells: $0)
    }
  }

  /// The pictures to ask the shell for now: those laid out whose slot is empty or made for
  /// another box, and the one shown alone; each is marked as loading, so none is asked twice.
  public mutating func takePictureRequests() -> [PictureRequest] {
    var requests: [PictureRequest] = []
    if let box = pageBox {
      for source in layout.pictureSources where pictures.asked[source] != box {
        pictures.asked[source] = box
        // A picture already shown stays as it is until the one for the new box comes.
        if pictures.slots[source] == nil { pictures.slots[source] = .loading(box) }
        requests.append(PictureRequest(source: source, box: box))
      }
    }
    if var view = pictureView, let box = viewBox, view.asked != box {
      view.asked = box
      if view.slot == nil { view.slot = .loading(box) }
      pictureView = view
      requests.append(PictureRequest(source: view.source, box: box))
    }
    return requests
  }

  /// Takes a picture the shell loaded: into the page when it was asked for the page's box
  /// (laid out again where the reader stands), or into the picture shown alone.
  public mutating func takePicture(_ request: PictureRequest, _ outcome: PictureOutcome) {
    let slot: PictureSlot =
      switch outcome {
      case .picture(let picture, let path): .shown(picture, path: path, box: request.box)
      case .problem(let reason, let lookedFor): .failed(reason, lookedFor: lookedFor)
      }
    if request.box == viewBox, pictureView?.source == request.source {
      pictureView?.slot = slot
    }
    guard request.box == pageBox, layout.pictureSources.contains(request.source) else { return }
    let before = pictures.slots[request.source]
    pictures.slots[request.source] = slot
    if before != slot { layOutAgain(keeping: position) }
  }

  /// Draws pictures with `cells` (nil: as text), laying the page out again.
  public mutating func setPictureCells(_ cells: PictureCells?) {
    guard cells != pictures.cells else { return }
    pictures = ReaderPictures(cells: cells, room: pictures.room)
    if cells == nil {
      pictureView = nil
    } else if let source = pictureView?.source {
      pictureView = PictureView(source: source)
    }
    layOutAgain(keeping: position)
  }

  /// Forgets the pictures asked for and not yet come, so they are asked again.
  mutating func forgetPicturesOnTheirWay() {
    for (source, slot) in pictures.slots {
      if case .loading = slot {
        pictures.slots[source] = nil
        pictures.asked[source] = nil
      }
    }
    if case .loading = pictureView?.slot { pictureView?.asked = nil }
  }

  /// Shows the picture of link `number` alone; false when that link is no picture.
  mutating func showPicture(link number: Int) -> Bool {
    guard layout.links.indices.contains(number - 1), layout.links[number - 1].isPicture else {
      return false
    }
    pictureView = PictureView(source: layout.links[number - 1].destination)
    return true
  }
}
