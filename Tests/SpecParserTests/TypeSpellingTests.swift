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
    func choicesOfWordsAreEnumerations(_ type: String) throws {
        let size = try #require(parameter(type: type, default: "`'small'`"))
        #expect(size.valueType == .enumeration("XSize"))
        #expect(size.parsedDefault == .enumCase("small"))
    }

    @Test func undefinedInAUnionMakesItOptional() throws {
        #expect(parameter(type: "`number \\| undefined`")?.parsedType == .optional(.named("number")))
    }

    @Test func dartAndArraySpellings() throws {
        #expect(parameter(type: "`int`")?.parsedType == .named("Int"))
        #expect(parameter(type: "`double`")?.isData == true)
        #expect(parameter(type: "`string[]`")?.parsedType == .array(.named("string")))
    }

    @Test(arguments: [
        "`ArrayList<String>`", "`Iterable<String>`", "`Collection<String>`", "`Sequence<String>`", "`HashSet<String>`",
        "`ReadonlyArray<string>`", "`Array.<string>`",
    ])
    func everyLanguagesListOfStringsIsAList(_ type: String) throws {
        #expect(parameter(type: type)?.valueType == .array(.scalar(.string)), "\(type)")
    }

    @Test(arguments: [
        "`enum('calm', 'brisk')`", "`'calm' &#124; 'brisk'`", "`.calm` or `.brisk`", "`.calm`, `.brisk` and `.gusty`",
    ])
    func choicesInEachSpellingAreAnEnumeration(_ type: String) throws {
        let size = try #require(parameter(type: type))
        #expect(size.valueType == .enumeration("XSize"), "\(type)")
    }

    @Test func aScalarWithWhatItStandsForIsThatScalar() throws {
        #expect(parameter(type: "Int(Color)")?.valueType == .scalar(.integer))
        #expect(parameter(type: "`Dimension`")?.valueType == .scalar(.number))
    }

    @Test func anAngularSignalHoldsItsFirstArgumentAndScalarsMayBeNamedInChineseOrJapanese() throws {
        #expect(parameter(type: "`InputSignal<boolean>`")?.valueType == .scalar(.bool))
        #expect(parameter(type: "`InputSignalWithTransform<number, string>`")?.valueType == .scalar(.number))
        #expect(parameter(type: "布尔值")?.valueType == .scalar(.bool))
        #expect(parameter(type: "文字列")?.valueType == .scalar(.string))
    }

    @Test func optionalWrappersReadonlyListsAndKotlinArraysAreWhatTheyHold() throws {
        #expect(parameter(type: "`Optional<Int>`")?.valueType == .optional(.scalar(.integer)))
        #expect(parameter(type: "`Nullable<string>`")?.valueType == .optional(.scalar(.string)))
        #expect(parameter(type: "`?string`")?.valueType == .optional(.scalar(.string)))
        #expect(parameter(type: "`readonly string[]`")?.valueType == .array(.scalar(.string)))
        #expect(parameter(type: "`FloatArray`")?.valueType == .array(.scalar(.number)))
        #expect(parameter(type: "`int64`")?.valueType == .scalar(.integer))
        // A name that only ends in "Array" is no Kotlin array of a scalar.
        #expect(parameter(type: "`PebbleArray`")?.isData == false)
    }

    @Test func aKeyOfAnObjectIsTextAndReactsNamespaceIsReacts() throws {
        #expect(parameter(type: "`keyof typeof glyphs`")?.valueType == .scalar(.string))
        #expect(parameter(type: "`React.Key`")?.valueType == .scalar(.string))
        #expect(parameter(type: "`React.ReactNode`")?.runtimeReason == "`ReactNode` is a platform UI type")
    }

    @Test func aTupleOfOneTypeIsAListAndOfSeveralTypesIsNotData() throws {
        #expect(parameter(type: "`[number, number]`")?.valueType == .array(.scalar(.number)))
        #expect(parameter(type: "`(CGFloat, CGFloat)`")?.valueType == .array(.scalar(.number)))
        let mixed = try #require(parameter(type: "`[string, number]`"))
        #expect(mixed.isData == false)
        #expect(mixed.runtimeReason?.contains("several types") == true)
        #expect(parameter(type: "`[number, Widget]`")?.isData == false)
        // A type and a remark in parentheses is no tuple.
        #expect(parameter(type: "(String, optional)")?.valueType == .scalar(.string))
    }

    @Test func aComposeTextUnitIsANumberLikeDp() throws {
        let size = try #require(parameter(type: "`TextUnit`", default: "14"))
        #expect(size.valueType == .scalar(.number))
        #expect(size.parsedDefault == .number(14))
    }

    @Test func dartLowerCaseScalarsStayScalarsInsideOtherTypes() throws {
        #expect(parameter(type: "`double?`")?.valueType == .optional(.scalar(.number)))
        #expect(parameter(type: "`List<int>`")?.valueType == .array(.scalar(.integer)))
        #expect(parameter(type: "`Map<String, num>`")?.valueType == .map(.scalar(.number)))
        // A lower-case name that is no scalar stays what it was.
        #expect(parameter(type: "`List<widget>`")?.isData == false)
    }

    @Test func aUnionWithOneScalarKeepsTheScalar() throws {
        let size = try #require(parameter(type: "`string \\| (() => Node)`"))
        #expect(size.isData)
        #expect(size.parsedType == .named("String"))
    }

    @Test func aListDefaultTakesTheListMember() throws {
        let result = parse("# X\n\n| Name | Type | Default |\n|---|---|---|\n| `size` | String or Array of Strings | `[]` |\n")
        #expect(result.spec.api()?.parameter("size")?.parsedType == .array(.named("String")))
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func aScalarNameBeforeListOrArrayIsAListAndAShoutedOrIsAUnion() throws {
        #expect(parameter(type: "string list")?.valueType == .array(.scalar(.string)))
        #expect(parameter(type: "number array")?.valueType == .array(.scalar(.number)))
        // One value or a list of them: the form the default takes.
        #expect(parameter(type: "string OR string list", default: "`'top'`")?.valueType == .scalar(.string))
        #expect(parameter(type: "string OR string list", default: "`['top', 'left']`")?.valueType == .array(.scalar(.string)))
        // A word that is no scalar before "list" is another library's type, and a bare "list" says no element.
        #expect(parameter(type: "widget list")?.isData == false)
        #expect(parameter(type: "layout list")?.isData == false)
    }

    @Test func aColourSpelledTheBritishWayIsAColour() throws {
        #expect(parameter(type: "colour")?.valueType == .scalar(.string))
        #expect(parameter(type: "colours")?.isData == false)
    }

    @Test(arguments: ["`ResourceColor`", "`BrandColour`", "`ColorRes`", "`ColorResolvable`", "`ColorProp`"])
    func aLibrarysNameForOneColourIsAColour(_ type: String) throws {
        #expect(parameter(type: type)?.valueType == .scalar(.string), "\(type)")
    }

    @Test(arguments: ["`ButtonColors`", "`ColorScheme`", "`ColorFilter`", "`ColorMatrixSpace`"])
    func severalColoursOrWhatActsOnThemStayRuntime(_ type: String) throws {
        #expect(parameter(type: type)?.isData == false, "\(type)")
    }

    @Test(arguments: ["`ImageSourcePropType`", "`ImageURISource`", "`Image.propTypes.source`", "`IconResource`"])
    func whereAnImageIsFoundIsText(_ type: String) throws {
        #expect(parameter(type: type)?.valueType == .scalar(.string), "\(type)")
    }

    @Test(arguments: ["`ImageProvider`", "`UIImage`", "`DataSource`", "`MutableInteractionSource`"])
    func anImageObjectOrAnotherSourceIsNot(_ type: String) throws {
        #expect(parameter(type: type)?.isData == false, "\(type)")
    }

    @Test func aUnionWhoseDefaultFitsNoMemberStaysRuntime() throws {
        let result = parse("# X\n\n| Name | Type | Default |\n|---|---|---|\n| `size` | String or Object | `{ a: 1 }` |\n")
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

    @Test func objectiveCSpellingsAreTheirSwiftTypes() throws {
        #expect(parameter(type: "`NSString *`")?.valueType == .scalar(.string))
        #expect(parameter(type: "`BOOL`")?.valueType == .scalar(.bool))
        #expect(parameter(type: "`NSUInteger`")?.valueType == .scalar(.integer))
        #expect(parameter(type: "`NSTimeInterval`")?.valueType == .scalar(.duration))
        #expect(parameter(type: "`nullable UIColor *`")?.isData == true, "a colour")
        #expect(parameter(type: "`NSArray<NSString *> *`")?.valueType == .array(.scalar(.string)))
        #expect(parameter(type: "`NSString *`")?.type == "NSString *", "the document's spelling is kept")
        // An object known by its protocol, and a list of nothing said, stay runtime.
        #expect(parameter(type: "`id<ToastDelegate>`")?.isData == false)
        #expect(parameter(type: "`NSArray *`")?.isData == false)
    }

    @Test func propTypesValidatorsAreTheTypesTheyCheck() throws {
        #expect(parameter(type: "`PropTypes.bool.isRequired`")?.valueType == .scalar(.bool))
        #expect(parameter(type: "`PropTypes.number`")?.valueType == .scalar(.number))
        #expect(parameter(type: "`PropTypes.arrayOf(PropTypes.string)`")?.valueType == .array(.scalar(.string)))
        #expect(parameter(type: "`PropTypes.oneOf(['small', 'large'])`", default: "`'small'`")?.valueType == .enumeration("XSize"))
        #expect(parameter(type: "`PropTypes.func`")?.isData == false)
        #expect(parameter(type: "`PropTypes.node`")?.isData == false)
        #expect(parameter(type: "`PropTypes.shape({ x: PropTypes.number })`")?.isData == false, "fields not given")
    }

    @Test func aStandardTypeByItsFullNameIsThatType() throws {
        #expect(parameter(type: "`java.lang.String`")?.valueType == .scalar(.string))
        #expect(parameter(type: "`kotlin.time.Duration`")?.valueType == .scalar(.duration))
        #expect(parameter(type: "`CharSequence`")?.valueType == .scalar(.string))
        #expect(parameter(type: "`com.example.Size`")?.valueType != .scalar(.string), "another package's type is not stripped")
    }
}

@Suite struct StatedTypeTests {
    @Test func aDescriptionCanStateTheType() throws {
        let markdown = """
            # X

            | property | description | default |
            |---|---|---|
            | `text` | String (never empty)(required) | required |
            | `size` | 16.0 (float) | null |
            | `wait` | Seconds before it goes (int) | 2 |

            """
        let api = try #require(parse(markdown).spec.api())
        #expect(api.parameter("text")?.type == "String")
        #expect(api.parameter("text")?.isRequired == true)
        #expect(api.parameter("size")?.parsedType == .optional(.named("Float")))
        #expect(api.parameter("wait")?.parsedType == .named("Int"))
    }

    @Test func aUnionTakesTheMemberItsDefaultFits() throws {
        let markdown = "# X\n\n| Name | Type | Default |\n|---|---|---|\n| `wait` | `number \\| false` | 4.5 |\n"
        // `false` there means none: the number, which may be absent.
        #expect(parse(markdown).spec.api()?.parameter("wait")?.parsedType == .optional(.named("Double")))
    }

    @Test func aTableDefaultThatDoesNotFitIsAWarningAndIsLeftOut() throws {
        let markdown = "# X\n\n| Name | Type | Default |\n|---|---|---|\n| `count` | `Int` | many |\n"
        let result = parse(markdown)
        #expect(result.spec.api()?.parameter("count")?.parsedDefault == nil)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasSuffix("the default is left out"))
        #expect(warning.location.line == 5)
    }
}

@Suite struct DidYouMeanTests {
    @Test func aNearMissOfAKnownTypeGetsASuggestion() throws {
        let result = parse("# X\n\n| Name | Type |\n|---|---|\n| `label` | `Strng` |\n| `node` | `TreeNode` |\n")
        let warning = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.hasSuffix("label (Strng, did you mean 'String'?), node (TreeNode)"))
        #expect(result.spec.api()?.parameter("label")?.isData == false)
    }
}
