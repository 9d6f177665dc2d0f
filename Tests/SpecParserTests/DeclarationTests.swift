import SpecModel
import SpecParser
import Testing

@Suite struct DeclarationTests {
    private func api(_ code: String, fence: String = "swift") throws -> APIDeclaration {
        let result = parse("# Widget\n\n## API\n\n```\(fence)\n\(code)\n```\n")
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.spec.apis.first)
    }

    @Test func genericsClosuresAndEscaping() throws {
        let api = try api(
            """
            public init(
                isPresented: Binding<Bool>,
                dismiss: @escaping () -> Void = {},
                onTap: (() -> Void)? = nil,
                map: [String: Int] = [:]
            )
            """
        )
        #expect(api.kind == .initializer)
        #expect(api.symbol == "Widget")
        #expect(api.attributes == ["public"])
        #expect(api.parameters.map(\.name) == ["isPresented", "dismiss", "onTap", "map"])
        let binding = try #require(api.parameter("isPresented")?.parsedType)
        #expect(binding == .named("Binding", [.named("Bool")]))
        let dismiss = try #require(api.parameter("dismiss"))
        #expect(dismiss.type == "@escaping () -> Void")
        #expect(dismiss.defaultValue == "{}")
        #expect(dismiss.parsedType?.kind == .function)
        #expect(dismiss.parsedType?.attributes == ["@escaping"])
        let onTap = try #require(api.parameter("onTap"))
        #expect(onTap.parsedType?.isOptional == true)
        #expect(onTap.parsedType?.unwrapped.kind == .function)
        #expect(onTap.defaultValue == "nil")
        #expect(api.parameter("map")?.parsedType?.kind == .dictionary)
    }

    @Test func defaultsWithCommasParenthesesAndStrings() throws {
        let api = try api(
            """
            public func show(
                insets: LayoutConstrainingInsets = .init(
                    vertical: LDSpacing.space8,
                    horizontal: LDSpacing.space16
                ),
                title: String = "a, (b) = c",
                flag: Predicate = a < b,
                count: Int = 2
            ) -> LDSnackbar {
                body(with: "}")
            }
            """
        )
        #expect(api.kind == .function)
        #expect(api.symbol == "show")
        #expect(api.returnType == "LDSnackbar")
        #expect(api.parameter("insets")?.defaultValue == ".init(vertical: LDSpacing.space8, horizontal: LDSpacing.space16)")
        #expect(api.parameter("title")?.defaultValue == "\"a, (b) = c\"")
        #expect(api.parameter("flag")?.defaultValue == "a < b")
        #expect(api.parameter("count")?.defaultValue == "2")
    }

    @Test func argumentLabelsAreKept() throws {
        let api = try api("func insert(_ view: String, at index: Int)")
        #expect(api.parameters.map(\.name) == ["view", "index"])
        #expect(api.parameters.map(\.label) == ["_", "at"])
    }

    @Test func kotlinComposableWithAnnotationsAndDefaults() throws {
        let api = try api(
            """
            @Composable
            fun SnackBarUiComponent(
                hostStateWrapper: SnackbarHostStateWrapper,
                modifier: Modifier = Modifier,
                @DrawableRes icon: Int? = null,
                onClick: () -> Unit = {},
                items: List<String> = listOf("a", "b"),
            ): Unit
            """,
            fence: "kotlin"
        )
        #expect(api.language == .kotlin)
        #expect(api.symbol == "SnackBarUiComponent")
        #expect(api.attributes == ["@Composable"])
        #expect(api.returnType == "Unit")
        #expect(api.parameters.map(\.name) == ["hostStateWrapper", "modifier", "icon", "onClick", "items"])
        #expect(api.parameter("modifier")?.defaultValue == "Modifier")
        #expect(api.parameter("icon")?.defaultValue == "null")
        #expect(api.parameter("items")?.defaultValue == "listOf(\"a\", \"b\")")
        #expect(api.parameter("items")?.isData == true)
        #expect(api.parameter("modifier")?.isData == false)
    }

    @Test func unlabelledBlocksAreReadWhenTheyAreDeclarations() throws {
        #expect(try api("init(limit: Int = 2)", fence: "").language == .swift)
        #expect(try api("fun show(text: String)", fence: "").language == .kotlin)
        let example = parse("# W\n\n## API\n\n```\nlet view = Widget(limit: 2)\n```\n```js\nfunction init(a) {}\n```\n")
        // The call is usage, not a declaration: its label is the API shown by usage.
        #expect(example.spec.apis.map(\.kind) == [.properties])
        #expect(example.diagnostics.isEmpty)
    }

    @Test func enumerationsAreReadAndMakeTheirTypesData() throws {
        let result = parse(
            """
            # Banner

            ## API

            ```swift
            public enum Position: String { case overlapping, embedded }
            enum Mode {
                case inView
                case alwaysOnTop // the usual one
            }
            public init(position: Position = .overlapping, other: Unknown)
            ```

            ```kotlin
            enum class Tone { INFO, ERROR; fun x() = 1 }
            ```
            """
        )
        #expect(result.spec.enumerations.map(\.name) == ["Position", "Mode", "Tone"])
        #expect(result.spec.enumerations.map(\.cases) == [["overlapping", "embedded"], ["inView", "alwaysOnTop"], ["INFO", "ERROR"]])
        let api = try #require(result.spec.api())
        #expect(api.parameter("position")?.isData == true)
        #expect(api.parameter("other")?.isData == false)
        #expect(api.parameter("other")?.runtimeReason == "`Unknown` is not a type the spec defines")
    }

    @Test func symbolAndModuleComeFromHintsOrTheHeading() throws {
        let hinted = parse("# Snackbar\n\n## API\n\nClass name: Snackbar Module name: UIComponentsPlugin\n\n```swift\ninit(a: Int)\n```\n")
            .spec
        #expect(hinted.api()?.symbol == "Snackbar")
        #expect(hinted.api()?.module == "UIComponentsPlugin")
        let headed = parse("# Snackbar stack\n\n## API\n\n### `GlassSnackbarStackView`\n\n```swift\ninit(a: Int)\n```\n").spec
        #expect(headed.api()?.symbol == "GlassSnackbarStackView")
        let fallback = parse("# Snackbar stack\n\n## API\n\n```swift\ninit(a: Int)\n```\n").spec
        #expect(fallback.api()?.symbol == "SnackbarStack")
    }

    @Test(arguments: [
        ("init(a: Binding<Bool, b: Int)", 5, 16, "unbalanced generic angle brackets: '<' has no partner"),
        ("init(a: Int", 5, 5, "unbalanced brackets: '(' has no partner"),
        ("init(a: Int))", 5, 13, "unbalanced brackets: ')' has no partner"),
        ("init(a Int)", 5, 6, "expected 'name: Type' in parameter 'a Int'"),
        ("init(a: Int, a: String)", 5, 14, "parameter 'a' is declared twice"),
    ])
    func brokenDeclarationsAreLocatedWarningsAndErrorsUnderStrict(_ code: String, line: Int, column: Int, message: String) throws {
        let markdown = "# W\n\nA w.\n\n## API\n\n```swift\n\(code)\n```\n\n```swift\ninit(b: Int)\n```\n"
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "test.md")
        let warning = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(!result.diagnostics.containsErrors)
        #expect(warning.message == message + "; the declaration is not read")
        #expect(warning.location == SourceLocation(file: "test.md", line: line + 3, column: column))
        // The rest of the document is still read.
        #expect(result.spec.apis.map { $0.parameters.map(\.name) } == [["b"]])
        let strict = SpecParser.parse(bytes: Array(markdown.utf8), source: "test.md", inferences: .errors)
        #expect(
            strict.diagnostics.contains {
                $0.severity == .error
                    && $0.message.hasPrefix(message + "; the declaration is not read (--strict: write it as a Swift or Kotlin declaration")
            }
        )
    }

    @Test func aHandlerRunningStatementsUnderAnAPIHeadingIsTheExamplesOwn() {
        let code = "@IBAction func didTapOpen(_ sender: Any) {\n    drawer.isOpen = true\n    present(drawer, animated: true)\n}"
        let result = parse("# Drawer\n\n## Properties\n\n```swift\n\(code)\n```\n")
        #expect(!result.spec.apis.contains { $0.kind == .function && $0.symbol.hasSuffix("didTapOpen") })
    }

    @Test func anEmptyBodyOrAMemberUnderAnAPIHeadingStaysAListedSignature() {
        let empty = parse("# Drawer\n\n## API\n\n```swift\nfunc open(animated: Bool) {}\n```\n")
        #expect(empty.spec.apis.contains { $0.kind == .function && $0.symbol.hasSuffix("open") })
        let member = parse(
            "# Drawer\n\n## API\n\n```swift\nclass Drawer {\n    func open(animated: Bool) {\n        slide()\n    }\n}\n```\n"
        )
        #expect(member.spec.apis.contains { $0.kind == .function && $0.symbol.hasSuffix("open") })
    }
}
