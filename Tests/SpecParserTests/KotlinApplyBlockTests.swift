import SpecModel
import Testing

@testable import SpecParser

/// Kotlin's `apply { … }` on the component (just built, or held in a variable) sets the settings assigned inside it;
/// an `apply` on another object, and the calls inside the block, give nothing.
@Suite struct KotlinApplyBlockTests {
    private func parse(_ code: String) -> ParseResult {
        CodePage.chime.parse(code, language: "kotlin")
    }

    @Test func assignmentsInTheComponentsApplyBlockAreItsSettings() throws {
        let code = """
            val chime = Chime(context).apply {
                lingerTime = 3000L
                caption = "Ding"
                setOnFinishListener { log() }
            }
            chime.apply {
                muted = true
            }
            """
        let api = try #require(parse(code).spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["lingerTime", "caption", "muted"])
        #expect(api.parameter("lingerTime")?.type == "Long")
        #expect(api.parameter("muted")?.valueType == .optional(.scalar(.bool)))
    }

    @Test func anApplyBlockOnAnotherObjectGivesNothing() {
        let code = """
            val paint = Paint().apply {
                color = Color.RED
                strokeWidth = 4f
            }
            layout.apply { visibility = View.GONE }
            """
        let result = parse(code)
        #expect(result.spec.apis.isEmpty, "\(result.spec.apis.map(\.symbol))")
    }

    @Test func aBuilderFunctionsBlockSetsTheSettingsOfTheTypeItNames() throws {
        let code = """
            val builder = rememberChimeBuilder {
                setCaption("Ding")
                setRepeatCount(2)
                volume = 0.5f
                setOnFinish { log() }
            }
            """
        let api = try #require(parse(code).spec.api("Chime"))
        #expect(api.parameters.map(\.name) == ["caption", "repeatCount", "volume"])
        #expect(api.parameter("repeatCount")?.valueType == .optional(.scalar(.integer)))
    }

    @Test func otherFunctionsBlocksGiveNothing() {
        let code = """
            val list = buildList { add(1) }
            val paint = rememberPaintBuilder { setStrokeWidth(4f) }
            LaunchedEffect(Unit) { setTitle("Home") }
            """
        let result = parse(code)
        #expect(result.spec.api("Chime") == nil)
        #expect(result.spec.apis.flatMap(\.parameters).isEmpty, "\(result.spec.apis.flatMap(\.parameters).map(\.name))")
    }

    @Test func builderFunctionNames() {
        #expect(UsageCalls.builderFunctionType("rememberChimeBuilder") == "Chime")
        #expect(UsageCalls.builderFunctionType("createChimeOptions") == "Chime")
        #expect(UsageCalls.builderFunctionType("chimeBuilder") == nil)
        #expect(UsageCalls.builderFunctionType("remember") == nil)
        #expect(UsageCalls.builderFunctionType("buildList") == "List")
    }
}
