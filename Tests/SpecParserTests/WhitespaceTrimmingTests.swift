import Foundation
import SpecModel
import Testing

/// The byte-level shortcuts for trimming and one-line text give what the general readings give, on ASCII and on
/// text whose ends are Unicode spaces or line breaks.
@Suite struct WhitespaceTrimmingTests {
    static let samples = [
        "", " ", "\t", "x", " x", "x ", "\tx\t", "x\n", "\nx", "\u{3000}x\u{00A0}", "é ", " é", "a b", "\u{2028}x\u{0085}",
        "x\u{000B}", "\r\nx\r\n", "日本 ",
    ]

    @Test(arguments: samples)
    func trimmingMatchesFoundation(text: String) {
        #expect(text.trimmingWhitespaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(Substring(text).trimmingWhitespaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: [
        ("A  snackbar\tdismisses\n itself.", "A snackbar dismisses itself."), ("  leading and trailing  ", "leading and trailing"),
        ("already clean", "already clean"), ("", ""), ("   ", ""), ("bell\u{07}rings", "bell rings"), ("tab\t", "tab"),
        ("Café  au\u{00A0}lait\n", "Café au lait"),
    ])
    func oneLineTextFoldsSpacesAndControls(text: String, expected: String) {
        #expect(OneLineText.clean(text) == expected)
    }
}
