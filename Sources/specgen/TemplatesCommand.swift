import ArgumentParser
import Foundation
import SpecEmitters

/// `specgen templates`: the built-in templates, to list or to export as a starting point for your own.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List or export the built-in templates.",
        subcommands: [List.self, Export.self]
    )

    /// `specgen templates list`.
    struct List: ParsableCommand {
        // Named here: a name derived from the type costs every specgen process a demangling at start-up.
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the built-in templates and what each renders.",
            discussion: "The keys each template receives are listed in docs/templates.md."
        )

        func run() {
            for name in TemplateLibrary.requiredNames {
                print("\(name).mustache  \(TemplateLibrary.purpose(of: name))")
            }
        }
    }

    /// `specgen templates export DIR`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write every built-in template into a folder, ready to edit and use with --templates.",
            discussion: """
                Existing files are not overwritten unless --force is given. Generating with \
                --templates DIR from an unedited export gives the same bytes as the built-ins.

                Exit codes: 0 written, 1 a file exists or cannot be written, 2 usage error.
                """
        )

        @Argument(help: "The folder to write into (created if needed).")
        var directory: String

        @Flag(help: "Overwrite existing template files.")
        var force = false

        func run() throws {
            let folder = URL(fileURLWithPath: directory)
            let existing = TemplateLibrary.requiredNames.map { folder.appendingPathComponent("\($0).mustache") }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
            if !force, let first = existing.first {
                FileHandle.standardError.write(Data("\(first.path):1:1: error: the file exists; pass --force to overwrite it\n".utf8))
                throw ExitCode.specErrors
            }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (name, text) in TemplateLibrary.builtInSources {
                    try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).mustache"), options: .atomic)
                }
            } catch {
                FileHandle.standardError.write(Data("\(directory):1:1: error: cannot write: \(error.localizedDescription)\n".utf8))
                throw ExitCode.specErrors
            }
            print("wrote \(TemplateLibrary.requiredNames.count) templates to \(directory)")
        }
    }
}
