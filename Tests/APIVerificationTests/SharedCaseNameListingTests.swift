import Foundation
import Testing

@testable import APIVerification

/// One code block that lists two enumerations, each with a case of the same name and its own payload: each listing's
/// payloads are its own. Our own code and page.
@Suite struct SharedCaseNameListingTests {
    static let code = """
        public enum KiteSize {
            case small
            case custom(span: Float)
        }
        public enum KiteAnchor {
            case ground
            case custom(point: Double)
        }
        """
    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Kites", sources: ["Kite.swift": code])

    static func findings(_ listing: String) throws -> [String] {
        let page = "# Kites\n\n```swift\n\(listing)\n```\n"
        let result = try DocShapeTests.verify(page, named: "Kites.md", against: try #require(Self.graphs), module: "Kites")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func eachEnumerationsPayloadIsComparedWithItsOwnCase() throws {
        #expect(try Self.findings(Self.code).isEmpty)
    }

    @Test func aDriftedPayloadIsFoundOnItsOwnLine() throws {
        let found = try Self.findings(Self.code.replacingOccurrences(of: "point: Double", with: "spot: Double"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("10: ") == true)
    }

    @Test func aBraceInsideAStringDoesNotEndTheListingsBody() throws {
        let code = """
            public enum KiteTail {
                case ribbon(mark: String = "}")
                case custom(length: Float)
            }
            """
        let graphs = try SymbolGraphFixture.graph(module: "Tails", sources: ["Tail.swift": code])
        func findings(_ listing: String) throws -> [String] {
            let page = "# Tails\n\n```swift\n\(listing)\n```\n"
            let result = try DocShapeTests.verify(page, named: "Tails.md", against: graphs, module: "Tails")
            return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
        }
        #expect(try findings(code).isEmpty)
        let drifted = try findings(code.replacingOccurrences(of: "length: Float", with: "reach: Float"))
        #expect(drifted.count == 1)
        #expect(drifted.first?.hasPrefix("6: ") == true)
    }
}
