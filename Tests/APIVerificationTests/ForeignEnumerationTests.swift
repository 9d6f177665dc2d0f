import Foundation
import Testing

@testable import APIVerification

/// A page may list another module's enumeration under a name the code no longer uses (a platform's renamed type). When
/// the code types the parameter that uses it with another module's type, the listing's absence from the module is no
/// drift; when the code takes a plain scalar there, it is. The code and the pages are our own.
@Suite struct ForeignEnumerationTests {
    static let code = """
        import Foundation
        public struct Ledger {
            public init(order: ComparisonResult = .orderedSame) {}
        }
        public struct Tally {
            public init(mode: String = "sum") {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Books", sources: ["Books.swift": code])

    static func findings(_ page: String) throws -> [String] {
        try DocShapeTests.verify(page, named: "Books.md", against: try #require(Self.graphs), module: "Books").diagnostics
            .findings.map(\.message)
    }

    @Test func anEnumerationTheCodeSpellsWithAnotherModulesTypeIsNoMissingEnum() throws {
        let page = """
            # Ledger

            ```swift
            public init(order: OldOrder = .orderedSame)
            ```

            ```swift
            public enum OldOrder { case orderedSame, orderedAscending }
            ```
            """
        #expect(!(try Self.findings(page)).contains { $0.hasPrefix("enumeration 'OldOrder'") })
    }

    @Test func anEnumerationWhereTheCodeTakesAScalarIsStillMissing() throws {
        let page = """
            # Tally

            ```swift
            public init(mode: TallyMode = .sum)
            ```

            ```swift
            public enum TallyMode { case sum, count }
            ```
            """
        #expect(try Self.findings(page).contains { $0.hasPrefix("enumeration 'TallyMode' is documented but") })
    }
}
