import Foundation
import TestSupport
import Testing

/// A unit written as a parameter's type reaches every output as the quantity: the Swift and Kotlin models, the schema,
/// and the comparison with the prose.
@Suite struct UnitTypeOutputTests {
    private static let spec = """
        # Pebble

        A small notice.

        ## API

        | Name | Type | Default | Description |
        |---|---|---|---|
        | duration | seconds | 3 | How long it stays. |
        | fade | ms | 250 | How long it fades. |
        | inset | dp | 12 | Space around it. |

        ## Behaviors

        - A pebble dismisses itself after 4 seconds.
        """

    @Test func eachLanguageAndTheSchemaGetTheQuantityAndTheProseIsComparedWithIt() throws {
        let project = try Project(["pebble.md": Self.spec])
        let run = try CommandLineRunner.run(["generate", "--languages", "swift,kotlin"], in: project.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("after 4 s here, but parameter 'duration', which sets it, defaults to 3 s"), "\(run.stderr)")
        let swift = try String(contentsOf: project.output.appendingPathComponent("Swift/Pebble.swift"), encoding: .utf8)
        #expect(swift.contains("duration: Duration = .seconds(3)"), "\(swift)")
        #expect(swift.contains("fade: Duration = .milliseconds(250)"))
        #expect(swift.contains("inset: Double = 12.0"))
        let kotlin = try String(contentsOf: project.output.appendingPathComponent("Kotlin/Models/Pebble.kt"), encoding: .utf8)
        #expect(kotlin.contains("val fade: Duration = SpecgenContract.seconds(0.25)"), "\(kotlin)")
        let schema = try String(
            contentsOf: project.output.appendingPathComponent("Schemas/PebbleConfiguration.schema.json"),
            encoding: .utf8
        )
        #expect(schema.contains("\"default\": 0.25"), "\(schema)")
        let verbose = try CommandLineRunner.run(["dump", "--verbose", "specs/pebble.md"], in: project.root)
        #expect(verbose.stderr.contains("note: type of 'inset' inferred as 'Double' from the unit 'dp' written as its type"))
    }
}
