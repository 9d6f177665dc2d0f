import Testing

@testable import SpecEmitters

/// Comment wrapping and string literals take a shorter way for text with nothing special in it; these tests check
/// that it gives what the general way gives.
@Suite struct PlainTextFastPathTests {
    /// A paragraph of plain words, long enough to wrap several times, with one word longer than a line.
    private let paragraph =
        (0..<40).map { "word\($0)" }.joined(separator: " ") + " " + String(repeating: "x", count: 230) + " tail of the paragraph"

    @Test func plainProseWrapsAsTextWithAnAccentDoes() {
        let plain = DocComment.lines([paragraph])
        // One accented word at the end sends the paragraph the general way; every line before it must agree.
        let accented = DocComment.lines([paragraph + " café"])
        #expect(plain.count >= 5)
        #expect(Array(accented.prefix(plain.count - 1)) == Array(plain.dropLast()))
        #expect(plain.allSatisfy { $0.count <= DocComment.width + 4 })
        #expect(plain.contains("/// " + String(repeating: "x", count: 100)), "a word longer than a line is cut at the width")
    }

    @Test func aParagraphOfOneShortWordIsOneLine() {
        #expect(DocComment.lines(["Hello"]) == ["/// Hello"])
        #expect(DocComment.lines(["- a listed item"]) == ["/// - a listed item"])
    }

    @Test(arguments: [
        ("plain text", "\"plain text\""),
        ("café au lait", "\"café au lait\""),
        ("price in €", "\"price in €\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("tab\there", "\"tab\\there\""),
        ("line\u{2028}separator", "\"line\\u{2028}separator\""),
        ("\\(not interpolated)", "\"\\\\(not interpolated)\""),
    ])
    func literalsQuoteOrEscapeAsBefore(_ value: String, _ literal: String) {
        #expect(SwiftLiteral.string(value) == literal)
    }
}
