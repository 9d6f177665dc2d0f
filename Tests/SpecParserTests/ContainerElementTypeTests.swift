import SpecModel
import Testing

/// A container decides as its element would alone: a list, set or optional of a union that a lone parameter would store
/// is stored as a list or optional of that decision, and one of a runtime type stays runtime. A written type that gives
/// no model type says why. (A table cell writes `|` as `\|`.)
@Suite struct ContainerElementTypeTests {
    private func parameter(_ type: String) throws -> Parameter {
        let markdown = """
            # Pill

            | Name | Type | Description |
            |---|---|---|
            | `offset` | `\(type.replacing("|", with: "\\|"))` | Where it sits. |
            """
        return try #require(parse(markdown).spec.api()?.parameters.first)
    }

    @Test(arguments: [
        "Array<string | number>", "(string | number)[]", "ReadonlyArray<string | number>", "Array<'left' | 'right'>",
        "List<String>", "ReadonlyArray<string>",
    ])
    func aListOfAUnionALoneParameterStoresIsAListOfIt(type: String) throws {
        #expect(try parameter(type).valueType == .array(.scalar(.string)))
    }

    @Test func aSetOfNumbersIsAList() throws {
        #expect(try parameter("Set<int>").valueType == .array(.scalar(.integer)))
    }

    @Test(arguments: ["(string | number)?", "(string | number) | null", "string | number | undefined"])
    func anOptionalUnionIsAnOptionalOfItsDecision(type: String) throws {
        #expect(try parameter(type).valueType == .optional(.scalar(.string)))
    }

    @Test(arguments: ["Array<ReactNode>", "(() => void)[]", "ReadonlyArray<HTMLElement>"])
    func aListOfARuntimeTypeStaysRuntime(type: String) throws {
        let offset = try parameter(type)
        #expect(offset.valueType == nil)
        #expect(offset.runtimeReason != nil)
    }

    @Test(arguments: ["number | boolean", "Array<number | boolean>", "(number | boolean)[]"])
    func severalTypesWithNoOneToHoldThemSaySo(type: String) throws {
        let offset = try parameter(type)
        #expect(offset.valueType == nil)
        #expect(offset.runtimeReason == "it may hold values of several types (`\(type)`), which no one model type holds")
    }

    @Test func anotherUnreadableSpellingSaysItIsUnread() throws {
        #expect(try parameter("Map<string").runtimeReason == "its type is not one specgen can read")
    }
}
