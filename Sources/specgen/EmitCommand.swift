import ArgumentParser
import Foundation
import SpecEmitters
import SpecGenCore

/// `specgen emit`: one output file for one spec, as build tool plugins need.
struct EmitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emit",
        abstract: "Write one generated file for one spec (used by the build tool plugin).",
        discussion: """
            Kinds: models (the spec's Swift enums, models and behaviour constants), suites (its \
            conformance suite), support (the types every suite shares; no spec needed); `model` and \
            `suite` are accepted too. The bytes equal what `generate` writes for the same spec and \
            specs folder. The file is written even when the spec has nothing of that kind, and only \
            when its bytes change. Nothing is written when the spec has errors.

            Exit codes: 0 success (warnings allowed), 1 the spec has errors or the file cannot be \
            written, 2 usage error.
            """
    )

    @Argument(help: "What to emit: models, suites or support.")
    var kind: String

    @Argument(help: "The spec to emit from (not needed for support).")
    var spec: String?

    @Option(help: "The specs folder generated files name the spec by (default: the spec's own folder).")
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
        guard ["models", "suites", "support"].contains(registryKind) else {
            throw ValidationError("Unknown kind '\(kind)'; use models, suites or support.")
        }
        if registryKind != "support" && spec == nil { throw ValidationError("`emit \(kind)` needs a spec file.") }
    }

    func run() async throws {
        let diagnostics = await SingleFileEmission.emit(
            registryKind,
            spec: spec,
            specsDirectory: specs,
            output: output,
            options: try build.resolvedOptions()
        )
        try build.report(diagnostics)
    }
}
