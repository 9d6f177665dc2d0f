import Foundation
import SpecModel
import Testing

@testable import SpecParser

/// A parameter typed only `object` whose fields a later table gives, that table introduced by a line calling the
/// parameter's name an object ("The `button` object takes these keys:"): the parameter holds a record of that
/// table's data fields. A lead-in that does not call the name an object, or no parameter of that name, leaves things
/// as they were.
@Suite struct ObjectCaptionedTableTests {
    private static func document(lead: String) -> String {
        """
        # Nudge

        A small prompt shown near the bottom edge.

        ## Options

        | Key | Type | Default | Description |
        |---|---|---|---|
        | `message` | `string` | | What the nudge says. |
        | `button` | `object` | `undefined` | Settings of the nudge's button, described below. |

        \(lead)

        | Key | Type | Default | Description |
        |---|---|---|---|
        | `label` | `string` | | The button's words. |
        | `tint` | `string` | `'blue'` | The button's colour. |
        | `onTap` | `function` | | Run when the button is tapped. |
        """
    }

    @Test func theTableAfterALeadInCallingTheNameAnObjectGivesTheRecord() throws {
        let result = parse(Self.document(lead: "The optional `button` object takes these keys:"))
        let record = try #require(result.spec.records.first { $0.name == "Button" })
        #expect(record.fields.map(\.name) == ["label", "tint"])
        let button = try #require(result.spec.apis.flatMap(\.parameters).first { $0.name == "button" })
        #expect(button.runtimeReason == nil)
        #expect(button.valueType == .optional(.record("Button")) || button.valueType == .record("Button"))
    }

    @Test(arguments: ["Pass `button` to style the button:", "The button takes these keys:", "The `button` object takes these keys."])
    func otherLeadInsDefineNoRecord(lead: String) throws {
        let result = parse(Self.document(lead: lead))
        #expect(result.spec.records.isEmpty, "\(result.spec.records.map(\.name))")
        let button = try #require(result.spec.apis.flatMap(\.parameters).first { $0.name == "button" })
        #expect(button.valueType == nil)
    }

    @Test func aCaptionedTableNoObjectParameterNamesStaysATable() throws {
        let markdown = Self.document(lead: "The `badge` object takes these keys:")
        let result = parse(markdown)
        #expect(result.spec.records.isEmpty)
        #expect(result.spec.apis.flatMap(\.parameters).contains { $0.name == "label" })
    }
}

/// Prose that names a member beside a word saying it is called ("call the method `present`") or a setting word used
/// as "set up" names no property; "set `lifetime` to 3" still does.
@Suite struct ProseActionWordTests {
    private static func names(_ sentence: String) -> [String] {
        let markdown = """
            # Nudge

            A small prompt shown near the bottom edge.

            ```swift
            let nudge = Nudge(message: "Saved")
            ```

            \(sentence)
            """
        return parse(markdown).spec.apis.flatMap(\.parameters).map(\.name)
    }

    @Test(arguments: [
        "To change how long it stays, call the method `present` with another lifetime.",
        "You can change it with the `reveal` function.",
        "Once the package is set up, add it to the `dependencies` list.",
    ])
    func aCalledMemberOrASetUpSentenceNamesNoProperty(sentence: String) {
        #expect(Self.names(sentence) == ["message"], "\(Self.names(sentence))")
    }

    @Test func theValueANameIsSetToIsNoProperty() {
        #expect(Self.names("Set the `trigger` setting to `tap` to open it on a tap.") == ["message", "trigger"])
    }

    @Test func aSentenceThatSetsAMemberStillNamesIt() {
        #expect(Self.names("Set `lifetime` to change how long it stays.") == ["message", "lifetime"])
    }
}
