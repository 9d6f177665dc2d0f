import Foundation
import SpecGenCore
import SpecModel
import SpecReport
import TestSupport

/// Builds reports of folders of specs, in process, and reads figures back out of the pages.
enum ReportFixture {
    /// The repository's `specs/`.
    static let repositorySpecs = SharedFolder.repositoryRoot.appendingPathComponent("specs")

    /// A fresh temporary folder.
    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specgen-report-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A specs folder holding copies of `documents`, under `.md` names unless they are `.md` or `.mdx` already (the
    /// seeds are `.txt`).
    static func specsFolder(copying documents: [URL]) throws -> URL {
        let folder = try temporaryFolder("specs")
        for document in documents {
            let keeps = ["md", "mdx"].contains(document.pathExtension)
            let name = keeps ? document.lastPathComponent : document.deletingPathExtension().lastPathComponent + ".md"
            try Data(contentsOf: document).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The generation of a specs folder, with no configuration file.
    static func generation(of specs: URL) async throws -> Generation {
        var overrides = GenerationOverrides()
        overrides.specs = specs.path
        overrides.discoversConfiguration = false
        return await Generator.generate(try overrides.resolve().get())
    }

    /// The report's components and files for a specs folder, with each statement marked from `results`.
    static func report(of specs: URL, results: [TestResultsFile] = []) async throws -> (components: [ReportComponent], files: [ReportFile])
    {
        var (components, unplaced) = ReportComponent.components(of: try await generation(of: specs))
        if !results.isEmpty { components = ReportComponent.applying(results, to: components).components }
        return (components, HTMLReport.files(for: components, unplaced: unplaced))
    }

    /// Writes the files into a new folder.
    static func write(_ files: [ReportFile]) throws -> URL {
        let folder = try temporaryFolder("html")
        for file in files { try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.path)) }
        return folder
    }

    /// The value of each `data-figure` in `html`, in order (`statements` → "9").
    static func figures(in html: String) -> [(name: String, value: String)] {
        let pattern = /<div data-figure="([a-z]+)"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/
        return html.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
    }

    /// The counts of each behaviours line in `html` (the line leading each card), in order: `behaviours` → 9,
    /// `passes`, `fails`, `not-run`, `awaiting-results`, `needs-person`, `disputed`, `disagreement-places`.
    static func behaviours(in html: String) -> [[String: Int]] {
        html.matches(of: /<p class="behaviours" ([^>]*)>/).map { line in
            var counts: [String: Int] = [:]
            for attribute in line.output.1.matches(of: /data-([a-z-]+)="(\d+)"/) {
                counts[String(attribute.output.1)] = Int(attribute.output.2)
            }
            return counts
        }
    }

    /// The part of `html` that belongs to the component card named `name` on the index (a card ends with its fold).
    static func card(_ name: String, in html: String) -> Substring? {
        html.components(separatedBy: "data-component=\"\(name)\"").dropFirst().first?.components(separatedBy: "</details></li>").first
            .map { Substring($0) }
    }

    /// Text as a browser serialises a text node (only `&`, `<`, `>` and no-break spaces escaped), after the report's
    /// own replacement of control characters.
    static func serialisedText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\u{A0}": result += "&nbsp;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The IR as `specgen dump` prints it, decoded as plain JSON: one object per spec.
    static func dump(of specs: URL) async throws -> [[String: Any]] {
        let paths = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".md") }
            .map { specs.appendingPathComponent($0).path }
        let loaded = await SpecLoader.load(paths)
        let json = try JSONSerialization.jsonObject(with: try SpecJSON.encode(loaded.compactMap(\.spec)))
        return json as? [[String: Any]] ?? []
    }
}
