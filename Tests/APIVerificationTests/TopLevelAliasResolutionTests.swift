import Foundation
import Testing

@testable import APIVerification

/// A name written alone resolves as the source resolves it: to the module's top-level declaration of that name (here a
/// typealias of the module's own class) before enumerations of the same name nested in extensions of other types.
/// Our own code and page.
@Suite struct TopLevelAliasResolutionTests {
    static let code = """
        public typealias Kettle = KettleController
        public final class KettleController {
            public init(volume: Double = 1.5, whistles: Bool = true) {}
            public var spoutColors: [String] = []
        }
        extension Double {
            public enum Kettle { public static let boilSeconds = 90.0 }
        }
        extension String {
            public enum Kettle { public static let greeting = "" }
        }
        """
    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Kettles", sources: ["Kettle.swift": code])

    static func page(_ property: String) -> String {
        """
        # Kettle

        ```swift
        let kettle = Kettle(volume: 1.5)
        kettle.\(property) = ["red"]
        ```
        """
    }

    static func run(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Kettle.md", against: try #require(Self.graphs), module: "Kettles")
        return (result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }, result.coverage.notCompared.map(\.message))
    }

    @Test func thePropertyIsTheAliasedClasssAndCompared() throws {
        let clean = try Self.run(Self.page("spoutColors"))
        #expect(clean.findings.isEmpty)
        #expect(clean.notes.isEmpty)
        let drifted = try Self.run(Self.page("spoutColours"))
        #expect(drifted.findings.count == 1)
        #expect(drifted.findings.first?.hasPrefix("5: ") == true)
    }

    @Test func aNestedNameAloneStaysAmbiguous() throws {
        // Without the top-level alias, `Kettle` ends only nested enumerations: which one is unsure, so nothing is claimed.
        let code = Self.code.replacingOccurrences(of: "public typealias Kettle = KettleController\n", with: "")
        let graphs = try #require(try? SymbolGraphFixture.graph(module: "Kettles", sources: ["Kettle.swift": code]))
        let page = Self.page("spoutColours").replacingOccurrences(of: "Kettle(volume: 1.5)", with: "Kettle.make()")
            .replacingOccurrences(of: "let kettle = ", with: "let kettle: Kettle = ")
        let result = try DocShapeTests.verify(page, named: "Kettle.md", against: graphs, module: "Kettles")
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("'Kettle' names 2 types") })
    }
}
