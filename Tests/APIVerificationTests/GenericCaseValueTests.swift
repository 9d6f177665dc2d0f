import Foundation
import Testing

@testable import APIVerification

/// A leading-dot value passed where an overload takes a generic parameter constrained to the module's protocol names
/// only a static member that protocol's extensions declare; when it has none of that name, the overload cannot take
/// the value, and a case the enumeration of the other overload lacks is certain. The code and the pages are our own.
@Suite struct GenericCaseValueTests {
    static let code = """
        public protocol Mood {}
        public enum Weather: Mood { case sunny, rainy }
        extension Mood where Self == Weather {
            public static var drizzly: Weather { .rainy }
        }
        public struct Sky {
            public static func show(_ text: String, mood: Weather = .sunny) {}
            public static func show<T: Mood>(_ text: String, mood: T) {}
            public static func paint(_ text: String, mood: Weather) {}
            public static func paint<T>(_ text: String, mood: T) where T: CustomStringConvertible {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Skies", sources: ["Sky.swift": code])

    static func run(_ code: String) throws -> (findings: [String], notes: [String]) {
        let page = "# Sky\n\nShow it:\n\n```swift\n\(code)\n```\n"
        let result = try DocShapeTests.verify(page, named: "Sky.md", against: try #require(Self.graphs), module: "Skies")
        return (result.diagnostics.findings.map(\.message), result.coverage.notCompared.map(\.message))
    }

    @Test func theConstraintIsReadFromEitherSpelling() {
        #expect(Self.constraint("T", "func show<T>(_ text: String, mood: T) where T : Mood") == "Mood")
        #expect(Self.constraint("T", "func show<T: Mood>(_ text: String, mood: T)") == "Mood")
        #expect(Self.constraint("T", "func show<T>(_ text: String, mood: T)") == "-")
        #expect(Self.constraint("Weather", "func show<T: Mood>(_ text: String, mood: Weather)") == nil)
    }

    static func constraint(_ type: String, _ declaration: String) -> String? {
        ComponentVerification.genericConstraint(of: type, in: declaration).map { $0 ?? "-" }
    }

    @Test func aCaseNeitherOverloadCanTakeIsAFinding() throws {
        let result = try Self.run("Sky.show(\"Hi\", mood: .stormy)")
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.hasPrefix("case 'stormy' of enumeration 'Weather' is documented but not in the code") == true)
    }

    @Test func aCaseOrTheProtocolsStaticMemberIsClean() throws {
        let result = try Self.run("Sky.show(\"Hi\", mood: .rainy)\nSky.show(\"Hi\", mood: .drizzly)")
        #expect(result.findings.isEmpty)
    }

    @Test func aGenericOfAnotherModulesProtocolLeavesItNotCompared() throws {
        let result = try Self.run("Sky.paint(\"Hi\", mood: .stormy)")
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
    }
}
