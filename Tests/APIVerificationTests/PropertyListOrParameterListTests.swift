import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A list of `name: Type = value` items is an initializer's parameter list only when the initializer takes some of
/// its names; beside `init()` it lists properties, and a stale name is a missing property, not a missing parameter. The
/// code and the pages are our own.
@Suite struct PropertyListOrParameterListTests {
    static let code = """
        open class Lantern {
            public init() {}
            open var wickLength: Double = 2
            open var glassTint: String = "amber"
        }
        public struct Candle {
            public init(height: Double = 10, scent: String = "none") {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lights", sources: ["Lights.swift": code])

    static func findings(_ page: String, named: String) throws -> [String] {
        let result = try DocShapeTests.verify(page, named: named, against: try #require(Self.graphs), module: "Lights")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func aListBesideAParameterlessInitializerListsProperties() throws {
        let found = try Self.findings(
            """
            # Lantern

            ### Property
            - `wickLength: Double = 2`
            - `glassTint: String = "amber"`
            - `glassShade: String = "smoke"`
            """,
            named: "Lantern.md"
        )
        #expect(
            found == ["6: 'glassShade' is documented but is neither a public property of 'Lantern' nor a parameter of 'Lantern.init()'"]
        )
    }

    @Test func aListNamingTheInitializersParametersStaysAParameterList() throws {
        let found = try Self.findings(
            """
            # Candle

            ### Options
            - `height: Double = 10`
            - `scent: String = "none"`
            - `colour: String = "white"`
            """,
            named: "Candle.md"
        )
        #expect(
            found.contains {
                $0.hasPrefix("6: parameter 'colour' is documented but the code's 'Candle.init(height:scent:)' has no such parameter")
            }
        )
    }
}
