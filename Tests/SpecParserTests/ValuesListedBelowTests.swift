import SpecModel
import Testing

@testable import SpecParser

/// A table row whose type only says "See below", with the parameter's values listed further down under a line naming
/// it: the row holds one of those values, and its default names one. A list under a line naming another parameter, or
/// whose items are sentences, leaves the row unread.
@Suite struct ValuesListedBelowTests {
    private static func document(lead: String, items: [String]) -> String {
        """
        # Nudge

        A small prompt shown near the bottom edge.

        ## Options

        | Key | Type | Default | Description |
        |---|---|---|---|
        | `message` | `string` | | What the nudge says. |
        | `lifetime` | See below | `Nudge.BRIEF` | How long the nudge stays. |

        \(lead)

        \(items.map { "- \($0)" }.joined(separator: "\n"))
        """
    }

    @Test func theListedValuesBecomeTheParametersCasesAndTheDefaultOneOfThem() throws {
        let markdown = Self.document(
            lead: "Where `lifetime` is one of these:",
            items: ["`Nudge.BRIEF` (about a second)", "`Nudge.LINGERING` (a few seconds)", "`Nudge.UNTIL_TAPPED` (stays until tapped)"]
        )
        let result = parse(markdown)
        let lifetime = try #require(result.spec.apis.flatMap(\.parameters).first { $0.name == "lifetime" })
        #expect(lifetime.runtimeReason == nil)
        let enumeration = try #require(result.spec.enumerations.first { $0.cases.contains("BRIEF") })
        #expect(enumeration.cases == ["BRIEF", "LINGERING", "UNTIL_TAPPED"])
        #expect(lifetime.defaultValue == "'BRIEF'")
    }

    @Test(arguments: [
        ("Where `message` is one of these:", ["`Nudge.BRIEF`", "`Nudge.LINGERING`"]),
        ("Where `lifetime` is one of these:", ["Stays for about a second.", "Stays a few seconds."]),
        ("Where `lifetime` is one of these:", ["`Nudge.BRIEF`"]),
    ])
    func otherListsLeaveTheRowUnread(lead: String, items: [String]) throws {
        let result = parse(Self.document(lead: lead, items: items))
        let lifetime = try #require(result.spec.apis.flatMap(\.parameters).first { $0.name == "lifetime" })
        #expect(lifetime.valueType == nil)
    }

    @Test func caseNamesDropTheirQualifierAndQuotes() {
        #expect(ValuesListedBelow.caseName("Nudge.BRIEF") == "BRIEF")
        #expect(ValuesListedBelow.caseName("'brief'") == "brief")
        #expect(ValuesListedBelow.caseName(".brief") == "brief")
        #expect(ValuesListedBelow.caseName("brief()") == nil)
        #expect(ValuesListedBelow.caseName("3000") == nil)
    }
}
