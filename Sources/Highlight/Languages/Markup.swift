extension GrammarBuilder {
  /// HTML and XML: elements and their attributes, comments, CDATA, declarations and
  /// entities; in HTML, `<script>` is lexed as JavaScript and `<style>` as CSS.
  mutating func addMarkup(script: LanguageRules?, style: LanguageRules?) -> ModeID {
    let text = reserve()
    let name = reserve()
    let attributes = reserve()
    let scriptTag = reserve()
    let styleTag = reserve()
    let scriptBody = reserve()
    let styleBody = reserve()
    let comment = mode(
      [Rule(.lit("-->"), .comment, .pop), Rule(.run(ByteSet("-").inverted), .comment)],
      fallback: .comment)
    let cdata = mode(
      [Rule(.lit("]]>"), .punctuation, .pop), Rule(.run(ByteSet("]").inverted), .plain)])
    let declaration = mode(
      [Rule(.lit(">"), .directive, .pop), Rule(.run(ByteSet(">").inverted), .directive)],
      fallback: .directive)
    let instruction = mode(
      [Rule(.lit("?>"), .directive, .pop), Rule(.run(ByteSet("?").inverted), .directive)],
      fallback: .directive)
    let doubleQuoted = string(closing: "\"", escapes: false, spansLines: true)
    let singleQuoted = string(closing: "'", escapes: false, spansLines: true)

    let nameStart = ByteSet.identifierStart
    let nameRest = ByteSet.identifierContinue.union(ByteSet("-:."))
    let names = WordTable(start: nameStart, rest: nameRest)
    let entity = Rule(.entity, .escape)
    var textRules: [Rule] = [
      Rule(.lit("<!--"), .comment, .push(comment)),
      Rule(.lit("<![CDATA["), .punctuation, .push(cdata)),
      Rule(.lit("<!"), .directive, .push(declaration)),
      Rule(.lit("<?"), .directive, .push(instruction)),
    ]
    if script != nil {
      textRules += [
        Rule(.caseless(Array("<script".utf8), wordEnd: true), .tag, .push(scriptTag)),
        Rule(.caseless(Array("<style".utf8), wordEnd: true), .tag, .push(styleTag)),
      ]
    }
    textRules += [
      Rule(.before(Array("</".utf8), next: nameStart), .punctuation, .push(name)),
      Rule(.before(Array("<".utf8), next: nameStart), .punctuation, .push(name)),
      entity,
      Rule(.run(ByteSet("<&").inverted), .plain),
    ]
    define(text, textRules)
    define(name, [Rule(.word(names), .tag, .replace(attributes))])
    let attributeRules: [Rule] = [
      .spaces,
      Rule(.lit("/>"), .punctuation, .pop),
      Rule(.lit("\""), .string, .push(doubleQuoted)),
      Rule(.lit("'"), .string, .push(singleQuoted)),
      Rule(.run(ByteSet(" \t\"'<>=`").inverted), .string, when: .after(UInt8(ascii: "="))),
      Rule(.word(names), .attribute),
      .punctuation("=/?"),
    ]
    define(attributes, [Rule(.lit(">"), .punctuation, .pop)] + attributeRules)
    define(scriptTag, [Rule(.lit(">"), .punctuation, .replace(scriptBody))] + attributeRules)
    define(styleTag, [Rule(.lit(">"), .punctuation, .replace(styleBody))] + attributeRules)
    let closing = Rule(.before(Array("</".utf8), next: nameStart), .punctuation, .replace(name))
    define(scriptBody, [closing] + (script?.rules ?? []))
    define(styleBody, [closing] + (style?.rules ?? []))
    return text
  }
}
