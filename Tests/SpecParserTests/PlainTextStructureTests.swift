import SpecModel
import SpecParser
import Testing

/// Documents exported as plain text: no Markdown headings, unfenced declarations, one paragraph per line.
@Suite struct PlainTextStructureTests {
    static let pebble = """
        Pebble
        A pebble is a small notice that floats over content.
        Anatomy

        - Frame: The outer container.
        - Label: The words shown.
        - Glyph: Optional picture at the start.
        Usage Guidance
        - Pebbles go away on their own.
        Behaviors
        Placement
        Pebbles sit above the tab bar with a margin of 8 points.

        Closing
        Pebbles can be closed in two ways:
        - Tapping them.
        - Waiting 5 seconds.

        Do
        Show one pebble at a time.

        Don't
        Stack several pebbles.
        API Guidelines
        Class name: Pebble Module name: PebbleKit
        public init(
        text: String,
        glyphName: String? = nil,
        onClose: @escaping () -> Void = {}
        )Parameters
        | Name | Description | Default values |
        |---|---|---|
        | text | What the pebble says. | |
        | glyphName | Name of a picture. | nil |
        | onClose | Called when it closes. | |

        """

    @Test func titleSectionsAndAnatomyComeFromLayout() throws {
        let result = parse(Self.pebble)
        #expect(result.spec.name == "Pebble")
        #expect(result.spec.anatomy.map(\.name) == ["Frame", "Label", "Glyph"])
        #expect(result.spec.anatomy.map(\.isOptional) == [false, false, true])
        #expect(result.spec.behaviors.map(\.section).contains("Behaviors > Placement"))
        #expect(result.spec.behaviors.map(\.text).contains("Waiting 5 seconds."))
        #expect(!result.spec.behaviors.map(\.text).contains("Pebbles go away on their own."), "usage guidance is not behaviour")
    }

    @Test func anUnfencedInitializerPairsWithTheTableAfterIt() throws {
        let result = parse(Self.pebble)
        let api = try #require(result.spec.api("Pebble"))
        #expect(api.module == "PebbleKit")
        #expect(api.parameters.map(\.name) == ["text", "glyphName", "onClose"])
        #expect(api.parameter("glyphName")?.defaultValue == "nil")
        #expect(api.parameter("text")?.line == 27, "the line as written in the source")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    }

    @Test func letteredPartsAndCaptionsInPlainText() {
        let text = """
            Intro

            A ribbon tells people about something.

            Anatomy

            A. Ribbon Text

            The words of the ribbon.

            B. Close Button (Optional)

            Dismisses the ribbon.

            Ribbon anatomy

            Variations

            Quiet Ribbon

            A ribbon with less emphasis.

            Example of a quiet ribbon

            Loud Ribbon

            A ribbon that asks for attention.

            """
        let spec = parse(text).spec
        #expect(spec.anatomy.map(\.name) == ["Ribbon Text", "Close Button"])
        #expect(spec.anatomy.map(\.isOptional) == [false, true])
        #expect(spec.variants.map(\.name) == ["Quiet Ribbon", "Loud Ribbon"])
    }

    @Test func aComposableFunctionWithAnAttributeLineIsRead() throws {
        let text = """
            Pebble

            API

            @Composable
            fun PebbleView(
            text: String,
            modifier: Modifier = Modifier
            )Steps to use it:
            - Call it.

            """
        let api = try #require(parse(text).spec.api("PebbleView"))
        #expect(api.language == .kotlin)
        #expect(api.parameters.map(\.name) == ["text", "modifier"])
    }

    @Test func markdownDocumentsKeepTheirOwnStructure() {
        let spec = parse("# Chip\n\n## Anatomy\n\n- Label: words\n\nShort Line\n\nMore text.\n").spec
        #expect(spec.anatomy.map(\.name) == ["Label"])
    }
}

@Suite struct PlainTextStructureLimitsTests {
    @Test func bracketsLeftOpenDoNotSwallowTheDocument() {
        let text = "Pebble\n" + String(repeating: "public init(\n", count: 500) + "\nAnatomy\n\n- Frame: The outside.\n"
        let spec = parse(text).spec
        #expect(spec.apis.isEmpty)
        #expect(spec.anatomy.map(\.name) == ["Frame"])
    }
}

@Suite struct InferenceReportingTests {
    @Test func inferencesAreCollectedAndReportedAsAsked() {
        let text = "Pebble\n\nA small notice.\n\nAnatomy\n\n- Frame: The outside.\n"
        let hidden = SpecParser.parse(bytes: Array(text.utf8), source: "p.md")
        #expect(hidden.diagnostics.isEmpty)
        #expect(hidden.inferences.map(\.location.line) == [1, 5])
        let notes = SpecParser.parse(bytes: Array(text.utf8), source: "p.md", inferences: .notes)
        #expect(notes.diagnostics.map(\.severity) == [.note, .note])
        let errors = SpecParser.parse(bytes: Array(text.utf8), source: "p.md", inferences: .errors)
        #expect(errors.diagnostics.map(\.severity) == [.error, .error])
    }

    @Test func aTypeFromADefaultIsAnInference() {
        let markdown = "# X\n\n| Name | Default |\n|---|---|\n| `count` | 3 |\n"
        let result = parse(markdown)
        #expect(result.inferences.map(\.message) == ["type of 'count' inferred as 'Int' from its default '3'"])
    }
}

@Suite struct UnfencedInMarkdownTests {
    @Test func anUnfencedDeclarationInAMarkdownDocumentIsRead() throws {
        let markdown = """
            # Pebble

            ## API

            public init(title: String, isShown: Binding<Bool>, seconds: Double = 4)

            | Name | Description |
            |---|---|
            | title | The words. |

            """
        let result = parse(markdown)
        let api = try #require(result.spec.api())
        #expect(api.parameters.map(\.name) == ["title", "isShown", "seconds"])
        #expect(api.parameter("isShown")?.type == "Binding<Bool>", "read as written, not as inline HTML")
        #expect(api.parameter("title")?.description == "The words.")
    }
}

@Suite struct ProseThatLooksLikeCodeTests {
    @Test func parenthesesInProseAreNotDeclarations() {
        let result = parse("# Pebble\n\n## Notes\n\nfun fact(s) about pebbles.\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.spec.apis.isEmpty)
    }

    @Test func anUnreadableUnfencedDeclarationIsAWarningNotAnError() throws {
        let result = parse("# Pebble\n\n## API\n\npublic init(title: String, 3 things)\n")
        #expect(!result.diagnostics.contains { $0.severity == .error })
        #expect(result.diagnostics.contains { $0.message.hasPrefix("text that looks like a declaration is not read as one") })
    }
}
