import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A migration note shows the old API on purpose ("Instead of:", "Before:") and the new one after it ("use:"): the old
/// block is a counted "not compared" note, never a finding; the new block and any other usage are still compared. The
/// code and the pages are our own.
@Suite struct ReplacedCodeTests {
    static let code = """
        public struct Kite {
            public init(string: String) {}
        }
        public enum Wind { case gust, breeze }
        extension Kite {
            public func fly(in wind: Wind) -> Kite { self }
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Kites", sources: ["Kites.swift": code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Kite.md", against: try #require(Self.graphs), module: "Kites")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    @Test func oldCodeUnderInsteadOfIsANoteAndTheNewCodeIsCompared() throws {
        let result = try Self.run(
            """
            # Kite

            ## Moving to version 3

            The wind moved into the call. Instead of:
            ```swift
            Kite(string: "red", wind: .storm)
            ```
            use:
            ```swift
            Kite(string: "red").fly(in: .gale)
            ```
            """
        )
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("11: case 'gale' of enumeration 'Wind'") == true)
        #expect(result.notes.contains { $0.hasPrefix("7: code introduced as replaced") })
    }

    @Test func shortLabelsMarkTheOldCode() throws {
        for label in ["Before:", "Old API:", "Deprecated:", "This no longer compiles:"] {
            let result = try Self.run(
                """
                # Kite

                \(label)
                ```swift
                Kite(thread: "red")
                ```
                """
            )
            #expect(result.findings.isEmpty, "\(label)")
            #expect(result.notes.contains { $0.hasPrefix("5: code introduced as replaced") }, "\(label)")
        }
    }

    /// A lead-in that only mentions an alternative, or says what to do first, introduces code of today.
    @Test func otherLeadInsStillClaim() throws {
        for label in ["Instead of a string, pass a thread:", "Before you fly it, build it like this:", "Example:"] {
            let result = try Self.run(
                """
                # Kite

                \(label)
                ```swift
                Kite(thread: "red")
                ```
                """
            )
            #expect(result.findings.count == 1, "\(label)")
            #expect(result.findings.first?.hasPrefix("5: parameter 'thread' is documented") == true, "\(label)")
        }
    }
}
