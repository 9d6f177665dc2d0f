import SpecModel
import SpecParser
import Testing

/// Default cells as people write them in tables.
@Suite struct DefaultCellTests {
    private func row(_ defaultCell: String, type: String = "`Bool`", description: String = "Says something.") -> Parameter? {
        let markdown =
            "# X\n\n| Name | Type | Default | Description |\n|---|---|---|---|\n| `flag` | \(type) | \(defaultCell) | \(description) |\n"
        return parse(markdown).spec.api()?.parameter("flag")
    }

    @Test(arguments: ["required", "REQUIRED", "— (required)", "*Required*"])
    func requiredSpellingsMeanRequiredWithNoDefault(_ cell: String) throws {
        let parameter = try #require(row(cell))
        #expect(parameter.defaultValue == nil)
        #expect(parameter.isRequired)
    }

    @Test(arguments: ["-", "—", "N/A", "none"])
    func noValueSpellingsMeanNoDefault(_ cell: String) throws {
        let parameter = try #require(row(cell))
        #expect(parameter.defaultValue == nil)
        #expect(parameter.isRequired, "a Bool without a default must be given")
    }

    @Test func undefinedMeansOptional() throws {
        let parameter = try #require(row("`undefined`"))
        #expect(parameter.defaultValue == nil)
        #expect(!parameter.isRequired)
    }

    @Test func aLiteralFollowedByProseTakesTheLiteralAndWarns() throws {
        let markdown = "# X\n\n| Name | Type | Default |\n|---|---|---|\n| `flag` | `boolean` | false, but true in compact mode |\n"
        let result = parse(markdown)
        #expect(result.spec.api()?.parameter("flag")?.defaultValue == "false")
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("left out") })
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func expressionsStayWhole() throws {
        #expect(row("`.seconds(4)`", type: "`Duration`")?.defaultValue == ".seconds(4)")
        #expect(row("1 (seconds)", type: "`Int`")?.defaultValue == "1")
    }

    @Test func aDescriptionCanStateTheDefault() throws {
        let markdown = "# X\n\n| Name | Type | Description |\n|---|---|---|\n| `count` | `Int` | How many to show. Defaults to `3`. |\n"
        #expect(parse(markdown).spec.api()?.parameter("count")?.defaultValue == "3")
    }

    @Test func theWordDefaultAloneBeforeAValueStatesIt() throws {
        let markdown = """
            # X

            | Name | Description |
            |---|---|
            | `fadeMs` | How long the fade takes in ms, default 400 |
            | `stacks` | Default false. Whether they pile up. |
            | `side` | Where it sits, default right |
            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameter("fadeMs")?.defaultValue == "400")
        #expect(api.parameter("stacks")?.defaultValue == "false")
        // A bare word after "default" may be prose: no default is guessed from it.
        #expect(api.parameter("side")?.defaultValue == nil)
    }

    @Test func aParenthesisedSentenceCanStateTheDefault() throws {
        let markdown = "# X\n\n| Name | Description |\n|---|---|\n| `sways` | Keeps still when false. (Default value is true.) |\n"
        let sways = try #require(parse(markdown).spec.api()?.parameter("sways"))
        #expect(sways.defaultValue == "true")
        // The default's literal gives the type, whatever a word of the description suggests.
        #expect(sways.valueType == .scalar(.bool))
    }
}

@Suite struct StatedDefaultTests {
    @Test func aCodeSpanBeforeIsTheDefaultIsTheDefault() throws {
        let markdown =
            "# X\n\n| Input | Type | Description |\n|---|---|---|\n| `edge` | `string` | Where it shows; `'bottom'` is the default. |\n"
        #expect(parse(markdown).spec.api()?.parameter("edge")?.defaultValue == "'bottom'")
    }
}

@Suite struct DurationSpellingTests {
    @Test(arguments: [("5000ms", 5.0), ("1.5s", 1.5), ("500 ms", 0.5), ("4 seconds", 4.0)])
    func durationsWithUnits(_ cell: String, _ seconds: Double) throws {
        let markdown = "# X\n\n| Name | Type | Default |\n|---|---|---|\n| `wait` | `Duration` | \(cell) |\n"
        #expect(parse(markdown).spec.api()?.parameter("wait")?.parsedDefault == .seconds(seconds))
    }
}

/// Defaults stated in prose after the value.
@Suite struct DefaultBeforeItsPhraseTests {
    @Test(arguments: [
        ("Its initial state is `true` by default.", DefaultValue?.some(.bool(true))), ("It is true by default", .bool(true)),
        ("3 is the default.", .integer(3)), ("Shown by default.", nil), ("The default follows the theme.", nil),
    ])
    func aValueBeforeTheDefaultPhrase(description: String, value: DefaultValue?) throws {
        let markdown = "# X\n\n| Name | Type | Description |\n|---|---|---|\n| `flag` | Int or Bool | \(description) |\n"
        let parameter = try #require(parse(markdown).spec.api()?.parameter("flag"))
        #expect(parameter.parsedDefault == value)
    }
}
