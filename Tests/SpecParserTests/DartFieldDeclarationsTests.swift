import SpecModel
import Testing

@testable import SpecParser

/// A Dart fragment that lists a widget's fields on their own declares the component's settings with their types; fields
/// inside an example's own class are that class's.
@Suite struct DartFieldDeclarationsTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pill.md", inferences: .notes)
    }

    @Test func fieldsListedOnTheirOwnAreTheComponentsSettingsWithTheirTypes() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```dart
            final String caption;
            final Color? fill;
            final Color backgroundColor;
            late double cornerRadius;
            final bool closable = false;
            final List<String> tags;
            final Widget? leading;
            final PillEdge edge;
            final Function()? onClosed;
            ```

            ```dart
            Pill(caption: 'Fresh', edge: PillEdge.start)
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("caption")?.valueType == .optional(.scalar(.string)))
        #expect(api.parameter("cornerRadius")?.valueType == .optional(.scalar(.number)))
        #expect(api.parameter("closable")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("fill")?.valueType != nil)
        // Every view has a background colour, but a field the component declares is its own setting.
        #expect(api.parameter("backgroundColor")?.valueType != nil)
        #expect(api.parameter("tags")?.valueType == .optional(.array(.scalar(.string))))
        // A widget is content, not data.
        #expect(api.parameter("leading")?.valueType == nil && api.parameter("leading")?.runtimeReason != nil)
        // The declared type, defined nowhere, takes the cases the examples show.
        #expect(api.parameter("edge")?.valueType == .optional(.enumeration("PillEdge")))
        #expect(result.spec.enumerations.first { $0.name == "PillEdge" }?.isInferred == true)
    }

    @Test func fieldsOfAnExamplesOwnClassAreNotTheComponents() {
        let tokens = UsageTokens(
            CodeText(
                """
                class DemoPage extends StatelessWidget {
                  final String heading;
                  Widget build(BuildContext context) => Pill(caption: heading);
                }
                """
            ),
            language: .dart
        )
        #expect(DartFieldDeclarations.fields(in: tokens).isEmpty)
        let swift = UsageTokens(CodeText("final String caption;"), language: .swift)
        #expect(DartFieldDeclarations.fields(in: swift).isEmpty)
    }

    @Test func fieldsWrittenWithoutFinalAreSettingsToo() throws {
        let result = CodePage.pill.parse(
            """
            /// the look of the pill.
            PillStyle style;
            /// rounding of its corners.
            double cornerRadius;
            /// shown after the caption.
            Widget trailing;
            """,
            language: "dart"
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("cornerRadius")?.valueType == .optional(.scalar(.number)))
        // A type named for the component and a kind of setting is a setting's value, and what is made of it is said.
        let style = try #require(api.parameter("style"))
        #expect(style.valueType != nil && style.isTypeInferred)
        #expect(api.parameter("trailing")?.runtimeReason != nil)
    }

    @Test func bareStatementsThatAreNotFieldsAreNotRead() {
        let tokens = UsageTokens(
            CodeText(
                """
                Widget badge = Pill(caption: 'Fresh');
                return badge;
                Pill pill;
                """
            ),
            language: .dart
        )
        // A binding with a value is an example's variable; `return` is no type.
        #expect(DartFieldDeclarations.fields(in: tokens).map(\.name) == ["pill"])
    }

    @Test func aFieldHoldingTheComponentItselfIsNoSetting() throws {
        let result = CodePage.pill.parse("Pill pill;\nPillStyle style;", language: "dart")
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameter("pill") == nil)
        #expect(api.parameter("style") != nil)
    }
}
