import SpecModel
import SpecParser
import Testing

/// Declarations where real docs put them: in type bodies, extensions, Kotlin classes, any section.
@Suite struct DeclarationPlacesTests {
    private func spec(_ code: String, language: String = "swift", heading: String = "Initializers") -> ComponentSpec {
        parse("# Pebble\n\n## \(heading)\n\n```\(language)\n\(code)\n```\n").spec
    }

    @Test func anInitializerInATypeBodyTakesTheTypeAsItsSymbol() throws {
        let code = """
            public struct PebbleView: View {
                let title: String
                public init(title: String, count: Int = 2) {
                    self.title = title
                }
                public var body: some View { Text(title) }
            }
            """
        let api = try #require(spec(code).api("PebbleView"))
        #expect(api.kind == .initializer)
        #expect(api.parameters.map(\.name) == ["title", "count"])
    }

    @Test func anInitializerWithoutBodyRightBeforeTheTypesClosingBrace() throws {
        let code =
            "public struct PebbleView {\n    public enum Shade { case light, dark }\n    public init(shade: PebbleView.Shade = .dark)\n}"
        let api = try #require(spec(code).api("PebbleView"))
        #expect(api.parameter("shade")?.valueType == .enumeration("Shade"))
        #expect(api.parameter("shade")?.parsedDefault == .enumCase("dark"))
    }

    @Test func aFunctionInAnExtension() throws {
        let code = "extension View {\n    public func pebble(isPresented: Binding<Bool>, seconds: Double = 4) -> some View\n}"
        let api = try #require(spec(code, heading: "SwiftUI").api("pebble"))
        #expect(api.parameter("seconds")?.defaultValue == "4")
    }

    @Test func composeSlotsWithReceiverTypesAreClosures() throws {
        let code = "@Composable\nfun Pebble(\n    text: String,\n    actions: @Composable RowScope.() -> Unit = {},\n)"
        let api = try #require(spec(code, language: "kotlin").api("Pebble"))
        #expect(api.parameter("actions")?.parsedType?.isFunction == true)
        #expect(api.parameter("actions")?.isData == false)
    }

    @Test func aKotlinPrimaryConstructor() throws {
        let api = try #require(spec("data class PebbleState(val text: String, val count: Int = 1)", language: "kotlin").api("PebbleState"))
        #expect(api.kind == .initializer)
        #expect(api.parameters.map(\.name) == ["text", "count"])
    }

    @Test func sampleCodeUnderUsageIsNotAPI() {
        #expect(spec("func helper(value: Int) {}", heading: "Usage").apis.isEmpty)
    }

    @Test func aCallWithValuesIsNotADeclaration() {
        // A call is usage: its labels are the API shown by usage (properties), never an initializer declaration.
        #expect(spec("PebbleView(title: \"Hi\", count: 3)").apis.map(\.kind) == [.properties])
    }
}
