import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// Claims whose subject a page gives by its shape rather than by name: a property table under a topic heading
/// (`## Look`) on a page titled by a type, a call through a property of `self`, a case passed as a call's value.
/// The code and the pages are our own.
@Suite struct PageSubjectTests {
    static let code = """
        import Foundation
        public enum Glow { case dim, warm, bright }
        public struct Lantern {
            public init(wick: String) {}
            public var flame: Double = 1
            public var glow: Glow = .warm
            public var handle: String = ""
            public var hook: Bool = false
            public func light(glow: Glow, after: Double = 0) {}
            public func hang(at spot: Glow) {}
            public func hang(at spot: CGPoint) {}
            public func shine<T>(with value: T, times: Int = 1) {}
            public static var shared: Lantern { Lantern(wick: "") }
        }
        open class Beacon: NSObject {
            public var sweep: Double = 1
            public var beam: String = ""
            public var pulse: Bool = false
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lamps", sources: ["Lamps.swift": code])

    static func run(_ page: String, named name: String = "Lantern.md") throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: name, against: try #require(Self.graphs), module: "Lamps")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    static func tablePage(title: String, rows: [String]) -> String {
        """
        # \(title)

        ## Look and feel

        | Property | Description |
        | --- | --- |
        \(rows.map { "| `\($0)` | What it sets. |" }.joined(separator: "\n"))
        """
    }

    // MARK: A table under a topic heading

    @Test func topicTableIsThePageTypesWhenItsNamesAreThatTypes() throws {
        let clean = try Self.run(Self.tablePage(title: "Lantern", rows: ["flame", "glow", "handle", "hook"]))
        #expect(clean.findings.isEmpty)
        #expect(clean.notes.isEmpty)
        let misspelt = try Self.run(Self.tablePage(title: "Lantern", rows: ["flame", "glow", "handel", "hook"]))
        #expect(misspelt.findings.count == 1)
        #expect(misspelt.findings.first?.hasPrefix("9: 'handel' is documented but is neither a public property of 'Lantern'") == true)
    }

    @Test func topicTableOfAnotherTypesNamesStaysUncompared() throws {
        // Two of four names are the page type's: the table may describe something else.
        let result = try Self.run(Self.tablePage(title: "Lantern", rows: ["flame", "glow", "candle", "shade"]))
        #expect(result.findings.isEmpty)
        #expect(result.notes.contains { $0.contains("'Look and feel' has no public type of that name") })
    }

    @Test func topicTableOfAViewClassLeavesUnseenInheritedNamesUncompared() throws {
        // `Beacon` inherits from a type of another module: `classForCoder` may be that type's.
        let result = try Self.run(
            Self.tablePage(title: "Beacon", rows: ["sweep", "beam", "pulse", "classForCoder"]),
            named: "Beacon.md"
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.contains { $0.contains("'classForCoder' is not a public property of 'Beacon', but it may inherit one") })
        // A name that supertype is known not to declare is certainly not inherited, as for an assignment.
        let absent = try Self.run(Self.tablePage(title: "Beacon", rows: ["sweep", "beam", "pulse", "opacity"]), named: "Beacon.md")
        #expect(absent.findings.count == 1)
        // A name one letter from one of its own is a misspelling, whatever the supertype holds.
        let misspelt = try Self.run(Self.tablePage(title: "Beacon", rows: ["sweep", "beam", "pulse", "beams"]), named: "Beacon.md")
        #expect(misspelt.findings.count == 1)
    }

    @Test func aPropertysStatedDefaultIsANoteAndAParametersIsCompared() throws {
        let page = """
            # Lantern

            The `Lantern` settings:

            - `flame`: how tall it burns. Default is `2`.
            - `hook`: whether it hangs. Default is `false`.
            - `wick`: what burns. Default is `"cotton"`.
            """
        let result = try Self.run(page)
        // The graph prints `var flame: Double`, never its initial value; an initializer's parameter prints its default.
        #expect(result.notes.filter { $0.contains("symbol graphs do not record a property's initial value") }.count == 2)
        #expect(result.findings.count == 1)
        #expect(result.findings.first.map { $0.contains("'wick'") && $0.contains("default") } == true)
    }

    // MARK: Calls through a property of self

    @Test func callThroughAPropertyOfSelfIsCompared() throws {
        let page = """
            # Lantern

            ```swift
            self.lantern.light(shine: .warm)
            self.light(shine: .warm)
            ```
            """
        let result = try Self.run(page)
        // The first calls the library through a property; the second is the reader's own method.
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("4: parameter 'shine' is documented") == true)
    }

    // MARK: A case passed as a value

    @Test func caseTheParametersEnumerationLacksIsAFinding() throws {
        let page = """
            # Lantern

            ```swift
            lamp.light(glow: .warm, after: 2)
            lamp.light(glow: .blazing)
            lamp.light(glow: nil)
            ```
            """
        let result = try Self.run(page)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("5: case 'blazing' of enumeration 'Glow' is documented but not in the code") == true)
    }

    @Test func caseAnOverloadOfAnotherModulesTypeMayTakeIsANote() throws {
        let page = """
            # Lantern

            ```swift
            lamp.hang(at: .dim)
            lamp.hang(at: .zero)
            ```
            """
        let result = try Self.run(page)
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.hasPrefix("5: '.zero' is not a case of 'Glow', but another overload") == true)
    }
}
