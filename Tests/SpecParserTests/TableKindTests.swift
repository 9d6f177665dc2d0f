import SpecModel
import SpecParser
import Testing

/// Which tables hold parameters: header words in several languages, and the tables that list other things.
@Suite struct TableKindTests {
    @Test func methodEventSlotAndCSSTablesAreNotParameters() {
        let markdown = """
            # Chip

            ## Props

            | Name | Type |
            |---|---|
            | `label` | `string` |

            ### Events

            | Name | Description |
            |---|---|
            | `close` | Fired when the chip closes. |

            ### CSS variables

            | Name | Default |
            |---|---|
            | `--chip-color` | `#fff` |

            ## Exported functions

            | Name | Description | Arguments | Return value |
            |---|---|---|---|
            | `showChip` | Shows one. | `options` | the chip |

            | Slot | Description |
            |---|---|
            | `icon` | A picture before the label. |
            """
        let spec = parse(markdown).spec
        #expect(spec.apis.flatMap(\.parameters).map(\.name) == ["label"])
    }

    @Test func signaturesAndCSSVariablesAmongRowsAreSkipped() {
        let markdown =
            "# Chip\n\n| Name | Description |\n|---|---|\n| `open` | Opens. |\n| `show() => void` | Shows. |\n| `--chip-gap` | Gap. |\n"
        #expect(parse(markdown).spec.api()?.parameters.map(\.name) == ["open"])
    }

    @Test func chineseHeaders() throws {
        let markdown = "# 提示\n\n| 参数 | 说明 | 类型 | 默认值 |\n|---|---|---|---|\n| duration | 显示时长 | `number` | `3000` |\n"
        let parameter = try #require(parse(markdown).spec.api()?.parameter("duration"))
        #expect(parameter.type == "number")
        #expect(parameter.defaultValue == "3000")
    }

    @Test func wordierEnglishHeaders() throws {
        let markdown = "# Chip\n\n| Property Name | Value Type | What does it do |\n|---|---|---|\n| gap | `number` | Space between. |\n"
        #expect(parse(markdown).spec.api()?.parameter("gap")?.type == "number")
    }

    @Test func aRowWithoutANameTakesItsLabelFromTheFirstColumn() throws {
        let markdown =
            "# Chip\n\n| Element | Attribute | Default value |\n|---|---|---|\n| **Text color** | N/A | `black` |\n| **Icon** | `app:icon` | `null` |\n"
        let result = parse(markdown)
        #expect(result.spec.api()?.parameters.map(\.name) == ["Text color", "app:icon"])
        #expect(result.diagnostics.contains { $0.message.contains("named 'Text color' after its first column") })
    }
}

@Suite struct MethodTableTests {
    @Test func aTableUnderMethodsBesideADeclarationIsItsParameters() throws {
        let markdown = """
            # Chip

            ## Methods

            ```swift
            func flash(times: Int, seconds: Double = 1)
            ```

            | Parameter | Description |
            |---|---|
            | `times` | How often. |
            | `seconds` | How long each. |

            """
        let api = try #require(parse(markdown).spec.api("flash"))
        #expect(api.parameter("times")?.description == "How often.")
    }
}

@Suite struct StandaloneSymbolTests {
    @Test func aHeadingsParentheticalIsNotPartOfTheSymbol() throws {
        let markdown = "# Chip\n\n## Chip options (global)\n\n| Name | Type |\n|---|---|\n| `gap` | `number` |\n"
        #expect(parse(markdown).spec.apis.map(\.symbol) == ["Chip options"])
    }
}
