import APIVerification
import SpecModel
import SpecParser
import Testing

/// The one comparison of a call with what it calls (`CallMatch` over a `CallSignature`), on calls read by the one
/// reader of calls in snippets (`SnippetCalls`), in Swift and Kotlin.
@Suite struct CallMatchTests {
    private func call(_ code: String, _ fence: String = "swift") throws -> UsageCall {
        try #require(SnippetCalls.calls(in: code, fence: fence)?.first)
    }

    /// `Pill(text: String, size: PillSize = .small, count: Int = 0, action: () -> Void)`, sizes small and large.
    private func pill(kotlin: Bool = false) -> CallSignature {
        let size = Enumeration(name: "PillSize", cases: ["small", "large"], line: 1, column: 1)
        var api = APIDeclaration(
            language: kotlin ? .kotlin : .swift,
            symbol: "Pill",
            kind: .initializer,
            parameters: [
                Parameter(name: "text", type: "String", isRequired: true, valueType: .scalar(.string), line: 1, column: 1),
                Parameter(
                    name: "size",
                    type: "PillSize",
                    defaultValue: ".small",
                    isRequired: false,
                    valueType: .enumeration("PillSize"),
                    line: 1,
                    column: 1
                ),
                Parameter(
                    name: "count",
                    type: "Int",
                    defaultValue: "0",
                    isRequired: false,
                    valueType: .scalar(.integer),
                    line: 1,
                    column: 1
                ),
                Parameter(name: "action", type: "() -> Void", isRequired: true, line: 1, column: 1),
            ],
            line: 1,
            column: 1
        )
        api.document = "pill.md"
        return CallSignature(documented: api, enumerations: [size])
    }

    @Test func aCorrectCallMatchesInBothLanguages() throws {
        let swift = CallMatch(try call(#"Pill(text: "Hi", size: .large) { }"#), pill())
        #expect(swift.mismatches.isEmpty)
        #expect(swift.parameterIndices == [0, 1])
        let kotlin = CallMatch(try call(#"Pill(size = PillSize.Large, text = "Hi") { }"#, "kotlin"), pill(kotlin: true))
        #expect(kotlin.mismatches.isEmpty, "Kotlin passes named arguments in any order")
        #expect(kotlin.parameterIndices == [1, 0])
    }

    @Test func wrongLabelsMissingArgumentsCasesAndLiteralsAreEachFound() throws {
        let swift = CallMatch(try call(#"Pill(title: "Hi", size: .huge, count: "three")"#), pill())
        #expect(swift.labelMismatches == [.unknownLabel(argument: 0)])
        #expect(swift.missingArguments == [.missingArgument(parameter: 0)], "a closure last may trail the call")
        #expect(
            swift.valueMismatches == [
                .unknownCase(argument: 1, parameter: 1, written: "huge"), .wrongType(argument: 2, parameter: 2, literal: .string),
            ]
        )
        let kotlin = CallMatch(try call(#"Pill(text = "Hi", size = PillSize.Huge, colour = 3)"#, "kotlin"), pill(kotlin: true))
        #expect(kotlin.labelMismatches == [.unknownLabel(argument: 2)])
        #expect(kotlin.valueMismatches == [.unknownCase(argument: 1, parameter: 1, written: "Huge")])
    }

    @Test func labelsOutOfOrderOrLeftOutAreToldApart() throws {
        let swapped = CallMatch(try call(#"Pill(size: .small, text: "Hi")"#), pill())
        #expect(swapped.labelMismatches == [.outOfOrder(argument: 1)])
        #expect(swapped.matchedCount == 1)
        let unlabelled = CallMatch(try call(#"Pill("Hi")"#), pill())
        #expect(unlabelled.labelMismatches == [.missingLabel(argument: 0, expected: 0)])
    }

    @Test func theCloserSignatureTakesMoreOfTheCall() throws {
        let call = try call(#"Pill(title: "Hi", count: 2)"#)
        let takesCount = CallMatch(call, pill())
        #expect(takesCount.matchedCount == 0 && takesCount.placedCount == 1)
        let other = CallSignature(
            documented: APIDeclaration(
                language: .swift,
                symbol: "Pill",
                kind: .initializer,
                parameters: [Parameter(name: "coder", type: "Int", isRequired: true, line: 1, column: 1)],
                line: 1,
                column: 1
            ),
            enumerations: []
        )
        let takesNothing = CallMatch(call, other)
        #expect(takesCount.isCloser(than: takesNothing))
        #expect(!takesNothing.isCloser(than: takesCount))
        #expect(!takesCount.isCloser(than: takesCount), "a tie keeps the first")
    }

    @Test func unlabeledArgumentsAfterAVariadicOneAreItsToo() throws {
        // `func paint(_ marks: Mark..., times: Int = 1)`, as a symbol graph prints it.
        let code = CallSignature(parameters: [
            CallSignature.Parameter(label: "_", name: "marks", type: "Mark..."),
            CallSignature.Parameter(label: "times", name: "times", type: "Int", defaultValue: "1"),
        ])
        let several = CallMatch(try call("text.paint(Mark.red, Mark.bold, .dim, times: 2)"), code)
        #expect(several.mismatches.isEmpty)
        #expect(several.parameterOfArgument == [0, 0, 0, 1])
        // A wrong label after the values is still a finding, and so is a value after the labelled argument.
        #expect(CallMatch(try call("text.paint(Mark.red, Mark.bold, count: 2)"), code).labelMismatches == [.unknownLabel(argument: 2)])
        #expect(!CallMatch(try call("text.paint(Mark.red, times: 2, Mark.bold)"), code).takesLabels)
        // Without a variadic parameter, a second unlabeled argument has no parameter.
        let single = CallSignature(parameters: [CallSignature.Parameter(label: "_", name: "mark", type: "Mark")])
        #expect(!CallMatch(try call("text.paint(Mark.red, Mark.bold)"), single).takesLabels)
    }

    @Test func aSignatureWithoutValueTypesComparesLabelsOnly() throws {
        // What verify-api builds from a symbol graph: labels, types as printed, defaults; no value types.
        let code = CallSignature(parameters: [
            CallSignature.Parameter(label: "text", name: "text", type: "String"),
            CallSignature.Parameter(label: "count", name: "count", type: "Int", defaultValue: "0"),
        ])
        let match = CallMatch(try call(#"Pill(text: 3, count: "many")"#), code)
        #expect(match.mismatches.isEmpty)
        #expect(CallMatch(try call(#"Pill(count: 1)"#), code).missingArguments == [.missingArgument(parameter: 0)])
    }

    @Test func snippetLinesAndColumnsAreTheSnippets() throws {
        let calls = try #require(SnippetCalls.calls(in: "Row {\n    Pill(text = \"Hi\")\n}", fence: "kotlin"))
        let pill = try #require(calls.first { $0.callee == .initializer(type: "Pill") })
        #expect(pill.line == 2)
        #expect(pill.column == 5)
        #expect(pill.arguments.map(\.label) == ["text"])
        #expect(SnippetCalls.calls(in: "ls -la", fence: "shell") == nil)
    }
}
