import Foundation
import TestSupport
import Testing

/// The differential property test of the JSON contract (scripts/contract-property-test.py): for every model generated
/// from specs/, the emitter fixtures and, when `../shared` is there, the corpus, payloads drawn from its schema and
/// edited at the contract's edges get the same verdict from Python's jsonschema and the compiled Swift decoder; no
/// payload crashes the decoder; every accepted value re-encodes to schema-valid JSON that decodes to an equal value. The
/// Kotlin decoders are judged alike when the Kotlin toolchain is there (the script says so when it is not).
@Suite struct ContractPropertyTests {
    @Test func theDecodersAndTheSchemasAgreeOnEveryPayload() throws {
        var arguments = [
            "python3", CommandLineRunner.repositoryRoot.appendingPathComponent("scripts/contract-property-test.py").path,
            CommandLineRunner.executable.path, "--examples", "10", "--kotlin",
        ]
        if let corpus = SharedFolder.folder("corpus") {
            arguments += ["--corpus", corpus.path]
        } else {
            print(SharedFolder.absence("corpus") + "; the contract test checks specs/ and the fixtures only")
        }
        let run = try CommandLineRunner.runTool(arguments)
        print(run.stdout.split(separator: "\n").last.map(String.init) ?? "")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(" 0 disagreements, 0 crashes, 0 bad re-encodings"), "\(run.stdout)\(run.stderr)")
    }
}
