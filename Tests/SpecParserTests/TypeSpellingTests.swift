import SpecModel
import SpecParser
import Testing

/// Table types in the spellings of TypeScript, Dart and prose.
@Suite struct TypeSpellingTests {
    private func parameter(type: String, default value: String = "") -> Parameter? {
        let markdown = "# X\n\n| Name | Type | Default |\n|---|---|---|\n| `size` | \(type) | \(value) |\n"
        return parse(markdown).spec.api()?.parameter("size")
    }

    @Test(arguments: ["`'small' \\| 'large'`", "small / large", "`\"small\" ｜ \"large\"`"])
    func choicesOfWordsAreStrings(_ type: String) throws {
        let size = try #require(parameter(type: type, default: "`'small'`"))
        #expect(size.isData)
        #expect(size.parsedType == .named("String"))
    }

    @Test func undefinedInAUnionMakesItOptional() throws {
        #expect(parameter(type: "`number \\| undefined`")?.parsedType == .optional(.named("number")))
    }

    @Test func dartAndArraySpellings() throws {
        #expect(parameter(type: "`int`")?.parsedType == .named("Int"))
        #expect(parameter(type: "`double`")?.isData == true)
        #expect(parameter(type: "`string[]`")?.parsedType == .array(.named("string")))
    }

    @Test func aUnionWithOneScalarKeepsTheScalar() throws {
        let size = try #require(parameter(type: "`string \\| (() => Node)`"))
        #expect(size.isData)
        #expect(size.parsedType == .named("String"))
    }

    @Test func aUnionWhoseDefaultDoesNotFitStaysRuntime() throws {
        let result = parse("# X\n\n| Name | Type | Default |\n|---|---|---|\n| `size` | String or Array of Strings | `[]` |\n")
        #expect(result.spec.api()?.parameter("size")?.isData == false)
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func withoutATypeALiteralDefaultGivesIt() throws {
        let markdown =
            "# X\n\n| Name | Default | Description |\n|---|---|---|\n| `dismissible` | true | Whether. |\n| `count` | 3 | How many. |\n"
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameter("dismissible")?.parsedType == .named("Bool"))
        #expect(api.parameter("count")?.parsedType == .named("Int"))
        #expect(api.parameter("count")?.type == nil, "the IR keeps what was written")
    }
}
