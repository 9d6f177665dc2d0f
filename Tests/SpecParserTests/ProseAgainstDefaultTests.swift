import SpecModel
import SpecParser
import Testing

/// A value the prose states against the declared default of the parameter that sets it, in one document.
@Suite struct ProseAgainstDefaultTests {
    private func document(default value: String, prose: String, row: String = "How long the strip stays on screen.") -> String {
        """
        # Strip

        A short notice.

        ## API

        ```swift
        public init(text: String, stay: Duration = \(value), maxLines: Int = 2)
        ```

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `text` | `String` | — | The words. |
        | `stay` | `Duration` | `\(value)` | \(row) |
        | `maxLines` | `Int` | `2` | Lines of text before truncation. |

        ## Behavior

        - \(prose)
        """
    }

    private func assemble(_ markdown: String) -> AssembledComponent {
        ComponentAssembler.assemble([SpecParser.parse(bytes: Array(markdown.utf8), source: "strip.md").spec])
    }

    @Test func aTimingAgainstTheDisplayTimeDefaultIsAWarningAndNeitherIsAsserted() throws {
        let assembled = assemble(document(default: ".seconds(6)", prose: "The strip dismisses itself after 4 seconds."))
        let warning = try #require(assembled.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("dismisses itself after 4 s here, but parameter 'stay', which sets it, defaults to 6 s"))
        #expect(warning.location == SourceLocation(file: "strip.md", line: 19, column: 3))
        #expect(warning.notes.map(\.location) == [SourceLocation(file: "strip.md", line: 8, column: 27)])
        let statement = try #require(assembled.spec.behaviors.first)
        let dispute = try #require(statement.dispute)
        #expect(dispute.others.first?.parameter == "stay")
        #expect(dispute.reason { $0 }.hasPrefix("the prose and a declared default disagree: it dismisses itself after 4 s here"))
    }

    @Test func anAgreeingTimingInAnotherSpellingIsNoDisagreement() {
        let assembled = assemble(
            document(default: "5.0", prose: "The strip dismisses itself after 5 seconds.").replacingOccurrences(
                of: "Duration",
                with: "Double"
            )
        )
        #expect(assembled.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(assembled.diagnostics)")
        #expect(assembled.spec.behaviors.allSatisfy { $0.dispute == nil })
    }

    @Test func aLineCountAgainstItsParameterIsADisagreement() throws {
        let assembled = assemble(document(default: ".seconds(4)", prose: "The text wraps to at most 3 lines."))
        let warning = try #require(assembled.diagnostics.first { $0.severity == .warning }, "\(assembled.spec.behaviors)")
        #expect(warning.message.contains("parameter 'maxLines', which sets it, defaults to 2"))
        #expect(assembled.spec.behaviors.first?.dispute != nil)
    }

    @Test func aParameterThatDoesNotSetTheValueIsNotCompared() {
        let assembled = assemble(
            document(default: ".seconds(6)", prose: "The strip dismisses itself after 4 seconds.", row: "The fade animation's length.")
                .replacingOccurrences(of: "stay", with: "fade")
        )
        #expect(assembled.diagnostics.filter { $0.severity == .warning }.isEmpty)
        #expect(assembled.spec.behaviors.first?.dispute == nil)
    }
}
