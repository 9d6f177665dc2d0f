import SpecModel
import Testing

@testable import SpecParser

/// Dart writes a span of time as a `Duration` (`const Duration(seconds: 4)`): the setting it is passed to is a
/// `TimeInterval`, as Swift states one; a value the code does not spell as a duration says nothing of the type.
@Suite struct DartDurationValueTests {
    private func api(_ code: String) -> APIDeclaration? {
        CodePage.chime.parse(code, language: "dart").spec.api("Chime")
    }

    @Test func aDurationPassedByNameIsATimeInterval() throws {
        let chime = try #require(
            api("Chime(caption: 'Ding', lingerTime: const Duration(seconds: 4), fadeOut: Duration(milliseconds: 300));")
        )
        #expect(chime.parameter("lingerTime")?.type == "TimeInterval")
        #expect(chime.parameter("fadeOut")?.type == "TimeInterval")
        #expect(chime.parameter("caption")?.type == "String")
    }

    @Test func aValueNotSpelledAsADurationGivesNoTimeInterval() throws {
        let chime = try #require(api("Chime(caption: 'Ding', lingerTime: userDelay, tone: DurationStyle(2));"))
        #expect(chime.parameter("lingerTime")?.type != "TimeInterval")
        #expect(chime.parameter("tone")?.type != "TimeInterval")
    }
}
