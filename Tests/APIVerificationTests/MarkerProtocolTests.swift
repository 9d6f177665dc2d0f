import Foundation
import Testing

@testable import APIVerification

/// A main-actor class conforms to the standard library's marker protocols, which declare no member: a property its
/// type lacks is no inherited one. Our own code and page.
@Suite struct MarkerProtocolTests {
    static let code = """
        @MainActor public class Teapot {
            public init() {}
            public var spoutAngle: Double = 0
        }
        """
    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Teapots", sources: ["Teapot.swift": code])

    static func findings(_ property: String) throws -> [String] {
        let page = """
            # Teapot

            ```swift
            let teapot = Teapot()
            teapot.\(property) = 12
            ```
            """
        let result = try DocShapeTests.verify(page, named: "Teapot.md", against: try #require(Self.graphs), module: "Teapots")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func aPropertyTheClassHasIsClean() throws {
        #expect(try Self.findings("spoutAngle").isEmpty)
    }

    @Test func aPropertyTheClassLacksIsAFindingDespiteMarkerConformances() throws {
        let found = try Self.findings("spoutAngel")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("5: ") == true)
    }
}
