import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A table of options that no heading or sentence gives an owner is about what the code beside it calls with two or
/// more of its names as argument labels; with no such code, its names alone may give one type, or a protocol the tied
/// types all conform to. Our own code and pages.
@Suite struct TableBesideCallTests {
    static let code = """
        public struct Lantern {
            public struct Options {
                public let brightness: Double
                public let colour: String
                public let blinks: Bool
                public enum Step { case fade(by: Double), glow(level: Int), pulse }
            public init(
                brightness: Double = 0.8, colour: String = "amber", blinking blinks: Bool = false, tags: [String]? = nil,
                steps: [Step] = [.fade(by: 1), .glow(level: 2)]
            ) {
                    self.brightness = brightness
                    self.colour = colour
                    self.blinks = blinks
                }
            }
            public static func light(_ name: String, options: Options = Options()) -> Lantern { Lantern() }
        }
        public protocol Shade {
            var tint: Double { get set }
            var depth: Double { get set }
            var glow: Bool { get set }
        }
        public struct PlainShade: Shade {
            public var tint: Double = 0
            public var depth: Double = 1
            public var glow: Bool = false
            public init() {}
        }
        public struct DimShade: Shade {
            public var tint: Double = 0.2
            public var depth: Double = 3
            public var glow: Bool = true
            public init() {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lanterns", sources: ["Lantern.swift": code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "README.md", against: try #require(Self.graphs), module: "Lanterns")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    /// A section with an options table (blinking's default stated as `blinking`), then `code` after it.
    static func page(blinking: String, codeBefore: String = "", codeAfter: String = "") -> String {
        """
        # Lanterns

        ## Settings

        \(codeBefore.isEmpty ? "" : "```swift\n\(codeBefore)\n```\n")
        These options are available:

        | Name | Type | Default |
        |---|---|---|
        | `brightness` | `Double` | `0.8` |
        | `colour` | `String` | `"amber"` |
        | `blinking` | `Bool` | `\(blinking)` |

        \(codeAfter.isEmpty ? "" : "```swift\n\(codeAfter)\n```\n")
        """
    }

    static let callPassingTwo = "let options = Lantern.Options(brightness: 0.5, colour: \"red\")"

    @Test func codeAfterTheTablePassingTwoOfItsNamesMakesTheRowsThatCallsParameters() throws {
        #expect(try Self.run(Self.page(blinking: "false", codeAfter: Self.callPassingTwo)).findings.isEmpty)
        let drift = try Self.run(Self.page(blinking: "true", codeAfter: Self.callPassingTwo)).findings
        #expect(drift.count == 1)
        #expect(drift.first?.hasPrefix("12: ") == true)
        #expect(drift.first?.contains("blink") == true)
    }

    @Test func codeAboveTheTableInItsSectionTiesItToo() throws {
        let drift = try Self.run(Self.page(blinking: "true", codeBefore: Self.callPassingTwo)).findings
        #expect(drift.count == 1)
        #expect(drift.first?.contains("blink") == true)
    }

    @Test func aCallPassingOneNameOrNoCodeClaimsNothing() throws {
        let one = "let options = Lantern.Options(brightness: 0.5)"
        #expect(try Self.run(Self.page(blinking: "true", codeAfter: one)).findings.isEmpty)
        let alone = try Self.run(Self.page(blinking: "true"))
        #expect(alone.findings.isEmpty)
        // The rows' names give no type (`blinking` is a label, the property is `blinks`): said, not passed over.
        #expect(alone.notes.contains { $0.hasPrefix("8: ") && $0.contains("not compared") })
    }

    /// A table of properties under a heading naming no type: `tint`, `depth`, then a third row.
    static func propertyPage(third: String) -> String {
        """
        # Lantern shades

        ## Configuration Reference

        All the properties you can set:

        | Property | Type | Description |
        |---|---|---|
        | `tint` | `Double` | How warm. |
        | `depth` | `Double` | How deep. |
        | \(third) | How bright. |
        """
    }

    @Test func namesEveryTypeOfAProtocolSharesAreItsRequirements() throws {
        #expect(try Self.run(Self.propertyPage(third: "`glow` | `Bool`")).findings.isEmpty)
        let wrongType = try Self.run(Self.propertyPage(third: "`glow` | `Int`")).findings
        #expect(wrongType.count == 1)
        #expect(wrongType.first?.hasPrefix("11: ") == true)
        #expect(wrongType.first?.contains("Shade") == true)
    }

    @Test func namesTypesShareWithoutAProtocolGiveNoSubject() throws {
        let code = """
            public struct Wick {
                public var tint: Double = 0
                public var depth: Double = 1
                public var glow: Bool = false
            }
            public struct Candle {
                public var tint: Double = 0
                public var depth: Double = 1
                public var glow: Bool = false
            }
            """
        let graphs = try SymbolGraphFixture.graph(module: "Wicks", sources: ["Wick.swift": code])
        let page = Self.propertyPage(third: "`glow` | `Int`")
        let result = try DocShapeTests.verify(page, named: "README.md", against: graphs, module: "Wicks")
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.notCompared.contains { $0.message.contains("not compared") })
    }

    /// The options table with one more row, `row`, and code after it passing two of its names.
    static func findings(row: String) throws -> [String] {
        let page = Self.page(blinking: "false", codeAfter: Self.callPassingTwo).replacingOccurrences(
            of: "| `blinking` | `Bool` | `false` |",
            with: "| `blinking` | `Bool` | `false` |\n\(row)"
        )
        // The rows other than `row` leave the initializer's other parameters unlisted: not what these tests are about.
        return try Self.run(page).findings.filter { !$0.contains("is not documented") }
    }

    @Test func aTypeCellMayLeaveOptionalityAndArrayBracketsUnsaid() throws {
        #expect(try Self.findings(row: "| `tags` | `String` | |").isEmpty)
        #expect(try Self.findings(row: "| `tags` | `[String]` | |").isEmpty)
        let wrong = try Self.findings(row: "| `tags` | `Int` | |")
        #expect(wrong.count == 1)
        #expect(wrong.first?.contains("type of parameter 'tags' differs") == true)
    }

    @Test func aDefaultMayLeaveTheCasesPayloadsUnsaid() throws {
        #expect(try Self.findings(row: "| `steps` | `[Step]` | `[.fade, .glow]` |").isEmpty)
        let other = try Self.findings(row: "| `steps` | `[Step]` | `[.fade, .pulse]` |")
        #expect(other.count == 1)
        #expect(other.first?.contains("default of parameter 'steps' differs") == true)
    }
}
