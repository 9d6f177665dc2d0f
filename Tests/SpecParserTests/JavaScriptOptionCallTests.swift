import SpecModel
import Testing

@testable import SpecParser

/// Pages that show a component's API as a JavaScript or TypeScript call passing an option object: the keys of the
/// object given to the component's own call are its settings; the same object given to another library's call, the
/// page's own helper or the platform gives nothing.
@Suite struct JavaScriptOptionCallTests {
    private func parse(_ code: String, fence: String = "js") -> ParseResult {
        CodePage.pebble.parse(code, language: fence)
    }

    @Test(arguments: [
        "new Pebble({ lifetime: 3000, corner: 'top-end', sticky: true })",
        "pebble({ lifetime: 3000, corner: 'top-end', sticky: true })",
        "Pebble.show('Saved', { lifetime: 3000, corner: 'top-end', sticky: true })",
        "this.$pebble.open({ lifetime: 3000, corner: 'top-end', sticky: true })",
        "app.use(Pebble, { lifetime: 3000, corner: 'top-end', sticky: true })",
    ])
    func theComponentsOwnCallGivesTheObjectsKeysWithTheTypesTheirValuesSpell(code: String) throws {
        let api = try #require(parse(code).spec.api("Pebble"))
        #expect(api.origin == .usage)
        #expect(api.parameters.map(\.name) == ["lifetime", "corner", "sticky"])
        #expect(api.parameter("lifetime")?.valueType == .optional(.scalar(.integer)))
        #expect(api.parameter("corner")?.valueType == .optional(.scalar(.string)))
        #expect(api.parameter("sticky")?.valueType == .optional(.scalar(.bool)))
    }

    @Test func aCallbackInTheObjectIsRuntimeAndAShorthandKeyIsStillASetting() throws {
        let code = """
            const lifetime = 2000
            pebble.success('Saved', { lifetime, onHide: () => refresh() })
            """
        let api = try #require(parse(code, fence: "ts").spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["lifetime", "onHide"])
        #expect(api.parameter("onHide")?.valueType == nil && api.parameter("onHide")?.runtimeReason != nil)
    }

    @Test func anotherLibrarysCallTheExamplesOwnHelperAndThePlatformGiveNoParameter() {
        let code = """
            function notify(options) { return options }
            notify({ lifetime: 3000 })
            fetch('/items', { method: 'POST', cache: 'no-store' })
            Object.assign({}, { lifetime: 3000 })
            router.push({ path: '/home' })
            if ({ lifetime: 1 }) { run() }
            """
        let result = parse(code)
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }

    @Test func aMethodTheCodeDeclaresIsNoCall() {
        let code = """
            class Screen {
              show(options) { return { lifetime: options.lifetime } }
            }
            """
        #expect(parse(code).spec.apis.isEmpty)
    }
}
