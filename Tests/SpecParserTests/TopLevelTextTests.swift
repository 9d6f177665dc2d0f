import Testing

@testable import SpecParser

@Suite struct TopLevelTextTests {
    @Test func aBracketClosingAtTheEndEnclosesTheRest() {
        #expect(TopLevelText.enclosed("(Tone | Hue)", open: "(", close: ")") == "Tone | Hue")
        #expect(TopLevelText.enclosed("<(a: Int) => Void>", open: "<", close: ">") == "(a: Int) => Void")
        #expect(
            TopLevelText.enclosed("{ glow: { x: number } }", open: "{", close: "}", countingEveryBracket: true) == "glow: { x: number }"
        )
    }

    @Test func aBracketClosingEarlierEnclosesNothing() {
        #expect(TopLevelText.enclosed("(Tone) | (Hue)", open: "(", close: ")") == nil)
        #expect(TopLevelText.enclosed("{ a: 1 } | { b: 2 }", open: "{", close: "}", countingEveryBracket: true) == nil)
        #expect(TopLevelText.enclosed("Tone[]", open: "[", close: "]") == nil)
        #expect(TopLevelText.enclosed("(", open: "(", close: ")") == nil)
    }

    @Test func aBracketClosesAtItsOwnPartner() {
        let call = "glow(tint: Tint(hue: 3), on: true) + 1"
        let close = TopLevelText.closing(of: call.firstIndex(of: "(")!, in: call)
        #expect(close.map { String(call[..<$0]) } == "glow(tint: Tint(hue: 3), on: true")
        let object = "{ a: { b: 1 } } tail"
        #expect(TopLevelText.closing(of: object.startIndex, in: object).map { object.distance(from: object.startIndex, to: $0) } == 14)
    }

    @Test func anUnclosedBracketOrAnotherCharacterClosesNowhere() {
        let unclosed = "glow(tint: Tint(hue: 3)"
        #expect(TopLevelText.closing(of: unclosed.firstIndex(of: "(")!, in: unclosed) == nil)
        #expect(TopLevelText.closing(of: unclosed.startIndex, in: unclosed) == nil)
    }
}
