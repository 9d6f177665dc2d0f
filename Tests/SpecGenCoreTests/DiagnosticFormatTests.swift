import Foundation
import SpecGenCore
import SpecModel
import Testing

/// The formats CI systems read: what each prints for the same diagnostics.
@Suite struct DiagnosticFormatTests {
    private let disagreement = Diagnostic.warning(
        "parameter 'count' has default '1' in the declaration but none in the parameter table",
        at: SourceLocation(file: "/repo/specs/chip.md", line: 6, column: 6),
        notes: [
            .init(message: "the table row gives no default", location: SourceLocation(file: "/repo/specs/chip.md", line: 11, column: 2))
        ]
    )
    private let hostile = Diagnostic.error(
        "100% wrong: a, b\r\nnext::line",
        at: SourceLocation(file: "specs/odd, name: x.md", line: 3, column: 1)
    )

    @Test func textIsTheCompilerStyleLinesAsBefore() {
        let text = DiagnosticFormatter(.text, workingDirectory: "/repo").render([disagreement, hostile])
        #expect(text == disagreement.description + "\n" + hostile.description + "\n")
        #expect(text.hasPrefix("/repo/specs/chip.md:6:6: warning: parameter 'count'"))
    }

    @Test func githubLinesAreWorkflowCommandsWithEscapedDataAndProperties() {
        let lines = DiagnosticFormatter(.github, workingDirectory: "/repo").render([
            disagreement, hostile, Diagnostic(.note, "read 'X' as a heading", at: .init(file: "a.md", line: 2, column: 1)),
        ])
        .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == "::warning file=specs/chip.md,line=6,col=6,title=specgen SG103 disagreement::parameter 'count' has default '1' in the declaration but none in the parameter table%0Aspecs/chip.md:11:2: note: the table row gives no default"
        )
        #expect(
            lines[1]
                == "::error file=specs/odd%2C name%3A x.md,line=3,col=1,title=specgen SG106 structure::100%25 wrong: a, b%0D%0Anext::line"
        )
        #expect(lines[2] == "::notice file=a.md,line=2,col=1,title=specgen SG101 inference::read 'X' as a heading")
        #expect(lines[3].isEmpty)
    }

    @Test func jsonIsOneObjectPerLine() throws {
        let text = DiagnosticFormatter(.json, workingDirectory: "/repo").render([disagreement, hostile])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["severity"] as? String == "warning")
        #expect(first["file"] as? String == "/repo/specs/chip.md")
        #expect(first["line"] as? Int == 6)
        #expect(first["rule"] as? String == "SG103")
        #expect(first["kind"] as? String == "disagreement")
        let notes = try #require(first["notes"] as? [[String: Any]])
        #expect(notes.first?["line"] as? Int == 11)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(second["message"] as? String == "100% wrong: a, b\r\nnext::line")
    }

    @Test func sarifHasTheToolRulesResultsAndRelatedLocations() throws {
        let text = DiagnosticFormatter(.sarif, workingDirectory: "/repo").render([disagreement, hostile])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "specgen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == DiagnosticKind.all.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["warning", "error"])
        #expect(results[0]["ruleId"] as? String == "SG103")
        #expect(results[0]["ruleIndex"] as? Int == DiagnosticKind.all.firstIndex(of: .disagreement))
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "specs/chip.md")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 6)
        #expect(region["startColumn"] as? Int == 6)
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "the table row gives no default")
        // A path with a space and a comma is a percent-encoded URI reference.
        let hostileArtifact =
            (((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])
        #expect(hostileArtifact?["uri"] as? String == "specs/odd,%20name:%20x.md")
        let roots = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(roots["%SRCROOT%"]?["uri"] == "file:///repo/")
    }

    @Test func sarifOfNoDiagnosticsIsStillALog() throws {
        let text = DiagnosticFormatter(.sarif, workingDirectory: "/repo").render([])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
        #expect(DiagnosticFormatter(.github).render([]).isEmpty)
        #expect(DiagnosticFormatter(.json).render([]).isEmpty)
    }

    @Test func kindsAreReadFromTheMessagesShape() {
        func kind(_ severity: Diagnostic.Severity, _ message: String, file: String = "specs/a.md") -> String {
            DiagnosticKind.of(Diagnostic(severity, message, at: .init(file: file, line: 1, column: 1))).name
        }
        #expect(kind(.note, "type of 'x' inferred as 'Bool' from its description") == "inference")
        #expect(kind(.error, "read 'X' as a heading (--strict: write it out explicitly)") == "inference")
        #expect(kind(.warning, "parameter 'label' is declared but missing from the parameter table") == "disagreement")
        #expect(
            kind(.warning, "Toast dismisses itself after 5 s, but the guideline 'A' says it must not leave on a timer") == "disagreement"
        )
        #expect(kind(.warning, "table row has no parameter name and is ignored") == "ignored")
        #expect(kind(.warning, "left out of the model because their types are not defined in the spec: icon (Glyph)") == "ignored")
        #expect(kind(.error, "parameter 'count' is declared twice") == "duplicate")
        #expect(kind(.error, "default '\"two\"' of parameter 'limit' does not fit its type 'Int': expected a whole number") == "value")
        #expect(kind(.error, "the file is binary, not a Markdown spec (NUL byte at offset 8)") == "unreadableSpec")
        #expect(kind(.error, "this spec and specs/b.md both generate 'Swift/B.swift'") == "conflict")
        #expect(kind(.error, "unknown key 'acess'", file: "specgen.yml") == "configuration")
        #expect(kind(.error, "cannot write the generated file: disk full") == "output")
        #expect(Set(DiagnosticKind.all.map(\.id)).count == DiagnosticKind.all.count)
        #expect(kind(.error, "stale: this generated file is missing; run `specgen generate`", file: "generated/Swift/A.swift") == "stale")
        #expect(kind(.warning, "2 tests in these results name no statement of these documents", file: "results.xml") == "testResults")
        #expect(kind(.error, "cannot read the test results: '>' expected", file: "out/r") == "testResults")
        #expect(kind(.warning, "default of parameter 'x' differs: the document has 'false', the code has 'true'") == "api")
        #expect(
            kind(.warning, "the component's documents give 'Message' different parameters: only this one lists 'key'") == "disagreement"
        )
    }

    @Test func everyKindIsItsOwnNoCatchAll() {
        #expect(!DiagnosticKind.all.contains { $0.name == "other" || $0.id == "SG999" })
        #expect(Set(DiagnosticKind.all.map(\.name)).count == DiagnosticKind.all.count)
        #expect(DiagnosticKind.all == DiagnosticKind.all.sorted())
        // A finding of a shape no kind knows is about text the reader could not read as written, never "other".
        let novel = Diagnostic.warning("a sentence of a shape specgen has never printed", at: .init(file: "specs/a.md", line: 3, column: 1))
        #expect(DiagnosticKind.of(novel) == .structure)
    }
}
