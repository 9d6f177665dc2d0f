import SpecModel
import Testing

@testable import SpecParser

/// An attribute's value written as a dimension (`1dp`, `10sp`) gives a length, whatever the attribute is named; a
/// bare word stays one of the attribute's choices.
@Suite struct LayoutDimensionValueTests {
    @Test func aDimensionValueIsALength() throws {
        let markdown = """
            # Meter

            A bar that fills as a task advances.

            ```xml
            <com.example.meter.MeterView
                custom:meter_label_offset="1.5dp"
                custom:meter_label_gap="4sp"
                custom:meter_label_place="above" />
            ```
            """
        let api = try #require(SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/meter.md", inferences: .notes).spec.apis.first)
        #expect(api.parameter("meter_label_offset")?.valueType == .optional(.scalar(.number)))
        #expect(api.parameter("meter_label_gap")?.valueType == .optional(.scalar(.number)))
        #expect(api.parameter("meter_label_place")?.valueType == .optional(.scalar(.string)))
    }
}
