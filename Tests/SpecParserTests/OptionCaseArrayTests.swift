import SpecModel
import Testing

@testable import SpecParser

/// Swift pages that pass a component its settings as an array of enumeration cases carrying values
/// (`options: [.spacing(3.0), .autoHide(true)]`): each case is a setting, typed by its value; arrays of plain values
/// or of bare cases stay one argument.
@Suite struct OptionCaseArrayTests {
    private func parse(_ code: String) -> ParseResult {
        CodePage.pebble.parse(code, language: "swift")
    }

    @Test func eachCaseOfAnOptionsArrayIsASettingTypedByItsValue() throws {
        let api = try #require(
            parse("let pebble = Pebble(\"Saved\", options: [.spacing(3.0), .autoHide(true), .lineLimit(2),])").spec.api("Pebble")
        )
        #expect(api.parameters.map(\.name).contains("options") == false)
        #expect(api.parameter("spacing")?.valueType == .optional(.scalar(.number)))
        #expect(api.parameter("autoHide")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("lineLimit")?.valueType == .optional(.scalar(.integer)))
    }

    @Test func arraysOfPlainValuesOrOfOneCaseStayOneArgument() throws {
        let api = try #require(
            parse(
                "let pebble = Pebble(\"Saved\", styles: [.rounded, .shadowed], sizes: [1, 2], moves: [.slide(.normal)], pairs: [.edge(1, 2), .gap(3)])"
            )
            .spec.api("Pebble")
        )
        let names = api.parameters.map(\.name)
        #expect(names.contains("styles") && names.contains("sizes") && names.contains("moves") && names.contains("pairs"))
        #expect(!names.contains("rounded") && !names.contains("slide") && !names.contains("edge") && !names.contains("gap"))
    }
}
