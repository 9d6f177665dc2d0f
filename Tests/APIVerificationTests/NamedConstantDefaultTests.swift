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
}
