import Foundation
import SpecEmitters

/// The build commands a build system runs for the specs of one target: one command per component and output kind,
/// with exactly that component's documents as inputs and one file as output, so a changed document reruns only its
/// component's commands.
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
        /// The language of that file (`swift`, `kotlin`): a build system runs the commands of the languages it
        /// compiles (the SwiftPM plugin declares the Swift ones only, see `BuildPlanKinds`).
        public var language: String
    }

    /// The documents of `specs` grouped into components as `generate` groups them (each group sorted, groups by their
    /// first path); reading them is the cost of knowing which documents one command needs.
    public static func components(of specs: [String], options: GenerationOptions) async -> [[String]] {
        let paths = Array(Set(specs)).sorted()
        let documents = await withTaskGroup(of: (SpecSource, LoadedSpec).self) { group in
            for path in paths {
                let source = options.source(path, in: nil)
                group.addTask { (source, Pipeline.read(source)) }
            }
            var documents: [(SpecSource, LoadedSpec)] = []
            for await document in group { documents.append(document) }
            return documents.sorted { $0.1.path < $1.1.path }
        }
        return Pipeline.components(of: documents).map { $0.map(\.1.path).sorted() }.sorted { $0[0] < $1[0] }
    }

    /// The commands for `components` (each a group of document paths, as `components(of:options:)` gives them)
    /// writing into `outputDirectory`; `specsFolder` names the folder generated files name a document by.
    ///
    /// `configuration` is the target's `specgen.yml`: every command reads it, and its templates are inputs, so
    /// editing either reruns the commands. `errorsOnly` commands print no warnings, for specs another
    /// target also holds, so each warning shows once; errors still print, as a failed build stops at the first.
    /// `languages` picks the kinds (`BuildPlanKinds`); `languagesArgument` (`["--languages", "swift,kotlin"]` when the
    /// plan was asked so on the command line) is passed on to the conflict check, which compares every language's files.
    public static func commands(
        for components: [[String]],
        target: TargetKind,
        outputDirectory: String,
        configuration: String? = nil,
        templates: String? = nil,
        errorsOnly: Bool = false,
        languages: Set<OutputLanguage> = [.swift],
        languagesArgument: [String] = [],
        specsFolder: (String) -> String = { PathText.folder(of: $0).isEmpty ? "." : PathText.folder(of: $0) }
    ) -> [Command] {
        let components = components.filter { !$0.isEmpty }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        let specs = components.flatMap { $0 }.sorted()
        let stems = fileStems(components.map { $0[0] })
        let settingInputs = (configuration.map { [$0] } ?? []) + templateFiles(templates)
        // The commands read templates through the configuration; the template files are inputs only.
        let settingArguments = (configuration.map { ["--config", $0] } ?? []) + (errorsOnly ? ["--quiet"] : [])
        let kinds = BuildPlanKinds.perComponent(target: target, languages: languages)
        var commands: [Command] = []
        for documents in components {
            let spec = documents[0]
            let names = documents.map { ($0 as NSString).lastPathComponent }
            for kind in kinds {
                let output = (outputDirectory as NSString).appendingPathComponent((stems[spec] ?? "Spec") + kind.suffix)
                commands.append(
                    Command(
                        displayName: "specgen: \(kind.label) from \(names.joined(separator: " + "))",
                        arguments: ["emit", kind.kind] + documents + ["--specs", specsFolder(spec), "--output", output] + settingArguments,
                        inputs: documents + settingInputs,
                        outputs: [output],
                        language: kind.language.rawValue
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
                    arguments: ["check-conflicts"] + specs + ["--output", output] + settingArguments.filter { $0 != "--quiet" }
                        + languagesArgument,
                    inputs: specs + settingInputs,
                    outputs: [output],
                    language: OutputLanguage.swift.rawValue
                )
            )
        }
        if let first = specs.first {
            // The files every component's files of the target use, named by no document.
            for kind in BuildPlanKinds.perTarget(target: target, languages: languages) {
                let output = (outputDirectory as NSString).appendingPathComponent(kind.suffix)
                commands.append(
                    Command(
                        displayName: "specgen: \(kind.label)",
                        arguments: ["emit", kind.kind, "--specs", specsFolder(first), "--output", output] + settingArguments,
                        inputs: settingInputs,
                        outputs: [output],
                        language: kind.language.rawValue
                    )
                )
            }
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
