import Foundation
import SpecParser
import Testing

@testable import APIVerification

/// UIKit's appearance proxy (`Lantern.appearance()`) is declared to return the receiving type, so what a page sets on a
/// variable bound to it is a claim about that type's properties. The code and the pages are our own.
@Suite struct AppearanceProxyBindingTests {
    static let code = """
        import Foundation
        open class Lantern: NSObject {
            public var glow: Double = 0.5
            public var wickLength: Int = 2
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lanterns", sources: ["Lantern.swift": code])

    static func findings(_ code: String) throws -> [String] {
        let page = "# Lantern\n\nStyle every lantern at once:\n\n```swift\n\(code)\n```\n"
        let result = try DocShapeTests.verify(page, named: "Lantern.md", against: try #require(Self.graphs), module: "Lanterns")
        return result.diagnostics.findings.map(\.message)
    }

    @Test func aProxyBindsItsVariableToTheReceivingType() {
        let code = """
            let look = Lantern.appearance()
            let nested = Lantern.appearance(whenContainedInInstancesOf: [Shelf.self])
            let made = Lantern.appearanceSettings()
            """
        let found = VariableBindings.bindings(in: code).map { "\($0.name): \($0.type ?? "?")" }
        #expect(found == ["look: Lantern", "nested: Lantern", "made: ?"])
    }

    @Test func propertiesTheTypeHasAreClean() throws {
        #expect(try Self.findings("let look = Lantern.appearance()\nlook.glow = 0.8\nlook.wickLength = 3").isEmpty)
    }

    @Test func aPropertyTheTypeLacksIsAFinding() throws {
        let found = try Self.findings("let look = Lantern.appearance()\nlook.glow = 0.8\nlook.flicker = 3")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("'Lantern.flicker' is documented but 'Lantern' has no public property") == true)
    }
}
