import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A function prose names in a code span without types (`` `mute()` ``, `` `.blow(times: 2)` ``, `` `tune(pitch:octave:)` ``,
/// `` call `mute` ``, `` the method `mute` ``): compared by name when the module declares it, else a located note (a
/// page names other modules' functions too), never a finding. The code and the pages are our own.
@Suite struct NamedFunctionSpanTests {
    static let code = """
        public struct Whistle {
            public init() {}
            public func blow(times: Int) {}
            public func mute() {}
        }
        extension Whistle {
            public func tune(pitch: Double, octave: Int) {}
        }
        public enum Tone { case shrill, soft(level: Int) }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Calls", sources: ["Calls.swift": code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String], compared: Int) {
        let result = try DocShapeTests.verify(page, named: "Whistle.md", against: try #require(Self.graphs), module: "Calls")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" },
            result.coverage.symbols
        )
    }

    @Test func functionsTheModuleDeclaresAreCompared() throws {
        let result = try Self.run(
            """
            # Whistle

            Call `mute()` to silence it, or use `.blow(times: 2)`.

            See `tune(pitch:octave:)` and `.soft()`; the method `mute` works too.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
        #expect(result.compared == 5)
    }

    @Test func functionsTheModuleLacksAreNotesNeverFindings() throws {
        let result = try Self.run(
            """
            # Whistle

            Use `.hush()` or `calm(level:)`, or call `quieten`.

            The `present` method of `UIViewController` is the platform's, and `.padding(8)` is a layout modifier.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 4)
        #expect(result.notes.allSatisfy { $0.contains("is named as a function, but module 'Calls' has no public function") })
        #expect(result.notes.contains { $0.hasPrefix("3: 'hush(…)'") })
        #expect(!result.notes.contains { $0.contains("'present(…)'") })
    }

    @Test func aSpanWrittenWithTypesIsTheCallsClaimOnly() throws {
        // `.blow(times: String)` is an API written as a call: its type is compared, and the name is not claimed twice.
        let result = try Self.run(
            """
            # Whistle

            Use `.blow(times: String)` to sound it.
            """
        )
        #expect(result.findings.count == 1)
        #expect(result.notes.isEmpty)
    }
}
