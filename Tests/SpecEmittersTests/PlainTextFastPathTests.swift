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
        ("pending: “curly” – dashed", "\"pending: “curly” – dashed\""),
        ("“quoted”\u{2029}after", "\"“quoted”\\u{2029}after\""),
        ("…\u{2028}", "\"…\\u{2028}\""),
    ])
    func literalsQuoteOrEscapeAsBefore(_ value: String, _ literal: String) {
        #expect(SwiftLiteral.string(value) == literal)
    }

    /// A suite's pending reason wraps at 90 characters whether its words are ASCII, accented, or start with a
    /// combining mark (which joins the space before it into one character, so the line is one character shorter).
    @Test(arguments: [
        (0..<30).map { "word\($0)" }.joined(separator: " "),
        "pending (no check yet): “" + (0..<30).map { "café\($0)" }.joined(separator: " ") + "” at Banner.md:12",
        (0..<30).map { "a \u{301}b\($0)" }.joined(separator: " "),
        "one  two   spaces " + String(repeating: "y", count: 120) + " end",
    ])
    func pendingReasonsWrapAsCountingEachLineAgainDoes(_ text: String) {
        #expect(ConformanceSuiteView.multilineLiteralLines(text) == Self.wrappedCountingAgain(text))
    }

    @Test func aLongReasonWrapsWithContinuationsThatJoinToItsLiteral() {
        let text = "pending: “" + (0..<40).map { "word\($0)" }.joined(separator: " ") + "”"
        let lines = ConformanceSuiteView.multilineLiteralLines(text)
        #expect(lines.count > 1)
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" \\") && $0.count <= 92 })
        let joined = lines.map { $0.hasSuffix(" \\") ? String($0.dropLast(2)) + " " : $0 }.joined()
        #expect("\"" + joined + "\"" == SwiftLiteral.string(text))
    }

    /// The wrapping as it was written first: the line's characters counted again for each word.
    private static func wrappedCountingAgain(_ text: String) -> [String] {
        let escaped = String(SwiftLiteral.string(text).dropFirst().dropLast())
        var lines: [String] = []
        var line = ""
        for word in escaped.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + word.count + 1 > 90, !line.hasSuffix("\\") {
                lines.append(line + " \\")
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        return lines
    }

    @Test func contractSupportIsEmptyWhenNothingIsNeededAndHoldsOnlyWhatIs() {
        #expect(SwiftContractSupport.lines(SwiftContractSupport.Needs()).isEmpty)
        let integers = SwiftContractSupport.lines(SwiftContractSupport.Needs(integers: true))
        #expect(integers.first == "")
        #expect(integers.contains { $0.contains("integerLimit") })
        #expect(!integers.contains { $0.contains("datePattern") })
        #expect(SwiftContractSupport.lines(SwiftContractSupport.Needs(dates: true)).contains { $0.contains("datePattern") })
    }
}
