import SpecModel
import Testing

@testable import SpecParser

/// Pages whose code never spells the component's name: the library type its calls set up (with labels, an option
/// object's keys or a builder's setters) is the component, as is an object of settings named for the component's kind.
/// A markup element, a method on a variable, a call setting nothing and a name that is the platform's in that
/// language show no API.
@Suite struct TypeFoundForWantOfOneTests {
    private func parse(_ code: String, fence: String, title: String = "Quiet Wrapper") -> ParseResult {
        CodePage(title: title, summary: "Wraps the platform's short messages.").parse(code, language: fence)
    }

    @Test func aJavaBuilderChainOnALibraryTypeGivesItsSetters() throws {
        let code = """
            Whisper.with(context, "Saved").tint(R.color.mint).show()
            Whisper.with(context, "Gone").lifetime(4000).show()
            Typeface.createFromAsset(assets, "rounded.ttf")
            """
        let api = try #require(parse(code, fence: "java").spec.api("Whisper"))
        #expect(api.parameters.map(\.name) == ["tint", "lifetime"])
        #expect(api.parameter("lifetime")?.valueType == .optional(.scalar(.integer)))
    }

    @Test func aSwiftUINameIsALibrarysOwnTypeInJavaButThePlatformsInSwift() throws {
        let java = parse("Sheet.with(this, \"Hi\").lifetime(4000).show()\nSheet.with(this, \"Bye\").lifetime(2000).show()", fence: "java")
        #expect(java.spec.api("Sheet")?.parameters.map(\.name) == ["lifetime"])
        let swift = parse(#"Sheet(title: "Hi", lifetime: 4)"#, fence: "swift")
        #expect(swift.spec.apis.isEmpty, "\(swift.spec.apis.map(\.symbol))")
    }

    @Test func aLibraryUsedOnceThroughAChainOrAnOptionObjectIsNotTakenForTheComponent() {
        let java = parse("Fetcher.with(context).load(address).into(frame)", fence: "java")
        #expect(java.spec.apis.isEmpty, "\(java.spec.apis.map(\.symbol))")
        let js = parse("Courier.send({ route: '/items', retries: 2 })", fence: "js")
        #expect(js.spec.apis.isEmpty, "\(js.spec.apis.map(\.symbol))")
    }

    @Test func aChainThatSetsNothingGivesNoAPI() {
        let result = parse(#"Whisper.with(context, "Saved").show().dismissLater()"#, fence: "java")
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }

    @Test func aJavaScriptCallPassingAnOptionObjectIsTheComponentsCall() throws {
        let code = """
            Murmur({ title: 'Saved', lifetime: 3000 })
            Murmur({ title: 'Gone', corner: 'top-end' })
            """
        let api = try #require(parse(code, fence: "js").spec.api("Murmur"))
        #expect(api.parameters.map(\.name) == ["title", "lifetime", "corner"])
    }

    @Test func anElementOrAMethodOnAVariableIsNotTakenForTheComponent() {
        let code = """
            queue.push({ text: 'Hi', lifetime: 3000 })
            const view = <Panel tone="calm" lifetime={3} />
            """
        let result = parse(code, fence: "jsx")
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }

    @Test func thePlatformsObjectsCalledWithOptionsAreNoComponent() {
        let code = """
            const styles = StyleSheet.create({ frame: { padding: 8 } })
            Animated.timing(fade, { toValue: 1, duration: 300 }).start()
            new IntersectionObserver(onSeen, { threshold: 0.5 })
            """
        let result = parse(code, fence: "js")
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }

    @Test func anOptionObjectWrittenAsATypeDeclaresTheOptionsWhereItStands() throws {
        let markdown = """
            # Pebble

            A short message that floats over the page.

            ```js
            pebble({ label: 'Saved' })
            ```

            ## Options

            ```ts
            pebble({
              /** The text shown. */
              label: string;
              lifetime?: number;
            })
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pebble.md", inferences: .notes)
        let api = try #require(result.spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["label", "lifetime"])
        // Lines: 1 title, 3 summary, 5 fence, 6 usage, 9 heading, 11 fence, 12 `pebble({`, 13 comment, 14 `label`.
        #expect(api.parameter("label")?.line == 14)
        #expect(api.parameter("lifetime")?.type == "number")
    }

    @Test func anOptionObjectOfValuesIsNoDeclaration() throws {
        let api = try #require(parse("pebble({ label: 'Saved', lifetime: 3000 })", fence: "js", title: "Pebble").spec.api("Pebble"))
        #expect(api.parameter("lifetime")?.valueType == .optional(.scalar(.integer)))
        #expect(api.parameter("label")?.type == "String")
    }

    @Test func anObjectOfSettingsNamedForTheComponentsKindIsTheComponents() throws {
        let code = """
            StackPebbleConfig().setMargin(10);
            FadePebbleConfig().setLifetime(300).setCorner(8);
            FadeChimeConfig().setVolume(3);
            FadePebbleCard().setElevation(2);
            """
        let result = parse(code, fence: "dart", title: "Stack Pebble")
        #expect(result.spec.api("FadePebbleConfig")?.parameters.map(\.name) == ["lifetime", "corner"])
        #expect(result.spec.api("FadeChimeConfig") == nil)
        // Named for the kind but no object of settings: another widget of the family.
        #expect(result.spec.api("FadePebbleCard") == nil)
    }
}
