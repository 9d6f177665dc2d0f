import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A call or an assignment that reaches a type's instance through a static member (`Kettle.shared.boil(…)`) claims
/// that member as well as what it calls: the type, or a supertype of its module, must declare it. Certainly absent
/// (no supertype, or only UIKit's and `NSObject`, which declare no such accessor) is a finding; a supertype of another
/// module whose members are unseen leaves it a note. The code and the pages are our own.
@Suite struct StaticMemberCallTests {
    static let code = """
        import Foundation
        public struct Kettle {
            public static var shared: Kettle { Kettle() }
            public init() {}
            public func boil(minutes: Int) {}
            public var spout: Double = 1
        }
        open class Teapot: NSObject {
            public static var current: Teapot { Teapot() }
            public func pour(cups: Int) {}
        }
        open class Samovar: Operation {
            public func heat(degrees: Int) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Brew", sources: ["Brew.swift": code])

    static func run(_ code: String) throws -> (findings: [String], notes: [String]) {
        let page = """
            # Kettle

            ```swift
            \(code)
            ```
            """
        let result = try DocShapeTests.verify(page, named: "Kettle.md", against: try #require(Self.graphs), module: "Brew")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    @Test func aDeclaredAccessorIsClean() throws {
        let result = try Self.run("Kettle.shared.boil(minutes: 3)\nTeapot.current.pour(cups: 2)\nKettle.shared.spout = 2")
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
    }

    @Test func anAccessorTheTypeLacksIsAFinding() throws {
        let result = try Self.run("Kettle.sharedKettle.boil(minutes: 3)\nTeapot.sharedPot.pour(cups: 2)")
        #expect(
            result.findings == [
                "4: 'Kettle.sharedKettle' is documented but 'Kettle' has no public static member of that name: the document"
                    + " calls 'boil' through it",
                "5: 'Teapot.sharedPot' is documented but 'Teapot' has no public static member of that name: the document"
                    + " calls 'pour' through it",
            ]
        )
    }

    @Test func anAssignmentThroughAnAccessorTheTypeLacksIsAFinding() throws {
        let result = try Self.run("Kettle.sharedKettle.spout = 2")
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("4: 'Kettle.sharedKettle' is documented but 'Kettle' has no public static") == true)
    }

    @Test func aSupertypeOfAnotherModuleMayDeclareItSoItIsANote() throws {
        let result = try Self.run("Samovar.shared.heat(degrees: 90)")
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.contains("'Samovar' has no public static member 'shared', but it may inherit one") == true)
    }

    @Test func anotherModulesTypeClaimsNothingAboutTheLibrary() throws {
        let result = try Self.run("UIApplication.shared.open(link)\nKettle.shared.boil(minutes: 3)")
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
    }
}
