import Foundation
import SpecModel
import Testing

@testable import APIVerification

/// Spellings that mean the same are no drift: a false finding costs a team's trust faster than a missed one.
@Suite struct EquivalenceTests {
    static let spec = """
        # Pill

        A small label.

        ## API

        ```swift
        public init(
            title: String?,
            count: Int = 7,
            ratio: Double = 7,
            onTap: @escaping () -> Void,
            delay: Duration = .seconds(7),
            position: Pill.Position = .top,
            tags: [String] = [],
            lookup: [String: Int] = [:],
            insets: Insets = .init(top: 1, bottom: 2)
        )
        ```

        ```swift
        public enum Position {
            case top
            case bottom
        }
        ```

        """

    static let code = """
        public typealias Ratio = Double
        public struct Insets { public init(top: Int, bottom: Int) {} }
        public struct Pill {
            public enum Position { case top, bottom }
            public init(
                title: Optional<String>,
                count: Swift.Int = 7,
                ratio: Ratio = 7.0,
                onTap: @escaping @Sendable () -> (),
                delay: Duration = Duration.seconds(7),
                position: Position = Pill.Position.top,
                tags: Array<String> = [ ],
                lookup: Dictionary<String, Int> = [:],
                insets: Insets = Insets(top: 1, bottom: 2)
            ) {}
        }
        """

    @Test func theFallbackCaseOfAGeneratedEnumerationIsNoUndocumentedCase() throws {
        let code = """
            public struct Pill {
                public enum Position: Codable { case top, bottom, unrecognized(String) }
                public init(position: Position = .top) {}
            }
            """
        let spec =
            "# Pill\n\nA label.\n\n## API\n\n```swift\npublic init(position: Pill.Position = .top)\n```\n\n```swift\npublic enum Position {\n    case top\n    case bottom\n}\n```\n"
        let graphs = try SymbolGraphFixture.graph(module: "Pills", sources: ["Pill.swift": code])
        let findings = VerificationRun.findings(spec: spec, named: "pill.md", graphs: graphs).filter { $0.severity != .note }
        #expect(findings.isEmpty, "\(findings)")
        // A case of that name the code adds by hand, without a value, is still reported.
        let plain = code.replacingOccurrences(of: "unrecognized(String)", with: "unrecognized")
        let more = VerificationRun.findings(
            spec: spec,
            named: "pill.md",
            graphs: try SymbolGraphFixture.graph(module: "Pills", sources: ["Pill.swift": plain])
        )
        #expect(more.contains { $0.message.contains("has the case 'unrecognized' in the code") })
    }

    @Test func equivalentSpellingsAreNoDrift() throws {
        let graphs = try SymbolGraphFixture.graph(module: "Pills", sources: ["Pill.swift": Self.code])
        let diagnostics = VerificationRun.findings(spec: Self.spec, named: "pill.md", graphs: graphs)
        #expect(diagnostics.findings.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test func theSameSpecFindsARealDifferenceInTheSameCode() throws {
        let code = try SymbolGraphFixture.replacing("ratio: Ratio = 7.0,", with: "ratio: Ratio = 7.5,", in: Self.code)
        let graphs = try SymbolGraphFixture.graph(module: "Pills", sources: ["Pill.swift": code])
        let findings = VerificationRun.findings(spec: Self.spec, named: "pill.md", graphs: graphs).findings
        #expect(
            findings.map(\.description.localizedFirstLine) == [
                "pill.md:11:5: warning: default of parameter 'ratio' differs: the document has '7', the code has '7.5'"
            ]
        )
    }

    @Test func aTableDurationInSecondsMatchesTheCodesDuration() throws {
        let spec = """
            # Toast

            A brief message.

            ## API

            ### `Toast`

            | Property | Type | Default | Description |
            |---|---|---|---|
            | `delay` | `Duration` | 7 s | How long it stays. |
            | `message` | `String` | — | The text. |

            """
        let code = "public struct Toast { public init(message: String, delay: Duration = .milliseconds(7000)) {} }"
        let graphs = try SymbolGraphFixture.graph(module: "Toasts", sources: ["Toast.swift": code])
        #expect(VerificationRun.findings(spec: spec, named: "toast.md", graphs: graphs).findings.isEmpty)
        let changed = try SymbolGraphFixture.graph(
            module: "Toasts",
            sources: ["Toast.swift": code.replacingOccurrences(of: "7000", with: "4000")]
        )
        let findings = VerificationRun.findings(spec: spec, named: "toast.md", graphs: changed).findings
        #expect(findings.map(\.location.line) == [11], "\(findings.map(\.description))")
    }

    @Test func theClosestOverloadIsComparedAndTheNoteSaysWhichOne() throws {
        let spec = """
            # Chip

            A compact element.

            ## API

            ```swift
            public init(title: String, count: Int = 1)
            ```

            """
        let code = """
            public struct Chip {
                public init(title: String) {}
                public init(title: String, count: Int = 2) {}
                public init(count: Int) {}
            }
            """
        let graphs = try SymbolGraphFixture.graph(module: "Chips", sources: ["Chip.swift": code])
        let diagnostics = VerificationRun.findings(spec: spec, named: "chip.md", graphs: graphs)
        let findings = diagnostics.findings
        #expect(findings.map(\.message) == ["default of parameter 'count' differs: the document has '1', the code has '2'"])
        let note = try #require(findings.first?.notes.first)
        #expect(note.message == "compared with 'Chip.init(title:count:)', the closest by argument labels of 3 overloads")
        #expect(note.location.line == 3)
    }

    @Test func defaultSpellings() {
        func same(_ documented: String, _ code: String, type: String? = nil) -> Bool? {
            Spellings.sameValue(documented, code, typeName: type)
        }
        #expect(same("7", "7.0") == true)
        #expect(same("7 s", ".seconds(7)") == true)
        #expect(same("7000 ms", "Duration.seconds(7)") == true)
        #expect(same("7", ".seconds(7)") == true)
        #expect(same("`.top`", "Position.top") == true)
        #expect(same("'top'", ".top") == true)
        #expect(same("null", "nil") == true)
        #expect(same("{}", "{ }") == true)
        #expect(same("0", ".zero") == true)
        #expect(same(".init(x: 1, y: 2)", "Point(x: 1, y: 2,)", type: "Point") == true)
        // A value built from one number, written as that number.
        #expect(same("16.0", "NSDirectionalEdgeInsets(all: 16.0)") == true)
        #expect(same("8", "Insets(all: 16)") == false)
        #expect(same("7", "8") == false)
        #expect(same(".top", ".bottom") == false)
        #expect(same("\"a\"", "\"b\"") == false)
        // Prose is not a value: nothing is compared.
        #expect(same("12 on the sides, 6 above and below", ".init(vertical: 6, horizontal: 12)") == nil)
    }
}

extension String {
    /// The first line (a diagnostic without its notes).
    fileprivate var localizedFirstLine: String { split(separator: "\n").first.map(String.init) ?? self }
}
