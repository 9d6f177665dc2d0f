import Foundation
import SpecModel
import Testing

@testable import APIVerification

/// A sentence that lists an enumeration's cases in code spans ("Available tones are `.soft`, …") is compared with the
/// one enumeration its words name that has all of them but one. The code and the pages are our own.
@Suite struct CaseSentenceTests {
    static let code = """
        public enum ChimeTone { case soft, bright, hollow, deep }
        public enum ChimeSpeed { case slow, brisk, rushed }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Chimes", sources: ["Chimes.swift": code])

    static func findings(_ sentence: String) throws -> [String] {
        let page = "# Chime\n\nA short sound.\n\n\(sentence)\n"
        let result = try DocShapeTests.verify(page, named: "Chime.md", against: try #require(Self.graphs), module: "Chimes")
        return result.diagnostics.findings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func theCasesAgreeingIsClean() throws {
        #expect(try Self.findings("Available tones are `.soft`, `.bright`, `.hollow`, and `.deep`.").isEmpty)
        #expect(try Self.findings("Possible values: `.slow`, `.brisk`, `.rushed`.").isEmpty)
    }

    @Test func aCaseTheEnumerationLacksIsAFindingAtItsSpan() throws {
        let found = try Self.findings("Available tones are `.soft`, `.bright`, `.hollow`, `.shrill` and `.deep`.")
        #expect(
            found == [
                "5:52: case 'shrill' of enumeration 'ChimeTone' is documented but not in the code (the list's other labels are its cases)"
            ]
        )
    }

    @Test func aSentenceThatIsNoListOfChoicesOrNamesNoOneEnumerationClaimsNothing() throws {
        // No word that introduces choices.
        #expect(try Self.findings("It moves from `.soft` to `.bright` to `.shrill` as it warms.").isEmpty)
        // Two spans only.
        #expect(try Self.findings("Available tones are `.soft` and `.shrill`.").isEmpty)
        // Cases of two enumerations: none has all but one.
        #expect(try Self.findings("Available settings are `.soft`, `.slow`, `.deep`, `.brisk`.").isEmpty)
    }

    @Test func theWordsThatIntroduceChoicesAreWholeWords() throws {
        // "one of" is two words in a row: a list of choices.
        #expect(try Self.findings("The tone is one of `.soft`, `.bright`, `.hollow`, `.shrill` or `.deep`.").count == 1)
        // "unavailable" holds "available" but introduces no choices.
        #expect(try Self.findings("Unavailable here: `.soft`, `.bright`, `.hollow`, `.shrill` and `.deep`.").isEmpty)
        // "none of" is not "one of".
        #expect(try Self.findings("It plays none of `.soft`, `.bright`, `.hollow`, `.shrill` or `.deep`.").isEmpty)
    }
}

/// A table shaped like API that no reader can tie to names is counted as not compared, with its reason, once.
@Suite struct SkippedTableTests {
    static func verify(_ header: String) throws -> (diagnostics: [Diagnostic], coverage: VerificationCoverage) {
        let page = """
            # Chime

            \(header)
            |---|---|
            | Tone of the bell | ChimeTone |
            | Speed | ChimeSpeed |
            """
        return try DocShapeTests.verify(page, named: "Chime.md", against: try #require(CaseSentenceTests.graphs), module: "Chimes")
    }

    @Test func aTableOfSettingsByTitleIsSaidNotPassedOver() throws {
        let result = try Self.verify("| What | Type |")
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.uncompared == 1)
        #expect(
            result.diagnostics.contains {
                $0.severity == .note && $0.location.line == 3
                    && $0.message.hasPrefix(
                        "a table with a type column whose first cells are not property or parameter names (2 of 2 rows)"
                    )
            }
        )
        // A table the spec reader takes (and notes itself) is not noted twice.
        let taken = try Self.verify("| Setting | Type |")
        #expect(taken.coverage.uncompared == 1)
        #expect(!taken.diagnostics.contains { $0.message.hasPrefix("a table with a type column") })
    }
}
