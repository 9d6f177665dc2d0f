import SpecModel
import Testing

@testable import SpecParser

/// A type the document names but defines nowhere is stored when its name says it is a value (its last word is a
/// category of values, no word an object), held by its case's name and reported as an inference; any other such
/// name stays runtime.
@Suite struct ValueLikeTypeNameTests {
    private func parameter(_ markdown: String, _ name: String, inferences: InferenceReporting = .hidden) throws -> (Parameter, ParseResult)
    {
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "pennant.md", inferences: inferences)
        return (try #require(result.spec.apis.flatMap(\.parameters).first { $0.name == name }), result)
    }

    private func table(_ type: String, default value: String = "-") -> String {
        """
        # Pennant

        | Property | Type | Default | Description |
        |---|---|---|---|
        | flutter | \(type) | \(value) | How the pennant moves in the wind. |
        """
    }

    @Test(arguments: [
        "PennantSize", "FlutterKind", "WaveDirection", "CrossAxisAlignment", "RopeHeight", "Placement", "LabelAlign",
        "PennantRole", "FlagStatus", "BannerTone", "Pennant.Placement", "MastKit.PennantSide", "PennantDuration",
        "PoleEdge", "FlutterTrigger", "PennantLength", "PennantViewOrientation",
        // An object's word earlier in the name (`Action`) does not make a button's style an object's.
        "ActionButtonStyle", "PennantAnimation", "FlutterBehavior", "RopeWeight", "WaveOverflow",
    ])
    func aNameEndingInAValueWordIsStoredByItsCaseName(type: String) throws {
        let (flutter, _) = try parameter(table(type), "flutter")
        #expect(flutter.valueType == .scalar(.string), "\(type)")
        #expect(flutter.isTypeInferred, "\(type)")
        #expect(flutter.runtimeReason == nil, "\(type)")
        // Stored, so not among the types the table's warning says are left out.
        let result = SpecParser.parse(bytes: Array(table(type).utf8), source: "pennant.md")
        #expect(!result.diagnostics.contains { $0.message.contains("left out of the model") }, "\(type)")
    }

    @Test(arguments: [
        "PennantHostState", "FlutterBuilder", "ViewStyle", "WindCallback", "FlutterConfig", "elementType", "Pole.style",
        "PennantRenderer", "Flag", "ThemeProvider", "RoleManager", "PennantShape", "PennantTheme", "Pennant.style.Size",
        "Pole.EdgeView", "PennantViewStyle",
    ])
    func anObjectsNameOrAnyOtherNameStaysRuntime(type: String) throws {
        let (flutter, _) = try parameter(table(type), "flutter")
        #expect(flutter.valueType == nil, "\(type)")
        #expect(!flutter.isTypeInferred, "\(type)")
        #expect(flutter.runtimeReason != nil, "\(type)")
        let result = SpecParser.parse(bytes: Array(table(type).utf8), source: "pennant.md")
        #expect(result.diagnostics.contains { $0.message.contains("left out of the model") }, "\(type)")
    }

    @Test func aDefaultWrittenAsABareCaseNameIsThatName() throws {
        // A dotted default (`.gentle`) is a listed case, which makes an enumeration (see the last test).
        let (flutter, _) = try parameter(table("FlutterMode", default: "gentle"), "flutter")
        #expect(flutter.parsedDefault == .string("gentle"))
        #expect(flutter.valueType == .scalar(.string))
        #expect(ValueLikeTypeName.caseName(in: "FlutterMode.gusty", of: "FlutterMode") == "gusty")
        #expect(ValueLikeTypeName.caseName(in: ".every(3)", of: "FlutterMode") == nil)
        #expect(ValueLikeTypeName.caseName(in: "'gusty'", of: "FlutterMode") == "gusty")
    }

    @Test func aListUnderAHeadingNamingTheTypeGivesItsCasesNotParameters() throws {
        let markdown = """
            # Pennant

            ## Props

            | Prop | Type | Default |
            |---|---|---|
            | flutter | `FlutterMode` | `'gentle'` |
            | rope | `RopeOptions` | - |
            | ropeKind | `RopeKind` | `braided` |

            ### FlutterMode

            - `gentle`: barely moves
            - `'gusty'`: snaps about
            - `.still`: hangs

            ### RopeKind

            | Value | Description |
            |---|---|
            | `braided` | Three strands. |
            | `twisted` | Two strands. |

            ### RopeOptions

            - `length`: how long the rope is
            - `knots`: how many knots it has
            """
        let spec = SpecParser.parse(bytes: Array(markdown.utf8), source: "pennant.md").spec
        #expect(spec.enumerations.first { $0.name == "FlutterMode" }?.cases == ["gentle", "gusty", "still"])
        let flutter = try #require(spec.apis.flatMap(\.parameters).first { $0.name == "flutter" })
        #expect(flutter.valueType == .enumeration("FlutterMode"))
        #expect(flutter.parsedDefault == .enumCase("gentle"))
        // A table of values under such a heading gives the cases too.
        #expect(spec.enumerations.first { $0.name == "RopeKind" }?.cases == ["braided", "twisted"])
        // The cases are no parameters; an options type's list (no value word in its name) still lists settings.
        let names = spec.apis.flatMap(\.parameters).map(\.name)
        #expect(!names.contains("gentle") && !names.contains("gusty"))
        #expect(names.contains("length"))
    }

    @Test func aDefaultThatIsNoCaseIsLeftOutAndSaid() throws {
        let (flutter, result) = try parameter(table("FlutterMode", default: "`.every(3)`"), "flutter", inferences: .notes)
        #expect(flutter.parsedDefault == nil)
        #expect(result.diagnostics.contains { $0.message.contains("its default '.every(3)' names no case and is left out") })
    }

    @Test func theInferenceIsANoteUnderVerboseAndAnErrorUnderStrict() throws {
        let (_, hidden) = try parameter(table("FlutterMode"), "flutter")
        #expect(!hidden.diagnostics.contains { $0.message.contains("value word") })
        let (_, verbose) = try parameter(table("FlutterMode"), "flutter", inferences: .notes)
        #expect(verbose.diagnostics.contains { $0.severity == .note && $0.message.contains("ends in the value word 'Mode'") })
        let (_, strict) = try parameter(table("FlutterMode"), "flutter", inferences: .errors)
        let error = try #require(strict.diagnostics.first { $0.severity == .error && $0.message.contains("value word") })
        #expect(error.message.contains("enum FlutterMode"))
    }

    @Test func listsAndOptionalsOfSuchANameKeepTheirShape() throws {
        let (list, _) = try parameter(table("[WavePlacement]", default: "[]"), "flutter")
        #expect(list.valueType == .array(.scalar(.string)))
        let markdown = """
            # Pennant

            ```swift
            init(size: PennantSize? = nil)
            ```
            """
        let (size, _) = try parameter(markdown, "size")
        #expect(size.valueType == .optional(.scalar(.string)))
    }

    @Test func casesTheDocumentListsStillMakeAnEnumeration() throws {
        let (flutter, result) = try parameter(
            table("FlutterMode", default: "`.gentle`") + "\n\nUse `FlutterMode.gusty` on a windy day.\n",
            "flutter"
        )
        #expect(flutter.valueType == .enumeration("FlutterMode"))
        #expect(!flutter.isTypeInferred)
        #expect(result.spec.enumerations.first { $0.name == "FlutterMode" }?.cases == ["gentle", "gusty"])
    }

    @Test func wordsOfANameAreItsCapitalisedRuns() {
        #expect(ValueLikeTypeName.camelWords("CrossAxisAlignment") == ["Cross", "Axis", "Alignment"])
        #expect(ValueLikeTypeName.camelWords("EDTSToastSize") == ["EDTS", "Toast", "Size"])
        #expect(ValueLikeTypeName.valueWord(of: "EDTSToastSize") == "Size")
        #expect(ValueLikeTypeName.valueWord(of: "SizeProvider") == nil)
    }
}
