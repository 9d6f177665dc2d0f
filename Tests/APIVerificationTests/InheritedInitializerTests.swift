import Foundation
import Testing

@testable import APIVerification

/// A subclass that declares no initializer of its own is built with its superclass's (Swift inherits them): a call of
/// the subclass is compared with those. The code and the pages are our own.
@Suite struct InheritedInitializerTests {
    static let code = """
        import Foundation
        open class Knob: NSObject {
            public init(size: Int, detents: Int = 8) {}
        }
        public final class BrassKnob: Knob {}
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Knobs", sources: ["Knobs.swift": code])

    static func findings(_ call: String) throws -> [String] {
        let page = "# Knob\n\n```swift\nlet knob = \(call)\n```\n"
        return try DocShapeTests.verify(page, named: "Knob.md", against: try #require(Self.graphs), module: "Knobs")
            .diagnostics.findings.map(\.message)
    }

    @Test func theSuperclassesLabelsAreClean() throws {
        #expect(try Self.findings("BrassKnob(size: 3)").isEmpty)
        #expect(try Self.findings("BrassKnob(size: 3, detents: 12)").isEmpty)
    }

    @Test func aLabelTheSuperclassesInitializerLacksIsAFinding() throws {
        let found = try Self.findings("BrassKnob(size: 3, clicks: 12)")
        #expect(found.count == 1)
        #expect(found.first?.contains("'clicks'") == true)
        #expect(found.first?.contains("Knob.init(size:detents:)") == true)
    }
}
