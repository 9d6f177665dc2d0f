import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A table whose names column's header names a type in code voice ("| `Glow` setting | … |") lists that type's
/// members, even without a type or default column; a header in plain words claims nothing. Our own code and pages.
@Suite struct TableHeaderSubjectTests {
    static let code = """
        public struct Lamp {
            public struct Glow {
                public var warmth: Double = 0.5
                public var hue: Double = 0
                public var flicker: Bool = false
            }
            public var glow = Glow()
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lamps", sources: ["Lamp.swift": code])

    static func findings(header: String, names: [String]) throws -> [String] {
        let rows = names.map { "| `\($0)` | What it sets. |" }.joined(separator: "\n")
        let page = "# Lamps\n\n## Looks\n\n| \(header) | Description |\n|---|---|\n\(rows)\n"
        let result = try DocShapeTests.verify(page, named: "README.md", against: try #require(Self.graphs), module: "Lamps")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func aHeaderNamingATypeInCodeVoiceMakesTheRowsItsMembers() throws {
        #expect(try Self.findings(header: "`Glow ` setting", names: ["warmth", "hue", "flicker"]).isEmpty)
        let misspelt = try Self.findings(header: "`Glow ` setting", names: ["warmth", "hew", "flicker"])
        #expect(misspelt.count == 1)
        #expect(misspelt.first?.hasPrefix("8: 'hew' is documented but is neither a public property of 'Lamp.Glow'") == true)
    }

    @Test func aTypeTheHeaderNamesClaimsEvenAMostlyStaleList() throws {
        // The header names the one type: rows it lacks are drift, however many, not another type's list.
        let stale = try Self.findings(header: "`Glow ` setting", names: ["warmthLevel", "hueAngle", "flicker"])
        #expect(stale.count == 2)
        #expect(stale.allSatisfy { $0.contains("is documented but is neither a public property of 'Lamp.Glow'") })
    }

    @Test func aHeaderInPlainWordsClaimsNothing() throws {
        #expect(try Self.findings(header: "Glow setting", names: ["warmth", "hew", "flicker"]).isEmpty)
        #expect(try Self.findings(header: "`Glow` or `Lamp`", names: ["warmth", "hew", "flicker"]).isEmpty)
    }
}
