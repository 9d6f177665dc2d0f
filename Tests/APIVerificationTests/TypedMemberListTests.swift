import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A list item whose code span writes a property with its type (`Lamp.shared.wick: Int`, or `wick: Int` under a
/// heading naming the type) is a claim about that type's property; with no type to tie it to, it is a located "not
/// compared" note, never silence. The code and the pages are our own.
@Suite struct TypedMemberListTests {
    static let code = """
        public class Fixture {
            public var socket: String = "E27"
        }
        public protocol Dimmable {
            var dimmed: Bool { get }
        }
        public final class Lamp: Fixture, Dimmable {
            nonisolated(unsafe) public static let shared = Lamp()
            public var wick: Int = 2
            public var shade: String = "linen"
            public var dimmed: Bool = false
        }
        public struct Bulb {
            public init() {}
            public var watts: Double = 40
            public var frosted: Bool = true
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lighting", sources: ["Lighting.swift": code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Lamp.md", against: try #require(Self.graphs), module: "Lighting")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    /// `dimmed` is also a requirement of a protocol `Lamp` conforms to: the type's own declaration is the one compared.
    @Test func membersOfTheSharedInstanceAreTheTypesProperties() throws {
        let result = try Self.run(
            """
            # Lamp

            Tune the one lamp:

            - `Lamp.shared.wick: Int` - how many wicks burn.
            - `Lamp.shared.dimmed: String` - whether it is dimmed.
            - `Lamp.shared.glare: Bool` - whether it dazzles.
            - `Lamp.shared.socket: String` - the socket it fits, from the fixture it is.
            """
        )
        #expect(
            result.findings == [
                "6: type of parameter 'dimmed' differs: the document has 'String', the code's property 'Lamp.dimmed' has 'Bool'",
                "7: 'Lamp.glare' is documented but 'Lamp' has no public property of that name",
            ]
        )
        #expect(result.notes.isEmpty)
    }

    @Test func aTypedMemberUnderAHeadingNamingItsTypeIsThatTypes() throws {
        let result = try Self.run(
            """
            # Lamp

            ## Bulb

            - `watts: Int` sets how much it draws.
            """
        )
        #expect(
            result.findings == [
                "5: type of parameter 'watts' differs: the document has 'Int', the code's property 'Bulb.watts' has 'Double'"
            ]
        )
    }

    @Test func aTypedMemberTheTypeHasIsNoFinding() throws {
        let result = try Self.run(
            """
            # Lamp

            ## Bulb

            - `watts: Double` sets how much it draws.
            - `Bulb.frosted: Bool` - whether its glass is frosted.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
    }

    @Test func aTypedMemberWithNoTypeToTieItToIsANote() throws {
        let result = try Self.run(
            """
            Some settings:

            - `brightness: Double` - how bright it is.
            - `lamp.wick: Int` - set on your own lamp.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 2, "\(result.notes)")
        #expect(result.notes.first?.hasPrefix("3: `brightness: Double`: a property with its type under no heading") == true)
        #expect(result.notes.last?.hasPrefix("4: `lamp.wick: Int`: a property reached through 'lamp', which names no type") == true)
    }

    @Test func anInitialValueInTheSpanIsNotedNotCompared() throws {
        let result = try Self.run(
            """
            # Lamp

            - `Lamp.shared.shade: String = "silk"` - the shade's cloth.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.contains("initial value") == true)
    }

    @Test func valuesAndCallsInSpansAreNoTypedMembers() throws {
        let result = try Self.run(
            """
            # Lamp

            ## Bulb

            - `watts: 60` for a brighter room.
            - `shade: "paper"` for a softer one.
            - `dim(by: Double)` lowers it.
            """
        )
        #expect(result.findings.filter { $0.contains("watts") || $0.contains("shade") }.isEmpty)
        #expect(result.notes.filter { $0.contains("watts") || $0.contains("shade") }.isEmpty)
    }

    @Test func typedItemsUnderAHeadingNamingAFunctionAreItsParametersNotTheTypesProperties() throws {
        let result = try Self.run(
            """
            # Lamp

            ## Bulb

            ### fade(to:over:)

            - `level: Double` - how dim it ends.
            - `seconds: Double` - how long it takes.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
    }

    @Test func aParagraphOpeningWithAnOwnedTypedMemberIsTheSameClaim() throws {
        let result = try Self.run(
            """
            # Lamp

            `Lamp.shared.dimmed: String` -> whether it is dimmed.

            `Lamp.shared.wick: Int` -> how many wicks burn.
            """
        )
        #expect(
            result.findings == [
                "3: type of parameter 'dimmed' differs: the document has 'String', the code's property 'Lamp.dimmed' has 'Bool'"
            ]
        )
        // A span inside a sentence is no definition.
        let prose = try Self.run("# Lamp\n\nWe once wrote `Lamp.shared.dimmed: String` here.\n")
        #expect(prose.findings.isEmpty)
        #expect(prose.notes.count == 1)
    }
}
