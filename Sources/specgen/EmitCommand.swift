import ArgumentParser
import Foundation
import SpecEmitters
import SpecGenCore

/// `specgen emit`: one output file for one component, as build tool plugins need.
struct EmitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emit",
        abstract: "Write one generated file for one component (used by the build tool plugin).",
        discussion: """
            Kinds: models (the component's Swift enums, models and behaviour constants), suites (its \
            conformance suite), support (the types every suite shares; no spec needed); `model` and \
            `suite` are accepted too. Kotlin: kotlin-models, kotlin-suites, and kotlin-contract and \
            kotlin-support (shared by every component; no spec needed). Name every document of the component (an API reference, its \
            guidelines, …): the bytes then equal what `generate` writes for them and the same specs \
            folder. The file is written even when the component has nothing of that kind, and only \
            when its bytes change. Nothing is written when a document has errors. Only the kind's \
            templates (and the partials they include) are read, so a broken template of another kind \
            does not stop it.

            Exit codes: 0 success (warnings allowed), 1 the spec has errors or the file cannot be \
            written, 2 usage error.
            """
    )

    @Argument(help: "What to emit: models, suites, support, kotlin-models, kotlin-contract, kotlin-suites or kotlin-support.")
    var kind: String

    @Argument(help: "The documents of the component to emit from (not needed for support).")
    var specFiles: [String] = []

    @Option(
        help:
            "The specs folder generated files name the documents by (default: generate's specs folder when they lie below it, else their own folder)."
    )
    var specs: String?

    @Option(help: "The file to write.")
    var output: String

    @OptionGroup var build: BuildCommandArguments

    /// The registry's name for a kind, accepting the singular spellings earlier versions used.
    private var registryKind: String {
        switch kind {
        case "model": "models"
        case "suite": "suites"
        default: kind
        }
    }

    func validate() throws {
        let kinds = ["models", "suites", "support", "kotlin-models", "kotlin-contract", "kotlin-suites", "kotlin-support"]
        guard kinds.contains(registryKind) else {
            throw ValidationError("Unknown kind '\(kind)'; use \(kinds.dropLast().joined(separator: ", ")) or \(kinds.last ?? "").")
        }
        if !["support", "kotlin-contract", "kotlin-support"].contains(registryKind) && specFiles.isEmpty {
            throw ValidationError("`emit \(kind)` needs a spec file.")
        }
    }

    func run() async throws {
        let diagnostics = await SingleFileEmission.emit(
            registryKind,
            specs: specFiles,
            specsDirectory: specs,
            output: output,
            options: try build.resolvedOptions()
        )
        try build.report(diagnostics)
    }
}
