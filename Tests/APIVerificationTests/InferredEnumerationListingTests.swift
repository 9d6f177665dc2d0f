import Foundation
import SpecGenCore
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// An enumeration a page lists case by case (`HintWobble.shiver,` lines) that the spec reader also gathered, from the
/// cases the page mentions, at a setting's line elsewhere (`wobble = <#HintWobble#>`) is one claim: a case the code
/// lacks is one finding, at the listing. The code and page are ours.
@Suite struct InferredEnumerationListingTests {
    static let code = """
        public enum HintWobble { case shiver, quake, none }
        public final class Hint {
            public init() {}
            public var wobble: HintWobble = .none
        }
        public struct HintStyle {
            public init(wobble: HintWobble = .none) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Hints", sources: ["Hint.swift": code])

    static func findings(_ cases: [String], gatheredAlso: Bool) throws -> [String] {
        let page = """
            # Hint

            Available wobbles:
            ```swift
            \(cases.map { "HintWobble.\($0)" }.joined(separator: ",\n"))
            ```
            """
        var spec = try #require(SpecLoader.parse(Data(page.utf8), path: "Hint.md").spec)
        if gatheredAlso {
            // What the spec reader gathers for a setting typed by the enumeration further down the page.
            var gathered = Enumeration(name: "HintWobble", cases: cases, line: 40, column: 1)
            gathered.isInferred = true
            spec.enumerations = [gathered]
        }
        let result = APIVerifier.verify(
            [spec],
            surfaces: ["Hint.md": DocumentedSurfaceReader.read(page, document: "Hint.md")],
            against: SymbolGraphReader.read(folders: [try #require(Self.graphs).path]).modules,
            options: VerificationOptions(strict: false, modules: [:], defaultModule: "Hints")
        )
        return result.diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    @Test func aCaseTheCodeLacksIsOneFindingAtTheListing() throws {
        let expected = ["5: case 'tremble' of enumeration 'HintWobble' is documented but not in the code"]
        for gathered in [false, true] {
            #expect(try Self.findings(["shiver", "quake", "none"], gatheredAlso: gathered).isEmpty)
            #expect(try Self.findings(["shiver", "quake", "none", "tremble"], gatheredAlso: gathered) == expected)
        }
    }

    @Test func anEnumerationGatheredWhereThePageListsNoneIsStillCompared() throws {
        // Without the listing, what the reader gathered is the only claim.
        var spec = try #require(SpecLoader.parse(Data("# Hint\n\nA hint.\n".utf8), path: "Hint.md").spec)
        var gathered = Enumeration(name: "HintWobble", cases: ["shiver", "tremble"], line: 3, column: 1)
        gathered.isInferred = true
        spec.enumerations = [gathered]
        let result = APIVerifier.verify(
            [spec],
            surfaces: ["Hint.md": DocumentedSurfaceReader.read("# Hint\n\nA hint.\n", document: "Hint.md")],
            against: SymbolGraphReader.read(folders: [try #require(Self.graphs).path]).modules,
            options: VerificationOptions(strict: false, modules: [:], defaultModule: "Hints")
        )
        #expect(
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" } == [
                "3: case 'tremble' of enumeration 'HintWobble' is documented but not in the code"
            ]
        )
    }

    /// A default elsewhere on the page (`wobble: HintWobble = .none`) makes the reader gather the enumeration too; the
    /// page's `enum` block still lists every case, and is what is compared.
    @Test func aListingBlockIsComparedBesideADefaultThatNamesACase() throws {
        func findings(_ cases: String) throws -> [String] {
            let page = """
                # HintStyle

                ```swift
                public init(wobble: HintWobble = .none)
                ```

                ```swift
                public enum HintWobble {
                \(cases)
                }
                ```
                """
            return try DocShapeTests.verify(page, named: "HintStyle.md", against: try #require(Self.graphs), module: "Hints")
                .diagnostics.findings.map { "\($0.location.line): \($0.message)" }
        }
        #expect(try findings("    case shiver\n    case quake\n    case none").isEmpty)
        #expect(
            try findings("    case shiver\n    case quake\n    case none\n    case tremble") == [
                "8: case 'tremble' of enumeration 'HintWobble' is documented but not in the code"
            ]
        )
    }
}
