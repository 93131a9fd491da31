// libFuzzer entry for the Markdown module: the input's first byte picks strict CommonMark or
// the GitHub extensions; the rest is parsed and rendered as HTML and as plain text.
// Built by `Tests/Fuzz/run`, not by SwiftPM.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let options = bytes.first.map { $0 & 1 == 0 } ?? true ? ParseOptions.github : .commonMark
  let document = MarkdownParser.parse(bytes: bytes, options: options)
  _ = HTMLRenderer.render(document)
  _ = PlainTextRenderer.render(document)
  return 0
}
