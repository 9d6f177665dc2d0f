import SpecModel
import Testing

@testable import SpecParser

/// A page may write its signature as a code span on its own line rather than in a block; it states the API the
/// same way. A code span inside a sentence, or one holding a call, states none.
@Suite struct InlineSignatureTests {
    @Test func aSignatureWrittenInlineIsReadAsADeclaration() throws {
        let markdown = """
            # Glow

            A soft light around a view.

            ## Signature

            `func glow(isOn: Binding<Bool>, tint: Color = .blue, edge: GlowEdge = .top) -> some View`

            """
        let api = try #require(parse(markdown).spec.apis.first { $0.symbol == "glow" })
        #expect(api.parameters.map(\.name) == ["isOn", "tint", "edge"])
        #expect(api.parameter("tint")?.defaultValue == ".blue")
        #expect(api.parameter("edge")?.line == 7)
    }

    @Test func aCodeSpanInASentenceOrACallIsNoSignature() {
        let sentence = "# Glow\n\nA soft light.\n\nCall `func glow(isOn: Binding<Bool>)` on any view.\n"
        #expect(parse(sentence).spec.apis.isEmpty)
        let call = "# Glow\n\nA soft light.\n\n`glow(isOn: $lit)`\n"
        #expect(parse(call).spec.apis.isEmpty)
    }
}
