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
        #expect(ASCIIWords.contains(text, needle) == text.contains(needle))
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
