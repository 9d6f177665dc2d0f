import Foundation
import Testing

/// Bold labels of a list under words that name an enumeration are its cases, only when the code's enumeration has all
/// of them but one. Uses `ClaimCertaintyTests`' code (`RingStyle` has `soft`, `loud`, `long`); the pages are our own.
@Suite struct CaseListTests {
    static func page(_ items: [String], heading: String = "Available Ring Styles") -> String {
        "# Chime\n\n### \(heading)\n\n" + items.map { "- **\($0):** what it does." }.joined(separator: "\n") + "\n"
    }

    @Test func labelsThatAreTheCasesAreClean() throws {
        #expect(try ClaimCertaintyTests.findings(Self.page(["Soft", "Loud", "Long"])).isEmpty)
    }

    @Test func aLabelTheEnumerationLacksIsAFindingAtItsItem() throws {
        let findings = try ClaimCertaintyTests.findings(Self.page(["Soft", "Loud", "Long", "Very Short"]))
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("8: case 'veryShort' of enumeration 'RingStyle' is documented but not in the code") == true)
    }

    @Test func labelsMostOfWhichAreNoCasesClaimNothing() throws {
        #expect(try ClaimCertaintyTests.findings(Self.page(["Soft", "Tiny", "Huge"])).isEmpty)
        // Words that name no enumeration of the code claim nothing either.
        #expect(try ClaimCertaintyTests.findings(Self.page(["Soft", "Loud", "Short"], heading: "Features")).isEmpty)
    }

    @Test func anOptionsValuesWithSlashesAreTheCasesOfTheEnumerationItsNameEnds() throws {
        let page = "# Chime\n\nOptions:\n\n- style : soft / loud / long\n- volume : 0.5\n"
        #expect(try ClaimCertaintyTests.findings(page).isEmpty)
        let drifted = page.replacingOccurrences(of: "loud / long", with: "loud / long / shrill")
        let result = try DocShapeTests.verify(
            drifted,
            named: "Chime.md",
            against: try #require(ClaimCertaintyTests.graphs),
            module: "Chimes"
        )
        let finding = try #require(result.diagnostics.findings.first)
        #expect(result.diagnostics.findings.count == 1)
        #expect(finding.message.hasPrefix("case 'shrill' of enumeration 'RingStyle' is documented but not in the code"))
        #expect(finding.location.line == 5 && finding.location.column == 32, "at the value itself")
        // Payloads and leading dots are the cases' spellings; words that are most of them no cases claim nothing.
        #expect(try ClaimCertaintyTests.findings("# Chime\n\n- style: .soft / loud(2) / long\n").isEmpty)
        #expect(try ClaimCertaintyTests.findings("# Chime\n\n- style : tiny / huge / soft\n").isEmpty)
        #expect(try ClaimCertaintyTests.findings("# Chime\n\n- style : soft or loud, mostly / long\n").isEmpty)
    }

    // MARK: A list of leading-dot cases after words introducing choices

    static func caseItemsPage(_ cases: [String], introduction: String = "Available ring styles:") -> String {
        "# Chime\n\n\(introduction)\n\n" + cases.map { "- `.\($0)`" }.joined(separator: "\n") + "\n"
    }

    @Test func leadingDotItemsAfterChoiceWordsAreTheCasesOfTheEnumerationTheWordsName() throws {
        #expect(try ClaimCertaintyTests.findings(Self.caseItemsPage(["soft", "loud", "long"])).isEmpty)
        let findings = try ClaimCertaintyTests.findings(Self.caseItemsPage(["soft", "loud", "long", "shrill"]))
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("8: case 'shrill' of enumeration 'RingStyle' is documented but not in the code") == true)
    }

    @Test func leadingDotItemsAfterWordsThatIntroduceNoChoicesClaimNothing() throws {
        let page = Self.caseItemsPage(["soft", "loud", "long", "shrill"], introduction: "We tried these ring styles last spring:")
        #expect(try ClaimCertaintyTests.findings(page).isEmpty)
        // Two items are too few to read as the enumeration's list.
        #expect(try ClaimCertaintyTests.findings(Self.caseItemsPage(["soft", "shrill"])).isEmpty)
    }
}
