import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A plain name a sentence calls a property (`` the `glow` property ``, `` the property `glow` ``) without saying whose:
/// some public type of the module must declare a property of that name; when none does, the name may be another
/// module's, so it is a note, never a finding. The code and the pages are our own.
@Suite struct NamedPropertyTests {
    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Signals", sources: ["Signals.swift": SentenceSpanTests.code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String], compared: Int) {
        let result = try DocShapeTests.verify(page, named: "Beacon.md", against: try #require(Self.graphs), module: "Signals")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" },
            result.coverage.symbols
        )
    }

    @Test func aNamedPropertyTheModuleDeclaresIsCompared() throws {
        let result = try Self.run(
            """
            # Beacon

            Dim it with the `glow` property, or see the property `wick`.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
        #expect(result.compared == 2)
    }

    @Test func aNamedPropertyNoTypeDeclaresIsANote() throws {
        let result = try Self.run(
            """
            # Beacon

            Dim it with the `glare` property.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(
            result.notes == [
                "3: 'glare' is called a property, but no public type of module 'Signals' declares one of that name; it may be"
                    + " another module's; not compared"
            ]
        )
    }

    @Test func aPropertyOfANamedTypeOrOtherWordsClaimNothing() throws {
        // Whose it is is said ("of `Field`"), the word is another ("properties"), or the span is no plain name.
        let result = try Self.run(
            """
            # Beacon

            It sets the `glare` property of `Field`, and the `shade` property of Field.

            The `glare` properties are listed below; the `glow()` property is a call.
            """
        )
        #expect(result.findings.isEmpty)
        // `glow()` is read as a function the module does not declare (`NamedFunctionSpanTests`): a note, no property.
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.hasPrefix("5: 'glow(…)' is named as a function") == true)
        #expect(result.compared == 0)
    }
}
