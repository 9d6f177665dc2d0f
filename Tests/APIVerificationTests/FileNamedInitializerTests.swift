import Foundation
import Testing

@testable import APIVerification

/// A page with no title (a `README.md` whose first line is a picture) is named after its file: an initializer it
/// declares under no type name belongs to the one type whose initializer takes its labels, and to none when several or
/// none do. The file's name is never a missing type. The code and the pages are our own.
@Suite struct FileNamedInitializerTests {
    static let code = """
        public struct Lantern {
            public init(glow: Double, wick: Int = 2) {}
        }
        public struct Candle {
            public init(height: Int, scent: String? = nil) {}
        }
        public struct Torch {
            public init(height: Int, fuel: String) {}
        }
        public struct Beacon {
            public init(range: Double, color: String, blink: Bool = false, beam: Int = 1) {}
        }
        public struct Flare {
            public init(range: Double, color: String, smoke: Bool = false) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Lights", sources: ["Lights.swift": code])

    static func run(_ declaration: String) throws -> (findings: [String], notes: [String]) {
        let page = "<img src=\"lights.png\">\n\n# Introduction\n\n## Making one\n\n```swift\n\(declaration)\n```\n"
        let result = try DocShapeTests.verify(page, named: "README.md", against: try #require(Self.graphs), module: "Lights")
        return (result.diagnostics.findings.map(\.message), result.coverage.notCompared.map(\.message))
    }

    @Test func theOneTypeTakingTheLabelsIsCompared() throws {
        #expect(try Self.run("public init(glow: Double, wick: Int = 2)").findings.isEmpty)
        let drift = try Self.run("public init(glow: Double, wick: Int = 5)")
        #expect(drift.findings == ["default of parameter 'wick' differs: the document has '5', the code has '2'"])
    }

    @Test func severalOrNoTypesTakingTheLabelsLeaveItNotCompared() throws {
        for declaration in ["public init(height: Int)", "public init(sparkle: Bool)"] {
            let result = try Self.run(declaration)
            #expect(result.findings.isEmpty)
            #expect(result.notes.contains { $0.hasPrefix("an initializer under no type name ('README' is the file's name)") })
        }
    }

    @Test func allButOneOfFourLabelsNameTheType() throws {
        // One label renamed: the type taking the other three, in order, is the one the declaration shows.
        let renamed = try Self.run("public init(range: Double, color: String, flicker: Bool = false, beam: Int = 1)")
        #expect(renamed.findings.count == 1)
        #expect(renamed.findings.first?.hasPrefix("parameter 'flicker' is documented but the code's 'Beacon.init(") == true)
    }

    @Test func fewerLabelsOrTwoTypesTakingAllButOneLeaveItNotCompared() throws {
        // Three labels, one renamed; and four where two types each take all but one.
        for declaration in [
            "public init(range: Double, color: String, flicker: Bool)", "public init(range: Double, color: String, smoke: Bool, beam: Int)",
        ] {
            let result = try Self.run(declaration)
            #expect(result.findings.isEmpty)
            #expect(result.notes.contains { $0.hasPrefix("an initializer under no type name ('README' is the file's name)") })
        }
    }
}
