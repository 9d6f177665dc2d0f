import Foundation
import SpecEmitters

/// The build commands a build system runs for the specs of one target: one command per spec and output kind,
/// with exactly that spec as input and one file as output, so a changed spec reruns only its own commands.
/// The SwiftPM build tool plugin asks for this plan (`specgen build-plan`) instead of naming files itself.
public enum BuildPlan {
    /// What a target is for: a library gets models, a test target conformance suites and their support.
    public enum TargetKind: String, CaseIterable, Sendable {
        case library
        case tests
    }

    /// One command: the arguments to run `specgen` with, its inputs and its one output.
    public struct Command: Codable, Sendable, Equatable {
        /// What the build log shows (`specgen: models from banner.md`).
        public var displayName: String
        /// The arguments after the `specgen` executable.
        public var arguments: [String]
        /// The files whose change reruns the command.
        public var inputs: [String]
        /// The file the command writes.
        public var outputs: [String]
    }

    /// The commands for `specs` (absolute or relative paths, any order) writing into `outputDirectory`.
    ///
    /// `configuration` is the target's `specgen.yml`: every command reads it, and its templates are inputs, so
    /// editing either reruns the commands. `errorsOnly` commands print no warnings, for specs another
    /// target also holds, so each warning shows once; errors still print, as a failed build stops at the first.
    public static func commands(
        for specs: [String],
        target: TargetKind,
        outputDirectory: String,
        configuration: String? = nil,
        templates: String? = nil,
        errorsOnly: Bool = false
    ) -> [Command] {
        let specs = Array(Set(specs)).sorted()
        let stems = fileStems(specs)
        let settingInputs = (configuration.map { [$0] } ?? []) + templateFiles(templates)
        // The commands read templates through the configuration; the template files are inputs only.
        let settingArguments = (configuration.map { ["--config", $0] } ?? []) + (errorsOnly ? ["--quiet"] : [])
        let kinds: [(kind: String, label: String, suffix: String)] =
            switch target {
            case .library: [("models", "models", "+Generated.swift")]
            case .tests: [("suites", "conformance suite", "+ConformanceTests.swift")]
            }
        var commands: [Command] = []
        for spec in specs {
            let specsFolder = PathText.folder(of: spec)
            for kind in kinds {
                let output = (outputDirectory as NSString).appendingPathComponent((stems[spec] ?? "Spec") + kind.suffix)
                commands.append(
                    Command(
                        displayName: "specgen: \(kind.label) from \((spec as NSString).lastPathComponent)",
                        arguments: ["emit", kind.kind, spec, "--specs", specsFolder.isEmpty ? "." : specsFolder, "--output", output]
                            + settingArguments,
                        inputs: [spec] + settingInputs,
                        outputs: [output]
                    )
                )
            }
        }
        if !specs.isEmpty {
            // Spec-by-spec commands cannot see each other; one command per target checks them together.
            let output = (outputDirectory as NSString).appendingPathComponent("SpecConflictCheck+Generated.swift")
            commands.append(
                Command(
                    displayName: "specgen: conflict check of \(specs.count) spec\(specs.count == 1 ? "" : "s")",
                    arguments: ["check-conflicts"] + specs + ["--output", output] + settingArguments.filter { $0 != "--quiet" },
                    inputs: specs + settingInputs,
                    outputs: [output]
                )
            )
        }
        if target == .tests, let first = specs.first {
            let specsFolder = PathText.folder(of: first)
            let output = (outputDirectory as NSString).appendingPathComponent("ConformanceSupport+Generated.swift")
            commands.append(
                Command(
                    displayName: "specgen: conformance support",
                    arguments: ["emit", "support", "--specs", specsFolder.isEmpty ? "." : specsFolder, "--output", output]
                        + settingArguments,
                    inputs: settingInputs,
                    outputs: [output]
                )
            )
        }
        return commands
    }

    /// The `.mustache` files of a templates folder, sorted.
    static func templateFiles(_ folder: String?) -> [String] {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Each spec's file stem (`banner`); specs sharing a stem in different folders get their folders prefixed
    /// (`sub_banner`), so no two commands write the same file.
    static func fileStems(_ specs: [String]) -> [String: String] {
        let plain = Dictionary(grouping: specs) { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        var stems: [String: String] = [:]
        for (stem, paths) in plain {
            if paths.count == 1 {
                stems[paths[0]] = stem
            } else {
                for path in paths {
                    let components = (path as NSString).deletingPathExtension.split(separator: "/").suffix(3)
                    stems[path] = components.joined(separator: "_")
                }
            }
        }
        return stems
    }
}
