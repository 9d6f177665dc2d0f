import SpecModel
import Testing

@testable import SpecParser

/// A TypeScript interface or type named for the component's props declares its settings with their types; one
/// named for another component, or a type that is not a props declaration, declares nothing of the component.
@Suite struct TypeScriptPropsTests {
    private func parse(_ code: String, fence: String = "ts") -> ParseResult {
        CodePage.pill.parse(code, language: fence)
    }

    @Test(arguments: [
        "export interface PillProps extends BaseProps {\n  lifetime?: number;\n  label: string\n  readonly tags?: Array<string>;\n  onClose?: (reason: string) => void;\n  render(): void;\n}",
        "type PillOptions = { lifetime?: number, label: string, readonly tags?: Array<string>, onClose?: (reason: string) => void }",
    ])
    func aPropsDeclarationGivesTheComponentsSettingsWithTheirTypes(code: String) throws {
        let api = try #require(parse(code).spec.api("Pill"))
        #expect(api.origin == .usage)
        #expect(api.parameters.map(\.name) == ["lifetime", "label", "tags", "onClose"])
        #expect(api.parameter("lifetime")?.valueType == .optional(.scalar(.number)))
        #expect(api.parameter("label")?.valueType == .optional(.scalar(.string)))
        #expect(api.parameter("tags")?.valueType == .optional(.array(.scalar(.string))))
        #expect(api.parameter("onClose")?.valueType == nil && api.parameter("onClose")?.runtimeReason != nil)
    }

    @Test(arguments: [
        "interface ButtonProps { variant: string }",
        "interface Pill { lifetime: number }",
        "type Props = { lifetime: number }",
        "interface PillProps { show(): void }",
    ])
    func otherDeclarationsGiveTheComponentNothing(code: String) {
        #expect(parse(code).spec.apis.isEmpty)
    }
}

/// Many declarations without braces do not each scan the rest of the code: the reading stays linear and still finds
/// the declaration that has members.
@Suite struct TypeScriptPropsScanTests {
    @Test func manyDeclarationsWithoutBracesAreReadAndTheLastOneCounts() {
        let code = String(repeating: "interface XProps ", count: 20_000) + "interface PillProps { lifetime?: number }"
        let props = TypeScriptProps(UsageTokens(CodeText(code)))
        #expect(props.declarations.map(\.component) == ["Pill"])
        #expect(props.declarations.first?.settings.map(\.name) == ["lifetime"])
    }

    @Test func aDeclarationWithoutItsOwnBraceDoesNotTakeTheNextOnes() {
        let props = TypeScriptProps(UsageTokens(CodeText("type ChipProps = Base\ninterface PillProps { label: string }")))
        #expect(props.declarations.map(\.component) == ["Pill"])
    }
}
