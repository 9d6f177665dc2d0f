import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A list that may show only some of a callable's parameters claims the others undocumented only when it reads as the
/// whole list, and never a parameter the page's own code passes by label. The code and the pages are our own.
@Suite struct PartialListTests {
    static let code = """
        public enum Glow { case dim, warm }
        public struct Torch {
            public init(wick: String, oil: Double, flame: Double, glow: Glow, after: Double = 0) {}
            public func kindle(wick: String, oil: Double, flame: Double, glow: Glow, after: Double = 0) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Torches", sources: ["Torch.swift": code])

    static func findings(_ page: String) throws -> [String] {
        let result = try DocShapeTests.verify(page, named: "Torch.md", against: try #require(Self.graphs), module: "Torches")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    static func optionsPage(usage: String?) -> String {
        """
        # Torch

        The options of `kindle(…)`:

        - `wick`: what burns.
        - `oil`: how much fuel.
        - `flame`: how tall.
        - `glow`: how it shines.
        \(usage.map { "\n```swift\n\($0)\n```\n" } ?? "")
        """
    }

    @Test func listOfTheFirstParametersInOrderLeavesTheRestUndocumented() throws {
        let found = try Self.findings(Self.optionsPage(usage: nil))
        #expect(found.count == 1)
        #expect(found.first?.contains("parameter 'after: Double' of the code's 'Torch.kindle(") == true)
    }

    @Test func parameterThePagesCodePassesIsDocumentedThere() throws {
        let usage = #"torch.kindle(wick: "a", oil: 1, flame: 2, glow: .warm, after: 3)"#
        #expect(try Self.findings(Self.optionsPage(usage: usage)).isEmpty)
    }

    static func settingsPage(_ names: [String]) -> String {
        """
        # Torch

        The `Torch` settings:

        \(names.map { "- `\($0)`: what it sets." }.joined(separator: "\n"))
        """
    }

    @Test func staleNameInAListThatAccountsForTheRestNamesItsReplacement() throws {
        let found = try Self.findings(Self.settingsPage(["wick", "oil", "flame", "candle", "after"]))
        #expect(found.count == 2)
        #expect(found.contains { $0.contains("'candle'") })
        #expect(found.contains { $0.contains("parameter 'glow: Glow' of the code's 'Torch.init(") })
    }

    @Test func staleNameInAShortListClaimsNothingOfTheOthers() throws {
        // Three parameters left out for one stale name: the list chose what to show.
        let found = try Self.findings(Self.settingsPage(["wick", "oil", "candle"]))
        #expect(found.count == 1)
        #expect(found.first?.contains("'candle'") == true)
    }
}
