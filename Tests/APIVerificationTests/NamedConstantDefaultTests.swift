import Testing

@testable import APIVerification

/// A default the code names by a constant (`.Chimes.fadeDuration`) holds a value the symbol graph does not give: a
/// literal the document states beside it is not compared. Our own values.
@Suite struct NamedConstantDefaultTests {
    @Test func aLiteralBesideANamedConstantIsNotCompared() {
        #expect(!DefaultComparison.comparable("0.25", ".Chimes.fadeDuration", typeName: "TimeInterval"))
        #expect(!DefaultComparison.comparable("\"Ring\"", "defaultChimeTitle", typeName: "String"))
        #expect(!DefaultComparison.comparable("Theme.spacing", "8", typeName: "CGFloat"))
    }

    @Test func literalsCasesAndTwoConstantsStayCompared() {
        #expect(DefaultComparison.comparable("0.25", "0.5", typeName: "TimeInterval"))
        // One `.member` of the parameter's type is a case (or its one static value): compared as before.
        #expect(DefaultComparison.comparable("3", ".zero", typeName: "CGFloat"))
        #expect(DefaultComparison.comparable("3", "CGFloat.zero", typeName: "CGFloat"))
        #expect(DefaultComparison.comparable("true", "false", typeName: "Bool"))
        #expect(DefaultComparison.comparable(".Chimes.fadeInDuration", ".Chimes.fadeOutDuration", typeName: "TimeInterval"))
        #expect(!DefaultComparison.isNamedConstant("nil"))
        #expect(!DefaultComparison.isNamedConstant(".init(red: 1)"))
    }

    /// A small module of our own: a plain enumeration, a raw-valued one, and a struct with a static constant.
    static let chimes: [CodeModule] = {
        func symbol(_ path: [String], _ kind: String) -> CodeSymbol {
            CodeSymbol(
                module: "ChimeKit",
                path: path,
                kind: kind,
                fragments: [],
                preciseIdentifier: path.joined(separator: "."),
                location: nil,
                isPublic: true
            )
        }
        return [
            CodeModule(
                name: "ChimeKit",
                symbols: [
                    symbol(["Tone"], "enum"), symbol(["Tone", "soft"], "enum.case"), symbol(["Tone", "loud"], "enum.case"),
                    symbol(["Pitch"], "enum"), symbol(["Pitch", "high"], "enum.case"),
                    symbol(["Chime"], "struct"), symbol(["Chime", "standard"], "type.property"),
                ],
                supertypes: ["Pitch": ["RawRepresentable"]]
            )
        ]
    }()

    @Test func aCaseTheGraphsResolveIsAValueAndAPropertyAConstant() {
        // `Tone.soft` reads like a constant by its spelling, but the graph says it is a case of a plain enumeration.
        #expect(DefaultComparison.comparable("2", "Tone.soft", typeName: "Volume", in: Self.chimes))
        #expect(!DefaultComparison.comparable("2", "Tone.soft", typeName: "Volume"))
        #expect(NamedValue.resolve(".loud", typeName: "Tone", in: Self.chimes) == .enumerationCase)
        // `.standard` reads like a case by its spelling, but the graph says it is a static property: its value is unknown.
        #expect(!DefaultComparison.comparable("0.5", ".standard", typeName: "Chime", in: Self.chimes))
        #expect(DefaultComparison.comparable("0.5", ".standard", typeName: "Chime"))
    }

    @Test func whatTheGraphsDoNotSettleKeepsTheSpellingRule() {
        // A raw-valued case may be documented by its raw value; an unknown owner or member says nothing.
        #expect(NamedValue.resolve(".high", typeName: "Pitch", in: Self.chimes) == nil)
        #expect(NamedValue.resolve("Bell.soft", typeName: nil, in: Self.chimes) == nil)
        #expect(NamedValue.resolve(".quiet", typeName: "Tone", in: Self.chimes) == nil)
        #expect(NamedValue.resolve(".init(red: 1)", typeName: "Tone", in: Self.chimes) == nil)
        #expect(!DefaultComparison.comparable("0.25", ".Chimes.fadeDuration", typeName: "TimeInterval", in: Self.chimes))
    }
}
