import Foundation
import TestSupport
import Testing

/// A guideline document's rules against the components it applies to, through `specgen generate` and `check`.
@Suite struct GuidelineContradictionTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-guideline-\(UUID().uuidString)")
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: specs.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return root
    }

    @Test func theSnackbarsSevenSecondsContradictTheNotificationGuideline() throws {
        for command in ["generate", "check"] {
            let output = try CommandLineRunner.run([command, "--output", FileManager.default.temporaryDirectory.path + "/g-\(UUID())"])
            let lines = output.stderr.split(separator: "\n").map(String.init)
            let warning = try #require(
                lines.firstIndex { $0.hasPrefix("specs/snackbar.md:") && $0.contains("warning: Snackbar dismisses itself after 7 s") },
                "\(command): \(output.stderr)"
            )
            #expect(lines[warning].contains("Toast, snackbar and banner accessibility"))
            #expect(lines.indices.contains(warning + 1) && lines[warning + 1].hasPrefix("specs/notification-accessibility.md:"))
            #expect(lines.indices.contains(warning + 1) && lines[warning + 1].contains("note: the guideline's rule"))
        }
    }

    @Test func frontMatterNamesTheComponentsAGuidelineAppliesTo() throws {
        let root = try folder([
            "notice.md": "# Notice\n\n## Behaviors\n\n- A notice closes itself after 3 seconds.\n",
            "rules.md": "---\napplies-to: [notice]\n---\n\n# House rules\n\n## Behaviors\n\n- It must not be dismissed automatically.\n",
        ])
        let output = try CommandLineRunner.run(["generate"], in: root)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("specs/notice.md:5:3: warning: Notice dismisses itself after 3 s"))
        #expect(output.stderr.contains("specs/rules.md:9:3: note: the guideline's rule: It must not be dismissed automatically."))
    }

    @Test func aTitleNamingOneComponentIsNoGuidelineAndConditionsAreLeftAlone() throws {
        let root = try folder([
            "notice.md": "# Notice\n\n## Behaviors\n\n- When it has an action, it stays for 9 seconds.\n",
            "panel.md": "# Panel\n\n## Behaviors\n\n- A panel closes itself after 3 seconds.\n",
            "rules.md": "# Notice and panel rules\n\n## Behaviors\n\n- A notice must not be dismissed automatically.\n",
            "other.md": "# Notice tips\n\n## Behaviors\n\n- It must not be dismissed automatically.\n",
        ])
        let output = try CommandLineRunner.run(["generate"], in: root)
        #expect(output.status == 0, "\(output.stderr)")
        // "Notice and panel rules" names two components: the panel warns, the notice's conditional timing does not;
        // "Notice tips" names one, so it is no guideline.
        #expect(output.stderr.contains("specs/panel.md:5:3: warning: Panel dismisses itself after 3 s"))
        #expect(!output.stderr.contains("specs/notice.md:5:3: warning"))
        #expect(!output.stderr.contains("other.md:5:3: note"))
    }
}
