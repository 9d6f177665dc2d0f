import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// APIs written as calls with types in place of values (a modifier, an initializer, an enumeration case in prose, a
/// list or a table): their labels, types and defaults against the code's, clean when they agree and exactly the drift
/// when they do not; a call with values keeps to its labels. The code and the pages are our own.
@Suite struct TypedCallTests {
    static let code = """
        public struct Tint {}
        public struct Typeface {}
        public struct Card {
            public init() {}
            public func flash(isShown: Bool, lifetime: Double = 3, onTap: @escaping () -> Void) -> Card { self }
            public func badge<Label>(_ label: Label, count: Int) -> Card { self }
            public func pulse(onTap: (() -> Void)? = nil) -> Card { self }
        }
        public struct FlashStyle {
            public init(tint: Tint? = nil, typeface: Typeface? = nil) {}
        }
        public enum FlashMark {
            case none
            case glyph(_ name: String, tint: Tint)
            case counter(count: Int)
        }
        public enum FlashLook {
            case look(tint: Tint? = nil, typeface: Typeface? = nil)
            case plain
        }
        public final class Flasher {
            nonisolated(unsafe) public static var shared = Flasher()
            public init() {}
            public func show(text: String, row: Int = 0) {}
        }
        public final class Chip {
            public init(coder: Int) {}
            public init(title: String, row: Int) {}
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Flashes", sources: ["Flash.swift": code])

    static func run(_ page: String) throws -> (diagnostics: [Diagnostic], coverage: VerificationCoverage) {
        try DocShapeTests.verify(page, named: "Flash.md", against: try #require(Self.graphs), module: "Flashes")
    }

    static func findings(_ page: String) throws -> [String] {
        try run(page).diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    // MARK: A modifier written as a call

    static let modifier = """
        # Flash

        Attach a flash to a card:

        ```swift
        .flash(isShown: Bool, lifetime: Double, onTap: () -> ())
        ```

        Parameters:

        - isShown: Whether it shows.
        - lifetime: How long it stays. Default is `3`.
        """

    @Test func aModifierWithTheCodesTypesIsClean() throws {
        let result = try Self.run(Self.modifier)
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.calls == 1)
        #expect(result.coverage.typedCalls == 1)
        #expect(result.coverage.summary.contains("1 call (1 with types)"))
        // The "Parameters" list is the call's, not a table of some type named after the page.
        #expect(result.coverage.uncompared == 0)
    }

    @Test func aModifiersTypeAndProseDefaultAreCompared() throws {
        let retyped = Self.modifier.replacingOccurrences(of: "lifetime: Double,", with: "lifetime: Int,")
        #expect(try Self.findings(retyped) == ["6: type of parameter 'lifetime' differs: the document has 'Int', the code has 'Double'"])
        let redefaulted = Self.modifier.replacingOccurrences(of: "Default is `3`", with: "Default is `5`")
        #expect(try Self.findings(redefaulted) == ["6: default of parameter 'lifetime' differs: the document has '5', the code has '3'"])
        let inline = Self.modifier.replacingOccurrences(of: "isShown: Bool,", with: "isShown: Bool = false,")
        #expect(
            try Self.findings(inline) == [
                "6: parameter 'isShown' has the default 'false' in the document, but the code has none (callers must pass it)"
            ]
        )
    }

    @Test func aRequiredParameterTheCallLeavesOutIsAFinding() throws {
        let page = Self.modifier.replacingOccurrences(of: "isShown: Bool, ", with: "")
        // Every remaining label is taken in order; the one the code requires and the call omits is the drift.
        #expect(
            try Self.findings(page) == [
                "6: parameter 'isShown: Bool' of the code's 'Card.flash(isShown:lifetime:onTap:)' is not documented"
            ]
        )
    }

    @Test func aTypeWrittenForAGenericParameterIsTheCallersChoice() throws {
        let page = "# Badge\n\n```swift\n.badge(String, count: Int)\n```\n"
        #expect(try Self.findings(page).isEmpty)
        #expect(try Self.findings(page.replacingOccurrences(of: "count: Int", with: "count: String")).count == 1)
    }

    // MARK: An initializer written with types

    @Test func anInitializerWrittenWithTypes() throws {
        let page = "# Style\n\nBuild a style with `FlashStyle(tint: Tint?, typeface: Typeface?)`.\n"
        #expect(try Self.findings(page).isEmpty)
        let changed = page.replacingOccurrences(of: "tint: Tint?", with: "tint: Tint")
        #expect(try Self.findings(changed) == ["3: type of parameter 'tint' differs: the document has 'Tint', the code has 'Tint?'"])
    }

    @Test func aParameterWrittenWithItsInnerNameIsReadByItsLabel() throws {
        let page = "# Show\n\n```swift\nFlasher.shared.show(text message: String, row: Int)\n```\n"
        let result = try Self.run(page)
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.typedCalls == 1)
        #expect(
            try Self.findings(page.replacingOccurrences(of: "text message: String", with: "_ message: String")) == [
                "4: label of parameter 'text' differs: the call passes it without a label, the code's 'Flasher.show(text:row:)' has 'text'"
            ]
        )
    }

    @Test func anOptionalWrittenAsSwiftPrintsItIsAType() throws {
        let page = "# Style\n\n```swift\nFlashStyle(tint: Optional(Tint), typeface: Optional(Typeface))\n```\n"
        let result = try Self.run(page)
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.typedCalls == 1)
        #expect(result.coverage.uncompared == 0)
        #expect(
            try Self.findings(page.replacingOccurrences(of: "Optional(Typeface)", with: "Typeface")) == [
                "4: type of parameter 'typeface' differs: the document has 'Typeface', the code has 'Typeface?'"
            ]
        )
    }

    @Test func anOptionalClosureThatDefaultsToNilTakesAClosure() throws {
        let page = "# Pulse\n\n```swift\n.pulse(onTap: () -> ())\n```\n"
        #expect(try Self.findings(page).isEmpty)
        #expect(
            try Self.findings(page.replacingOccurrences(of: "() -> ()", with: "(Int) -> ()")) == [
                "4: type of parameter 'onTap' differs: the document has '(Int) -> ()', the code has '(() -> Void)?'"
            ]
        )
    }

    @Test func anEnumerationBuiltByItsNameIsOneOfItsCases() throws {
        // An enumeration without initializers, written as if built (`FlashLook(tint: Tint?)`): the case that takes the labels.
        // Swift has no such initializer, which is said once; the payload is still compared.
        let page = "# Look\n\n```swift\nFlashLook(tint: Tint?, typeface: Typeface?)\n```\n"
        let missing =
            "4: 'FlashLook(…)' is documented but the code's enumeration 'FlashLook' has no public initializer; its case 'look'"
            + " takes these labels (`.look(…)`)"
        #expect(try Self.findings(page) == [missing])
        #expect(
            try Self.findings(page.replacingOccurrences(of: "typeface: Typeface?", with: "typeface: Tint?")) == [
                missing,
                "4: type of parameter 'typeface' of case 'look' of 'FlashLook' differs: the document has 'Tint?', the code has 'Typeface?'",
            ]
        )
    }

    // MARK: Case payloads written in prose

    static let marks = """
        # Marks

        The marks a flash can carry:

        - `.glyph(String, tint: Tint)`: a named glyph.
        - `.none`: nothing.

        | Mark | Meaning |
        | --- | --- |
        | `.counter(count: Int)` | a number |
        """

    @Test func casePayloadsInAListOrATableAreCompared() throws {
        #expect(try Self.findings(Self.marks).isEmpty)
        let shorter = Self.marks.replacingOccurrences(of: "`.glyph(String, tint: Tint)`", with: "`.glyph(String)`")
        #expect(
            try Self.findings(shorter) == [
                "5: type of parameter '#2' of the payload of case 'glyph' of 'FlashMark' differs: the document's payload is"
                    + " '(String)', the code's has a further element 'tint: Tint'"
            ]
        )
        let retyped = Self.marks.replacingOccurrences(of: "`.counter(count: Int)`", with: "`.counter(count: Double)`")
        #expect(
            try Self.findings(retyped) == [
                "10: type of parameter 'count' of case 'counter' of 'FlashMark' differs: the document has 'Double', the code has 'Int'"
            ]
        )
    }

    // MARK: A call with values keeps to its labels

    @Test func aCallWithValuesIsNotTypeCompared() throws {
        let page = "# Show\n\n```swift\nFlasher.shared.show(text: \"Saved\", row: 2)\n```\n"
        let result = try Self.run(page)
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.calls == 1)
        #expect(result.coverage.typedCalls == 0)
        // A bare type name beside a value could be either: its label is compared, its type is not, and the count says so.
        let mixed = "# Show\n\n```swift\nFlasher.shared.show(text: Double, row: 2)\n```\n"
        let unsure = try Self.run(mixed)
        #expect(unsure.diagnostics.findings.isEmpty)
        #expect(unsure.coverage.labelOnlyArguments == 1)
        #expect(unsure.coverage.summary.contains("1 argument by label only"))
        // A bare name given a default is a type, values beside it or not.
        let defaulted = "# Show\n\n```swift\nFlasher.shared.show(text: \"Saved\", row: Int = 1)\n```\n"
        #expect(try Self.findings(defaulted) == ["4: default of parameter 'row' differs: the document has '1', the code has '0'"])
        // A label is still a label.
        #expect(try Self.findings(page.replacingOccurrences(of: "row:", with: "line:")).count == 1)
    }

    @Test func aWrongLabelIsReportedAgainstTheOverloadThatTakesTheRestOfTheCall() throws {
        // No overload takes `name:` first; `init(title:row:)` takes `row:`, `init(coder:)` nothing.
        let page = "# Chip\n\n```swift\nChip(name: \"Hi\", row: 2)\n```\n"
        #expect(
            try Self.findings(page) == ["4: parameter 'name' is documented but the code's 'Chip.init(title:row:)' has no such parameter"]
        )
        #expect(try Self.findings(page.replacingOccurrences(of: "name:", with: "title:")).isEmpty)
    }

    @Test func eachArgumentIsReadAsATypeOrAValue() {
        let page = """
            ```swift
            Flasher.shared.show(text: "Saved", row: Int, mark: .none, on: view, style: FlashStyle(), handler: { })
            .flash(isShown: Bool, onTap: @escaping () -> Void, tint: Tint?, map: [String: Int], at: Card.Position)
            ```
            """
        let calls = DocumentedSurfaceReader.read(page, document: "Reading.md").calls.filter { !$0.arguments.isEmpty }
        #expect(
            calls.map(\.arguments).map { $0.map(\.reading) } == [
                [.value, .unsure, .value, .value, .value, .value],
                [.type, .type, .type, .type, .type],
            ]
        )
        #expect(calls.last?.isWrittenWithTypes == true)
        #expect(calls.first?.isWrittenWithTypes == false)
    }
}
