import SpecModel
import Testing

@testable import SpecParser

/// A section titled as a parameter list, alone or with what it belongs to ("Parameters of the initializer"), right
/// after a section that declares the API, describes that declaration's parameters: one API, typed by the declaration.
@Suite struct ParameterSectionTitleTests {
    @Test(arguments: [
        "Parameters", "Props", "Parameters of the initializer", "Arguments for show()", "Function parameters",
        "Constructor arguments", "Properties of the pennant",
    ])
    func aTitleOfAParameterListIsOne(title: String) {
        #expect(SectionVocabulary.isParameterListTitle(title), "\(title)")
    }

    @Test(arguments: ["Usage", "Parameters and theming in depth for larger apps today", "Pennant parameters", "Of parameters"])
    func anyOtherTitleIsNot(title: String) {
        #expect(!SectionVocabulary.isParameterListTitle(title), "\(title)")
    }

    @Test func aListUnderParametersOfTheFunctionDescribesTheDeclarationAbove() throws {
        let markdown = """
            # Pennant

            ## Declaration of the function

            ```swift
            func pennant(label: String, side: PennantSide = .leading, onRaise: @escaping () -> Void) -> some View
            ```

            ## Parameters of the function

            - `label`: The words on the cloth.
            - `side`: Which side of the mast it hangs from.
            - `onRaise`: Runs once the pennant is up.
            """
        let result = SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pennant.md")
        let apis = result.spec.apis
        #expect(apis.count == 1)
        let api = try #require(apis.first)
        #expect(api.kind == .function)
        #expect(api.parameter("side")?.type == "PennantSide")
        #expect(api.parameter("side")?.isData == true)
        #expect(api.parameter("side")?.description.contains("side of the mast") == true)
        #expect(api.parameter("onRaise")?.isData == false)
    }

    @Test func aParameterSectionAfterProseStaysATableOfItsOwn() throws {
        let markdown = """
            # Pennant

            ## Overview

            A pennant marks a boat's club.

            ## Parameters of the pennant

            | Name | Type | Description |
            |---|---|---|
            | label | String | The words on the cloth. |
            """
        let api = try #require(SpecParser.parse(bytes: Array(markdown.utf8), source: "specs/pennant.md").spec.apis.first)
        #expect(api.kind == .properties)
        #expect(api.parameter("label")?.valueType == .scalar(.string))
    }
}
