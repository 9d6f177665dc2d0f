import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A leading-dot argument where one overload takes an enumeration and another a `Bool`: `Bool` has no member it could
/// name, so the enumeration's cases decide. Our own code and pages.
@Suite struct BoolOverloadCaseTests {
    static let code = """
        public enum Side { case top, bottom }
        public struct Bell {
            public init() {}
            public func ring(_ side: Side) -> Bell { self }
            public func ring(_ loud: Bool) -> Bell { self }
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Bells", sources: ["Bell.swift": code])

    static func findings(_ value: String) throws -> [String] {
        let page = "# Bells\n\n```swift\nlet bell = Bell()\nbell.ring(\(value))\n```\n"
        let result = try DocShapeTests.verify(page, named: "README.md", against: try #require(Self.graphs), module: "Bells")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func aNameNoCaseHasIsAFindingWhenTheOtherOverloadTakesABool() throws {
        let found = try Self.findings(".below")
        #expect(found.count == 1)
        #expect(found.first?.contains("case 'below' of enumeration 'Side'") == true)
    }

    @Test func aCaseOrABoolValueIsNoFinding() throws {
        #expect(try Self.findings(".top").isEmpty)
        #expect(try Self.findings("true").isEmpty)
    }
}
