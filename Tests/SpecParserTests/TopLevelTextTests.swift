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
}
