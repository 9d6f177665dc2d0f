import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A class whose graph names no supertype is a root Swift class: every member it has is in the graph, so a setting
/// or a method the page uses and the class lacks is a finding. A class with a superclass of another module may
/// inherit the name: a note. The code and the pages are our own.
@Suite struct RootClassMemberTests {
    static let code = """
        import Foundation
        public final class Kettle {
            nonisolated(unsafe) public static let shared = Kettle()
            public var whistles = true
            public func boil() {}
        }
        public final class Teapot: Operation, @unchecked Sendable {
            nonisolated(unsafe) public static let shared = Teapot()
            public var steeps = true
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Kitchen", sources: ["Kitchen.swift": code])

    static func verify(_ usage: String) throws -> (findings: [String], notes: [String]) {
        let page = "# Kitchen\n\n```swift\n\(usage)\n```\n"
        let result = try DocShapeTests.verify(page, named: "README.md", against: try #require(Self.graphs), module: "Kitchen")
        return (result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }, result.coverage.notCompared.map(\.message))
    }

    @Test func aRootClassesSharedInstanceSettingsAreCompared() throws {
        #expect(try Self.verify("Kettle.shared.whistles = false\nKettle.shared.boil()").findings.isEmpty)
        let read = try Self.verify("Kettle.shared.sings = false")
        #expect(read.findings.count == 1)
        #expect(read.findings.first?.hasPrefix("4: 'Kettle.sings' is documented but 'Kettle' has no public property") == true)
    }

    @Test func aRootClassLacksAMethodCertainly() throws {
        let read = try Self.verify("Kettle.shared.simmer()")
        #expect(read.findings.count == 1)
        #expect(read.findings.first?.contains("simmer") == true)
    }

    @Test func aClassWithAnotherModulesSuperclassMayInheritTheName() throws {
        let read = try Self.verify("Teapot.shared.pours = false")
        #expect(read.findings.isEmpty)
        #expect(read.notes.contains { $0.contains("'pours'") && $0.contains("may inherit") })
    }
}
