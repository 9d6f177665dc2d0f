import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A sentence that writes a parameter or a member with its type in a code span ("through the `_ lit: Bool` argument")
/// states the API: the parameter is one of what the section's code calls, compared when one callee takes it. A member
/// with its type, or anything that cannot be tied to a symbol, is a located note, never silence and never a finding.
/// The code and the pages are our own.
@Suite struct SentenceSpanTests {
    static let code = """
        public struct Lantern {
            public init() {}
            public var glow: Double = 0.5
            public var wick: Int = 1
        }
        public struct Beacon {
            public init() {}
            public func shine(_ lit: Bool = true, hue: String = "amber") -> Beacon { self }
            public func shine(toward bearing: Int) -> Beacon { self }
            public func sweep(_ lit: Bool, arc: Double) -> Beacon { self }
            public func flash(_ lit: Int) -> Beacon { self }
            public func glide() -> Beacon { self }
            public func glide(_ lit: Bool, pitch: Int, roll: Int, yaw: Int) -> Beacon { self }
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Signals", sources: ["Signals.swift": code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Beacon.md", against: try #require(Self.graphs), module: "Signals")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    @Test func aParameterNamedInASentenceIsComparedWithWhatTheSectionCalls() throws {
        let result = try Self.run(
            """
            # Beacon

            ## Switching it on

            Whether it shines is set through the `_ lit: Binding<Bool>` argument, as below.

            ```swift
            Beacon().shine(isOn) 
            ```
            """
        )
        #expect(
            result.findings == [
                "5: type of parameter 'lit' differs: the document has 'Binding<Bool>', the code has 'Bool'"
            ]
        )
        #expect(result.notes.isEmpty)
    }

    @Test func aParameterThatAgreesClaimsNothingElse() throws {
        // The span writes no default: it says nothing of the code's `= true`, nor of the parameters it leaves out.
        let result = try Self.run(
            """
            # Beacon

            ## Switching it on

            ```swift
            Beacon().shine(isOn)
            ```

            The code above passes the `_ lit: Bool` parameter.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
    }

    @Test func theLabelASpanWritesIsCompared() throws {
        let result = try Self.run(
            """
            # Beacon

            ## Switching it on

            Pass the `for lit: Bool` argument:

            ```swift
            Beacon().shine(isOn)
            ```
            """
        )
        #expect(result.findings == ["5: label of parameter 'lit' differs: the document has 'for', the code has '_'"])
    }

    @Test func aBareNameTheSentenceCallsAnArgumentKeepsToItsType() throws {
        // `lit: Bool` writes no label: the code's `_` is no finding, a concrete type that differs is.
        let agreeing = try Self.run(
            """
            # Beacon

            ## Switching it on

            The `lit: Bool` argument turns it on:

            ```swift
            Beacon().shine(true)
            ```
            """
        )
        #expect(agreeing.findings.isEmpty)
        let differing = try Self.run(
            """
            # Beacon

            ## Switching it on

            The `lit: String` argument turns it on:

            ```swift
            Beacon().shine(true)
            ```
            """
        )
        #expect(differing.findings == ["5: type of parameter 'lit' differs: the document has 'String', the code has 'Bool'"])
    }

    @Test func twoCalleesTakingTheNameLeaveItNotCompared() throws {
        let result = try Self.run(
            """
            # Beacon

            ## Both

            The `_ lit: Binding<Bool>` argument is shared by both.

            ```swift
            Beacon().shine(true).flash(1)
            ```
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.hasPrefix("5: ") == true)
    }

    @Test func aParameterInASectionWithoutCodeIsANote() throws {
        let result = try Self.run(
            """
            # Beacon

            ## Switching it on

            Whether it shines is set through the `_ lit: Binding<Bool>` argument.

            ## Next

            ```swift
            Beacon().shine(true)
            ```
            """
        )
        #expect(result.findings.isEmpty)
        #expect(
            result.notes == [
                "5: `_ lit: Binding<Bool>`: a parameter named in a sentence whose section has no code calling what takes it;"
                    + " not compared"
            ]
        )
    }

    @Test func aMemberWhoseSpanWritesItsTypeIsANoteInsideASentence() throws {
        // A sentence may quote another version; a list item or a paragraph the span opens states it (TypedMemberListTests).
        let result = try Self.run(
            """
            # Beacon

            The light also reads the `Lantern.glow: Int` property.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(
            result.notes == [
                "3: `Lantern.glow: Int` in a sentence: a property with its type that no list, definition or code states;"
                    + " not compared"
            ]
        )
    }

    @Test func aMemberWithoutItsOwnerIsANoteNotAGuess() throws {
        // "the lantern's": a word, no type; the heading names `Beacon`, which may not be the owner.
        let result = try Self.run(
            """
            # Beacon

            ## Beacon

            It dims with the lantern's `glow: Int` property.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(
            result.notes == [
                "5: `glow: Int` in a sentence: a member with its type, whose owner the span does not write; not compared"
            ]
        )
    }

    @Test func theOverloadTakingTheNameIsTheOneCompared() throws {
        // `glide()` needs nothing the sentence leaves out, but takes no `lit`: the sentence is about the other overload.
        let page = { (type: String) in
            """
            # Beacon

            ## Gliding

            It glides while the `_ lit: \(type)` argument holds.

            ```swift
            Beacon().glide()
            ```
            """
        }
        #expect(try Self.run(page("Bool")).findings.isEmpty)
        #expect(
            try Self.run(page("Binding<Bool>")).findings == [
                "5: type of parameter 'lit' differs: the document has 'Binding<Bool>', the code has 'Bool'"
            ]
        )
    }

    @Test func aDeclaredPropertyIsNoParameterEvenBesideACallTakingItsName() throws {
        // `var lit: Bool` opens with a declaration's word, not a label: a member with its type, so a note.
        let result = try Self.run(
            """
            # Beacon

            ## Switching it on

            It keeps a `var lit: Bool` parameter of its own.

            ```swift
            Beacon().shine(true)
            ```
            """
        )
        #expect(result.findings.isEmpty)
        #expect(
            result.notes == [
                "5: `var lit: Bool` in a sentence: a member with its type, whose owner the span does not write; not compared"
            ]
        )
    }

    @Test func spansThatWriteNoTypeClaimNothing() throws {
        // A value (`lit: true`), a call and a plain name are read elsewhere or not at all: no claim from this reading.
        // The call names a function (`NamedFunctionSpanTests`), which the module lacks: a note, never a finding.
        let result = try Self.run(
            """
            # Beacon

            Pass `lit: true` or call `reset()` and keep `glow` low.
            """
        )
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.hasPrefix("3: 'reset(…)' is named as a function") == true)
    }
}
