import SpecModel
import SpecParser
import Testing

/// Several documents of one component (an API reference, a guideline, an accessibility page) assembled into one,
/// with their disagreements said and an authoritative document's values winning.
@Suite struct ComponentAssemblyTests {
    static let reference = """
        # Pebble

        A small message.

        ## API

        ```swift
        public init(message: String, lifetime: Double = 6, showsIcon: Bool = true)
        ```

        ## Behaviors

        - A pebble dismisses itself after 6 seconds.
        - Only one pebble is visible at a time.
        """

    static let guideline = """
        # Pebbles

        How to use pebbles.

        ## Behaviors

        - A pebble disappears on its own after 3 seconds.
        - When it has an action and VoiceOver is on, a pebble stays for 12 seconds.
        - Swiping a pebble down dismisses it.
        """

    static let houseStyle = """
        ---
        authoritative: true
        ---
        # Pebble

        Our decisions.

        ## API

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `lifetime` | `Double` | `5` | Seconds on screen. |

        ## Behaviors

        - A pebble dismisses itself after 5 seconds.
        """

    private func read(_ documents: [(String, String)]) -> [ComponentSpec] {
        documents.map { SpecParser.parse(bytes: Array($0.1.utf8), source: $0.0).spec }
    }

    @Test func documentsNamingOneComponentAreGroupedTogether() {
        let specs = read([
            ("a/pebble.md", Self.reference), ("b/pebble-guidelines.md", Self.guideline), ("c/stone.md", "# Stone\n\nA stone.\n"),
        ])
        #expect(ComponentAssembler.groups(specs) == [[0, 1], [2]])
        let declared = read([("x.md", "---\ncomponent: Pebble\n---\n# Pebble accessibility\n\nNotes.\n")])
        #expect(declared[0].name == "Pebble")
        // The words a generated type name is made of: `PebbleStack` and "Pebble stacks" are one component.
        #expect(ComponentKey.of("PebbleStack") == ComponentKey.of("Pebble stacks"))
        #expect(ComponentKey.of("PebbleStack") != ComponentKey.of("Pebble"))
    }

    @Test func theComponentHasEveryDocumentsElementsEachWithItsPlace() throws {
        let assembled = ComponentAssembler.assemble(read([("pebble-guidelines.md", Self.guideline), ("pebble.md", Self.reference)]))
        let spec = assembled.spec
        // The document that declares the API comes first, whatever the path order.
        #expect(spec.source == "pebble.md")
        #expect(spec.documents == ["pebble.md", "pebble-guidelines.md"])
        #expect(spec.name == "Pebble")
        #expect(spec.apis.count == 1)
        #expect(spec.behaviors.count == 5)
        #expect(spec.behaviors.map(\.document) == [nil, nil, "pebble-guidelines.md", "pebble-guidelines.md", "pebble-guidelines.md"])
        #expect(spec.behaviors.allSatisfy { $0.id != nil })
        #expect(Set(spec.behaviors.compactMap(\.id)).count == 5)
    }

    @Test func differentTimingsAreAWarningAndNeitherIsAsserted() throws {
        let assembled = ComponentAssembler.assemble(read([("pebble.md", Self.reference), ("pebble-guidelines.md", Self.guideline)]))
        let warnings = assembled.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.location == SourceLocation(file: "pebble-guidelines.md", line: 7, column: 3))
        #expect(warning.message.contains("dismisses itself after 3 s here, but it dismisses itself after 6 s in pebble.md:13"))
        #expect(warning.notes.map(\.location) == [SourceLocation(file: "pebble.md", line: 13, column: 3)])
        let disputed = assembled.spec.behaviors.filter { $0.dispute != nil }.map(\.text)
        #expect(disputed == ["A pebble dismisses itself after 6 seconds.", "A pebble disappears on its own after 3 seconds."])
        // A timing under a condition describes another case; gestures add up.
        #expect(assembled.spec.behaviors.filter { $0.dispute == nil }.count == 3)
    }

    @Test func anAuthoritativeDocumentsValuesWinWithNotes() throws {
        let assembled = ComponentAssembler.assemble(read([("pebble.md", Self.reference), ("style.md", Self.houseStyle)]))
        #expect(!assembled.diagnostics.contains { $0.severity != .note }, "\(assembled.diagnostics)")
        let spec = assembled.spec
        #expect(spec.source == "style.md")
        let lifetime = try #require(spec.apis.first?.parameters.first { $0.name == "lifetime" })
        #expect(lifetime.defaultValue == "5")
        // The reference's order of parameters stays: the house style restates one.
        #expect(spec.apis.first?.parameters.map(\.name) == ["message", "lifetime", "showsIcon"])
        #expect(spec.corrections.map(\.kind) == [.overridden, .overridden])
        #expect(spec.corrections.allSatisfy { $0.document == "pebble.md" })
        let overridden = try #require(spec.behaviors.first { $0.text.contains("6 seconds") })
        #expect(overridden.dispute?.isOverridden == true)
        #expect(spec.behaviors.first { $0.text.contains("5 seconds") }?.dispute == nil)
        #expect(assembled.diagnostics.map(\.location.file) == ["pebble.md", "pebble.md"])
    }

    @Test func differentParameterListsAreAWarningNamingBothPlaces() throws {
        let other = "# Pebble\n\nAgain.\n\n## API\n\n```swift\npublic init(message: String, lifetime: Double = 8)\n```\n"
        let assembled = ComponentAssembler.assemble(read([("a.md", Self.reference), ("b.md", other)]))
        let messages = assembled.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(messages.contains { $0.contains("give 'Pebble' different parameters: only a.md lists 'showsIcon'") })
        #expect(messages.contains { $0.contains("disagree on the default of parameter 'lifetime' of 'Pebble': '8' here, '6' in a.md") })
        #expect(assembled.spec.apis.first?.parameters.first { $0.name == "lifetime" }?.defaultValue == "6")
    }

    @Test func statementsListedByIdOrHashAreLeftUnread() throws {
        let specs = read([("pebble.md", Self.reference)])
        let ids = ComponentAssembler.assemble(specs).spec.behaviors.compactMap(\.id)
        #expect(ids.first?.hasPrefix("a-pebble-dismisses-itself-after-6-") == true)
        let hash = String(ids[1].suffix(8))
        let assembled = ComponentAssembler.assemble(specs, options: AssemblyOptions(ignoredStatements: [ids[0], hash, "nothing-12345678"]))
        #expect(assembled.spec.behaviors.isEmpty)
        #expect(assembled.usedIgnores == [ids[0], hash])
        #expect(assembled.spec.corrections.map(\.reason) == ["specgen.yml ignore: \(ids[0])", "specgen.yml ignore: \(hash)"])
        #expect(assembled.diagnostics.allSatisfy { $0.severity == .note })
    }
}
