import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// Enumeration cases written as declarations outside an `enum` header: a code block of `case` lines under a heading
/// naming the enumeration, or list items each a `case` span under a heading that names none. They are the cases of the
/// enumeration the words name, else of the one enumeration whose cases they are; a case the code lacks and a payload
/// type that differs are findings. With no such enumeration (or several), a located note. The code and pages are ours.
@Suite struct CaseDeclarationListTests {
    static let code = """
        public enum Gait {
            case walk
            case trot(Double)
            case canter(lead: Int)
            case gallop
        }
        public enum Tack {
            case saddle(String)
            case bridle(String)
        }
        public enum Coat {
            case bay, grey
        }
        public enum Mane {
            case bay, grey
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Stable", sources: ["Stable.swift": code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Horse.md", against: try #require(Self.graphs), module: "Stable")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    @Test func caseLinesUnderAHeadingNamingTheEnumeration() throws {
        let clean = try Self.run(
            """
            # Horse

            ## Gait

            ```swift
            /// Slowest.
            case walk

            /// Two beats.
            case trot(Double)
            case canter(lead: Int)
            case gallop
            ```
            """
        )
        #expect(clean.findings.isEmpty)
        let drift = try Self.run(
            """
            # Horse

            ## Gait

            ```swift
            case walk
            case trot(Int)
            case amble
            case canter(lead: Int)
            ```
            """
        )
        #expect(
            drift.findings == [
                "7: type of parameter '#1' of case 'trot' of 'Gait' differs: the document has 'Int', the code has 'Double'",
                "8: case 'amble' of enumeration 'Gait' is documented but not in the code (the list's other labels are its cases)",
            ]
        )
    }

    @Test func caseSpansUnderAHeadingNamingNoEnumerationAreTheEnumerationTheyNameTheCasesOf() throws {
        let result = try Self.run(
            """
            # Horse

            ### Options

            - `case walk`
            - `case trot(Double)`
            - `case gallop`
            - `case pace`
            """
        )
        #expect(
            result.findings == [
                "8: case 'pace' of enumeration 'Gait' is documented but not in the code (the list's other labels are its cases)"
            ]
        )
    }

    /// Two lists that fit no enumeration, or two alike: never a guess.
    @Test func listsThatFitNoOneEnumerationAreNoted() throws {
        let none = try Self.run(
            """
            # Horse

            ### Options

            - `case hay`
            - `case oats`
            - `case straw`
            """
        )
        #expect(none.findings.isEmpty)
        #expect(none.notes.contains { $0.hasPrefix("5: 3 case declarations ('hay', 'oats', 'straw') are not the cases of one") })
        let several = try Self.run(
            """
            # Horse

            ```swift
            case bay
            case grey
            ```
            """
        )
        #expect(several.findings.isEmpty)
        #expect(several.notes.contains { $0.hasSuffix("(several have them); not compared") })
    }

    /// A block of `case` lines among other code is the reader's own code, not a listing.
    @Test func caseLinesInsideOtherCodeClaimNothing() throws {
        let result = try Self.run(
            """
            # Horse

            ```swift
            switch gait {
            case .walk: print("slow")
            case .amble: print("?")
            }
            ```
            """
        )
        #expect(result.findings.isEmpty)
        #expect(!result.notes.contains { $0.contains("case declarations") })
    }
}
