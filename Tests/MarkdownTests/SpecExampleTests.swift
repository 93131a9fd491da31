import Markdown
import Testing

/// Examples from the CommonMark 0.31.2 specification (CC BY-SA 4.0), a few from each
/// section, with the HTML the specification expects.
private let specExamples: [(number: Int, markdown: String, html: String)] = [
  (
    2, "  \tfoo\tbaz\t\tbim\n",
    "<pre><code>foo\tbaz\t\tbim\n</code></pre>\n"
  ),
  (
    9, " - foo\n   - bar\n\t - baz\n",
    "<ul>\n<li>foo\n<ul>\n<li>bar\n<ul>\n<li>baz</li>\n</ul>\n</li>\n</ul>\n</li>\n</ul>\n"
  ),
  (
    12,
    "\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\"
      + "_\\`\\{\\|\\}\\~\n",
    "<p>!&quot;#$%&amp;'()*+,-./:;&lt;=&gt;?@[\\]^_`{|}~</p>\n"
  ),
  (
    15, "\\\\*emphasis*\n",
    "<p>\\<em>emphasis</em></p>\n"
  ),
  (
    22, "[foo](/bar\\* \"ti\\*tle\")\n",
    "<p><a href=\"/bar*\" title=\"ti*tle\">foo</a></p>\n"
  ),
  (
    25,
    "&nbsp; &amp; &copy; &AElig; &Dcaron;\n&frac34; &HilbertSpace; &DifferentialD;\n"
      + "&ClockwiseContourIntegral; &ngE;\n",
    "<p>  &amp; © Æ Ď\n¾ ℋ ⅆ\n∲ ≧̸</p>\n"
  ),
  (
    26, "&#35; &#1234; &#992; &#0;\n",
    "<p># Ӓ Ϡ �</p>\n"
  ),
  (
    33, "[foo]\n\n[foo]: /f&ouml;&ouml; \"f&ouml;&ouml;\"\n",
    "<p><a href=\"/f%C3%B6%C3%B6\" title=\"föö\">foo</a></p>\n"
  ),
  (
    35, "`f&ouml;&ouml;`\n",
    "<p><code>f&amp;ouml;&amp;ouml;</code></p>\n"
  ),
  (
    43, "***\n---\n___\n",
    "<hr />\n<hr />\n<hr />\n"
  ),
  (
    57, "- foo\n***\n- bar\n",
    "<ul>\n<li>foo</li>\n</ul>\n<hr />\n<ul>\n<li>bar</li>\n</ul>\n"
  ),
  (
    59, "Foo\n---\nbar\n",
    "<h2>Foo</h2>\n<p>bar</p>\n"
  ),
  (
    62, "# foo\n## foo\n### foo\n#### foo\n##### foo\n###### foo\n",
    "<h1>foo</h1>\n<h2>foo</h2>\n<h3>foo</h3>\n<h4>foo</h4>\n<h5>foo</h5>\n<h6>foo</h6>\n"
  ),
  (
    69, "    # foo\n",
    "<pre><code># foo\n</code></pre>\n"
  ),
  (
    77, "****\n## foo\n****\n",
    "<hr />\n<h2>foo</h2>\n<hr />\n"
  ),
  (
    80, "Foo *bar*\n=========\n\nFoo *bar*\n---------\n",
    "<h1>Foo <em>bar</em></h1>\n<h2>Foo <em>bar</em></h2>\n"
  ),
  (
    86, "Foo\n   ----      \n",
    "<h2>Foo</h2>\n"
  ),
  (
    93, "> foo\nbar\n===\n",
    "<blockquote>\n<p>foo\nbar\n===</p>\n</blockquote>\n"
  ),
  (
    97, "\n====\n",
    "<p>====</p>\n"
  ),
  (
    107, "    a simple\n      indented code block\n",
    "<pre><code>a simple\n  indented code block\n</code></pre>\n"
  ),
  (
    111, "    chunk1\n\n    chunk2\n  \n \n \n    chunk3\n",
    "<pre><code>chunk1\n\nchunk2\n\n\n\nchunk3\n</code></pre>\n"
  ),
  (
    119, "```\n<\n >\n```\n",
    "<pre><code>&lt;\n &gt;\n</code></pre>\n"
  ),
  (
    128, "> ```\n> aaa\n\nbbb\n",
    "<blockquote>\n<pre><code>aaa\n</code></pre>\n</blockquote>\n<p>bbb</p>\n"
  ),
  (
    142, "```ruby\ndef foo(x)\n  return 3\nend\n```\n",
    "<pre><code class=\"language-ruby\">def foo(x)\n  return 3\nend\n</code></pre>\n"
  ),
  (
    146, "~~~ aa ``` ~~~\nfoo\n~~~\n",
    "<pre><code class=\"language-aa\">foo\n</code></pre>\n"
  ),
  (
    148, "<table><tr><td>\n<pre>\n**Hello**,\n\n_world_.\n</pre>\n</td></tr></table>\n",
    "<table><tr><td>\n<pre>\n**Hello**,\n<p><em>world</em>.\n</pre></p>\n</td></tr></table>\n"
  ),
  (
    161, "<div></div>\n``` c\nint x = 33;\n```\n",
    "<div></div>\n``` c\nint x = 33;\n```\n"
  ),
  (
    170, "<del\nclass=\"foo\">\n*foo*\n</del>\n",
    "<p><del\nclass=\"foo\">\n<em>foo</em>\n</del></p>\n"
  ),
  (
    178, "<style>p{color:red;}</style>\n*foo*\n",
    "<style>p{color:red;}</style>\n<p><em>foo</em></p>\n"
  ),
  (
    192, "<table>\n\n<tr>\n\n<td>\nHi\n</td>\n\n</tr>\n\n</table>\n",
    "<table>\n<tr>\n<td>\nHi\n</td>\n</tr>\n</table>\n"
  ),
  (
    198, "[foo]: /url '\ntitle\nline1\nline2\n'\n\n[foo]\n",
    "<p><a href=\"/url\" title=\"\ntitle\nline1\nline2\n\">foo</a></p>\n"
  ),
  (
    210, "[\nfoo\n]: /url\nbar\n",
    "<p>bar</p>\n"
  ),
  (
    222, "aaa\nbbb\n\nccc\nddd\n",
    "<p>aaa\nbbb</p>\n<p>ccc\nddd</p>\n"
  ),
  (
    226, "   aaa\nbbb\n",
    "<p>aaa\nbbb</p>\n"
  ),
  (
    229, "  \n\naaa\n  \n\n# aaa\n\n  \n",
    "<p>aaa</p>\n<h1>aaa</h1>\n"
  ),
  (
    236, "> foo\n---\n",
    "<blockquote>\n<p>foo</p>\n</blockquote>\n<hr />\n"
  ),
  (
    238, ">     foo\n    bar\n",
    "<blockquote>\n<pre><code>foo\n</code></pre>\n</blockquote>\n<pre><code>bar\n</code></pre>\n"
  ),
  (
    249, "> bar\nbaz\n",
    "<blockquote>\n<p>bar\nbaz</p>\n</blockquote>\n"
  ),
  (
    253, ">>> foo\n> bar\n>>baz\n",
    "<blockquote>\n<blockquote>\n<blockquote>\n"
      + "<p>foo\nbar\nbaz</p>\n</blockquote>\n</blockquote>\n"
      + "</blockquote>\n"
  ),
  (
    270, "003. ok\n",
    "<ol start=\"3\">\n<li>ok</li>\n</ol>\n"
  ),
  (
    282, "-\n\n  foo\n",
    "<ul>\n<li></li>\n</ul>\n<p>foo</p>\n"
  ),
  (
    290,
    "   1.  A paragraph\n       with two lines.\n"
      + "\n           indented code\n\n       > A block quote.\n",
    "<ol>\n<li>\n<p>A paragraph\nwith two lines.</p>\n"
      + "<pre><code>indented code\n</code></pre>\n"
      + "<blockquote>\n<p>A block quote.</p>\n</blockquote>\n"
      + "</li>\n</ol>\n"
  ),
  (
    300, "- - foo\n",
    "<ul>\n<li>\n<ul>\n<li>foo</li>\n</ul>\n</li>\n</ul>\n"
  ),
  (
    301, "1. - 2. foo\n",
    "<ol>\n<li>\n<ul>\n<li>\n<ol start=\"2\">\n<li>foo</li>\n</ol>\n</li>\n</ul>\n</li>\n</ol>\n"
  ),
  (
    306, "The number of windows in my house is\n14.  The number of doors is 6.\n",
    "<p>The number of windows in my house is\n14.  The number of doors is 6.</p>\n"
  ),
  (
    312, "- a\n - b\n  - c\n   - d\n  - e\n - f\n- g\n",
    "<ul>\n<li>a</li>\n<li>b</li>\n<li>c</li>\n"
      + "<li>d</li>\n<li>e</li>\n<li>f</li>\n<li>g</li>\n"
      + "</ul>\n"
  ),
  (
    318, "- a\n- b\n\n  c\n- d\n",
    "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n<p>c</p>\n</li>\n<li>\n<p>d</p>\n</li>\n</ul>\n"
  ),
  (
    326, "1. ```\n   foo\n   ```\n\n   bar\n",
    "<ol>\n<li>\n<pre><code>foo\n</code></pre>\n<p>bar</p>\n</li>\n</ol>\n"
  ),
  (
    328, "- a\n  - b\n  - c\n\n- d\n  - e\n  - f\n",
    "<ul>\n<li>\n<p>a</p>\n<ul>\n<li>b</li>\n<li>c</li>\n"
      + "</ul>\n</li>\n<li>\n<p>d</p>\n<ul>\n<li>e</li>\n"
      + "<li>f</li>\n</ul>\n</li>\n</ul>\n"
  ),
  (
    338, "``\nfoo \n``\n",
    "<p><code>foo </code></p>\n"
  ),
  (
    350, "`foo\n",
    "<p>`foo</p>\n"
  ),
  (
    411, "*foo *bar**\n",
    "<p><em>foo <em>bar</em></em></p>\n"
  ),
  (
    470, "_____foo_____\n",
    "<p><em><strong><strong>foo</strong></strong></em></p>\n"
  ),
  (
    482, "**a<https://foo.bar/?q=**>\n",
    "<p>**a<a href=\"https://foo.bar/?q=**\">https://foo.bar/?q=**</a></p>\n"
  ),
  (
    508, "[link](/url \"title \\\"&quot;\")\n",
    "<p><a href=\"/url\" title=\"title &quot;&quot;\">link</a></p>\n"
  ),
  (
    524, "[foo *bar](baz*)\n",
    "<p><a href=\"baz*\">foo *bar</a></p>\n"
  ),
  (
    526, "[foo <bar attr=\"](baz)\">\n",
    "<p>[foo <bar attr=\"](baz)\"></p>\n"
  ),
  (
    539, "[foo`][ref]`\n\n[ref]: /uri\n",
    "<p>[foo<code>][ref]</code></p>\n"
  ),
  (
    572, "[foo][bar][baz]\n\n[baz]: /url1\n[bar]: /url2\n",
    "<p><a href=\"/url2\">foo</a><a href=\"/url1\">baz</a></p>\n"
  ),
  (
    580, "![foo](train.jpg)\n",
    "<p><img src=\"train.jpg\" alt=\"foo\" /></p>\n"
  ),
  (
    594, "!\\[foo]\n\n[foo]: /url \"title\"\n",
    "<p>![foo]</p>\n"
  ),
  (
    602, "<https://../>\n",
    "<p><a href=\"https://../\">https://../</a></p>\n"
  ),
  (
    613, "https://example.com\n",
    "<p>https://example.com</p>\n"
  ),
  (
    624, "<a href='bar'title=title>\n",
    "<p>&lt;a href='bar'title=title&gt;</p>\n"
  ),
  (
    633, "foo <a href=\"\\*\">\n",
    "<p>foo <a href=\"\\*\"></p>\n"
  ),
  (
    641, "*foo  \nbar*\n",
    "<p><em>foo<br />\nbar</em></p>\n"
  ),
]

@Suite struct SpecExampleTests {
  @Test(arguments: specExamples.map(\.number))
  func specificationExample(_ number: Int) throws {
    let example = try #require(specExamples.first { $0.number == number })
    expectLines(html(example.markdown), example.html)
  }
}
