import Foundation
import SpecGenCore
import SpecModel
import SpecParser
import Testing

@testable import APIVerification

/// The doc shapes libraries write for themselves, each compared with code: clean when they agree, exactly the drift
/// when they do not. The code and the pages are our own.
@Suite struct DocShapeTests {
    static let code = """
        public struct NoticeStyle {
            public init(tint: String? = nil, cornerRadius: Double = 8) {}
        }
        public enum NoticeEdge { case top, bottom }
        public enum NoticeKind {
            case plain
            case icon(_ name: String, tint: String)
            public func describe(verbose: Bool = false) -> String { "" }
        }
        public final class Notice {
            nonisolated(unsafe) public static var shared: Notice = Notice(text: "")
            public var autoHides: Bool = true
            public init(text: String, lifetime: Double = 3, showsCloseButton: Bool = false) {}
            @discardableResult public func present(text: String, edge: NoticeEdge = .top) -> Self { self }
            public func dismiss(animated: Bool = true) {}
            public enum Placement { case inline, overlay }
        }
        public struct Sparkles {
            public init(count: Int = 12, spread: Double = 0.5) {}
        }
        """

    /// The graph is compiled once for the suite.
    static let graphs: URL? = try? SymbolGraphFixture.graph(module: "Notices", sources: ["Notice.swift": code])

    /// The findings (and, with `notes`, the notes) for `page` named `name`.
    static func run(_ page: String, named name: String = "Notice.md", strict: Bool = false) throws -> (
        diagnostics: [Diagnostic], coverage: VerificationCoverage
    ) {
        try verify(page, named: name, against: try #require(Self.graphs), module: "Notices", strict: strict)
    }

    /// `page` read as a spec and as a documented surface, verified against the graphs in `graphs` (module `module`).
    static func verify(_ page: String, named name: String, against graphs: URL, module: String, strict: Bool = false) throws -> (
        diagnostics: [Diagnostic], coverage: VerificationCoverage
    ) {
        let loaded = SpecLoader.parse(Data(page.utf8), path: name)
        let modules = SymbolGraphReader.read(folders: [graphs.path]).modules
        let surface = DocumentedSurfaceReader.read(page, document: name)
        let result = APIVerifier.verify(
            loaded.spec.map { [$0] } ?? [],
            surfaces: [name: surface],
            against: modules,
            options: VerificationOptions(strict: strict, modules: [:], defaultModule: module)
        )
        return (result.diagnostics, try #require(result.coverage.first))
    }

    static func findings(_ page: String, named name: String = "Notice.md") throws -> [String] {
        try run(page, named: name).diagnostics.findings.map { "\($0.location.line): \($0.message)" }
    }

    // MARK: 1. Doc-generator pages

    static let memberPage = """
        # Notice

        ``` swift
        public final class Notice
        ```

        ## Initializers

        ### `init(text:lifetime:showsCloseButton:)`

        ``` swift
        public init(text: String, lifetime: Double = 3, showsCloseButton: Bool = false)
        ```

        ## Properties

        ### `shared`

        ``` swift
        var shared: Notice
        ```

        ## Methods

        ### `present(text:edge:)`

        ``` swift
        @discardableResult public func present(text: String, edge: NoticeEdge = .top) -> Self
        ```

        #### Parameters

          - text: What the notice says.
          - edge: Where it appears (default: .top)
        """

    @Test func memberPageAgreeingWithTheCodeIsClean() throws {
        let result = try Self.run(Self.memberPage)
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.apis == 2)
        #expect(result.coverage.symbols == 1)
    }

    @Test func memberPageDriftsAreReportedAtTheirLines() throws {
        let page = Self.memberPage.replacingOccurrences(of: "lifetime: Double = 3", with: "lifetime: Double = 5")
            .replacingOccurrences(of: "  - text: What", with: "  - message: What")
            .replacingOccurrences(of: "var shared: Notice", with: "var current: Notice")
        #expect(
            try Self.findings(page) == [
                "12: default of parameter 'lifetime' differs: the document has '5', the code has '3'",
                "33: parameter 'message' is documented but the code's 'Notice.present(text:edge:)' has no such parameter",
                "20: 'Notice.current' is documented but 'Notice' has no public property of that name",
            ]
        )
    }

    @Test func propertyDeclaredWithAnotherTypeIsReported() throws {
        let page = Self.memberPage.replacingOccurrences(of: "var shared: Notice", with: "var shared: String")
        #expect(
            try Self.findings(page) == [
                "20: type of parameter 'shared' differs: the document has 'String', the code's property 'Notice.shared'"
                    + " has 'Notice'"
            ]
        )
    }

    @Test func propertyDeclaredWithTheCodesTypeOrNoneIsClean() throws {
        // Modifiers and an accessor block around the same type, and a property written with an initial value only.
        let typed = Self.memberPage.replacingOccurrences(of: "var shared: Notice", with: "public static var shared: Notice { get set }")
        #expect(try Self.findings(typed).isEmpty)
        let untyped = Self.memberPage.replacingOccurrences(of: "var shared: Notice", with: "var shared = Notice(text: \"\")")
        #expect(try Self.findings(untyped).isEmpty)
    }

    @Test func parameterListDefaultOtherThanTheDeclarationsIsReportedAtTheList() throws {
        let page = Self.memberPage.replacingOccurrences(of: "(default: .top)", with: "(default: .bottom)")
        #expect(
            try Self.findings(page) == [
                "34: default of parameter 'edge' differs: the document has '.bottom', the code has '.top'"
            ]
        )
    }

    @Test func parameterListDefaultSpelledOtherwiseButTheSameIsClean() throws {
        let page = Self.memberPage.replacingOccurrences(of: "(default: .top)", with: "(default: NoticeEdge.top)")
        #expect(try Self.findings(page).isEmpty)
    }

    /// The member page with its parameters written as a doc comment renders them: one list, titled by its first item.
    static func docCommentParameters(edge: String) -> String {
        memberPage.replacingOccurrences(
            of: "#### Parameters\n\n  - text: What the notice says.\n  - edge: Where it appears (default: .top)",
            with: "- Parameters:\n  - text: What the notice says.\n  - edge: Where it appears (default: \(edge))\n- Returns: The notice."
        )
    }

    @Test func aListTitledByItsFirstItemIsTheDeclarationsParameters() throws {
        let page = Self.docCommentParameters(edge: ".bottom")
        #expect(page.contains("- Parameters:"))
        #expect(
            try Self.findings(page) == [
                "33: default of parameter 'edge' differs: the document has '.bottom', the code has '.top'"
            ]
        )
    }

    @Test func aListTitledByItsFirstItemAgreeingWithTheCodeIsClean() throws {
        // The `Returns:` callout beside the parameters is no parameter.
        #expect(try Self.findings(Self.docCommentParameters(edge: ".top")).isEmpty)
    }

    @Test func nestedTypePageListsItsCases() throws {
        let page = """
            # Notice.Placement

            ``` swift
            public enum Placement
            ```

            ## Enumeration Cases

            ### `inline`

            ``` swift
            case inline
            ```

            ### `overlay`

            ``` swift
            case overlay
            ```
            """
        #expect(try Self.findings(page, named: "Notice_Placement.md").isEmpty)
        let added = page + "\n\n### `floating`\n\n``` swift\ncase floating\n```\n"
        #expect(
            try Self.findings(added, named: "Notice_Placement.md") == [
                "4: case 'floating' of enumeration 'Placement' is documented but not in the code"
            ]
        )
    }

    // MARK: 2. APIs shown as calls

    static let usagePage = """
        # Notices

        Show one:

        ```swift
        Notice(text: "Saved", lifetime: 2).present(text: "Saved", edge: .bottom)
        Notice.shared.dismiss(animated: false)
        let style = NoticeStyle(tint: "red")
        Text("Not ours")
        ```
        """

    @Test func usageCallsWithTheCodesLabelsAreClean() throws {
        let result = try Self.run(Self.usagePage, named: "Usage.md")
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.calls == 4)
    }

    @Test func usageCallWithAnUnknownOrMissingLabelIsReported() throws {
        let page = Self.usagePage.replacingOccurrences(of: "lifetime: 2", with: "duration: 2")
            .replacingOccurrences(of: "dismiss(animated: false)", with: "dismiss(false)")
        let findings = try Self.findings(page, named: "Usage.md")
        #expect(
            findings == [
                "6: parameter 'duration' is documented but the code's 'Notice.init(text:lifetime:showsCloseButton:)' has no such parameter",
                "7: label of parameter 'animated' differs: the call passes it without a label, the code's 'Notice.dismiss(animated:)' has 'animated'",
            ]
        )
    }

    @Test func aCallLeavingSomeArgumentsOutStillShowsItsLabels() throws {
        let page = """
            # Notices

            ```swift
            Notice(text:, lifetime: Double)
            ```
            """
        let clean = try Self.run(page, named: "Partial.md")
        #expect(clean.diagnostics.findings.isEmpty)
        #expect(clean.coverage.calls == 1)
        #expect(
            try Self.findings(page.replacingOccurrences(of: "text:,", with: "words:,"), named: "Partial.md") == [
                "4: parameter 'words' is documented but the code's 'Notice.init(text:lifetime:showsCloseButton:)' has no such parameter"
            ]
        )
        // The types written beside an argument left out are compared too.
        let retyped = try Self.findings(page.replacingOccurrences(of: "lifetime: Double", with: "lifetime: String"), named: "Partial.md")
        #expect(retyped.count == 1)
        #expect(retyped.first?.contains("'lifetime'") == true)
        // Every argument left out: the function's name, not a call.
        #expect(try Self.run("# Notices\n\nSee `Notice(text:lifetime:)`.", named: "Partial.md").coverage.calls == 0)
    }

    @Test func everyLaterLabelNoOverloadHasIsReportedToo() throws {
        let page = Self.usagePage.replacingOccurrences(
            of: "Notice(text: \"Saved\", lifetime: 2)",
            with: "Notice(words: \"Saved\", lifetime: 2, pinned: true)"
        )
        let findings = try Self.findings(page, named: "Usage.md")
        #expect(
            findings == [
                "6: parameter 'words' is documented but the code's 'Notice.init(text:lifetime:showsCloseButton:)' has no such parameter",
                "6: parameter 'pinned' is documented but the code's 'Notice.init(text:lifetime:showsCloseButton:)' has no such parameter",
            ]
        )
        // A later label the code has, only out of place because of the first, is not a second finding.
        let reordered = Self.usagePage.replacingOccurrences(
            of: "Notice(text: \"Saved\", lifetime: 2)",
            with: "Notice(words: \"Saved\", showsCloseButton: true, lifetime: 2)"
        )
        #expect(try Self.findings(reordered, named: "Usage.md").count == 1)
    }

    @Test func aFunctionWithABodyAfterAWhereClauseIsTheReadersExample() throws {
        let page = """
            # Notices

            A helper of your own may wrap the call:

            ```swift
            func announceAll<Items>(_ items: Items) where Items: Sequence, Items.Element == String {
                for item in items { Notice(text: item).present(text: item) }
            }
            ```
            """
        #expect(try Self.findings(page, named: "Helpers.md").isEmpty)
        // The same signature without a body lists API, and the code has no such function.
        let listed = page.replacingOccurrences(of: " {\n    for item in items { Notice(text: item).present(text: item) }\n}", with: "")
        #expect(try Self.findings(listed, named: "Helpers.md").count == 1)
    }

    // MARK: 3. Defaults stated in prose

    static let proseDefaults = """
        # Notice

        ``` swift
        public final class Notice
        ```

        ## Initializers

        ### `init(text:lifetime:showsCloseButton:)`

        ``` swift
        public init(text: String, lifetime: Double, showsCloseButton: Bool)
        ```

        #### Parameters

          - text: What it says.
          - lifetime: How long it stays. Default is `3`.
          - showsCloseButton: Whether it has a close button (default: false)
        """

    @Test func aDefaultStatedInProseMakesTheParameterDefaulted() throws {
        #expect(try Self.findings(Self.proseDefaults).isEmpty)
        let changed = Self.proseDefaults.replacingOccurrences(of: "Default is `3`", with: "Default is `4`")
        #expect(try Self.findings(changed) == ["12: default of parameter 'lifetime' differs: the document has '4', the code has '3'"])
    }

    @Test func aDeclarationWritingSomeDefaultsClaimsItsBareParametersRequired() throws {
        // The signature writes `showsCloseButton`'s default, so leaving `lifetime` bare says it has none, whatever
        // the list below says; the code gives it one.
        let page = Self.proseDefaults.replacingOccurrences(of: "showsCloseButton: Bool)", with: "showsCloseButton: Bool = false)")
        #expect(try Self.findings(page) == ["12: parameter 'lifetime' is required in the document, but the code gives it the default '3'"])
        // Written in the signature too, it agrees.
        let agreeing = page.replacingOccurrences(of: "lifetime: Double,", with: "lifetime: Double = 3,")
        #expect(try Self.findings(agreeing).isEmpty)
    }

    @Test func proseDefaultsAreReadInTheirUsualSpellings() {
        #expect(ProseDefaultProbe.value("Default is `true`.") == "true")
        #expect(ProseDefaultProbe.value("It defaults to `.zero` when unset.") == ".zero")
        #expect(ProseDefaultProbe.value("How long (default: 3 seconds)") == "3 seconds")
        #expect(ProseDefaultProbe.value("The default value is **0.4**") == "0.4")
        #expect(ProseDefaultProbe.value("By default, the notice hides itself.") == nil)
        // A comma inside a value's brackets is the value's own; the one after them ends it.
        #expect(ProseDefaultProbe.value("The default is RGB(27, 169, 225), a light blue.") == "RGB(27, 169, 225)")
        #expect(ProseDefaultProbe.value("Defaults to [top, bottom]; set it to change.") == "[top, bottom]")
        #expect(ProseDefaultProbe.value("How long it shows (it defaults to 3) before hiding") == "3")
    }

    // MARK: 4. Spellings that mean the same

    @Test func selfAndClosureSpellingsAreTheSameType() throws {
        let page = Self.memberPage.replacingOccurrences(of: "-> Self", with: "-> Notice")
        #expect(try Self.findings(page).isEmpty)
        let other = Self.memberPage.replacingOccurrences(of: "-> Self", with: "-> NoticeStyle")
        #expect(try Self.findings(other).count == 1)
    }

    // MARK: 5. Enumeration cases with payloads

    static let kindPage = """
        # NoticeKind

        ``` swift
        public enum NoticeKind
        ```

        ## Enumeration Cases

        ### `plain`

        ``` swift
        case plain
        ```

        ### `icon(_:tint:)`

        ``` swift
        case icon(_ name: String, tint: String)
        ```
        """

    @Test func casePayloadsAreCompared() throws {
        #expect(try Self.findings(Self.kindPage, named: "NoticeKind.md").isEmpty)
        let changed = Self.kindPage.replacingOccurrences(of: "case icon(_ name: String, tint: String)", with: "case icon(_ name: Int)")
        #expect(
            try Self.findings(changed, named: "NoticeKind.md") == [
                "18: type of parameter '#1' of case 'icon' of 'NoticeKind' differs: the document has 'Int', the code has 'String'",
                "18: parameter 'tint: String' of case 'icon' of 'NoticeKind' in the code is not documented",
            ]
        )
    }

    // MARK: 6. Members inside a type's code block

    static let typeBlock = """
        # Kinds

        The kinds of notice:

        ```swift
        public enum NoticeKind {
            case plain
            case icon(_ name: String, tint: String)
            public func describe(verbose: Bool = false) -> String
        }
        ```
        """

    @Test func membersInsideATypesBlockAreThatTypesMembers() throws {
        #expect(try Self.findings(Self.typeBlock, named: "Kinds.md").isEmpty)
        let changed = Self.typeBlock.replacingOccurrences(of: "describe(verbose:", with: "describe(detailed verbose:")
        #expect(
            try Self.findings(changed, named: "Kinds.md") == [
                "9: label of parameter 'verbose' differs: the document has 'detailed', the code has 'verbose'"
            ]
        )
    }

    // MARK: 7. A rename is one finding

    @Test func aRenameAtTheSamePlaceWithTheSameTypeIsOneFinding() throws {
        let page = Self.memberPage.replacingOccurrences(of: "showsCloseButton: Bool = false)", with: "isDismissible: Bool = false)")
        #expect(
            try Self.findings(page) == [
                "12: parameter 'isDismissible' is documented but the code's 'Notice.init(text:lifetime:showsCloseButton:)' has no such parameter; did you mean 'showsCloseButton'? (same place and type)"
            ]
        )
        // Another type at that place is no rename: two findings.
        let retyped = Self.memberPage.replacingOccurrences(of: "showsCloseButton: Bool = false)", with: "isDismissible: String = \"\")")
        #expect(try Self.findings(retyped).count == 2)
    }

    // MARK: 8. DocC symbol links

    @Test func doccLinksNameSymbolsTheCodeHas() throws {
        let article = """
            # Presenting notices

            Create one with ``Notice/init(text:lifetime:showsCloseButton:)`` and show it with ``Notice/present(text:edge:)``.

            ## Topics

            - ``Notice/dismiss(animated:)``
            - ``NoticeEdge/top``
            """
        #expect(try Self.findings(article, named: "Presenting.md").isEmpty)
        let renamed = article.replacingOccurrences(of: "``NoticeEdge/top``", with: "``NoticeEdge/center``")
        #expect(
            try Self.findings(renamed, named: "Presenting.md") == [
                "8: 'NoticeEdge/center' is documented but module 'Notices' has no public symbol of that name"
            ]
        )
    }

    @Test func anAbsoluteLinkStartsAtTheModulesTopLevel() throws {
        let article = """
            # Placing notices

            Dismiss one with ``/Notices/Notice/dismiss(animated:)``; its placements are ``/Notices/Notice/Placement``.
            """
        #expect(try Self.findings(article, named: "Placing.md").isEmpty)
        // Relative, `Placement` would be found inside `Notice`; from the top level it is not there.
        let topLevel = article.replacingOccurrences(of: "``/Notices/Notice/Placement``", with: "``/Notices/Placement``")
        let found = try Self.findings(topLevel, named: "Placing.md")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3: '/Notices/Placement' is documented but module 'Notices' has no public symbol") == true)
        #expect(
            try Self.findings(topLevel.replacingOccurrences(of: "``/Notices/Placement``", with: "``Placement``"), named: "Placing.md")
                .isEmpty
        )
    }

    @Test func aDottedNameInDoubleBackticksNamesAMemberAndANumberNamesNothing() throws {
        let readme = """
            # Sparkles

            Call ``Sparkles.init`` with a count; a spread of ``0`` keeps them in one spot, and ``NoticeKind.describe`` says
            what a kind is. Add ``Sparkles.swift`` to your target.
            """
        let clean = try Self.run(readme, named: "README.md")
        #expect(clean.diagnostics.findings.isEmpty)
        // A file's name is no claim at all.
        #expect(clean.coverage.uncompared == 0)
        // A struct's member one letter off, or absent: the struct inherits nothing from elsewhere, so it is certain.
        let renamed = readme.replacingOccurrences(of: "``NoticeKind.describe``", with: "``NoticeKind.explain``")
        #expect(
            try Self.findings(renamed, named: "README.md") == [
                "3: 'NoticeKind.explain' is documented but module 'Notices' has no public symbol of that name ('NoticeKind' has no"
                    + " member 'explain')"
            ]
        )
        // A class with no supertype in the graph is a root Swift class: it inherits nothing, so a member it lacks is certain.
        let classMember = readme.replacingOccurrences(of: "``NoticeKind.describe``", with: "``Notice.explain``")
        let result = try Self.run(classMember, named: "README.md")
        #expect(result.diagnostics.findings.count == 1)
        #expect(result.coverage.uncompared == 0)
        // A dotted name whose owner is no type of the code either: said, not found.
        let unknown = try Self.run(
            readme.replacingOccurrences(of: "``NoticeKind.describe``", with: "``Glitter.explain``"),
            named: "README.md"
        )
        #expect(unknown.diagnostics.findings.isEmpty)
        #expect(unknown.coverage.uncompared == 1)
    }

    @Test func aTypesInterfaceListingClaimsItsProperties() throws {
        let page = """
            # Notices

            What a notice exposes:

            ```swift
            public final class Notice {
                /// Whether it hides by itself.
                var autoHides: Bool { get set }
            }
            ```
            """
        let clean = try Self.run(page, named: "Interface.md")
        #expect(clean.diagnostics.findings.isEmpty)
        #expect(clean.coverage.symbols >= 1)
        #expect(
            try Self.findings(page.replacingOccurrences(of: "autoHides: Bool", with: "autoHides: Int"), named: "Interface.md") == [
                "8: type of parameter 'autoHides' differs: the document has 'Int', the code's property 'Notice.autoHides' has 'Bool'"
            ]
        )
        #expect(
            try Self.findings(page.replacingOccurrences(of: "autoHides", with: "hidesItself"), named: "Interface.md") == [
                "8: 'Notice.hidesItself' is documented but 'Notice' has no public property of that name"
            ]
        )
        // A type of the reader's own, with values and bodies, claims nothing.
        let own = page.replacingOccurrences(
            of: "var autoHides: Bool { get set }",
            with: "var hidesItself = true\n    var pinned: Bool { false }"
        )
        #expect(try Self.findings(own, named: "Interface.md").isEmpty)
    }

    @Test func aListingOfPublicPropertiesWithInitialValuesClaimsThem() throws {
        let page = """
            # Notices

            The notice's settings, as the library declares them:

            ```swift
            public final class Notice {
                /// Whether it hides by itself.
                public var autoHides = true
            }
            ```
            """
        let clean = try Self.run(page, named: "Listing.md")
        #expect(clean.diagnostics.findings.isEmpty)
        #expect(clean.coverage.symbols >= 1)
        #expect(
            try Self.findings(page.replacingOccurrences(of: "autoHides", with: "hidesItself"), named: "Listing.md") == [
                "8: 'Notice.hidesItself' is documented but 'Notice' has no public property of that name"
            ]
        )
        // Without `public`, or with observers, the same lines are the page's own code: nothing is claimed.
        let own = page.replacingOccurrences(of: "public var autoHides = true", with: "var hidesItself = true")
        #expect(try Self.findings(own, named: "Listing.md").isEmpty)
        let observed = page.replacingOccurrences(of: "public var autoHides = true", with: "public var hidesItself = true { didSet {} }")
        #expect(try Self.findings(observed, named: "Listing.md").isEmpty)
        // A type the code does not have (the page's own subclass) is no finding either.
        let subclass = page.replacingOccurrences(of: "public final class Notice {", with: "public class MyNotice: Notice {")
            .replacingOccurrences(of: "autoHides", with: "hidesItself")
        #expect(try Self.findings(subclass, named: "Listing.md").isEmpty)
    }

    @Test func anAbsoluteLinkIntoAnotherModuleIsANoteNotAFinding() throws {
        let article = """
            # Placing notices

            A notice is shown over ``/Windowing/Window/rootView``.
            """
        let result = try Self.run(article, named: "Placing.md")
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.uncompared == 1)
    }

    @Test func aTableOfDottedCasesListsTheEnumerationItsWordsName() throws {
        let page = """
            # Placing notices

            Where a notice may appear:

            | Edge | Where it shows |
            | --- | --- |
            | `.top` | Under the navigation bar. |
            | `.bottom` | Above the tab bar. |
            """
        #expect(try Self.findings(page, named: "Edges.md").isEmpty)
        let added = page + "\n| `.center` | In the middle. |"
        #expect(
            try Self.findings(added, named: "Edges.md") == [
                "9: case 'center' of enumeration 'NoticeEdge' is documented but not in the code (the list's other labels are its cases)"
            ]
        )
        // Words that name no enumeration, or rows most of which the enumeration lacks: no subject, nothing claimed.
        let unnamed = added.replacingOccurrences(of: "| Edge |", with: "| value |")
            .replacingOccurrences(of: "# Placing notices", with: "# placing")
        #expect(try Self.findings(unnamed, named: "Edges.md").isEmpty)
        let mostlyOther = page.replacingOccurrences(of: "`.bottom`", with: "`.middle`") + "\n| `.center` | In the middle. |"
        #expect(try Self.findings(mostlyOther, named: "Edges.md").isEmpty)
    }

    // MARK: 9. A table's subject

    static let optionsTable = """
        # Effects

        The options of `Sparkles`:

        | Option | Type | Default |
        | --- | --- | --- |
        | count | Int | 12 |
        | spread | Double | 0.5 |
        """

    @Test func aTableDocumentsWhatTheSentenceBeforeItNames() throws {
        #expect(try Self.findings(Self.optionsTable, named: "Effects.md").isEmpty)
        let changed = Self.optionsTable.replacingOccurrences(of: "| 12 |", with: "| 10 |")
        #expect(
            try Self.findings(changed, named: "Effects.md") == [
                "7: default of parameter 'count' differs: the document has '10', the code has '12'"
            ]
        )
    }

    @Test func aTableWhoseSubjectTheCodeLacksIsANoteNotAFinding() throws {
        let page = Self.optionsTable.replacingOccurrences(of: "`Sparkles`", with: "`Glitter`")
        let result = try Self.run(page, named: "Effects.md")
        #expect(result.diagnostics.findings.isEmpty)
        #expect(result.coverage.uncompared >= 1)
    }

    // MARK: 11. Enumerations named in prose

    @Test func aListOfCasesUnderASentenceNamingTheEnumeration() throws {
        let page = """
            # Edges

            The `NoticeEdge` cases are:

            - `.top`
            - `.bottom`
            """
        #expect(try Self.findings(page, named: "Edges.md").isEmpty)
        let added = page + "\n- `.center`\n"
        #expect(
            try Self.findings(added, named: "Edges.md") == [
                "5: case 'center' of enumeration 'NoticeEdge' is documented but not in the code"
            ]
        )
    }

    @Test func aTableUnderAFunctionsNameDocumentsItsParameters() throws {
        let page = """
            # Presenting

            The options of `present(text:edge:)`:

            | Option | Type | Default |
            | --- | --- | --- |
            | text | String | |
            | edge | NoticeEdge | .top |
            """
        let clean = try Self.findings(page, named: "Presenting.md")
        #expect(clean.isEmpty, "\(clean)")
        let changed = page.replacingOccurrences(of: "| .top |", with: "| .bottom |")
        #expect(
            try Self.findings(changed, named: "Presenting.md") == [
                "8: default of parameter 'edge' differs: the document has '.bottom', the code has '.top'"
            ]
        )
    }

    @Test func possibleValuesBesideATableRowsType() throws {
        let page = """
            # Notice options

            The options of `present(text:edge:)`:

            | Option | Type | Description |
            | --- | --- | --- |
            | text | String | What it says. |
            | edge | NoticeEdge | Where it shows. Possible values: .top, .bottom |
            """
        #expect(try Self.findings(page, named: "Options.md").isEmpty)
        let fewer = page.replacingOccurrences(of: "Possible values: .top, .bottom", with: "Possible values: .top, .center")
        #expect(
            try Self.findings(fewer, named: "Options.md") == [
                "8: case 'center' of enumeration 'NoticeEdge' is documented but not in the code",
                "8: enumeration 'NoticeEdge' has the case 'bottom' in the code, which the document does not list",
            ]
        )
    }

    // MARK: 12. Never silently clean

    @Test func aPageWithNothingToCompareSaysSo() throws {
        let result = try Self.run("# Notes\n\nNotices are friendly.\n", named: "Notes.md")
        #expect(result.diagnostics.findings.isEmpty)
        #expect(!result.coverage.comparedAnything)
        #expect(result.coverage.summary.contains("nothing compared"))
    }

    @Test func anUnreadDeclarationIsANoteAndAnErrorWhenStrict() throws {
        let page = """
            # Notice

            ``` swift
            public final class Notice
            ```

            ## Methods

            ### `present(text:)`

            ``` swift
            public func present(text: String
            ```
            """
        let relaxed = try Self.run(page)
        #expect(relaxed.diagnostics.findings.isEmpty)
        #expect(relaxed.diagnostics.contains { $0.severity == .note && $0.location.line == 12 && $0.message.contains("not compared") })
        #expect(relaxed.coverage.uncompared == 1)
        let strict = try Self.run(page, strict: true)
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.location.line == 12 })
    }
}

/// The prose-default reader, seen from the tests: a parameter list item's stated default.
enum ProseDefaultProbe {
    static func value(_ text: String) -> String? {
        let page =
            "# T\n\n```swift\npublic struct T\n```\n\n## Methods\n\n### `f(x:)`\n\n```swift\npublic func f(x: Int)\n```\n\n#### Parameters\n\n- x: \(text)\n"
        return DocumentedSurfaceReader.read(page, document: "t.md").apis.first?.declaration.parameters.first?.defaultValue
    }
}
