import Testing

@testable import SpecReport

/// Document text is escaped, whatever it holds.
@Suite struct HTMLTextTests {
    @Test func markupAndControlCharactersBecomeText() {
        #expect(
            HTMLText.escape("<script>alert('x')</script> & \"q\"") == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"
        )
        #expect(HTMLText.escape("a\u{0}b\u{1B}c\u{85}d\te") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\te")
    }
}
