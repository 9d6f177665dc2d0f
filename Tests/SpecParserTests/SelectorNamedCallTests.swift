import SpecModel
import Testing

@testable import SpecParser

/// Objective-C messages whose first part names what they show (`[self.view showChime:@"Hi" lingerTime:2]`, a
/// category method on the host view): a call of that type, labelled by the other parts, when the type is the
/// component's; another type named so, or a message that only acts, gives nothing.
@Suite struct SelectorNamedCallTests {
    private func parse(_ code: String) -> ParseResult {
        CodePage.chime.parse(code, language: "objc")
    }

    @Test func theComponentsSelectorGivesItsOtherPartsAsSettings() throws {
        let code = """
            [self.view showChime:@"Saved" lingerTime:2.5 caption:@"Done" muted:YES];
            [self.view showChimeWithTone:@"bell" repeatCount:3];
            """
        let api = try #require(parse(code).spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["lingerTime", "caption", "muted", "tone", "repeatCount"])
        #expect(api.parameter("lingerTime")?.type == "Double")
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("repeatCount")?.valueType == .optional(.scalar(.integer)))
    }

    @Test func anotherTypesSelectorAndAMessageThatOnlyActsGiveNothing() {
        let code = """
            [button addTarget:self action:@selector(ring) forControlEvents:UIControlEventTouchUpInside];
            [self.navigationController pushViewController:next animated:YES];
            [self.view showChime:@"Saved"];
            [self.view hideAllChimes];
            """
        let result = parse(code)
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }
}
