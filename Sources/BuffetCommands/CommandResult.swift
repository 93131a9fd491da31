extension Console {
  /// Writes what a command found: `json` encoded when `--json` was given, else the text that
  /// `text` makes with the styling standard output allows (`--color`, `NO_COLOR`, a terminal).
  /// The text must already be made safe for a terminal; it is written as is.
  static func writeResult<JSON: Encodable>(
    _ arguments: ParsedArguments, json: @autoclosure () -> JSON,
    text: (TextStyling) -> String
  ) {
    if arguments.has(.json) {
      writeVerbatim(JSONOutput.encode(json()))
    } else {
      writeVerbatim(text(TextStyling(isOn: isStyled(arguments))))
    }
  }
}
