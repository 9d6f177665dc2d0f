import SpecModel
import Testing

@testable import SpecParser

/// Dart's static call on the component's type (`Chime.show(context, 'Hi', volume: 0.5)`) passes its settings as named
/// arguments; the same call on another type, or the page's own helper, gives nothing.
@Suite struct DartStaticCallTests {
    private func parse(_ code: String) -> ParseResult {
        CodePage.chime.parse(code, language: "dart")
    }

    @Test func aStaticCallOnTheComponentGivesItsNamedArguments() throws {
        let code = "Chime.show(context, 'Saved', volume: 0.5, repeatCount: 2, muted: true);"
        let api = try #require(parse(code).spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["volume", "repeatCount", "muted"])
        #expect(api.parameter("volume")?.type == "Double")
        #expect(api.parameter("repeatCount")?.valueType == .optional(.scalar(.integer)))
        #expect(api.parameter("muted")?.valueType == .optional(.scalar(.bool)))
    }

    @Test func staticCallsOnOtherTypesGiveNothing() {
        let code = """
            Navigator.of(context).push(route);
            Future.delayed(const Duration(seconds: 2));
            Theme.of(context).copyWith(useMaterial3: true);
            """
        let result = parse(code)
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }
}
