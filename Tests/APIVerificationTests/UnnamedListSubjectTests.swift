import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A property table whose words name no type of the module (another module's protocol, the module's own name) is as
/// unnamed as one under no words: the one type holding nearly all its names is its subject, and a name that type
/// lacks is drift only when no other type of the module has it. Our own code and pages.
@Suite struct UnnamedListSubjectTests {
    static let code = """
        public final class ChimeBell {
            public var ringColor: String?
            public var swingAngle: Double = 12
            public var damping: Double = 0.3
            public var echoCount: Int = 2
            public var muffled: Bool = false
            public init() {}
        }
        public final class ChimeTower {
            public var height: Double = 10
            public var bellCount: Int = 3
            public var lit: Bool = false
            public init() {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Chimes", sources: ["Chimes.swift": code])

    /// A page whose sentence names only another module's protocol, then a table of `rows` (name, type).
    static func verify(_ rows: [(String, String)]) throws -> (findings: [String], notes: [String]) {
        let table = rows.map { "| `\($0.0)` | `\($0.1)` | What it sets. |" }.joined(separator: "\n")
        let page = """
            # Chimes

            ## Looks

            Since version 2 the defaults follow `SoundStyling`. These settings are supported:

            | Property | Type | Description |
            |---|---|---|
            \(table)

            """
        let result = try DocShapeTests.verify(page, named: "README.md", against: try #require(Self.graphs), module: "Chimes")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.diagnostics.filter { $0.severity == .note }.map(\.message)
        )
    }

    static let bell = [
        ("ringColor", "String?"), ("swingAngle", "Double"), ("damping", "Double"), ("echoCount", "Int"), ("muffled", "Bool"),
    ]

    @Test func theTypeHoldingTheNamesIsTheSubject() throws {
        let result = try Self.verify(Self.bell)
        #expect(result.findings.isEmpty)
        #expect(!result.notes.contains { $0.contains("names no public type") })
    }

    @Test func aTypeTheTableStatesOtherwiseIsAFinding() throws {
        var rows = Self.bell
        rows[1] = ("swingAngle", "Float")
        let result = try Self.verify(rows)
        #expect(
            result.findings == [
                "10: type of parameter 'swingAngle' differs: the document has 'Float', the code's property 'ChimeBell.swingAngle' has 'Double'"
            ]
        )
    }

    @Test func aNameNoTypeHasIsAFinding() throws {
        let result = try Self.verify(Self.bell + [("ringVolume", "Double")])
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("14: 'ringVolume' is documented but is neither a public property of 'ChimeBell'") == true)
    }

    @Test func aNameAnotherTypeHasIsNotCompared() throws {
        let result = try Self.verify(Self.bell + [("height", "Double")])
        #expect(result.findings.isEmpty)
        #expect(
            result.notes.contains { $0.contains("'height' is not a public property of 'ChimeBell'") && $0.contains("'ChimeTower' has one") }
        )
    }

    @Test func namesSplitBetweenTypesGiveNoSubject() throws {
        let result = try Self.verify([("ringColor", "String?"), ("swingAngle", "Double"), ("height", "Double"), ("bellCount", "Int")])
        #expect(result.findings.isEmpty)
        #expect(result.notes.contains { $0.contains("names no public type of module 'Chimes'") })
    }
}
