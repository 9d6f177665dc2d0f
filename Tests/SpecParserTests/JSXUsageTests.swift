import SpecModel
import Testing

@testable import SpecParser

/// Pages that show a component's API only as JSX: the component's own element passes its props as attributes, read
/// as a call's labelled arguments are; other components' elements, the page's own components and DOM elements give
/// nothing.
@Suite struct JSXUsageTests {
    private func parse(_ markdown: String) -> ParseResult {
        SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pill.md", inferences: .notes)
    }

    private static func page(_ code: String, fence: String = "jsx") -> String {
        """
        # Pill

        A small rounded label.

        ```\(fence)
        \(code)
        ```
        """
    }

    @Test(arguments: ["jsx", "tsx", "js", "typescript"])
    func theComponentsOwnElementGivesItsPropsWithTheTypesTheirValuesSpell(fence: String) throws {
        let code = """
            function PillDemo() {
              const [open, setOpen] = useState(false);
              return (
                <Stack gap={2}>
                  <Pill lifetime={3000} dismissible label="New" tone='calm' onClose={() => setOpen(false)} {...rest} />
                </Stack>
              );
            }
            """
        let api = try #require(parse(Self.page(code, fence: fence)).spec.api("Pill"))
        #expect(api.origin == .usage)
        #expect(api.parameters.map(\.name) == ["lifetime", "dismissible", "label", "tone", "onClose"])
        #expect(api.parameter("lifetime")?.valueType == .optional(.scalar(.integer)))
        // A bare attribute is `true`.
        #expect(api.parameter("dismissible")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("label")?.valueType == .optional(.scalar(.string)))
        #expect(api.parameter("tone")?.valueType == .optional(.scalar(.string)))
        // A callback is runtime, and said so.
        #expect(api.parameter("onClose")?.valueType == nil && api.parameter("onClose")?.runtimeReason != nil)
    }

    @Test(arguments: ["jsx:react", "tsx:preview"])
    func aDocsSitesVariantAfterTheFencesLanguageKeepsTheLanguage(fence: String) throws {
        let api = try #require(parse(Self.page("const App = () => <Pill lifetime={3000} />;", fence: fence)).spec.api("Pill"))
        #expect(api.parameters.map(\.name) == ["lifetime"])
    }

    @Test func aVariablePassedBesideALiteralLeavesTheLiteralsType() throws {
        let code = """
            const A = () => <Pill open label="New" />;
            const B = () => <Pill open={isOpen} label={item.title} />;
            const C = () => <Pill tone={tone} />;
            """
        let api = try #require(parse(Self.page(code)).spec.api("Pill"))
        #expect(api.parameter("open")?.valueType == .optional(.scalar(.bool)))
        #expect(api.parameter("label")?.valueType == .optional(.scalar(.string)))
        // Only a variable shown: the type stays unsaid.
        #expect(api.parameter("tone")?.valueType == nil)
    }

    @Test func reactsOwnKeyAndRefAreNoProps() throws {
        let code = "items.map(item => <Pill key={item.id} ref={pillRef} label={item.title} />)"
        let api = try #require(parse(Self.page(code)).spec.api("Pill"))
        #expect(api.parameters.map(\.name) == ["label"])
    }

    @Test func otherComponentsTheExamplesOwnAndDOMElementsGiveNoParameter() {
        let code = """
            function PillDemo({ size }) {
              return (
                <div className="row" data-kind="demo">
                  <Button variant="primary" onClick={() => show()}>Show</Button>
                  <PillDemo size="large" />
                  <PillProvider theme={dark} />
                </div>
              );
            }
            """
        let result = parse(Self.page(code))
        // `PillProvider` names the component, so it is its own; nothing else is.
        #expect(result.spec.apis.map(\.symbol) == ["PillProvider"])
        #expect(result.spec.apis.flatMap(\.parameters).map(\.name) == ["theme"])
    }

    @Test func aTitleNamingTheFrameworkBeforeTheComponentStillOwnsItsElement() throws {
        let markdown = """
            # NPM React Pills

            Small rounded labels.

            ```jsx
            <Stack gap={2}>
              <Pill tone="calm" lifetime={3000}>New</Pill>
            </Stack>
            ```
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pills.md", inferences: .notes)
        let api = try #require(result.spec.api("Pill"))
        #expect(api.parameters.map(\.name) == ["tone", "lifetime"])
        // The layout around it is still the page's.
        #expect(result.spec.apis.count == 1)
    }

    @Test func anElementOfAnotherComponentOnlyLeavesThePageWithoutAPISayingWhy() throws {
        let result = parse(Self.page(#"<Button variant="primary">Show</Button>"#))
        #expect(result.spec.apis.isEmpty)
        let warning = try #require(result.diagnostics.first { $0.message.hasPrefix("no API found") })
        #expect(warning.message.contains("Button"), "\(warning.message)")
    }

    @Test func aScriptWithoutJSXOrAnOptionObjectIsCodeSpecgenDoesNotRead() throws {
        let result = parse(Self.page("const shown = render(3000)\nshown.dispose()", fence: "js"))
        #expect(result.spec.apis.isEmpty)
        let warning = try #require(result.diagnostics.first { $0.message.hasPrefix("no API found") })
        #expect(warning.message.contains("in a language specgen does not read"), "\(warning.message)")
    }

    @Test func aComparisonOrAGenericIsNoElement() {
        let code = """
            if (count < Pill.max) { render() }
            const items: Array<Pill> = []
            """
        #expect(parse(Self.page(code, fence: "ts")).spec.apis.isEmpty)
    }
}
