import Testing

@testable import SpecParser

/// Trimming white space: ASCII told by its bytes, the rest by Unicode, and untrimmed text returned whole.
@Suite struct TrimmingTests {
    @Test func surroundingWhiteSpaceGoesAndInnerSpaceStays() {
        #expect(" \t lamp  glows \n".trimmed == "lamp  glows")
        #expect("\u{00A0}lamp\u{2003}".trimmed == "lamp")
        #expect("\u{000B}\u{000C}lamp\r".trimmed == "lamp")
        #expect("lamp".trimmed == "lamp")
        #expect(" *`lamp`_ ".trimmedName == "lamp")
    }

    @Test func nothingButWhiteSpaceOrControlsLeftAlone() {
        #expect("  \n ".trimmed == "")
        #expect("".trimmed == "")
        // Information separators and other controls are not white space.
        #expect("\u{001F}lamp\u{0001}".trimmed == "\u{001F}lamp\u{0001}")
        #expect("é".trimmed == "é")
    }
}
