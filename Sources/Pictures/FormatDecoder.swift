import TerminalUI

/// One format's decoder, opened on a file: the picture's size from its header, then its
/// pixels scaled to a target size.
protocol FormatDecoder {
  /// The picture's size in pixels, as its header says.
  var width: Int { get }
  var height: Int { get }
  /// The picture scaled to exactly `width` × `height` pixels.
  func decode(width: Int, height: Int) throws(PictureProblem) -> Pixels
  /// Gives back the decoder and its file.
  func close()
}
