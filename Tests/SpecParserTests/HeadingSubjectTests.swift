import SpecModel
import Testing

@testable import SpecParser

/// A heading that names a type and a list of its settings ("`ToastHost` props") says whose API the section's code
/// shows, even when that type's name is not the document's title and the code is a JSX element.
@Suite struct HeadingSubjectTests {
    private func parse(heading: String) -> ParseResult {
        let markdown = """
            # quick-notices-kit

            Short notices for mobile apps.

            ## \(heading)

            ```jsx
            <NoticeHost
                lifetime={4000}
                edge="bottom"
                swipeToClose={true}
            />
            ```
            """
        return SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/quick-notices-kit.md", inferences: .notes)
    }

    @Test func theElementTheHeadingNamesGivesItsProps() throws {
        let api = try #require(parse(heading: "`NoticeHost` props").spec.api("NoticeHost"))
        #expect(api.parameters.map(\.name) == ["lifetime", "edge", "swipeToClose"])
        #expect(api.parameter("lifetime")?.type == "Int")
    }

    @Test func anElementUnderAnotherHeadingIsThePagesLayout() {
        #expect(parse(heading: "Setup").spec.apis.isEmpty)
    }

    @Test func onlyAManyWordTypeFollowedByASettingsWordIsASubject() {
        #expect(UsageOwnership.headingSubject("`NoticeHost` props") == "NoticeHost")
        #expect(UsageOwnership.headingSubject("NoticeHost Attributes") == "NoticeHost")
        #expect(UsageOwnership.headingSubject("Usage options") == nil)
        #expect(UsageOwnership.headingSubject("Props") == nil)
        #expect(UsageOwnership.headingSubject("Passing NoticeHost props") == nil)
        #expect(UsageOwnership.headingSubject("`UIViewController` properties") == nil)
    }
}
