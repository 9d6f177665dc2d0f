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

}
