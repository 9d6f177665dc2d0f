import Foundation
import TestSupport
import Testing

/// Numbers far beyond any real limit ("at most 9223372036854775807 toasts") never trap: `specgen generate` succeeds
/// and the rule is not read (a count, a line limit or a duration that large is no behaviour to check); the statement
/// gets a warning that says so.
@Suite struct HugeNumberTests {
    @Test(arguments: [
        "At most 9223372036854775807 toasts are visible at a time.",
        "Only 99999999999999999999 toasts are shown at once.",
        "The message is at most 99999999999999999999 lines long.",
        "The message is at most 9223372036854775808 lines long.",
        "A toast dismisses itself after 99999999999999999999 seconds.",
        "A toast dismisses itself after 9,223,372,036,854,775,807 ms.",
        "It appears 1e308 seconds later, 1.7976931348623157e308 ms after the pointer rests.",
        "A toast sits at the bottom, 99999999999999999999999 pt above the bars and at most 1e400 px wide.",
        "It dismisses itself after 0.000000000000001 seconds.",
        "It stays for 4–99999999999999999999 seconds.",
    ])
    func aHugeNumberIsIgnoredNotATrap(_ sentence: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let spec = "# Toast\n\n## Behaviors\n\n- \(sentence)\n\n## API\n\n```swift\npublic init(message: String, limit: Int = 2)\n```\n"
        try spec.write(to: root.appendingPathComponent("specs/toast.md"), atomically: true, encoding: .utf8)
        let output = try CommandLineRunner.run(["generate"], in: root)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        if sentence.contains("0.000000000000001") {
            #expect(!output.stderr.contains("too large"))
        } else {
            #expect(output.stderr.contains("specs/toast.md:5:3: warning: the number "), "\(output.stderr)")
        }
        let suite = try String(contentsOf: root.appendingPathComponent("generated/Tests/ToastConformanceTests.swift"), encoding: .utf8)
        #expect(suite.contains("\"specs/toast.md:5 "))
        let dump = try CommandLineRunner.run(["dump", "specs/toast.md"], in: root)
        #expect(dump.status == 0, "\(dump.stderr)")
        let specs = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [[String: Any]])
        let statements = specs.flatMap { ($0["behaviors"] as? [[String: Any]]) ?? [] }
        let values = statements.flatMap { ($0["rules"] as? [[String: Any]]) ?? [] }.flatMap { rule in
            rule.filter { !["matchedText", "line", "column"].contains($0.key) }.values.compactMap { $0 as? Double }
        }
        #expect(values.allSatisfy { $0 <= 1_000_000 }, "no rule carries the huge value: \(values)")
    }
}
