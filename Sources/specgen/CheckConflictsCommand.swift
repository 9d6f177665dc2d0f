import ArgumentParser
import SpecGenCore
import SpecModel

/// `specgen check-conflicts`: the cross-spec checks of `generate`, for build plugins that generate spec by spec.
struct CheckConflictsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-conflicts",
        abstract: "Check that specs generate no file or type twice (used by the build tool plugin).",
        discussion: """
            Reports, like `generate`, a spec whose outputs collide with an earlier one's (the same \
            file, or the same Swift type). When there is none it writes a comment-only Swift file to \
            --output, which the build plugin declares as the command's output.

            Exit codes: 0 no conflicts, 1 conflicts or the stamp cannot be written, 2 usage error.
            """
    )

    @Argument(help: "The specs to check together.")
    var specFiles: [String]

    @Option(help: "The specs folder generated files name the specs by (default: as for emit).")
    var specs: String?

    @Option(help: "The stamp file to write when there are no conflicts.")
    var output: String

    @OptionGroup var build: BuildCommandArguments

    func run() async throws {
        let diagnostics = await ConflictCheck.run(
            specs: specFiles,
            specsDirectory: specs,
            output: output,
            options: try build.resolvedOptions()
        )
        try build.report(diagnostics)
    }
}
