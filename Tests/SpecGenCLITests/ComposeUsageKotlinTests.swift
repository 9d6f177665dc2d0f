import Foundation
import TestSupport
import Testing

/// A component whose page shows its API only as a Jetpack Compose call gets a Kotlin model of the data the call
/// passes (its lambdas and modifier left out, said so), and, with the Kotlin toolchain, the model and the JUnit suite
/// compile and the suite passes against a small implementation written here.
@Suite struct ComposeUsageKotlinTests {
    static let pill = """
        # Pill

        A small rounded label that marks an item's state.

        ```kotlin
        Pill(
            text = "New",
            count = 3,
            lifetime = 4000L,
            modifier = Modifier.padding(4.dp),
            onClick = { openDetails() },
        )
        ```

        ## Behavior

        - The pill disappears after 4 seconds.
        """

    /// An implementation in our own words: it shows each message for four seconds of its virtual clock.
    static let probe = """
        package specgen.probe

        import kotlin.time.Duration
        import kotlin.time.Duration.Companion.seconds
        import org.junit.Assert.assertEquals
        import org.junit.Test
        import specgen.components.PillConfiguration
        import specgen.components.PillConformanceHarness
        import specgen.components.PillConformanceTest

        class PillProbe : PillConformanceTest() {
            override fun makeHarness(): PillConformanceHarness = object : PillConformanceHarness {
                private var now = Duration.ZERO
                private val shown = mutableListOf<Pair<String, Duration>>()
                override fun present(message: String) { shown += message to now }
                override fun advance(duration: Duration) { now += duration }
                override val visibleMessages: List<String>
                    get() = shown.filter { now - it.second < 4.seconds }.map { it.first }
            }

            @Test
            fun theModelCarriesTheDataTheCallPasses() {
                val pill = PillConfiguration(text = "New", count = 3, lifetime = 4000L)
                assertEquals("New", pill.text)
                assertEquals(4000L, pill.lifetime)
            }
        }
        """

    @Test func theModelHoldsTheCallsDataAndLeavesItsLambdaAndModifierOut() throws {
        let project = try Project(["pill.md": Self.pill])
        let run = try CommandLineRunner.run(["generate", "--no-cache", "--quiet", "--languages", "swift,kotlin"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        let model = try String(contentsOf: project.output.appendingPathComponent("Kotlin/Models/Pill.kt"), encoding: .utf8)
        #expect(model.contains("val text: String? = null"))
        #expect(model.contains("val lifetime: Long? = null"))
        #expect(!model.contains("val onClick") && !model.contains("val modifier"))
        #expect(model.contains("- `onClick`: it is a closure."))
    }

    @Test(.enabled(if: KotlinToolchain.isAvailable, Comment(rawValue: KotlinToolchain.absence)))
    func theModelAndSuiteCompileAndTheSuitePassesAgainstAnImplementation() throws {
        let project = try Project(["pill.md": Self.pill])
        let run = try CommandLineRunner.run(["generate", "--no-cache", "--quiet", "--languages", "swift,kotlin"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        let probe = project.root.appendingPathComponent("PillProbe.kt")
        try Self.probe.write(to: probe, atomically: true, encoding: .utf8)
        let classes = project.root.appendingPathComponent("classes").path
        let compile = try CommandLineRunner.runTool(
            [KotlinToolchain.script, "compile", classes, project.output.appendingPathComponent("Kotlin").path, probe.path]
        )
        #expect(compile.status == 0, "\(compile.stdout)\(compile.stderr)")
        guard compile.status == 0 else { return }
        let junit = try CommandLineRunner.runTool([KotlinToolchain.script, "junit", classes, "specgen.probe.PillProbe"], in: project.root)
        #expect(junit.status == 0 && junit.stdout.contains("OK (2 tests)"), "\(junit.stdout)\(junit.stderr)")
    }
}
