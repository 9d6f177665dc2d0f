import ArgumentParser
import Foundation
import SpecGenCore

/// `specgen emit`: one output file for one spec, as build tool plugins need.
struct EmitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emit",
        abstract: "Write one generated file for one spec (used by the build tool plugin).",
        discussion: """
            Kinds: model (the spec's Swift enums, models and behaviour constants), suite (its \
            conformance suite), support (the types every suite shares; no spec needed). The file is \
            written even when the spec has nothing of that kind, and only when its bytes change. \
            Nothing is written when the spec has errors.

            Exit codes: 0 success (warnings allowed), 1 the spec has errors or the file cannot be \
            written, 2 usage error.
            """
    )

    @Argument(help: "What to emit: \(SingleFileEmission.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: Kind

    @Argument(help: "The spec to emit from (not needed for support).")
    var spec: String?

    @Option(help: "The file to write.")
    var output: String

    @Option(help: "Folder of .mustache templates overriding the built-in ones.")
    var templates: String?

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case model, suite, support
    }

    func validate() throws {
        if kind != .support && spec == nil { throw ValidationError("`emit \(kind.rawValue)` needs a spec file.") }
    }

    func run() async throws {
        let kind = SingleFileEmission.Kind(rawValue: kind.rawValue) ?? .model
        let diagnostics = SingleFileEmission.emit(kind, spec: spec, output: output, templatesDirectory: templates)
        DiagnosticPrinter.print(diagnostics)
        if diagnostics.containsErrors { throw ExitCode.specErrors }
    }
}
