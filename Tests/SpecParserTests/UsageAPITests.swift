import SpecModel
import SpecParser
import Testing

/// A design system's README that shows its API only as usage: the component's own calls give the API, what an
/// example declares for itself does not, and a document that shows code nobody could read says so.
@Suite struct UsageAPITests {
    static let usageOnly = """
        # Pebble

        A rounded label that a person can pick.

        ## Usage

        ```swift
        Pebble("Tea", picked: true, tone: .onDark, weight: 2)
            .pebbleSize(.small)
        ```

        - `tone`: `.plain`, `.onDark` or `.onPhoto`

        The default tone is `.plain`.
        """

    @Test func aMemberUsedOnlyThroughItsOwnMembersIsAPartNotText() throws {
        let markdown = """
            # Pebble

            A rounded label that a person can pick.

            ```swift
            let pebble = Pebble(caption: "Tea")
            pebble.captionLabel.textColor = .white
            pebble.hintLabel = "Pick one"
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes)
        let api = try #require(result.spec.api("Pebble"))
        let part = try #require(api.parameter("captionLabel"))
        #expect(part.valueType == nil)
        // Why, said as the reason rather than through a word of its description.
        #expect(part.runtimeReason?.contains("a part of the component") == true)
        #expect(part.description.contains("captionLabel.textColor"))
        #expect(!part.description.contains("view"))
        // A value set on the member itself still types it.
        #expect(api.parameter("hintLabel")?.valueType == .optional(.scalar(.string)))
    }

    @Test func aUsageOnlyReadmeGivesTheComponentsLabelsWithTypesFromLiteralsAndOptionLists() throws {
        let result = SpecParser.parse(bytes: Array(Self.usageOnly.utf8), source: "specs/pebble.md", inferences: .notes)
        let api = try #require(result.spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["picked", "tone", "weight", "pebbleSize"])
        #expect(api.parameter("picked")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("weight")?.valueType == .optional(.scalar(.integer)))
        #expect(api.parameter("tone")?.valueType == .enumeration("PebbleTone"))
        #expect(api.parameter("tone")?.defaultValue == ".plain")
        // `.small` is shown, but no prose lists its options: an enumeration of the cases shown, said as inferred.
        #expect(api.parameter("pebbleSize")?.valueType == .optional(.enumeration("PebbleSize")))
        #expect(result.spec.enumerations.map(\.name) == ["PebbleTone", "PebbleSize"])
        #expect(result.spec.enumerations.first?.cases == ["plain", "onDark", "onPhoto"])
        #expect(result.spec.enumerations.map(\.isInferred) == [false, true])
        #expect(result.spec.notRead == nil)
        #expect(result.spec.account == "API with 4 parameters, 0 rules, 0 pending")
        // Every parameter read this way is an inference, said as a note.
        #expect(result.diagnostics.allSatisfy { $0.severity == .note })
        #expect(result.diagnostics.contains { $0.message.hasPrefix("read the API of 'Pebble' from its usage: picked (Bool, from `true`)") })
    }

    @Test func aBindingPassedIsCallerStateAndAListOfLiteralsIsAList() throws {
        let markdown = """
            # Pebble

            ## Usage

            ```swift
            Pebble(labels: ["Tea", "Milk"], picked: $isPicked, weights: [1, 2])
            ```
            """
        let api = try #require(parse(markdown).spec.api())
        // Usage shows a value, never that one must be given: optional.
        #expect(api.parameter("labels")?.valueType == .optional(.array(.scalar(.string))))
        #expect(api.parameter("weights")?.valueType == .optional(.array(.scalar(.integer))))
        // Whatever its name suggests, a binding holds the caller's state: no model stores it.
        #expect(api.parameter("picked")?.isData == false)
        #expect(api.parameter("picked")?.runtimeReason?.contains("binding") == true)
    }

    @Test func strictMakesEveryUsageInferenceAnError() {
        let result = SpecParser.parse(bytes: Array(Self.usageOnly.utf8), source: "specs/pebble.md", inferences: .errors)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("read the API of 'Pebble' from its usage") })
    }

    @Test func propertiesSetOnTheComponentsInstancesArePartOfItsAPI() throws {
        let markdown = """
            # Pebble

            A rounded label.

            ```swift
            let pebble = Pebble()
            pebble.isPicked = true
            pebble.caption.text = "Tea"
            view.backgroundColor = .red
            ```
            """
        let api = try #require(parse(markdown).spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["isPicked", "caption"])
    }

    @Test func callsOfOtherTypesAreNotTheComponentsAPI() {
        let markdown = """
            # Pebble

            A rounded label.

            ## Usage

            ```swift
            VStack(alignment: .leading, spacing: 4) {
                Text("Hello", tableName: "Main")
            }
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md")
        #expect(result.spec.apis.isEmpty)
        #expect(result.spec.notRead?.hasPrefix("no API found: 1 code block under 'Usage' read as examples") == true)
        // The document shows code but no API could be read from it: a located warning, not a note.
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.location.line == 8)
        let strict = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .errors)
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("no API found") })
    }

    @Test func anExamplesOwnHandlerGivesNoAPI() {
        let markdown = """
            # Pebble Calendar

            A month of days to pick from.

            ## Picking a range

            ```swift
            func didPick(range: ClosedRange<Date>) {
                print(range)
            }

            func scrolled(to offset: Double) { log(offset) }
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/calendar.md", inferences: .notes)
        #expect(result.spec.apis.isEmpty)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("not read as API: 'didPick'") })
    }

    @Test func aKotlinHelperWithAnExpressionBodyLeavesTheComponentsCallsAsTheAPI() throws {
        let markdown = """
            # Pebble

            A rounded label.

            ## Glowing while dragged

            ```kotlin
            Pebble(
                text = "Drag me",
                glowing = true,
            )

            fun Modifier.pebbleGlow(state: PebbleState, level: Float): Modifier = graphicsLayer {
                alpha = level * state.progress
            }
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes)
        let api = try #require(result.spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["text", "glowing"])
        #expect(!result.spec.apis.flatMap(\.parameters).contains { $0.name == "level" })
    }

    @Test func aDeclarationWithoutABodyIsStillTheAPI() throws {
        let markdown = """
            # Pebble

            A rounded label.

            ## API

            ```swift
            public func pick(animated: Bool = true)
            ```
            """
        #expect(try #require(parse(markdown).spec.api("pick")).parameters.map(\.name) == ["animated"])
    }

    @Test func aPageWhoseDeclarationDoesNotParseIsAccountedByItNotAsGuidance() {
        let result = parse("# Pebble\n\nA pebble.\n\n## API\n\n```swift\ninit(label: String, (((\n```\n")
        #expect(result.spec.apis.isEmpty)
        #expect(result.spec.notRead == "no API read: the declaration at line 8 does not parse (see the warning there)")
        #expect(result.diagnostics.contains { $0.location.line == 8 && $0.message.contains("the declaration is not read") })
        // A page with a declaration that parses is read as before.
        #expect(parse("# Pebble\n\n## API\n\n```swift\ninit(label: String)\n```\n").spec.notRead == nil)
    }

    @Test func aGuidanceOnlyPageSaysSo() {
        let result = parse("# Pebble guidance\n\nUse pebbles sparingly; two at most on a screen.\n")
        #expect(result.spec.notRead == "guidance only: no API stated")
        #expect(result.spec.account == "guidance only: no API stated, 0 rules, 0 pending")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aTableOrDeclarationKeepsUsageCodeOutOfTheAPI() throws {
        let markdown = """
            # Pebble

            ## API

            | Name | Type | Default |
            |---|---|---|
            | picked | Bool | false |

            ## Usage

            ```swift
            Pebble(picked: true, extra: 3)
            ```
            """
        #expect(try #require(parse(markdown).spec.api()).parameters.map(\.name) == ["picked"])
    }
}

/// What an example declares for itself, decided in one place.
@Suite struct ExampleCodeTests {
    @Test func functionsWithBodiesStateAndHelperExtensionsAreTheExamplesOwn() {
        let code = """
            struct DemoView: View {
                @State private var picked = false
                var body: some View { Pebble("A", picked: $picked) }
            }

            extension Pebble {
                func highlighted() -> some View { self.opacity(0.5) }
            }

            func didPick(range: ClosedRange<Date>) { print(range) }
            """
        let example = ExampleCode(code)
        #expect(example.declaredTypes == ["DemoView"])
        #expect(example.declaredFunctions == ["highlighted", "didPick"])
        #expect(example.ownDeclarations.map(\.name).contains("picked"))
        #expect(example.ownDeclarations.map(\.name).contains("Pebble"))
        let handler = code.utf8.count - "func didPick(range: ClosedRange<Date>) { print(range) }".utf8.count
        #expect(example.reason(forDeclarationAt: handler)?.contains("function with a body") == true)
    }

    @Test func onlyATopLevelFunctionWhoseBodyRunsStatementsRunsStatements() {
        let handler = ExampleCode("func didTap(_ sender: Any) {\n    drawer.open()\n}")
        #expect(handler.runsStatements(declarationAt: 0))
        #expect(!ExampleCode("func open(animated: Bool) { ... }").runsStatements(declarationAt: 0))
        #expect(!ExampleCode("func open(animated: Bool) { fatalError() }").runsStatements(declarationAt: 0))
        let member = "class Drawer {\n    func open() { slide() }\n}"
        let offset = member.utf8.count - "func open() { slide() }\n}".utf8.count
        #expect(!ExampleCode(member).runsStatements(declarationAt: offset))
    }

    @Test func aKotlinExpressionBodyIsABody() {
        let helper = "fun Modifier.pebbleGlow(level: Float): Modifier = graphicsLayer {\n    alpha = level\n}\n"
        let short = "fun half(level: Float) = level / 2\n"
        let signature = "@Composable fun Pebble(text: String, glow: Float = 0f)\n"
        let example = ExampleCode(helper + short + signature)
        #expect(example.reason(forDeclarationAt: 0)?.contains("function with a body") == true)
        #expect(example.runsStatements(declarationAt: 0))
        #expect(example.reason(forDeclarationAt: helper.utf8.count) != nil)
        // A default's `=` inside the parameter list is no body: the signature is the component's.
        #expect(example.reason(forDeclarationAt: helper.utf8.count + short.utf8.count + "@Composable ".utf8.count) == nil)
    }

    @Test func aSignatureListingIsNotExampleCode() {
        let code = "public init(title: String, picked: Bool = false)\npublic func pick(animated: Bool)\n"
        let example = ExampleCode(code)
        #expect(example.ownDeclarations.isEmpty)
        #expect(example.reason(forDeclarationAt: 0) == nil)
        #expect(!example.hasStatements)
    }
}
