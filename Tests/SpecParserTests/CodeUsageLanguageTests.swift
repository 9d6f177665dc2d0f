import SpecModel
import Testing

@testable import SpecParser

/// Pages that show a component's API only in Kotlin, Java or Dart code: the component's own calls give its settings as
/// Swift calls do, each language spelling them its own way; calls of other components, of the page's own helpers and
/// of the platform give none.
@Suite struct CodeUsageLanguageTests {
    private func parse(_ markdown: String, file: String = "specs/pill.md") -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: file, inferences: .notes)
    }

    @Test func aComposeCallsNamedArgumentsAreTheComponentsParametersWithTheTypesTheirValuesSpell() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```kotlin
            Pill(
                text = "New",
                tone = PillTone.Success,
                count = 3,
                lifetime = 4000L,
                ratio = 0.5f,
                modifier = Modifier.padding(4.dp),
                onClick = { openDetails() },
            ) { Text(text = "inside") }
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.origin == .usage)
        #expect(api.parameters.map(\.name) == ["text", "tone", "count", "lifetime", "ratio", "modifier", "onClick"])
        #expect(api.parameter("text")?.valueType == .optional(.scalar(.string)))
        #expect(api.parameter("lifetime")?.type == "Long")
        #expect(api.parameter("ratio")?.type == "Float")
        // `PillTone.Success` names a case of a type the page never lists: an enumeration of the cases shown, inferred.
        #expect(api.parameter("tone")?.valueType == .optional(.enumeration("PillTone")))
        #expect(result.spec.enumerations.first { $0.name == "PillTone" }?.cases == ["Success"])
        // A modifier and a slot or callback lambda are runtime, and said so.
        #expect(api.parameter("modifier")?.valueType == nil && api.parameter("modifier")?.runtimeReason != nil)
        #expect(api.parameter("onClick")?.type == "() -> Unit" && api.parameter("onClick")?.valueType == nil)
        #expect(api.parameter("text")?.description == "Shown in usage: `text = \"New\"`.")
        // `Text(text = …)` in the trailing lambda is the platform's, not the component's.
        #expect(result.spec.apis.count == 1)
    }

    @Test func callsOfOtherComponentsHelpersAndThePlatformGiveNoParameter() {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```kotlin
            @Composable
            fun PillScreen(items: List<String>) {
                Column(modifier = Modifier.fillMaxWidth()) {
                    FlowRow(maxItemsInEachRow = 4) {
                        Text(text = "Fruit", color = Color.Red)
                        Avatar(size = 3)
                        Pill(text = "Ripe")
                    }
                }
            }
            ```
            """
        )
        // The example's own function, the layout, the text and the other component give nothing.
        #expect(result.spec.apis.map(\.symbol) == ["Pill"])
        #expect(result.spec.apis.first?.parameters.map(\.name) == ["text"])
    }

    @Test func aJVMBuilderChainAndSetterCallsNameTheSettingsTheySet() throws {
        let result = parse(
            """
            # Toaster

            Shows a short message.

            ```java
            Toaster.make(view, "Saved", Toaster.LENGTH_SHORT)
                .setDuration(3000L)
                .setActionText("Undo")
                .addCallback(callback)
                .show();
            ```

            ```kotlin
            val toaster = Toaster.make(view, "Saved")
            toaster.setMaxLines(2)
            toaster.animationMode = Toaster.ANIMATION_FADE
            ```
            """,
            file: "specs/toaster.md"
        )
        let api = try #require(result.spec.api("Toaster"))
        #expect(api.parameters.map(\.name) == ["duration", "actionText", "maxLines", "animationMode"])
        #expect(api.parameter("duration")?.type == "Long")
        #expect(api.parameter("maxLines")?.valueType == .optional(.scalar(.integer)))
    }

    @Test func aBuiltInTypeOrBothBooleansWrittenAsTheArgumentGiveTheSettingsType() throws {
        let result = parse(
            """
            # Hint

            Points at a view.

            ```java
            Hint hint = Hint.Builder(context)
                .lineLimit(Int)
                .pinned(Boolean)
                .label(CharSequence)
                .tapToDismiss(true / false)
                .policy(DismissPolicy)
                .create();
            ```
            """,
            file: "specs/hint.md"
        )
        let api = try #require(result.spec.api("Hint"))
        #expect(api.parameter("lineLimit")?.type == "Int")
        #expect(api.parameter("pinned")?.valueType?.isOptional == true)
        #expect(api.parameter("pinned")?.type == "Bool")
        #expect(api.parameter("label")?.type == "String")
        #expect(api.parameter("tapToDismiss")?.type == "Bool")
        // A class of the library's own written as the argument may carry behaviour: its name alone gives no model type.
        #expect(api.parameter("policy")?.valueType == nil)
    }

    @Test func settersAndBuilderMethodsNameTheirSetting() {
        #expect(SettingName.ofSetter("setDuration") == "duration")
        #expect(SettingName.ofSetter("setURL") == "url")
        #expect(SettingName.ofSetter("setHTMLText") == "htmlText")
        #expect(SettingName.ofSetter("settle") == nil)
        #expect(SettingName.ofSetter("set") == nil)
        #expect(SettingName.ofBuilderMethod("duration") == "duration")
        #expect(SettingName.ofBuilderMethod("show") == nil)
        #expect(SettingName.ofBuilderMethod("addCallback") == nil)
        #expect(SettingName.ofBuilderMethod("build") == nil)
    }

    @Test func dartNamedArgumentsAreParametersAndAMethodCalledOnTheResultIsNot() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ```dart
            Pill(label: 'Ripe', dense: true, onTap: () => print('tapped')).show(context);
            ```
            """
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameters.map(\.name) == ["label", "dense", "onTap"])
        #expect(api.parameter("label")?.type == "String")
        #expect(api.parameter("dense")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("onTap")?.valueType == nil)
    }

    @Test func aKotlinFunctionWithABodyInAnExampleIsTheExamplesOwnNotAnAPI() throws {
        let result = parse(
            """
            # Pill

            A small rounded label.

            ## Examples

            ```kotlin
            @Composable
            fun PillSample() {
                var picked by remember { mutableStateOf(false) }
                Pill(picked = picked, onPickedChange = { picked = it })
            }
            ```
            """
        )
        #expect(result.spec.apis.map(\.symbol) == ["Pill"])
        #expect(try #require(result.spec.api("Pill")).parameters.map(\.name) == ["picked", "onPickedChange"])
    }

    @Test func aDokkaPackageTitleNamesTheComponentByItsFileAndItsVariantsAreItsOwn() throws {
        let markdown = """
            # Package com.acme.ui.components.toggles

            Toggles let a person turn a setting on or off.

            ```kotlin
            SwitchLabelled(checked = true, onCheckedChange = {}) { Text("Wi-Fi") }
            ```
            """
        let result = parse(markdown, file: "specs/acme-Switch.md")
        #expect(result.spec.name == "Acme Switch")
        #expect(result.spec.apis.first?.parameters.map(\.name) == ["checked", "onCheckedChange"])
        // A generic file name leaves the package's last segment to name it.
        #expect(parse(markdown, file: "specs/README.md").spec.name == "Toggles")
        // Any other title keeps its name.
        #expect(parse(markdown.replacingOccurrences(of: "Package com.acme.ui.components.toggles", with: "Switch")).spec.name == "Switch")
    }
}

/// Android layout XML shows a view's settings as attributes of its own namespace.
@Suite struct AndroidLayoutUsageTests {
    @Test func attributesOutsideAndroidsNamespaceAreTheViewsSettings() throws {
        let result = SpecParser.parse(
            bytes: Array(
                """
                # Pill

                A small rounded label.

                ```xml
                <LinearLayout android:layout_width="match_parent">
                    <com.example.ui.Pill
                        android:layout_width="wrap_content"
                        app:pillText="New"
                        app:pillDense="true"
                        app:pillCount="3" />
                    <TextView app:fontFamily="serif" />
                </LinearLayout>
                ```
                """.utf8
            ),
            source: "specs/pill.md",
            inferences: .notes
        )
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameters.map(\.name) == ["pillText", "pillDense", "pillCount"])
        #expect(api.parameter("pillDense")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("pillCount")?.valueType == .optional(.scalar(.integer)))
        // The quotes around `New` say nothing of its type: an XML value is always quoted (its name may still).
        #expect(api.parameter("pillText")?.type == nil)
        #expect(result.spec.apis.count == 1)
    }
}
