import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A bare name between double backticks that the module does not declare is a missing symbol only when it could be
/// the module's: another module's type that the code's declarations use, or a parameter of one of its callables, is
/// another thing the page names. The code and the pages are our own.
@Suite struct LinkSubjectTests {
    static let code = """
        import Foundation
        public final class Lantern {
            public init(wick: Int) {}
            public func light(at moment: Date, brightly: Bool = false) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lanterns", sources: ["Lantern.swift": code])

    static func verify(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Lantern.md", against: try #require(Self.graphs), module: "Lanterns")
        return (result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }, result.coverage.notCompared.map(\.message))
    }

    @Test func anotherModulesTypeTheCodeUsesIsNoMissingSymbol() throws {
        let read = try Self.verify("# Lantern\n\nLights at any ``Date`` you pass.\n")
        #expect(read.findings.isEmpty)
        #expect(read.notes.contains { $0.contains("'Date'") && $0.contains("another module's type") })
    }

    @Test func aParameterNamedInDoubleBackticksIsNoMissingSymbol() throws {
        let read = try Self.verify("# Lantern\n\nYou may leave out the ``brightly`` parameter.\n")
        #expect(read.findings.isEmpty)
        #expect(read.notes.contains { $0.contains("parameter of 'Lantern.light(at:brightly:)'") })
    }

    @Test func aNameNeitherUsedNorAParameterIsStillAMissingSymbol() throws {
        let read = try Self.verify("# Lantern\n\nSee ``Candle`` and the ``dimly`` parameter.\n")
        #expect(read.findings.count == 2)
        #expect(read.findings.allSatisfy { $0.hasPrefix("3: ") && $0.contains("has no public symbol of that name") })
    }
}
