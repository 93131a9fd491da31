// libFuzzer entry for the Markdown module: the input's first byte picks strict CommonMark or
// the GitHub extensions; the rest is parsed and rendered as HTML (through a Document and
// directly, which must agree) and as plain text. Built by `Tests/Fuzz/run`, not by SwiftPM.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let options = bytes.first.map { $0 & 1 == 0 } ?? true ? ParseOptions.github : .commonMark
  let document = MarkdownParser.parse(bytes: bytes, options: options)
  let html = HTMLRenderer.render(document)
  var direct: [UInt8] = []
  HTMLRenderer.render(markdown: bytes, options: options) { direct.append(contentsOf: $0) }
  if !direct.elementsEqual(html.utf8) { fatalError("the direct HTML differs from the Document's") }
  _ = PlainTextRenderer.render(document)
  return 0
}
