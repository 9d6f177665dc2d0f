import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A method called on a call's result (`Kettle(size: 2).boil(minutes: 3)`) is a member of the type that call returns:
/// an initializer's type, a function's declared return type (`Self`, a metatype), a static accessor's type. A name
/// that type certainly lacks is a finding; one a supertype of another module may declare, or one called on a result
/// whose type is not known, is a note; another library's call (`Text("Hi").padding()`) claims nothing. The code and
/// the pages are our own.
@Suite struct ChainedCallTests {
    static let code = """
        import Foundation
        public struct Kettle {
            public init(size: Int) {}
            public func boil(minutes: Int) {}
            public static func make() -> Kettle { Kettle(size: 1) }
            public static func choose(for cups: Int) -> Int { cups }
        }
        public final class Urn {
            public static func on(_ shelf: String) -> Urn.Type { Urn.self }
            public static func fill() {}
            public static var main: Urn { Urn() }
            public init() {}
            public func pour(cups: Int) {}
        }
        open class Samovar: Operation {
            public init(name: String) {}
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

    @Test func methodsTheResultsHaveAreClean() throws {
        let result = try Self.run(
            "Kettle(size: 2).boil(minutes: 3)\nKettle.make().boil(minutes: 1)\nUrn.on(\"top\").fill()"
        )
        #expect(result.findings.isEmpty)
        #expect(!result.notes.contains { $0.contains("on the result of") })
    }

    @Test func aMethodTheResultsTypeLacksIsAFinding() throws {
        let result = try Self.run("Kettle(size: 2).simmer()\nKettle.make().simmer()\nUrn.on(\"top\").refill()")
        #expect(
            result.findings == [
                "4: 'Kettle.simmer' is documented but 'Kettle' has no public method of that name: the document calls it on"
                    + " the result of 'Kettle(…)'",
                "5: 'Kettle.simmer' is documented but 'Kettle' has no public method of that name: the document calls it on"
                    + " the result of 'Kettle.make(…)'",
                "6: 'Urn.refill' is documented but 'Urn' has no public method of that name: the document calls it on the"
                    + " result of 'Urn.on(…)'",
            ]
        )
    }

    @Test func anAccessorWrittenAsACallHasItsPropertysType() throws {
        let result = try Self.run("Urn.main().pour(cups: 2)\nUrn.main().drain()")
        #expect(result.findings.contains { $0.hasPrefix("5: 'Urn.drain' is documented but 'Urn' has no public method") })
        #expect(!result.findings.contains { $0.contains("pour") })
    }

    @Test func aSupertypeOfAnotherModuleMayDeclareItSoItIsANote() throws {
        let result = try Self.run("Samovar(name: \"big\").brew()")
        #expect(result.findings.isEmpty)
        #expect(result.notes.contains { $0.hasPrefix("4: 'brew(…)' on the result of 'Samovar(…)': 'Samovar' has no public method") })
    }

    @Test func aResultOfNoTypeOfTheModuleIsANote() throws {
        let result = try Self.run("Kettle.choose(for: 2).simmer()")
        #expect(result.findings.isEmpty)
        #expect(
            result.notes.contains { $0.hasPrefix("4: 'simmer(…)' is called on the result of 'Kettle.choose(…)', whose type is not known") }
        )
    }

    @Test func anotherLibrarysResultClaimsNothing() throws {
        let result = try Self.run("Text(\"Hi\").padding()\nUIView(frame: .zero).layoutIfNeeded()")
        #expect(result.findings.isEmpty)
        #expect(!result.notes.contains { $0.contains("on the result of") })
    }
}
