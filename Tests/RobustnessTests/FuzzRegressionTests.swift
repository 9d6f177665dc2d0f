import Foundation
import SpecFuzzing
import Testing

/// Every input the fuzzer ever crashed on, replayed through the whole pipeline. `FuzzPipeline.run` traps
/// on a broken invariant, so a regression fails the test run.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzRegressions")
    static let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func thereAreRegressionInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func replays(_ name: String) throws {
        FuzzPipeline.run(Array(try Data(contentsOf: Self.folder.appendingPathComponent(name))))
    }
}
