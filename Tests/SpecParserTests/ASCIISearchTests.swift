import Foundation
import Testing

@testable import SpecParser

/// The byte search for ASCII text finds what Foundation's `contains` finds, and leaves other text to Foundation.
@Suite struct ASCIISearchTests {
    @Test(arguments: [
        ("the sheet's options are listed below", "below"), ("see the next part", "below"), ("as follows:", "as follows"),
        ("ab", "abc"), ("abc", "abc"), ("aab", "ab"), ("Below", "below"), ("", "x"), ("x", "x"), ("line\r\nbreak", "\nb"),
    ])
    func findsWhatFoundationFinds(text: String, needle: String) {
        #expect(ASCIIWords.contains(text, needle) == (text.range(of: needle) != nil))
    }

    /// SpecParser's `contains(String)` answers as Foundation's does, also where characters combine or are equivalent.
    @Test(arguments: [
        ("e\u{301}x", "e"), ("\u{E9}", "e\u{301}"), ("e\u{301}", "\u{E9}"), ("", ""), ("abc", ""), ("ABC", "b"),
        ("straße", "ss"), ("changelog\u{301}", "changelog"), ("a\r\nb", "\nb"), ("\u{212A}", "K"), ("release notes", "notes"),
    ])
    func containsAnswersAsFoundation(text: String, needle: String) {
        #expect(text.contains(needle) == (text.range(of: needle) != nil))
    }

    @Test(arguments: [("café au lait", "caf"), ("plain text", "é"), ("text", "")])
    func leavesOtherTextToFoundation(text: String, needle: String) {
        #expect(ASCIIWords.contains(text, needle) == nil)
    }

    @Test func aPointerBelowIsReadInEveryScript() {
        #expect(ObjectDefinedBelow.pointsBelow("Style (listed below)"))
        #expect(ObjectDefinedBelow.pointsBelow("Style (voir ci-dessous)"))
        #expect(ObjectDefinedBelow.pointsBelow("样式（见下）"))
        #expect(!ObjectDefinedBelow.pointsBelow("Style"))
        #expect(!ObjectDefinedBelow.pointsBelow("样式"))
        #expect(!ObjectDefinedBelow.pointsBelow(nil))
    }
}
