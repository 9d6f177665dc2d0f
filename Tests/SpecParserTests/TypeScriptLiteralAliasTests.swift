import SpecModel
import Testing

@testable import SpecParser

/// A TypeScript alias of string literals (`type PillTone = 'calm' | 'loud'`) declares an enumeration, wherever the
/// page writes it: the table that types a prop `PillTone` means those cases. An alias of types is no enumeration.
@Suite struct TypeScriptLiteralAliasTests {
    @Test func anAliasOfLiteralsOnLinesOfTheirOwnDeclaresTheEnumerationATableNames() throws {
        let markdown = """
            # Pill

            A small rounded label.

            ## Props

            | Prop | Type | Default | Description |
            | --- | --- | --- | --- |
            | `tone` | `PillTone` | `'calm'` | How loud the pill looks |

            ## Tones

            ```ts
            type PillTone =
              | "calm" // the quiet one
              | "loud"; // the bright one

            // Using it
            showPill({ tone: "loud" });
            ```
            """
        let result = parse(markdown)
        let tone = try #require(result.spec.enumerations.first { $0.name == "PillTone" })
        #expect(tone.cases == ["calm", "loud"])
        #expect(result.spec.api()?.parameter("tone")?.isData == true)
    }

    @Test func anAliasOnOneLineDeclaresItToo() {
        let (declarations, _) = TypeScriptEnumerations.declarations(in: "export type PillSize = 'small' | 'large';\n")
        #expect(declarations.first?.name == "PillSize")
        #expect(declarations.first?.cases == ["small", "large"])
    }

    @Test func anAliasOfTypesOrOfOneLiteralIsNoEnumeration() {
        #expect(TypeScriptEnumerations.declarations(in: "type PillIcon = ReactNode | string;\n").declarations.isEmpty)
        #expect(TypeScriptEnumerations.declarations(in: "type PillKind = 'only';\n").declarations.isEmpty)
        #expect(TypeScriptEnumerations.declarations(in: "type PillGap = number;\n").declarations.isEmpty)
    }
}
