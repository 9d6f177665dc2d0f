import SpecModel
import Testing

@testable import SpecParser

/// Java and View-based Kotlin builders chained on a variable holding the component
/// (`chimes.compose("Hi").maxLines(2).setCaption("Done")`): each chained method names a setting, as a setter does; a
/// chain on a variable of another kind, and methods that act, give nothing.
@Suite struct VariableBuilderChainTests {
    private func parse(_ code: String, fence: String) -> ParseResult {
        CodePage.chime.parse(code, language: fence)
    }

    @Test(arguments: ["java", "kotlin"])
    func aChainOnTheComponentsVariableSetsWhatItsMethodsName(fence: String) throws {
        let code = """
            myChime.compose("Ding")
                .maxLines(2)
                .setCaption("Done")
                .repeatCount(3)
                .addListener(listener)
                .show();
            """
        let api = try #require(parse(code, fence: fence).spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["maxLines", "caption", "repeatCount"])
        #expect(api.parameter("caption")?.type == "String")
        #expect(api.parameter("repeatCount")?.valueType == .optional(.scalar(.integer)))
    }

    @Test func aJavaVariableHoldingTheComponentsNestedBuilderTakesItsSettersBesideALoggerCall() throws {
        let code = """
            Chime.Builder b = new Chime.Builder(this, anchor, "Ding");
            b.setCaption("Done");
            b.setMuted(true);
            Log.d(TAG, "built a chime");
            """
        let api = try #require(parse(code, fence: "java").spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "muted"])
    }

    @Test func aJavaVariableHoldingAnotherTypesNestedBuilderGivesNothing() {
        let code = """
            Ruler.Builder b = new Ruler.Builder(this);
            b.setTicks(4);
            Log.d(TAG, "built a ruler");
            """
        #expect(parse(code, fence: "java").spec.api("Chime") == nil)
    }

    @Test func aJavaVariableDeclaredWithTheComponentsTypeTakesItsSetters() throws {
        let code = """
            Chime c = Chime.make(view, "Ding", Chime.LENGTH_LONG);
            c.setCaption("Done");
            c.setMuted(true);
            Ruler r = new Ruler(context);
            r.setTicks(4);
            """
        let result = parse(code, fence: "java")
        let api = try #require(result.spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "muted"])
        #expect(result.spec.apis.count == 1)
    }

    @Test func aChainOnAnotherVariableGivesNothing() {
        let code = """
            view.animate()
                .alpha(0.5f)
                .setDuration(300);
            builder.append("a").append("b");
            """
        let result = parse(code, fence: "java")
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }
}

/// A JVM component's nested `Builder` (`Chime.Builder(context).setCaption(…)`, with or without Java's `new`) starts a
/// chain whose methods name settings; another type's builder does not.
@Suite struct NestedBuilderChainTests {
    private func parse(_ code: String, fence: String) -> ParseResult {
        CodePage.chime.parse(code, language: fence)
    }

    @Test(arguments: [
        ("kotlin", "Chime.Builder(context)\n    .setCaption(\"Done\")\n    .setRepeatCount(3)\n    .volume(0.5f)\n    .build()"),
        ("java", "new Chime.Builder(context)\n    .setCaption(\"Done\")\n    .setRepeatCount(3)\n    .volume(0.5f)\n    .show();"),
    ])
    func theComponentsBuilderChainSetsWhatItsMethodsName(fence: String, code: String) throws {
        let api = try #require(parse(code, fence: fence).spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "repeatCount", "volume"])
        #expect(api.parameter("caption")?.type == "String")
    }

    @Test func anotherTypesBuilderGivesNothing() {
        let code = """
            AlertDialog.Builder(context)
                .setTitle("Delete?")
                .setMessage("This cannot be undone.")
                .show()
            """
        let result = parse(code, fence: "kotlin")
        #expect(result.spec.api("Chime") == nil)
        #expect(result.spec.apis.flatMap(\.parameters).isEmpty, "\(result.spec.apis.flatMap(\.parameters).map(\.name))")
    }
}
