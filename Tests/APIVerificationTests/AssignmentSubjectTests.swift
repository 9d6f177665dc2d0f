import Foundation
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// A property set through a variable (`chime.volume = 1`) is a claim about the type the document's own code binds
/// that variable to: certain with one binding that spells a type, not compared with several, no claim without one.
/// The code and the pages are our own.
@Suite struct AssignmentSubjectTests {
    static let code = """
        import Foundation
        public struct Chime {
            public init(tone: String) {}
            public var volume: Double = 0.5
            public var repeats: Bool = false
            public var tone: Tone = .low
            public var shade: Tone? = nil
            public func ring(loud: Bool) {}
        }
        public enum Tone { case low, high }
        public struct Bell {
            public init() {}
            public var count: Int = 1
            public func ring(times: Int) {}
        }
        open class Carillon: NSObject {
            public var title: String = ""
        }
        public enum Chimes {
            public struct Style { public init() {}; public var tint: String = "" }
        }
        public enum Bells {
            public struct Style { public init() {}; public var tint: String = "" }
        }
        public final class Tower {
            public init() {}
            public var height: Int = 1
        }
        """

    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Chimes", sources: ["Chime.swift": code])

    static func run(_ page: String) throws -> (findings: [String], notes: [String]) {
        let result = try DocShapeTests.verify(page, named: "Chime.md", against: try #require(Self.graphs), module: "Chimes")
        return (
            result.diagnostics.findings.map { "\($0.location.line): \($0.message)" },
            result.coverage.notCompared.map { "\($0.location.line): \($0.message)" }
        )
    }

    static func page(_ code: String) -> String {
        """
        # Chime

        Set it up:

        ```swift
        \(code)
        ```
        """
    }

    // MARK: Reading bindings and assignments

    @Test func bindingsSpellTheirTypeInEveryUsualShape() {
        let code = """
            let chime = Chime(tone: "A")
            var bell: Bell? = nil
            let carillon = controller.presented as! Carillon
            guard let other = sender as? Chime.Style else { return }
            val kotlinChime = Chime(context)
            let made = makeChime()
            let shared = Chime.shared
            var body: some View {
            """
        let found = VariableBindings.bindings(in: code).map { "\($0.name): \($0.type ?? "?")" }
        #expect(
            found == [
                "chime: Chime", "bell: Bell", "carillon: Carillon", "other: Chime.Style", "kotlinChime: Chime", "made: ?",
                "shared: ?", "body: ?",
            ]
        )
    }

    @Test func assignmentsAreTheFirstMemberSetThroughAVariable() {
        let code = """
            chime.volume = 1
            bell?.count += 2
            chime.style.tint = .red
            if chime.volume == 1 { print("loud") }
            self.volume = 1
            // chime.repeats = true
            """
        let found = VariableBindings.assignments(in: code).map { "\($0.line):\($0.column) \($0.variable).\($0.property)" }
        #expect(found == ["0:7 chime.volume", "1:7 bell.count", "2:7 chime.style"])
        #expect(VariableBindings.assignments(in: code).map(\.value) == ["1", nil, nil])
        #expect(VariableBindings.assignments(in: "chime.tone = .high;").first?.value == ".high")
    }

    @Test func aCaseSetAsTheValueMustBeOneOfThePropertysEnumeration() throws {
        let clean = try Self.run(Self.page("let chime = Chime(tone: \"A\")\nchime.tone = .high\nchime.shade = .none\nchime.tone = picked"))
        #expect(clean.findings.isEmpty)
        let drifted = try Self.run(Self.page("let chime = Chime(tone: \"A\")\nchime.shade = .middle"))
        #expect(
            drifted.findings == [
                "7: case 'middle' of enumeration 'Tone' is documented but not in the code: the document sets 'chime.shade = .middle'"
            ]
        )
    }

    @Test func aPropertySetThroughTheReadersOwnStoredVariableIsThatVariables() {
        let code = """
            self.chime.volume = 1
            self?.bell.count += 2
            self.chime = Chime(tone: "A")
            """
        let found = VariableBindings.assignments(in: code).map { "\($0.line):\($0.column) \($0.variable).\($0.property)" }
        #expect(found == ["0:12 chime.volume", "1:12 bell.count"])
        #expect(VariableBindings.assignments(in: code).map(\.value) == ["1", nil])
    }

    @Test func aStoredVariableThePageBindsTypesWhatItsOwnCodeSetsThroughSelf() throws {
        let code = "struct Belfry {\n    var chime = Chime(tone: \"A\")\n    init() {\n        self.chime.volume = 1\n"
        let clean = try Self.run(Self.page(code + "        self.chime.repeats = true\n    }\n}"))
        #expect(clean.findings.isEmpty)
        let drifted = try Self.run(Self.page(code + "        self.chime.loudness = 1\n    }\n}"))
        #expect(drifted.findings.count == 1)
        #expect(drifted.findings.first?.hasPrefix("10: 'Chime.loudness' is documented but") == true)
        // A stored variable the page never binds says nothing of its type: not compared, never a finding.
        let unbound = try Self.run(
            Self.page("struct Belfry {\n    func ring() {\n        self.chime.loudness = 1\n    }\n}")
        )
        #expect(unbound.findings.isEmpty)
    }

    @Test func anOverlongLineIsNoStatement() {
        let line = "let chime = Chime(" + String(repeating: " ", count: 5000) + ")"
        #expect(VariableBindings.bindings(in: line + "\nlet bell = Bell()").map(\.name) == ["bell"])
    }

    // MARK: Verifying them

    @Test func aPropertyTheBoundTypeHasIsClean() throws {
        let result = try Self.run(Self.page("let chime = Chime(tone: \"A\")\nchime.volume = 1\nchime.repeats = true"))
        #expect(result.findings.isEmpty)
        #expect(result.notes.isEmpty)
    }

    @Test func aPropertyTheBoundTypeLacksIsAFindingAtItsName() throws {
        let result = try Self.run(Self.page("let chime = Chime(tone: \"A\")\nchime.loudness = 1"))
        #expect(
            result.findings == [
                "7: 'Chime.loudness' is documented but 'Chime' has no public property of that name: the document sets it"
                    + " through 'chime', which its code binds to 'Chime'"
            ]
        )
    }

    @Test func aTypedDeclarationOrACastBindsToo() throws {
        let typed = try Self.run(Self.page("var bell: Bell = Bell()\nbell.cout = 2"))
        #expect(typed.findings.count == 1)
        #expect(typed.findings.first?.contains("did you mean 'count'?") == true)
        let cast = try Self.run(Self.page("let bell = anything as! Bell\nbell.count = 2"))
        #expect(cast.findings.isEmpty)
    }

    @Test func anUnboundVariableIsANoteAndAnotherLibrarysTypeClaimsNothing() throws {
        // Nothing says whose property an unbound or untyped variable sets: counted as not compared, never a finding.
        let unbound = try Self.run(Self.page("chime.loudness = 1"))
        #expect(unbound.findings.isEmpty && unbound.notes.count == 1)
        #expect(unbound.notes.first?.contains("does not bind 'chime'") == true)
        let other = try Self.run(Self.page("let label = UILabel()\nlabel.loudness = 1"))
        #expect(other.findings.isEmpty && other.notes.isEmpty)
        let untypedOnly = try Self.run(Self.page("let chime = makeChime()\nchime.loudness = 1"))
        #expect(untypedOnly.findings.isEmpty && untypedOnly.notes.count == 1)
    }

    @Test func aVariableBoundToSeveralTypesIsNotCompared() throws {
        let result = try Self.run(Self.page("let chime = Chime(tone: \"A\")\nlet chime = Bell()\nchime.loudness = 1"))
        #expect(result.findings.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.hasPrefix("8: 'chime.loudness = …': the document binds 'chime' to 'Bell', 'Chime'") == true)
        let alsoUntyped = try Self.run(Self.page("let chime = Chime(tone: \"A\")\nlet chime = makeChime()\nchime.loudness = 1"))
        #expect(alsoUntyped.findings.isEmpty && alsoUntyped.notes.count == 1)
    }

    @Test func aMethodCalledThroughABoundVariableIsThatTypesMethod() throws {
        let bell = try Self.run(Self.page("let bell = Bell()\nbell.ring(times: 2)"))
        #expect(bell.findings.isEmpty)
        // `Bell` takes `times:`, but `chime` is a `Chime`, whose `ring` does not.
        let chime = try Self.run(Self.page("let chime = Chime(tone: \"A\")\nchime.ring(times: 2)"))
        #expect(chime.findings.count == 1)
        #expect(chime.findings.first?.contains("Chime.ring") == true)
        // Unbound, any type's method of the name may be meant.
        let unbound = try Self.run(Self.page("chime.ring(times: 2)"))
        #expect(unbound.findings.isEmpty)
    }

    @Test func aTypeNameThatPicksNoOneTypeIsNotCompared() throws {
        let short = try Self.run(Self.page("var style = Style()\nstyle.shade = 1"))
        #expect(short.findings.isEmpty)
        #expect(short.notes.count == 1)
        let qualified = try Self.run(Self.page("var style = Bells.Style()\nstyle.shade = 1"))
        #expect(qualified.findings.count == 1)
    }

    @Test func aPropertyAnotherModulesSuperclassMayHoldIsNotCompared() throws {
        // `description` is the superclass's: not compared here. A near name of the type's own is certain, and so is a
        // name the superclass, whose members are known, does not declare (`NSObject` has no `tag`).
        let inherited = try Self.run(Self.page("let carillon = Carillon()\ncarillon.description = \"\""))
        #expect(inherited.findings.isEmpty)
        #expect(inherited.notes.count == 1)
        let unknown = try Self.run(Self.page("let carillon = Carillon()\ncarillon.tag = 1"))
        #expect(unknown.findings.count == 1)
        let misspelt = try Self.run(Self.page("let carillon = Carillon()\ncarillon.titles = \"Bells\""))
        #expect(misspelt.findings.count == 1)
        // A class whose graph names no supertype is a root Swift class (the graph names every superclass, `NSObject`
        // above): both names it lacks are certain.
        let bare = try Self.run(Self.page("let tower = Tower()\ntower.width = 2\ntower.heights = 3"))
        #expect(bare.notes.isEmpty)
        #expect(bare.findings.count == 2)
    }
}
