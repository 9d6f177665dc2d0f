import SpecModel
import Testing

/// A written type that gives no model type says why: a list whose elements are of several types, or a spelling the
/// reader does not know. (A table cell writes `|` as `\|`.)
@Suite struct UnreadableTypeReasonTests {
    private func reason(_ type: String) throws -> String? {
        let markdown = """
            # Pill

            | Name | Type | Description |
            |---|---|---|
            | `offset` | `\(type.replacing("|", with: "\\|"))` | Where it sits. |
            """
        return try #require(parse(markdown).spec.api()?.parameters.first).runtimeReason
    }

    @Test(arguments: ["Array<string | number>", "(string | number)[]"])
    func aListOfSeveralElementTypesSaysSo(type: String) throws {
        #expect(try reason(type) == "its elements may be of several types (`\(type)`), which no one model type holds")
    }

    @Test func anotherUnreadableSpellingSaysItIsUnread() throws {
        #expect(try reason("Map<string") == "its type is not one specgen can read")
    }
}
