import Foundation
import SpecModel
import Testing

/// Claims that fall out of the general reading of a page's fragments: a table right under a declaration lists that
/// declaration's parameters, a DocC link with labels (and a kind suffix) names one overload, a case table's row names a
/// case, and a set of literal values is said to be not compared. The code and the pages are our own.
@Suite struct DeclarationTableRowTests {
    static let code = """
        public enum Wind { case calm, gusty }
        public struct Kite {
            public init(string: Double, wind: Wind = .calm) {}
            public func fly(height: Double, seconds: Int = 30) {}
            public func land(softly: Bool) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Kites", sources: ["Kite.swift": code])

    static func run(_ page: String, strict: Bool = false) throws -> (findings: [String], notes: [String], uncompared: Int) {
        let result = try DocShapeTests.verify(page, named: "Kite.md", against: try #require(Self.graphs), module: "Kites", strict: strict)
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.diagnostics.filter { $0.severity == .note }.map { "\($0.location.line): \($0.message)" },
            result.coverage.uncompared
        )
    }

    static func tablePage(declaration: String, rows: [String]) -> String {
        """
        # Kite

        ## Flying

        ```swift
        \(declaration)
        ```

        | Parameter | Type | Default |
        |---|---|---|
        \(rows.joined(separator: "\n"))
        """
    }

    // MARK: A table under a declaration

    @Test func aRowTheCodeLacksUnderAFunctionIsAFindingAtTheRow() throws {
        let page = Self.tablePage(
            declaration: "func fly(height: Double, seconds: Int = 30)",
            rows: ["| height | Double | |", "| secs | Int | 30 |"]
        )
        let found = try Self.run(page).findings
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("12: parameter 'secs' is documented but the code's 'Kite.fly(height:seconds:)' has no such parameter")
                == true
        )
    }

    @Test func rowsTheDeclarationHasAreComparedThroughItOnce() throws {
        let page = Self.tablePage(
            declaration: "func fly(height: Double, seconds: Int = 30)",
            rows: ["| height | Double | |", "| seconds | Int | 30 |"]
        )
        #expect(try Self.run(page).findings.isEmpty)
    }

    @Test func aRowTheCodeLacksUnderAnInitializerIsAFinding() throws {
        let page = Self.tablePage(
            declaration: "init(string: Double, wind: Wind = .calm)",
            rows: ["| string | Double | |", "| breeze | Wind | .calm |"]
        )
        let found = try Self.run(page).findings
        #expect(found.count == 1)
        #expect(
            found.first?.contains("parameter 'breeze' is documented but the code's 'Kite.init(string:wind:)' has no such parameter") == true
        )
    }

    @Test func aTableUnderSeveralDeclarationsClaimsNothing() throws {
        // Which of the two the table lists is a guess.
        let page = Self.tablePage(
            declaration: "func fly(height: Double, seconds: Int = 30)\nfunc land(softly: Bool)",
            rows: ["| height | Double | |", "| gently | Bool | |"]
        )
        #expect(try Self.run(page).findings.isEmpty)
    }

    // MARK: DocC links with labels

    static func extensionPage(_ links: [String]) -> String {
        "# ``Kites/Kite``\n\n## Topics\n\n" + links.map { "- ``\($0)``" }.joined(separator: "\n") + "\n"
    }

    @Test func aLinkWithLabelsAndAKindSuffixNamesTheMethod() throws {
        let run = try Self.run(Self.extensionPage(["fly(height:seconds:)", "fly(height:seconds:)-swift.method", "Kite/land(softly:)"]))
        #expect(run.findings.isEmpty)
    }

    @Test func aLinkWithStaleLabelsIsAFindingWithAKindSuffixOrNot() throws {
        let found = try Self.run(Self.extensionPage(["fly(height:duration:)", "fly(height:duration:)-swift.method"])).findings
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.contains("'fly(height:duration:)") && $0.contains("did you mean") })
    }

    @Test func aHashTheGraphDoesNotConfirmIsNotCompared() throws {
        let run = try Self.run(Self.extensionPage(["fly(height:seconds:)-1zzzz"]))
        #expect(run.findings.isEmpty)
        #expect(run.notes.contains { $0.contains("'-1zzzz' is not its hash") && $0.hasSuffix("not compared") })
    }

    // MARK: Case tables

    static func caseTable(_ cases: [String]) -> String {
        "# Kite\n\nThe `Wind` cases:\n\n| Wind | Meaning |\n|---|---|\n" + cases.map { "| `.\($0)` | a wind |" }.joined(separator: "\n")
            + "\n"
    }

    @Test func aCaseTableRowTheCodeRemovedIsAFindingAtTheRow() throws {
        let found = try Self.run(Self.caseTable(["calm", "gusty", "stormy"])).findings
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("9: case 'stormy' of enumeration 'Wind' is documented but not in the code") == true)
    }

    @Test func aCaseTableOfTheCodesCasesIsClean() throws {
        #expect(try Self.run(Self.caseTable(["calm", "gusty"])).findings.isEmpty)
    }

    // MARK: Literal value sets

    static func optionsPage(notes: String) -> String {
        """
        # Kite

        The options of `fly(height:seconds:)`:

        | Parameter | Type | Default | Notes |
        |---|---|---|---|
        | height | Double | | |
        | seconds | Int | 30 | \(notes) |
        """
    }

    @Test func allowedLiteralValuesAreALocatedNoteCountedAsNotCompared() throws {
        let run = try Self.run(Self.optionsPage(notes: "Allowed values: `10`, `30`, `60`"), strict: true)
        #expect(run.findings.isEmpty)
        #expect(run.notes.contains { $0.hasPrefix("8: the allowed values `10`, `30`, `60` of 'seconds' are literals") })
        // The same table without the set: one claim fewer is not compared.
        #expect(run.uncompared == (try Self.run(Self.optionsPage(notes: "How long it flies."), strict: true)).uncompared + 1)
    }

    @Test func choicesWrittenAsCasesOrNamesAreNoLiteralSet() throws {
        let page = """
            # Kite

            Possible values are `.calm` and `.gusty`; the height is one of `low` or `10`.
            """
        let run = try Self.run(page)
        #expect(!run.notes.contains { $0.contains("are literals") })
        #expect(run.uncompared == 0)
    }
}
