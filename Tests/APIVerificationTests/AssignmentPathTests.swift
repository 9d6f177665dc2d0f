import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A static property set on the type itself (`Glass.defaultGlow = 2`) and a member reached through a property
/// (`lantern.glass.tint = …`) are claims too: the type's own, and the type the code declares for the property reached.
/// The code and the pages are our own.
@Suite struct AssignmentPathTests {
    static let code = """
        import Foundation
        public struct Glass {
            public init() {}
            nonisolated(unsafe) public static var defaultGlow: Int = 1
            public var tint: String = ""
            public var frame: Frame = Frame()
        }
        public struct Frame {
            public init() {}
            public var width: Int = 1
        }
        public final class Lantern {
            public init() {}
            public var glass: Glass = Glass()
            public var spare: Glass? = nil
            public var label: String = ""
            public var pair: (Int, Int) = (0, 0)
            public func restyle(_ change: (Glass) -> Void) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lanterns", sources: ["Lantern.swift": code])

    static func run(_ code: String) throws -> (findings: [String], notes: [String]) {
        let page = """
            # Lantern

            Set it up:

            ```swift
            \(code)
            ```
            """
        let result = try DocShapeTests.verify(page, named: "Lantern.md", against: try #require(Self.graphs), module: "Lanterns")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    // MARK: Reading

    @Test func aStaticPropertySetOnATypeIsRead() {
        let read = StaticMemberAssignments.assignments(in: "Lantern.defaultGlow = 3\nLantern.shared.label = \"x\"")
        #expect(read.map { "\($0.variable) \($0.property) \($0.value ?? "-")" } == ["Lantern defaultGlow 3", "Lantern.shared label \"x\""])
    }

    @Test func theMembersAfterThePropertyAreKept() {
        let read = VariableBindings.assignments(in: "lantern.glass?.frame.width = 2\nlantern.label = \"\"")
        #expect(read.map(\.through) == [["frame", "width"], []])
        #expect(read.first?.value == nil)
    }

    @Test func aComparisonOrACommentSetsNothingOnAType() {
        #expect(StaticMemberAssignments.assignments(in: "if Lantern.defaultGlow == 3 {}\n// Lantern.defaultGlow = 3").isEmpty)
    }

    // MARK: Verifying

    @Test func aStaticPropertyTheTypeHasIsClean() throws {
        let result = try Self.run("Glass.defaultGlow = 3")
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
    }

    @Test func aStaticPropertyTheTypeLacksIsAFinding() throws {
        let result = try Self.run("Glass.defaultGlowing = 3")
        #expect(
            result.findings == [
                "6: 'Glass.defaultGlowing' is documented but 'Glass' has no public property of that name: the document"
                    + " sets it on the type itself"
            ]
        )
    }

    @Test func anotherModulesTypeClaimsNothing() throws {
        let result = try Self.run("UIView.areAnimationsEnabled = false")
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
    }

    @Test func aMemberReachedThroughAPropertyIsOneOfItsType() throws {
        let clean = try Self.run("let lantern = Lantern()\nlantern.glass.tint = \"amber\"\nlantern.spare?.frame.width = 2")
        #expect(clean.findings.isEmpty)
        #expect(clean.notes.isEmpty)
        let drift = try Self.run("let lantern = Lantern()\nlantern.glass.frame.height = 2")
        #expect(drift.findings.count == 1)
        #expect(drift.findings.first?.hasPrefix("7: 'Frame.height' is documented but 'Frame' has no public property") == true)
    }

    @Test func aMemberOfAnotherModulesOrAnUnnamedTypeClaimsNothing() throws {
        let result = try Self.run("let lantern = Lantern()\nlantern.label.anything = 1\nlantern.pair.0 = 1")
        #expect(result.findings.isEmpty)
    }

    @Test func aMemberReachedThroughAClosureParameterIsOneOfItsType() throws {
        let drift = try Self.run("let lantern = Lantern()\nlantern.restyle { glass in\n    glass.frame.depth = 1\n}")
        #expect(drift.findings.count == 1)
        #expect(drift.findings.first?.contains("'Frame.depth' is documented") == true)
        let clean = try Self.run("let lantern = Lantern()\nlantern.restyle { glass in\n    glass.frame.width = 1\n}")
        #expect(clean.findings.isEmpty)
    }
}
