import Foundation
import SpecEmitters
import SpecModel

/// What `check` compares the output folder against: what the last `generate` was asked for (the languages and outputs
/// its manifest records), unless `check`'s own flags ask for something else, which it then says plainly. Either way,
/// no file the other setting produced is called stale or advised for removal.
struct CheckRequest {
    /// The options to check with.
    var options: GenerationOptions
    /// What `check` says about the choice: a warning when it differs from the last `generate`'s.
    var diagnostics: [Diagnostic] = []
    /// Whether the check asks for something else than the last `generate` did: the files that setting produced and
    /// this one does not are left uncompared, and so is the manifest.
    var differs = false
    /// What the verdict adds when the check compared only what it asks for (" for languages swift only").
    var scope = ""
    /// The command that brings the files up to date for what the check asks.
    var regenerate: String
    /// What the manifest `check` expects records: the last `generate`'s request, or none in an earlier specgen's
    /// manifest (so an upgrade alone does not make the folder stale).
    var recorded: Manifest.Request?

    /// Settles what to check with `options`, given the request the manifest `recorded` and where `options` took theirs.
    init(_ options: GenerationOptions, recorded: Manifest.Request?, regenerate: String) {
        self.options = options
        self.regenerate = regenerate
        self.recorded = recorded
        let asked = Manifest.Request(options)
        guard let recorded, recorded != asked else { return }
        let manifest = SourceLocation(
            file: (options.outputDirectory as NSString).appendingPathComponent(Manifest.fileName),
            line: 1,
            column: 1
        )
        switch options.requestSource {
        case .commandLine:
            differs = true
            scope = " (compared for \(asked.described) only)"
            self.regenerate = regenerate + " " + asked.flags
            diagnostics.append(
                .warning(
                    "this check asks for \(asked.described), but the last `specgen generate` was asked for \(recorded.described): "
                        + "only what this check asks for is compared; the files only the other setting produces are left as they are",
                    at: manifest
                )
            )
        case .configuration, .defaults:
            self.options.languages = Set(recorded.languages.compactMap(OutputLanguage.init(rawValue:)))
            self.options.outputs = recorded.outputs.map { Set($0.filter(OutputRegistry.kindNames.contains)) }
            if options.requestSource == .configuration {
                diagnostics.append(
                    .warning(
                        "specgen.yml asks for \(asked.described), but the last `specgen generate` was asked for \(recorded.described) "
                            + "(\(recorded.flags)); checked against what it was asked for: run `specgen generate` without those flags "
                            + "to follow specgen.yml",
                        at: manifest
                    )
                )
            }
        }
    }

    /// `changes` with what the other setting produced left out, when the check asks for something else.
    func compared(_ changes: OutputChanges) -> OutputChanges {
        guard differs else { return changes }
        var changes = changes
        changes.removals = []
        changes.manifestChanges = false
        return changes
    }
}
