import Foundation
import SpecModel
import Testing

@testable import APIVerification

/// Claims whose subject is not certain stay notes: a function several types declare alike, shown under no type; a call
/// whose arguments are elided; a list after a sentence naming a function that names none of its parameters. And a
/// function without parameters whose result is a tuple. The code and the pages are our own.
@Suite struct SeveralOwnersTests {
    static let code = """
        public struct Peal: Sequence, IteratorProtocol {
            public mutating func next() -> Int? { nil }
        }
        public struct PealRing: Collection {
            public var startIndex: Int { 0 }
            public var endIndex: Int { 0 }
            public subscript(i: Int) -> Int { 0 }
            public func index(after i: Int) -> Int { i + 1 }
        }
        extension Sequence {
            public func pealed(every step: Int) -> Peal { Peal() }
            public func loudest() -> (first: Int, last: Int)? { nil }
        }
        extension Collection {
            public func pealed(every step: Int) -> PealRing { PealRing() }
        }
        public struct Bellfounder {
            public func cast(metal: String, weight: Double = 1) {}
            public func toll(_ n: Int) -> Peal { Peal() }
            public func toll(_ n: String) -> PealRing { PealRing() }
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Bells", sources: ["Bells.swift": code])

    static func findings(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Peals.md", against: try #require(Self.graphs), module: "Bells")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.diagnostics.filter { $0.severity == .note }.map { "\($0.location.line): \($0.message)" }
        )
    }

    /// A listing of `pealed(every:)` with `result`, inside `extension owner { … }` when an owner is given.
    static func listing(_ result: String, in owner: String? = nil) -> String {
        let signature = "public func pealed(every step: Int) -> \(result)"
        let code = owner.map { "extension \($0) {\n    \(signature)\n}" } ?? signature
        return "# Peals\n\n## Detailed design\n\n```swift\n\(code)\n```\n"
    }

    @Test func theOverloadWhoseDeclarationAgreesIsTheOneShown() throws {
        // Both protocols have `pealed(every:)`; the page names neither, and its result is one of theirs.
        #expect(try Self.findings(Self.listing("Peal")).findings.isEmpty)
        #expect(try Self.findings(Self.listing("PealRing")).findings.isEmpty)
        #expect(try Self.findings(Self.toll("String", "PealRing")).findings.isEmpty)
        #expect(try Self.findings(Self.toll("Int", "Peal")).findings.isEmpty)
    }

    /// `func toll(_ n: T) -> R` in the body of `Bellfounder`, which has two overloads of the same label.
    static func toll(_ type: String, _ result: String) -> String {
        "# Peals\n\n```swift\nstruct Bellfounder {\n    public func toll(_ n: \(type)) -> \(result)\n}\n```\n"
    }

    @Test func noOwnerAgreeingIsNotComparedRatherThanAGuess() throws {
        let result = try Self.findings(Self.listing("PealCircle"))
        #expect(result.findings.isEmpty)
        #expect(result.notes.contains { $0.contains("'pealed': 2 types have it alike (Collection, Sequence)") })
        // Of one type's overloads, the closest is compared: the one whose result is the page's, its parameter's type
        // the difference.
        let toll = try Self.findings(Self.toll("String", "Peal")).findings
        #expect(toll.count == 1)
        #expect(toll.first?.contains("type of parameter 'n' differs: the document has 'String', the code has 'Int'") == true, "\(toll)")
    }

    @Test func theExtensionAListingSitsInNamesTheOwner() throws {
        #expect(try Self.findings(Self.listing("PealRing", in: "Collection")).findings.isEmpty)
        let wrong = try Self.findings(Self.listing("Peal", in: "Collection")).findings
        #expect(wrong.contains { $0.contains("return type of 'Collection.pealed' differs") }, "\(wrong)")
        // A standard-library protocol has the methods of the ones it refines: `BidirectionalCollection`'s is `Collection`'s.
        #expect(try Self.findings(Self.listing("PealRing", in: "BidirectionalCollection")).findings.isEmpty)
        let refined = try Self.findings(Self.listing("Peal", in: "BidirectionalCollection")).findings
        #expect(refined.contains { $0.contains("return type of 'BidirectionalCollection.pealed' differs") }, "\(refined)")
        // Another module's protocol the graphs know nothing of may refine one that has it: not compared.
        let foreign = try Self.findings(Self.listing("Peal", in: "LazyPeals"))
        #expect(foreign.findings.isEmpty)
        #expect(foreign.notes.contains { $0.contains("'LazyPeals' is another module's type") })
    }

    @Test func aTupleResultOfAFunctionWithoutParametersIsRead() throws {
        let page = """
            # Peals

            ```swift
            extension Sequence {
                public func loudest() -> (first: Int, last: Int)?
            }
            ```
            """
        #expect(try Self.findings(page).findings.isEmpty)
        let wrong = page.replacingOccurrences(of: "(first: Int, last: Int)?", with: "Int")
        #expect(try Self.findings(wrong).findings.contains { $0.contains("return type of 'Sequence.loudest' differs") })
    }

    @Test func aCallWithElidedArgumentsClaimsNothing() throws {
        let page = """
            # Peals

            ```swift
            let founder = Bellfounder()
            founder.cast(...)
            founder.cast(metal: "bronze", heft: 2)
            ```
            """
        let result = try Self.findings(page)
        // The elided call is a note; the call with a label the code lacks is still a finding.
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.contains("heft") == true)
        #expect(result.notes.contains { $0.contains("with its arguments elided") })
    }

    @Test func aListNamingNoneOfTheFunctionsParametersIsAboutSomethingElse() throws {
        let page = """
            # Peals

            Ringing differs from `cast(metal:weight:)` in what it keeps:

            - `ring`: sounds the bell, keeps it.
            - `melt`: takes the bell apart.
            """
        let result = try Self.findings(page)
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.notes.contains { $0.contains("which has none of them; not compared") })

        // One of its names a parameter: the list is the function's, and a name it lacks is a finding.
        let partly = page.replacingOccurrences(of: "- `ring`:", with: "- `metal`:")
        #expect(try Self.findings(partly).findings.contains { $0.contains("parameter 'melt' is documented") })
    }
}
