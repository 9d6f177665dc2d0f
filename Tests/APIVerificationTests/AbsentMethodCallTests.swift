import Foundation
import SpecModel
import Testing

@testable import APIVerification

/// A method a page calls on one of the library's types (`Chime.shared.peal()`), which the library declares nowhere: a
/// finding when nothing the type inherits from another module could declare it, else a note. The code and pages are ours.
@Suite struct AbsentMethodCallTests {
    static let code = """
        import Foundation

        public struct Chime {
            public static var shared: Chime { Chime() }
            public func ring() {}
        }
        public final class Bell: NSObject {
            public static var shared: Bell { Bell() }
            public func toll() {}
        }
        public struct Rope {
            public static var standard: Rope { Rope() }
            public var knot = Knot()
        }
        public struct Knot {
            public func tie() {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Belfry", sources: ["Belfry.swift": code])

    static func run(_ call: String) throws -> (findings: [String], notes: [String]) {
        let page = "# Chime\n\n```swift\n\(call)\n```\n"
        let diagnostics = try DocShapeTests.verify(page, named: "Chime.md", against: try #require(Self.graphs), module: "Belfry")
            .diagnostics
        return (
            diagnostics.findings.map { "\($0.location.line): \($0.message)" }, diagnostics.filter { $0.severity == .note }.map(\.message)
        )
    }

    @Test func aMethodTheLibrarysOwnTypeLacksIsAFinding() throws {
        #expect(try Self.run("Chime.shared.ring()").findings.isEmpty)
        let expected = ["4: 'Chime.peal' is documented but 'Chime' has no public method of that name: the document calls it"]
        #expect(try Self.run("Chime.shared.peal()").findings == expected, "through the shared instance")
        #expect(try Self.run("Chime.peal()").findings == expected, "on the type itself")
    }

    @Test func aTypeThatInheritsFromAnotherModuleMayHaveTheMethodThere() throws {
        let result = try Self.run("Bell.shared.chime()")
        #expect(result.findings.isEmpty)
        #expect(
            result.notes.contains {
                $0.contains("'Bell' has no public method 'chime', but it may inherit one") && $0.contains("'NSObject'")
            }
        )
    }

    @Test func aMethodCalledThroughAPropertyOrOnAnotherLibrarysTypeClaimsNothingOfTheType() throws {
        // `knot` is a `Knot`: the reader does not know a property's type, so `untie` is not claimed of `Rope`.
        #expect(try Self.run("Rope.standard.knot.untie()").findings.isEmpty)
        #expect(try Self.run("UIApplication.shared.open(url)").findings.isEmpty)
    }
}
