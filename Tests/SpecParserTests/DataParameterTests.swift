import SpecModel
import SpecParser
import Testing

/// The data a document gives becomes data: tables in other languages, name cells that say more than the
/// name, other tools' type spellings, types the document names without defining, and colours.
@Suite struct DataParameterTests {
    private func valueType(_ markdown: String, _ name: String) throws -> ValueType? {
        try #require(parse(markdown).spec.apis.flatMap(\.parameters).first { $0.name == name }).valueType
    }

    private func names(_ markdown: String) -> [String] {
        parse(markdown).spec.apis.flatMap(\.parameters).map(\.name)
    }

    // MARK: Tables in other languages

    @Test(arguments: [
        ("参数 | 说明 | 类型 | 默认值", "zh"),
        ("参数名称 | 参数描述 | 参数类型 | 参数默认值", "zh-qualified"),
        ("屬性 | 說明 | 類型 | 預設值", "zh-Hant"),
        ("引数 | 説明 | 型 | デフォルト", "ja"),
        ("Parameter | Beschreibung | Typ | Standardwert", "de"),
        ("Propiedad | Descripción | Tipo | Valor predeterminado", "es"),
        ("Propriété | Description | Type | Valeur par défaut", "fr"),
        ("Propriedade | Descrição | Tipo | Valor padrão", "pt"),
        ("Dart attribute | Description | Datatype | Default Value", "dart"),
        ("XML attribute | Description | Type | Default", "xml"),
    ])
    func headerWordsOfEachLanguageFindTheColumns(header: String, language: String) throws {
        let markdown = """
            # Ribbon

            ## API

            \(header)
            --- | --- | --- | ---
            label | Words on the ribbon | string | 'Hi'
            lingerMillis | Time it stays | number | 2500
            """
        #expect(names(markdown) == ["label", "lingerMillis"], "\(language)")
        #expect(try valueType(markdown, "label") == .scalar(.string), "\(language)")
        #expect(try valueType(markdown, "lingerMillis") == .scalar(.number), "\(language)")
        let label = try #require(parse(markdown).spec.api()?.parameter("label"))
        #expect(label.parsedDefault == .string("Hi"), "\(language)")
        #expect(label.description == "Words on the ribbon", "\(language)")
    }

    @Test func aPropertyNameColumnIsTheNameColumn() {
        let markdown = """
            # Ribbon

            Property name | Type
            --- | ---
            label | string
            """
        #expect(names(markdown) == ["label"])
    }

    @Test func aTableOfEventsWithTheirArgumentsIsNotAParameterTable() {
        let markdown = """
            # Ribbon

            名称 | 参数 | 描述
            -- | -- | --
            close | `(context: { e: MouseEvent })` | 关闭时触发
            """
        #expect(names(markdown).isEmpty)
    }

    @Test func anEnglishTableReadsAsBefore() throws {
        let markdown = """
            # Ribbon

            Name | Type | Default | Description
            --- | --- | --- | ---
            label | `String` | `"Hi"` | Words on it.
            """
        #expect(names(markdown) == ["label"])
        #expect(try valueType(markdown, "label") == .scalar(.string))
    }

    @Test func aCapitalisedNullIsNullNotText() throws {
        let markdown = """
            # Ribbon

            | Dart attribute | Datatype | Description | Default Value |
            |---|---|---|---|
            | heading | String | The words on top. | Null |
            """
        let heading = try #require(parse(markdown).spec.api()?.parameter("heading"))
        #expect(heading.valueType == .optional(.scalar(.string)))
        #expect(heading.parsedDefault != .string("Null"))
    }

    // MARK: Name cells

    @Test func badgesAndDeprecationMarksAreNotPartOfTheName() {
        let markdown = """
            # Ribbon

            Name | Type | Default
            --- | --- | ---
            fadeIn ^(2.9) | boolean | false
            `slideIn` 1.4+ | boolean | false
            oldLabel (deprecated) | string | -
            """
        #expect(names(markdown) == ["fadeIn", "slideIn", "oldLabel"])
    }

    @Test func aVersionBadgeInCodeAfterAPlainNameIsNotTheName() {
        let markdown = """
            # Ribbon

            | Name | Type | Default |
            | --- | --- | --- |
            | tone `v1.0.0` | _string_ | `plain` |
            | `v2` | _string_ | - |
            """
        // A badge beside a name is a note; a code span that is itself the whole cell stays the name.
        #expect(names(markdown) == ["tone", "v2"])
    }

    @Test func aTwoWayBindingNoteIsNotPartOfTheName() {
        let markdown = """
            # Ribbon

            Name | Type | Default
            --- | --- | ---
            open(v-model) | boolean | false
            folded (v-model) | boolean | false
            width.sync | number | 0
            mode(light) | string | -
            """
        let read = names(markdown)
        #expect(Array(read.prefix(3)) == ["open", "folded", "width.sync"])
        // Words in brackets that are not a binding note are not taken off: no `mode` is read from `mode(light)`.
        #expect(!read.contains("mode"))
    }

    @Test func aTypeBeforeTheNameIsTheRowsType() throws {
        let markdown = """
            # Ribbon

            | Properties | Description |
            |---|---|
            | `double elevation` | How far it floats. |
            | `List<String> tags` | Words attached. |
            | `Color? tint` | Its background. |
            | `Widget? leading` | Shown first. |
            """
        #expect(names(markdown) == ["elevation", "tags", "tint", "leading"])
        #expect(try valueType(markdown, "elevation") == .scalar(.number))
        #expect(try valueType(markdown, "tags") == .array(.scalar(.string)))
        #expect(try valueType(markdown, "tint") == .optional(.scalar(.string)))
        #expect(try valueType(markdown, "leading") == nil)
    }

    @Test func aLabelWithoutCodeIsNotADeclaration() {
        let markdown = """
            # Ribbon

            Property | Default
            --- | ---
            Text color | white
            double gap | 4
            """
        #expect(names(markdown) == ["Text color", "gap"])
    }

    // MARK: Other tools' type spellings

    @Test func kindMarkersReadAsTheirTypes() throws {
        let markdown = """
            # Ribbon

            | Name | Description | Type | Default |
            |---|---|---|---|
            | source | 地址 | ^[string] | — |
            | hidden | 隐藏 | ^[boolean] | false |
            | zoom | 倍数 | ^[number] | 1.1 |
            | tone | 状态 | ^[enum]`'calm' \\| 'loud'` | calm |
            | edges | 边距 | ^[object]`'{left : number, right: number}'` | - |
            | extent | 大小 | ^[array]`[width : number,height : number]` | - |
            | shade | 颜色 | ^[string]`'例如 #000000'` | - |
            | fit | 缩放 | ^[string]`cover \\| contain` | - |
            """
        #expect(try valueType(markdown, "source") == .scalar(.string))
        #expect(try valueType(markdown, "hidden") == .scalar(.bool))
        #expect(try valueType(markdown, "zoom") == .scalar(.number))
        let tone = try #require(try valueType(markdown, "tone"))
        #expect(tone.enumerationNames.count == 1)
        let edges = try #require(try valueType(markdown, "edges"))
        #expect(edges.recordNames.count == 1)
        #expect(try valueType(markdown, "extent") == .array(.scalar(.number)))
        #expect(try valueType(markdown, "shade") == .scalar(.string))
        #expect(try valueType(markdown, "fit") != nil)
    }

    @Test func aDefaultInBracketsAfterTheTypeIsTheDefault() throws {
        let markdown = """
            # Ribbon

            | Prop | Type | Description |
            |---|---|---|
            | tone | `string` ('info') | The mood. |
            """
        let tone = try #require(parse(markdown).spec.api()?.parameter("tone"))
        #expect(tone.valueType == .scalar(.string))
        #expect(tone.parsedDefault == .string("info"))
    }

    @Test func nonBreakingSpacesAreSpaces() throws {
        let markdown = "# Ribbon\n\n| Prop | Type |\n|---|---|\n| count | `number\u{00A0}\\|\u{00A0}undefined` |\n"
        #expect(try valueType(markdown, "count") == .optional(.scalar(.number)))
    }

    @Test func aUnionWithAnObjectTakesTheFormItsDefaultTakes() throws {
        let markdown = """
            # Ribbon

            | Property | Description | Type | Default |
            |---|---|---|---|
            | pile | Stack them past a count | boolean \\| `{ limit: number }` | `{ limit: 3 }` |
            | fade | Fade them | boolean \\| `{ after: number }` | true |
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "ribbon.md", inferences: .notes)
        let pile = try #require(result.spec.api()?.parameter("pile"))
        #expect(pile.valueType?.recordNames.count == 1)
        #expect(result.diagnostics.contains { $0.message.contains("the other form (boolean) is left out") })
        #expect(try valueType(markdown, "fade") == .scalar(.bool))
    }

    // MARK: Types named but not defined

    @Test func casesTheRowListsMakeTheEnumeration() throws {
        let markdown = """
            # Ribbon

            | Option | Type | Description | Default |
            |---|---|---|---|
            | motion | MotionKind | How it arrives. Possible values: .slide, .fade | .fade |
            | height | LineHeight | Its line height. | .fixed(15) |
            """
        let spec = parse(markdown).spec
        #expect(spec.enumerations.first { $0.name == "MotionKind" }?.cases == ["slide", "fade"])
        #expect(try valueType(markdown, "motion") == .enumeration("MotionKind"))
        // A case that carries a value is not a plain case, so no enumeration; the name still says a value, held by
        // its case's name, and the default that is no plain case is left out.
        let height = try #require(spec.api()?.parameter("height"))
        #expect(height.valueType == .scalar(.string))
        #expect(height.isTypeInferred)
        #expect(height.parsedDefault == nil)
    }

    @Test func casesQualifiedAnywhereInTheDocumentCount() throws {
        let markdown = """
            # Ribbon

            ```dart
            Ribbon(kind: RibbonKind.warning, curve: Curves.easeOut)
            ```

            | Property | Type | Default |
            |---|---|---|
            | kind | RibbonKind | RibbonKind.info |
            | curve | Curve | - |
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "ribbon.md", inferences: .notes)
        #expect(result.spec.enumerations.first { $0.name == "RibbonKind" }?.cases == ["info", "warning"])
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("enumeration 'RibbonKind'") })
        // `Curves.easeOut` names another type's member, not a `Curve` case.
        #expect(try valueType(markdown, "curve") == nil)
        let strict = SpecParser.parse(bytes: Array(markdown.utf8), source: "ribbon.md", inferences: .errors)
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.message.contains("enumeration 'RibbonKind'") })
    }

    @Test func anUntypedRowWhoseDefaultIsACaseTakesItsType() throws {
        let markdown = """
            # Ribbon

            Property | What does it do
            -------- | ---------------
            layout | Floating or pinned to an edge. [RibbonLayout.FLOAT] is the default
            mood | How it feels. [RibbonMood.CALM] is the default

            ```dart
            Ribbon(layout: RibbonLayout.PINNED)
            ```
            """
        let spec = parse(markdown).spec
        #expect(spec.enumerations.first { $0.name == "RibbonLayout" }?.cases == ["FLOAT", "PINNED"])
        #expect(try valueType(markdown, "layout") == .enumeration("RibbonLayout"))
        // One case alone does not make a type the row never writes.
        #expect(!spec.enumerations.contains { $0.name == "RibbonMood" })
        #expect(try valueType(markdown, "mood") == nil)
    }

    @Test func theProjectsTypesWinOverTheDocument() throws {
        let markdown = """
            # Ribbon

            | Property | Type | Default | Description |
            |---|---|---|---|
            | pace | RibbonPace | .slow | One of .slow, .quick |
            | gap | RibbonGap | 4 | Space around it. |
            | other | Unmentioned | - | Not described anywhere. |
            """
        let types: [String: ConfiguredType] = ["RibbonPace": .cases(["slow", "steady", "quick"]), "RibbonGap": .alias("Double")]
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "ribbon.md", types: types)
        let api = try #require(result.spec.api())
        #expect(result.spec.enumerations.first { $0.name == "RibbonPace" }?.cases == ["slow", "steady", "quick"])
        #expect(api.parameter("pace")?.valueType == .enumeration("RibbonPace"))
        #expect(api.parameter("gap")?.valueType == .scalar(.number))
        #expect(api.parameter("gap")?.parsedDefault == .number(4))
        #expect(api.parameter("other")?.valueType == nil)
        // Without the mapping, the document's own mentions give the cases.
        #expect(parse(markdown).spec.enumerations.first { $0.name == "RibbonPace" }?.cases == ["slow", "quick"])
    }

    @Test func aMappingToATypeThatIsNotDataIsAProblem() {
        #expect(ConfiguredType.problem(with: "Duration") == nil)
        #expect(ConfiguredType.problem(with: "[Int]") == nil)
        #expect(ConfiguredType.problem(with: "() -> Void")?.contains("not data") == true)
        #expect(ConfiguredType.problem(with: "((") != nil)
    }

    @Test func insetsAndSizesAreRecordsOfNumbers() throws {
        let markdown = """
            # Ribbon

            | Property | Type | Default |
            |---|---|---|
            | padding | `UIEdgeInsets` | `.zero` |
            | margin | `UIEdgeInsets` | `.zero` |
            | extent | `CGSize?` | `nil` |
            """
        let spec = parse(markdown).spec
        #expect(spec.enumerations.isEmpty)
        let insets = try #require(spec.records.first { $0.name == "RibbonEdgeInsets" })
        #expect(insets.fields.map(\.name) == ["top", "left", "bottom", "right"])
        #expect(insets.fields.allSatisfy { $0.valueType == .scalar(.number) })
        #expect(try valueType(markdown, "padding") == .record("RibbonEdgeInsets"))
        #expect(try valueType(markdown, "margin") == .record("RibbonEdgeInsets"))
        #expect(try valueType(markdown, "extent") == .optional(.record("RibbonSize")))
        // The platform's own name is never declared: generated code would shadow it.
        #expect(!spec.records.contains { $0.name == "UIEdgeInsets" })
    }

    @Test func aRectWrittenAsAPlainWordIsARecordOfNumbers() throws {
        let markdown = """
            # Ribbon

            | Prop | Type | Default | Description |
            |---|---|---|---|
            | frameArea | rect | | Where it may be drawn. |
            | anchorArea | Rect | | The area it points at. |
            """
        let spec = parse(markdown).spec
        #expect(try valueType(markdown, "frameArea") == .record("RibbonRect"))
        #expect(spec.records.first { $0.name == "RibbonRect" }?.fields.map(\.name) == ["x", "y", "width", "height"])
        // A capitalised `Rect` is a class of its own library (Android's has other fields): not this record.
        #expect(try valueType(markdown, "anchorArea") == nil)
    }

    // MARK: Colours

    @Test func coloursAreTextHoweverTheyAreSpelled() throws {
        let markdown = """
            # Ribbon

            | Property | Type | Default | Description |
            |---|---|---|---|
            | fill | Color | - | - |
            | border | UIColor? | nil | - |
            | glow | IconData | - | - |
            | shadow | Gradient | - | - |
            """
        #expect(try valueType(markdown, "fill") == .scalar(.string))
        #expect(try valueType(markdown, "border") == .optional(.scalar(.string)))
        #expect(try valueType(markdown, "glow") == .scalar(.string))
        #expect(try valueType(markdown, "shadow") == nil)
    }

    @Test func untypedColoursComeFromNamesDescriptionsAndValues() throws {
        let markdown = """
            # Ribbon

            | Prop | Description | Default |
            |---|---|---|
            | edgeColor | Around it. | - |
            | fill | Fill color of the inner part. | - |
            | textcolor | Colors.white | - |
            | halo | Around the ribbon. | `#323232` |
            | captionStyle | Styles for the caption, in the same color as the ribbon. | - |
            """
        for name in ["edgeColor", "fill", "textcolor", "halo"] {
            let type = try valueType(markdown, name)
            #expect(type == .scalar(.string) || type == .optional(.scalar(.string)), "\(name)")
        }
        #expect(try valueType(markdown, "captionStyle") == nil)
    }

    // MARK: No type given

    @Test func resourceAndChoiceDefaultsGiveTypes() throws {
        let markdown = """
            # Ribbon

            | Part | Attribute | Setter | Default value |
            |---|---|---|---|
            | Hint | `app:hint` | `setHint()` | `@string/ribbon_hint` |
            | Gap | `app:gap` | `setGap()` | `@dimen/ribbon_gap` |
            | Motion | `app:motion` | `setMotion()` | `fade` |
            | Limit | `app:maxLength` | `setMaxLength()` | No limit |
            | Look | `app:look` | - | System default |
            """
        #expect(try valueType(markdown, "app:hint") == .scalar(.string))
        #expect(try valueType(markdown, "app:gap") == .scalar(.number))
        #expect(try valueType(markdown, "app:motion") == .scalar(.string))
        #expect(try valueType(markdown, "app:maxLength") == .scalar(.integer))
        #expect(try valueType(markdown, "app:look") == nil)
    }
}
