import SpecModel
import SpecParser
import Testing

/// One value or one type written two ways is one value: generate's own comparisons (a declaration against its
/// table, one document against another) and verify-api decide it in `SpecModel/Equivalence`.
@Suite struct SpellingEquivalenceTests {
    @Test(arguments: [
        (".seconds(5)", "5 s"), (".seconds(5)", "5 seconds"), ("5 s", "5000 ms"), ("5.0", ".seconds(5)"), ("Duration.seconds(5)", "5s"),
        ("7", "7.0"), ("`7`", "7"), ("nil", "null"), ("null", "none"), ("nil", "—"), (".top", "top"), (".top", "Top"),
        ("BannerEdge.top", "'top'"), (".topLeading", "TOP_LEADING"), ("{}", "{ }"), ("1_000", "1000"), ("0.5 s", "500 ms"),
    ])
    func equalSpellingsAreOneValue(a: String, b: String) {
        #expect(Spellings.sameValue(a, b) == true)
        #expect(Spellings.sameValue(b, a) == true)
    }

    @Test(arguments: [
        (".seconds(5)", "6 s"), ("5 s", "5 ms"), ("7", "7.5"), (".top", ".bottom"), ("nil", "0"), ("true", "false"),
        ("\"Top\"", "\"top\""), ("none", "top"),
    ])
    func differentValuesStayDifferent(a: String, b: String) {
        #expect(Spellings.sameValue(a, b) == false)
    }

    @Test func numbersAndMemberPathsAreReadByTheirShape() {
        #expect(ValueSpelling("1e3") == .number(1000))
        #expect(ValueSpelling(".5") == .number(0.5))
        #expect(ValueSpelling("7.") == .number(7))
        #expect(ValueSpelling("-2.5E-1") == .number(-0.25))
        #expect(ValueSpelling("Snackbar.Position.top") == .member("top"))
        #expect(ValueSpelling("._private") == .member("_private"))
        // Half a number or half a path is neither.
        for text in ["1e", "1.2.3", "+", "..top", "a..b", "top.", "2top"] {
            let spelling = ValueSpelling(text)
            #expect(spelling.map { if case .number = $0 { true } else if case .member = $0 { true } else { false } } != true, "\(text)")
        }
    }

    @Test func proseIsNoValueAndIsNotCompared() {
        #expect(Spellings.sameValue("16 for horizontal layouts", "16") == nil)
        #expect(ValueSpelling("until the user closes it") == nil)
    }

    @Test func parsedDefaultsCompareByMeaning() {
        #expect(DefaultValue.integer(7).isEquivalent(to: .number(7)))
        #expect(DefaultValue.seconds(5).isEquivalent(to: .integer(5)))
        #expect(DefaultValue.enumCase("Top").isEquivalent(to: .enumCase("top")))
        #expect(DefaultValue.enumCase("top").isEquivalent(to: .string("top")))
        #expect(DefaultValue.array([.integer(1)]).isEquivalent(to: .array([.number(1)])))
        #expect(!DefaultValue.integer(7).isEquivalent(to: .number(8)))
        #expect(!DefaultValue.enumCase("top").isEquivalent(to: .enumCase("bottom")))
        #expect(!DefaultValue.string("a").isEquivalent(to: .string("A")))
        #expect(!DefaultValue.null.isEquivalent(to: .integer(0)))
    }

    @Test func typesCompareByMeaning() {
        let same = { (a: String, b: String) in Spellings.sameType(a, b, parse: SwiftTypeText.parse) }
        #expect(same("String?", "Optional<String>") == true)
        #expect(same("Swift.Int", "Int") == true)
        #expect(same("@escaping () -> Void", "() -> ()") == true)
        #expect(same("[Int]", "Array<Int>") == true)
        #expect(same("`TimeInterval`", "Double") == true)
        #expect(same("String", "Int") == false)
        #expect(same("String?", "String") == false)
        let aliased = TypeSpellingEquivalence { $0 == "Seconds" ? .named("Double") : nil }
        #expect(Spellings.sameType("Seconds", "Double", parse: SwiftTypeText.parse, equivalence: aliased) == true)
    }

    private static let declared = """
        # Toast

        A short message.

        ## API

        ```swift
        public init(text: String, duration: Duration = .seconds(5), edge: ToastEdge = .top, limit: Int = 7)
        ```

        | Name | Type | Default | Description |
        |---|---|---|---|
        | `text` | `String` | — | What it says. |
        | `duration` | `Duration` | DURATION | How long it stays. |
        | `edge` | `ToastEdge` | EDGE | Where it appears. |
        | `limit` | `Int` | LIMIT | Most lines. |
        """

    private func tableWarnings(duration: String, edge: String, limit: String) -> [String] {
        let markdown = Self.declared.replacingOccurrences(of: "DURATION", with: duration).replacingOccurrences(of: "EDGE", with: edge)
            .replacingOccurrences(of: "LIMIT", with: limit)
        return parse(markdown).diagnostics.filter { $0.severity == .warning }.map(\.message)
    }

    @Test func aTableRestatingTheDeclarationInOtherSpellingsIsNoDisagreement() {
        #expect(tableWarnings(duration: "5 s", edge: "`Top`", limit: "7.0") == [])
        #expect(tableWarnings(duration: "`5000 ms`", edge: "top", limit: "`7`") == [])
    }

    @Test func aTableGivingOtherValuesIsADisagreement() {
        let warnings = tableWarnings(duration: "6 s", edge: "`.bottom`", limit: "8")
        #expect(warnings.contains("parameter 'duration' defaults to '.seconds(5)' in the declaration but to '6 s' in the parameter table"))
        #expect(warnings.contains("parameter 'edge' defaults to '.top' in the declaration but to '.bottom' in the parameter table"))
        #expect(warnings.contains("parameter 'limit' defaults to '7' in the declaration but to '8' in the parameter table"))
    }

    @Test func twoDocumentsSpellingOneDefaultDifferentlyDoNotDisagree() {
        let reference = "# Toast\n\nA message.\n\n## API\n\n```swift\npublic init(text: String, duration: Double = 5)\n```\n"
        let other = "# Toast\n\nAgain.\n\n## API\n\n```swift\npublic init(text: String, duration: Double = 5.0)\n```\n"
        let changed = "# Toast\n\nAgain.\n\n## API\n\n```swift\npublic init(text: String, duration: Double = 4.5)\n```\n"
        let read = { (second: String) in
            [
                SpecParser.parse(bytes: Array(reference.utf8), source: "a.md").spec,
                SpecParser.parse(bytes: Array(second.utf8), source: "b.md").spec,
            ]
        }
        #expect(ComponentAssembler.assemble(read(other)).diagnostics.filter { $0.severity == .warning }.isEmpty)
        let warnings = ComponentAssembler.assemble(read(changed)).diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("disagree on the default of parameter 'duration' of 'Toast': '4.5' here, '5' in a.md") })
    }
}
