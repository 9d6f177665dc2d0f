import SpecModel
import Testing

@testable import SpecParser

/// Pages that give a component's defaults as a JavaScript object bound to a name that says so (`const defaults =
/// { … }`, a class's `static defaultProps`, `Pebble.defaultProps = …`): each key is a setting and its value the
/// setting's default. A module's `export default { … }`, an ordinary object and another component's defaults give
/// nothing.
@Suite struct JavaScriptDefaultsTests {
    private func parse(_ code: String, fence: String = "js") -> ParseResult {
        CodePage.pebble.parse(code, language: fence)
    }

    @Test(arguments: [
        "const defaults = {\n  lifetime: 3000,\n  corner: 'top-end',\n  sticky: true,\n};",
        "class Pebble extends React.Component {\n  static defaultProps = { lifetime: 3000, corner: 'top-end', sticky: true };\n}",
        "Pebble.defaultProps = { lifetime: 3000, corner: 'top-end', sticky: true };",
        "var DEFAULT_OPTIONS = { lifetime: 3000, corner: 'top-end', sticky: true }",
    ])
    func aDefaultsObjectGivesEachKeyAsASettingWithItsDefault(code: String) throws {
        let api = try #require(parse(code).spec.api())
        #expect(api.parameters.map(\.name) == ["lifetime", "corner", "sticky"])
        #expect(api.parameter("lifetime")?.defaultValue == "3000")
        #expect(api.parameter("corner")?.defaultValue == "'top-end'")
        #expect(api.parameter("sticky")?.defaultValue == "true")
        #expect(api.parameter("sticky")?.valueType == .scalar(.bool) || api.parameter("sticky")?.valueType == .optional(.scalar(.bool)))
    }

    @Test func aTypedDefaultsObjectIsReadAndANullValueGivesNoDefault() throws {
        let code = """
            const pebbleDefaults: Partial<PebbleOptions> = { lifetime: 3000, icon: null };
            """
        let api = try #require(parse(code, fence: "ts").spec.api())
        #expect(api.parameters.map(\.name) == ["lifetime", "icon"])
        #expect(api.parameter("lifetime")?.defaultValue == "3000")
        #expect(api.parameter("icon")?.defaultValue == nil)
    }

    @Test func theDefaultJoinsTheSettingAUsageCallShows() throws {
        let code = """
            Pebble.show({ text: 'Saved', lifetime: 1500 });
            const defaults = { lifetime: 3000 };
            """
        let api = try #require(parse(code).spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["text", "lifetime"])
        #expect(api.parameter("lifetime")?.defaultValue == "3000")
    }

    @Test func theDefaultsObjectIsWhereTheSettingStandsThoughACallShowedItFirst() throws {
        let code = """
            new Pebble({ text: 'Saved', lifetime: 1500 });
            const defaults = { lifetime: 3000 };
            """
        let api = try #require(parse(code).spec.api("Pebble"))
        #expect(api.parameter("text")?.line == 6)
        #expect(api.parameter("lifetime")?.line == 7)
    }

    @Test(arguments: [
        "export default {\n  name: 'App',\n  data: { count: 0 },\n};",
        "const options = { lifetime: 3000 };\nsend(options);",
        "const isDefault = { lifetime: 3000 };",
        "Spinner.defaultProps = { speed: 2, size: 'large' };",
    ])
    func otherObjectsGiveNoSetting(code: String) {
        let result = parse(code)
        #expect(result.spec.apis.flatMap(\.parameters).isEmpty, "\(result.spec.apis.flatMap(\.parameters).map(\.name))")
    }

    @Test func namesThatSayDefaults() {
        for name in ["defaults", "defaultProps", "DEFAULT_OPTIONS", "pebbleDefaults", "defaultConfig"] {
            #expect(JavaScriptDefaults.namesDefaults(name), "\(name)")
        }
        for name in ["default", "isDefault", "options", "defaultValue"] {
            #expect(!JavaScriptDefaults.namesDefaults(name), "\(name)")
        }
    }
}

/// A fragment that is only an object bound to an options name (`const options = { … }`) lists the component's
/// settings with the values it shows, which are not claimed as defaults; the same object passed on to other code
/// lists nothing.
@Suite struct JavaScriptOptionsListingTests {
    @Test func anOptionsObjectThatIsTheWholeFragmentListsTheSettings() throws {
        let code = "const options = {\n  lifetime: 4000,\n  pausable: false,\n  classes: []\n}"
        let api = try #require(CodePage.pebble.parse(code, language: "js").spec.api("Pebble"))
        #expect(api.parameters.map(\.name) == ["lifetime", "pausable", "classes"])
        #expect(api.parameter("lifetime")?.defaultValue == nil)
    }

    @Test(arguments: [
        "const options = { lifetime: 4000 };\nfetch(url, options);",
        "const request = { lifetime: 4000 }",
    ])
    func anOptionsObjectUsedByOtherCodeListsNothing(code: String) {
        let result = CodePage.pebble.parse(code, language: "js")
        #expect(result.spec.apis.flatMap(\.parameters).isEmpty, "\(result.spec.apis.flatMap(\.parameters).map(\.name))")
    }
}
