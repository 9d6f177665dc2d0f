import Foundation
import SpecParser
import Testing

@testable import APIVerification

/// A leading-dot value the page gives a declaration whose type it writes (`var height: ShelfHeight { return .tall }`,
/// `let edge: ShelfEdge = .left`) names a member of that type: a case the module's enumeration lacks is a finding at
/// the value, a static member or another module's type claims nothing. The code and the pages are our own.
@Suite struct TypedCaseValueTests {
    static let code = """
        public enum ShelfHeight: Sendable {
            case tall
            case fixed(Double)
            public static let standard = ShelfHeight.fixed(40)
        }
        public enum ShelfEdge { case left, right }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Shelves", sources: ["Shelves.swift": code])

    static func findings(_ code: String) throws -> [String] {
        let page = "# Shelf\n\nYour shelf decides its height:\n\n```swift\n\(code)\n```\n"
        return try DocShapeTests.verify(page, named: "Shelf.md", against: try #require(Self.graphs), module: "Shelves")
            .diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func valuesAreReadFromTypedDeclarationsOnly() {
        let code = """
            var height: ShelfHeight {
                if compact { return .fixed(20) }
                return .tall
            }
            let edge: ShelfEdge = .left
            let other = .right
            var maybe: ShelfEdge? = .none
            func pick() -> ShelfEdge { return .right }
            """
        let found = TypedCaseValues.values(in: code).map { "\($0.line) \($0.type).\($0.member)" }
        #expect(found == ["1 ShelfHeight.fixed", "2 ShelfHeight.tall", "4 ShelfEdge.left"])
    }

    @Test func membersTheTypeHasAreClean() throws {
        #expect(try Self.findings("var height: ShelfHeight {\n    return .fixed(30)\n}\nlet edge: ShelfEdge = .right").isEmpty)
        #expect(try Self.findings("var height: ShelfHeight { return .standard }").isEmpty)
    }

    @Test func aCaseTheEnumerationLacksIsAFindingAtTheValue() throws {
        let found = try Self.findings("var height: ShelfHeight {\n    return .short\n}")
        #expect(found == ["7: case 'short' of enumeration 'ShelfHeight' is documented but not in the code"])
    }

    @Test func anotherModulesTypeClaimsNothing() throws {
        #expect(try Self.findings("var tint: ShelfColor { return .walnut }").isEmpty)
    }
}
