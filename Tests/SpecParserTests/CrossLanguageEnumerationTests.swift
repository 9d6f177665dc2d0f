import Foundation
import SpecModel
import SpecParser
import Testing

/// One enumeration declared for several languages: merged into one with each language's case spellings, and
/// defaults written in any of them resolving to the same case.
@Suite struct CrossLanguageEnumerationTests {
    /// A pill whose shape is declared for Swift and Kotlin, each API defaulting to the first shape.
    private static let pill = """
        # Pill

        ## API

        ```swift
        public enum PillShape: String { case rounded, squared }
        public init(label: String, shape: PillShape = .rounded)
        ```

        ```kotlin
        enum class PillShape { Rounded, Squared }
        @Composable
        fun Pill(label: String, shape: PillShape = PillShape.Rounded)
        ```

        """

    @Test func swiftAndKotlinDeclarationsAreOneEnumerationWithBothSpellings() throws {
        let result = parse(Self.pill)
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)")
        let shape = try #require(result.spec.enumerations.first)
        #expect(result.spec.enumerations.count == 1)
        #expect(shape.cases == ["rounded", "squared"])
        #expect(shape.spellings == ["swift": ["rounded", "squared"], "kotlin": ["Rounded", "Squared"]])
        #expect(shape.cases(in: .kotlin) == ["Rounded", "Squared"])
    }

    @Test func bothAPIsDefaultToTheSameCase() {
        let spec = parse(Self.pill).spec
        #expect(spec.apis.map(\.language) == [.swift, .kotlin])
        #expect(spec.apis.map { $0.parameter("shape")?.parsedDefault } == [.enumCase("rounded"), .enumCase("rounded")])
    }

    @Test func screamingCaseKotlinJoinsCamelCaseSwift() throws {
        let markdown = """
            # Dock

            ```swift
            enum DockEdge { case bottomLeading, topTrailing }
            init(edge: DockEdge = .topTrailing)
            ```

            ```kotlin
            enum class DockEdge { BOTTOM_LEADING, TOP_TRAILING }
            fun Dock(edge: DockEdge = DockEdge.TOP_TRAILING)
            ```
            """
        let result = parse(markdown)
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)")
        let edge = try #require(result.spec.enumerations.first)
        #expect(result.spec.enumerations.count == 1)
        #expect(edge.spellings["kotlin"] == ["BOTTOM_LEADING", "TOP_TRAILING"])
        #expect(result.spec.apis.map { $0.parameter("edge")?.parsedDefault } == [.enumCase("topTrailing"), .enumCase("topTrailing")])
    }

    @Test func aDefaultMayUseAnotherLanguagesSpellingOrTheSameWords() {
        let markdown = """
            # Dock

            ```swift
            enum DockEdge { case bottomLeading, topTrailing }
            ```

            ```kotlin
            fun Dock(a: DockEdge = DockEdge.BOTTOM_LEADING, b: DockEdge = DockEdge.TopTrailing, c: DockEdge = DockEdge.Middle)
            ```
            """
        let result = parse(markdown)
        let api = result.spec.api()
        #expect(api?.parameter("a")?.parsedDefault == .enumCase("bottomLeading"))
        #expect(api?.parameter("b")?.parsedDefault == .enumCase("topTrailing"))
        // A word that is no case at all is still wrong, at that parameter.
        #expect(api?.parameter("c")?.parsedDefault == nil)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("DockEdge has no case 'Middle'") })
    }

    @Test func aTypeScriptEnumerationJoinsWithItsStringValues() throws {
        let markdown = """
            # Pill

            ```swift
            enum PillShape: String { case rounded = "round", squared = "square" }
            ```

            ```ts
            import { thing } from 'elsewhere';
            export enum PillShape {
              Rounded = 'round',
              Squared = 'square',
            }
            ```
            """
        let result = parse(markdown)
        let shape = try #require(result.spec.enumerations.first)
        #expect(result.spec.enumerations.count == 1)
        #expect(shape.rawValues == ["round", "square"])
        #expect(shape.spellings["typescript"] == ["Rounded", "Squared"])
    }

    @Test func differentCasesWarnAtTheSecondDeclarationAndKeepTheFirst() throws {
        let markdown =
            "# Tip\n\n```swift\nenum TipTone { case calm, loud }\n```\n\n```kotlin\nenum class TipTone { Calm, Loud, Silent }\n```\n"
        let result = parse(markdown)
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let warning = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("'TipTone' is declared again with other cases"))
        #expect(warning.location == SourceLocation(file: "test.md", line: 8, column: 1))
        #expect(warning.notes.map(\.location) == [SourceLocation(file: "test.md", line: 4, column: 1)])
        #expect(result.spec.enumerations.map(\.cases) == [["calm", "loud"]])
        #expect(result.spec.enumerations.first?.spellings.isEmpty == true)
    }

    @Test func casesInAnotherOrderAreNotTheSameDeclaration() {
        let markdown = "# Tip\n\n```swift\nenum TipTone { case calm, loud }\n```\n\n```kotlin\nenum class TipTone { LOUD, CALM }\n```\n"
        #expect(parse(markdown).diagnostics.contains { $0.severity == .warning && $0.message.contains("other cases") })
    }

    @Test func aListOfCasesInProseThatDisagreesIsAWarning() {
        let markdown = """
            # Tip

            ```swift
            enum DisplayMode { case inView, alwaysOnTop }
            ```

            There are two display modes:

            - inView
            - floating
            """
        let result = parse(markdown)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("'DisplayMode' is declared again") })
        #expect(result.spec.enumerations.map(\.cases) == [["inView", "alwaysOnTop"]])
    }

    @Test func theIRKeepsSpellingsOnlyWhenThereAreSeveral() throws {
        let single = Enumeration(name: "Tone", cases: ["calm"], line: 1, column: 1)
        let json = try #require(String(data: try JSONEncoder().encode(single), encoding: .utf8))
        #expect(!json.contains("spellings"))
        // IR written before spellings (and raw values) existed still reads.
        let old = #"{"name": "Tone", "cases": ["calm"], "line": 1, "column": 1}"#
        let decoded = try JSONDecoder().decode(Enumeration.self, from: Data(old.utf8))
        #expect(decoded == single)
        var merged = single
        merged.spellings = ["swift": ["calm"], "kotlin": ["CALM"]]
        #expect(try JSONDecoder().decode(Enumeration.self, from: JSONEncoder().encode(merged)) == merged)
    }
}
