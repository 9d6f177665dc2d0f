import Foundation
import SpecModel
import Testing

@testable import APIVerification

/// An argument written `.init(…)` calls an initializer of the parameter's type: compared as that type's initializer
/// when it is the module's and every overload taking the call's labels agrees on it; another module's type (a
/// platform's `.init(width:height:)`) or overloads that disagree leave it silent. The code and the pages are our own.
@Suite struct ImplicitInitializerArgumentTests {
    static let code = """
        public struct Size {}
        public struct Lamp {
            public init(setup: LampSetup) {}
            public init(glow: Double, size: Size? = nil) {}
        }
        public struct LampSetup {
            public init(wattage: Int, shade: String = "linen", dimmable: Bool = false) {}
        }
        public enum Fixture {
            case hanging(LampSetup)
            case standing(Double)
        }
        public enum Mount {
            case standing(LampSetup)
        }
        public func hang(_ fixture: Fixture) {}
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lamps", sources: ["Lamps.swift": code])

    static func findings(_ example: String) throws -> [String] {
        let page = "# Lamps\n\n## Usage\n\n```swift\n\(example)\n```\n"
        let result = try DocShapeTests.verify(page, named: "Lamps.md", against: try #require(Self.graphs), module: "Lamps")
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func theParameterTypesInitializerTakesTheLabels() throws {
        #expect(try Self.findings("let lamp = Lamp(setup: .init(wattage: 40, shade: \"paper\"))").isEmpty)
        #expect(try Self.findings("let lamp = Lamp(setup: .init(\n    wattage: 40,\n    dimmable: true\n))").isEmpty)
    }

    @Test func aLabelTheInitializerLacksIsAFindingOnItsLine() throws {
        let found = try Self.findings("let lamp = Lamp(setup: .init(\n    wattage: 40,\n    shading: \"paper\"\n))")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("8: parameter 'shading' is documented but the code's 'LampSetup.init(") == true)
    }

    @Test func aCasePayloadGivesTheTypeToo() throws {
        let found = try Self.findings("hang(.hanging(.init(wattage: 40, shading: \"x\")))")
        #expect(found.count == 1)
        #expect(found.first?.contains("parameter 'shading' is documented but the code's 'LampSetup.init(") == true)
    }

    @Test func anotherModulesTypeOrDisagreeingOverloadsStaySilent() throws {
        // A platform's type (`CGSize`, SwiftUI's `EdgeInsets`): nothing of the module's is called.
        #expect(try Self.findings("let frame = CGRect(origin: .zero, size: .init(width: 2, height: 3))").isEmpty)
        #expect(try Self.findings("Text(\"Hi\").padding(.init(top: 1, leading: 2))").isEmpty)
        // `.standing(…)` is a case of two enumerations, one taking a `Double`: no one type for the argument.
        #expect(try Self.findings("let mount = Mount.wall\nhang(.standing(.init(wattage: 40, shading: \"x\")))").isEmpty)
    }
}
