import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// What a page claims by the shape of what it writes: a call that writes a default is a declaration and lists every
/// parameter; `Type(…)` claims an initializer; a parameter table naming nearly all of a callable's parameters in
/// order is its whole list. The code and the pages are our own.
@Suite struct DeclarationClaimTests {
    static let code = """
        public struct Lamp {
            public init() {}
            public func glow(isOn: Bool, level: Double = 1, hue: Int = 0, onFade: (() -> Void)? = nil) -> Lamp { self }
            public func shine(a: Int = 1, b: Int = 2, c: Int = 3, d: Int = 4, e: Int = 5) -> Lamp { self }
        }
        public enum LampShade {
            case shade(width: Double? = nil, height: Double? = nil)
            case bare
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lamps", sources: ["Lamp.swift": code])

    static func findings(_ page: String) throws -> [String] {
        let result = try DocShapeTests.verify(page, named: "Lamp.md", against: try #require(Self.graphs), module: "Lamps")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    static func page(_ code: String) -> String { "# Lamp\n\n```swift\n\(code)\n```\n" }

    // MARK: A call that writes a default

    @Test func aCallWritingADefaultListsEveryParameter() throws {
        let found = try Self.findings(Self.page(".glow(isOn: Bool, level: Double = 1)"))
        // The closure last may be a trailing closure; `hue` is left out of the declaration.
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("4: parameter 'hue: Int' of the code's") == true)
        #expect(found.first?.hasSuffix("is not documented") == true)
        // A value beside the types does not make it a usage.
        #expect(try Self.findings(Self.page(".glow(isOn: Bool, level: Double = 1, hue: 2)")).isEmpty)
    }

    @Test func aCallWritingADefaultClaimsABareClosureRequiredAndNotOptional() throws {
        let found = try Self.findings(Self.page(".glow(isOn: Bool, level: Double = 1, hue: Int = 0, onFade: () -> ())"))
        #expect(found.count == 2)
        #expect(found.contains { $0.hasPrefix("4: type of parameter 'onFade' differs: the document has '() -> ()'") })
        #expect(found.contains { $0.hasPrefix("4: parameter 'onFade' is required in the document") })
        // Without defaults written, a closure is the code's optional closure that defaults to nil.
        #expect(try Self.findings(Self.page(".glow(isOn: Bool, level: Double, hue: Int, onFade: () -> ())")).isEmpty)
    }

    @Test func aCallWritingNoDefaultClaimsNoWholeList() throws {
        #expect(try Self.findings(Self.page(".glow(isOn: Bool, level: Double)")).isEmpty)
        #expect(try Self.findings(Self.page("Lamp().glow(isOn: true, level: 2)")).isEmpty)
    }

    // MARK: An enumeration written as if built

    @Test func anEnumerationCalledByItsNameHasNoInitializer() throws {
        let found = try Self.findings(Self.page("LampShade(width: Double?, height: Double?)"))
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("4: 'LampShade(…)' is documented but the code's enumeration 'LampShade' has no public initializer")
                == true
        )
    }

    @Test func anEnumerationCaseWrittenAsACaseIsClean() throws {
        #expect(try Self.findings(Self.page(".shade(width: Double?, height: Double?)")).isEmpty)
    }

    // MARK: A parameter table after usage code

    static func table(_ rows: [String]) -> String {
        "# Lamp\n\n```swift\nLamp().shine(a: 2)\n```\n\n### Parameters\n\n| parameter | type | default |\n| --- | --- | --- |\n"
            + rows.map { "| \($0) | Int | 1 |" }.joined(separator: "\n") + "\n"
    }

    @Test func aTableOfNearlyEveryParameterInOrderIsTheWholeList() throws {
        let found = try Self.findings(Self.table(["a", "b", "c", "d"]).replacingOccurrences(of: "| Int | 1 |", with: "| Int | |"))
        #expect(found.count == 1)
        #expect(found.first?.contains("parameter 'e: Int' of the code's") == true)
        // A row renamed in the code keeps its place: its own finding, and the list still reads whole.
        let renamed = Self.table(["z", "b", "c", "d"]).replacingOccurrences(of: "| z | Int | 1 |", with: "| z | String | |")
            .replacingOccurrences(of: "| Int | 1 |", with: "| Int | |")
        let both = try Self.findings(renamed)
        #expect(both.count == 2)
        #expect(both.contains { $0.contains("parameter 'z' is documented but") })
        #expect(both.contains { $0.contains("parameter 'e: Int' of the code's") })
    }

    @Test func aShortOrReorderedTableMayNameOnlySome() throws {
        let short = Self.table(["a", "b", "c"]).replacingOccurrences(of: "| Int | 1 |", with: "| Int | |")
        #expect(try Self.findings(short).isEmpty)
        let reordered = Self.table(["a", "c", "b", "d"]).replacingOccurrences(of: "| Int | 1 |", with: "| Int | |")
        #expect(try Self.findings(reordered).isEmpty)
        // Leaving one out in the middle is a choice of what to show, not a list that predates a parameter.
        let skipping = Self.table(["a", "b", "c", "e"]).replacingOccurrences(of: "| Int | 1 |", with: "| Int | |")
        #expect(try Self.findings(skipping).isEmpty)
    }
}
