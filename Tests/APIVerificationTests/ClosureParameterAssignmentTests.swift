import Foundation
import SpecModel
import Testing

@testable import APIVerification
@testable import SpecParser

/// A property set through a closure's parameter (`Candle { wick in wick.length = 2 }`, `$0.length = 2`) is a claim
/// about the type the callee's signature gives that parameter; when the signatures do not settle one type, it is a
/// note. The code and the pages are our own.
@Suite struct ClosureParameterAssignmentTests {
    static let code = """
        public struct Wick {
            public init() {}
            public var length: Double = 1
            public var lit: Bool = false
        }
        public struct Candle {
            public init(shape: (inout Wick) -> Void) {}
            public static func light(_ adjust: @escaping (Wick, Bool) -> Void) {}
            public func trim(by amount: Double = 1, then adjust: ((Wick) -> Void)? = nil) {}
            public func melt(_ done: ([Wick]) -> Void) {}
        }
        public func snuff(_ adjust: (Wick) -> Void) {}
        public func snuff(_ adjust: (Candle) -> Void, twice: Bool) {}
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Candles", sources: ["Candles.swift": code])

    static func run(_ swift: String) throws -> (findings: [String], notes: [String]) {
        let page = "# Candle\n\n```swift\n\(swift)\n```\n"
        let result = try DocShapeTests.verify(page, named: "Candle.md", against: try #require(Self.graphs), module: "Candles")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    @Test func theParserFindsTheClosureAParameterBelongsTo() {
        let code = """
            let candle = Candle { wick in
                wick.length = 2
                if wick.lit { print("x") }
            }
            Candle.light { (flame, now: Bool) in flame.lit = now }
            candle.trim(by: 2) { $0.length = 1 }
            func shape(wick: Wick) { wick.length = 3 }
            """
        let at = { (variable: String, line: Int, column: Int) in
            ClosureParameters.parameter(variable, line: line, column: column, in: code).map { "\($0.callee) \($0.index) \($0.type ?? "-")" }
        }
        #expect(at("wick", 1, 5) == "Candle 0 -")
        #expect(at("now", 4, 40) == "Candle.light 1 Bool")
        #expect(at("$0", 5, 25) == "candle.trim 0 -")
        // A function's body names no closure parameter; a name outside every closure is none.
        #expect(at("wick", 6, 26) == nil)
        #expect(at("wick", 0, 1) == nil)
        #expect(ClosureParameters.anonymousAssignments(in: code).map { "\($0.line) \($0.variable).\($0.property)" } == ["5 $0.length"])
    }

    @Test func theSignatureTypesTheParameter() throws {
        let clean = try Self.run(
            """
            let candle = Candle { wick in
                wick.length = 2
            }
            Candle.light { flame, _ in flame.lit = true }
            candle.trim(by: 2) { $0.length = 1 }
            """
        )
        #expect(clean.findings.isEmpty)
        #expect(clean.notes.isEmpty)
        let wrong = try Self.run(
            """
            let candle = Candle { wick in
                wick.lenght = 2
            }
            candle.trim(by: 2) { $0.glow = 1 }
            """
        )
        #expect(wrong.findings.count == 2)
        #expect(wrong.findings.first?.hasPrefix("5: 'Wick.lenght' is documented but 'Wick' has no public property") == true)
        #expect(wrong.findings.last?.hasPrefix("7: 'Wick.glow' is documented") == true)
    }

    @Test func anUnsettledParameterIsANoteNeverAFinding() throws {
        let result = try Self.run(
            """
            snuff { $0.glow = 1 }
            candle.melt { wicks in wicks.count = 1 }
            withCare { $0.glow = 1 }
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 3)
        #expect(result.notes.contains { $0.hasPrefix("4: '$0.glow = …': the declarations of 'snuff' do not give '$0' one type") })
        #expect(result.notes.contains { $0.contains("'candle.melt' do not give the closure's parameter 'wicks' one type") })
        #expect(result.notes.contains { $0.hasPrefix("6: '$0.glow = …': '$0' is a parameter of a closure passed to 'withCare', which") })
    }

    @Test func aVariableWhoseTypeNothingNamesIsANote() throws {
        let result = try Self.run(
            """
            flame.lenght = 2
            let wick = makeWick()
            wick.lenght = 2
            let spare = Wick()
            spare.length = 1
            """
        )
        #expect(result.findings.isEmpty)
        #expect(
            result.notes == [
                "4: 'flame.lenght = …': the document's code does not bind 'flame', so which type's property it sets is unsure;"
                    + " not compared",
                "6: 'wick.lenght = …': the document's code binds 'wick' only to values whose type it does not spell, so which"
                    + " type's property it sets is unsure; not compared",
            ]
        )
    }

    @Test func aFunctionTypesParametersAreRead() {
        #expect(ComponentVerification.functionParameters(of: "@escaping (Wick, Bool) -> Void") == ["Wick", "Bool"])
        #expect(ComponentVerification.functionParameters(of: "((inout Wick) -> Void)?") == ["inout Wick"])
        #expect(ComponentVerification.functionParameters(of: "(Wick)") == nil)
        #expect(ComponentVerification.functionParameters(of: "Wick") == nil)
        #expect(ComponentVerification.functionParameters(of: "((Wick) -> Void, Bool) -> Void") == ["(Wick) -> Void", "Bool"])
        #expect(ComponentVerification.functionParameters(of: "() -> Void") == [])
    }
}
