import SpecModel
import SpecParser
import Testing

/// One element that cannot be read loses itself, never the document; and a name the document uses for its own type
/// is not taken for the standard type of that name when the document shows otherwise.
@Suite struct ElementToleranceTests {
    @Test func aUsageSnippetThatOnlyLooksLikeADeclarationIsSkippedWithAWarning() throws {
        let markdown = """
            # Pebble

            Shows a pebble.

            ## API

            ```kotlin
            fun Modifier.pebbleSemantics { contentDescription = "pebble" }
            ```

            ```kotlin
            fun Pebble(text: String, count: Int = 2)
            ```
            """
        let result = parse(markdown)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let warning = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.hasSuffix("; the declaration is not read"))
        #expect(warning.location.line == 8)
        #expect(result.spec.api("Pebble")?.parameters.map(\.name) == ["text", "count"])
    }

    @Test func aStandardTypeNameWhoseDefaultNamesACaseIsTheDocumentsOwnType() throws {
        let markdown = """
            # Pebble

            Shows a pebble.

            ## API

            ```swift
            public init(message: String, duration: Duration = .recommended, delay: Duration = .seconds(2))
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "pebble.md", inferences: .notes)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        // Its cases are not listed, so it is held by the name of the case, and said to be inferred.
        let duration = try #require(result.spec.api()?.parameter("duration"))
        #expect(duration.valueType == .scalar(.string))
        #expect(duration.parsedDefault == .string("recommended"))
        #expect(duration.isTypeInferred)
        #expect(
            result.diagnostics.contains {
                $0.severity == .note && $0.message.hasPrefix("type of 'duration' inferred as 'String'")
                    && $0.message.contains("the document's own type")
            }
        )
        let strict = SpecParser.parse(bytes: Array(markdown.utf8), source: "pebble.md", inferences: .errors)
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.message.contains("enum Duration") })
        // The standard type's own spellings stay its values.
        #expect(result.spec.api()?.parameter("delay")?.parsedDefault == .seconds(2))
        #expect(result.spec.api()?.parameter("message")?.isData == true)
    }

    @Test func aStandardTypeNameTheDocumentDeclaresCasesForIsThatEnumeration() throws {
        let markdown = """
            # Pebble

            Shows a pebble.

            ## API

            ```swift
            public enum Duration { case short, long, recommended }
            public init(message: String, duration: Duration = .recommended)
            ```
            """
        let result = parse(markdown)
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
        let duration = try #require(result.spec.api()?.parameter("duration"))
        #expect(duration.valueType == .enumeration("Duration"))
        #expect(duration.parsedDefault == .enumCase("recommended"))
    }

    @Test func aDefaultThatDoesNotFitInADeclarationLeavesTheDefaultOutAndIsAnErrorUnderStrict() throws {
        let markdown = "# Pebble\n\nShows.\n\n## API\n\n```swift\ninit(count: Int = \"two\", label: String)\n```\n"
        let tolerant = parse(markdown)
        #expect(!tolerant.diagnostics.containsErrors)
        #expect(tolerant.spec.api()?.parameter("count")?.isData == true)
        #expect(tolerant.spec.api()?.parameter("label") != nil)
        let strict = SpecParser.parse(bytes: Array(markdown.utf8), source: "test.md", inferences: .errors)
        #expect(
            strict.diagnostics.contains {
                $0.severity == .error && $0.message.contains("the default is left out (--strict: write a default that is a value of")
            }
        )
    }

    @Test(arguments: [("## 1. Button", "Button"), ("# 2.3 Toast", "Toast"), ("# 4) Banner", "Banner"), ("# 3D Touch", "3D Touch")])
    func aNumberedHeadingNamesTheComponentWithoutItsNumber(heading: String, expected: String) {
        #expect(parse("\(heading)\n\nShows it.\n").spec.name == expected)
    }
}
