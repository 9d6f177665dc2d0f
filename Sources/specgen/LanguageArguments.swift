import ArgumentParser
import SpecEmitters

/// `--languages` for the commands a build system runs (`build-plan`, `check-conflicts`, `emit`), over the
/// configuration's `languages:`.
struct LanguageArguments: ParsableArguments {
    // One value per flag (`--languages swift,kotlin`), so the documents that follow are not taken for languages.
    @Option(
        help: "The languages to generate code in: swift, kotlin, comma-separated (default: the configuration's, else swift)."
    )
    var languages: [String] = []

    /// `--languages swift,kotlin` and `--languages swift kotlin` alike.
    var names: [String] { languages.flatMap { $0.split(separator: ",").map(String.init) } }

    /// The languages asked for, or nil when the flag is absent.
    var chosen: [OutputLanguage]? { names.isEmpty ? nil : names.compactMap(OutputLanguage.init(rawValue:)) }

    /// The flag as a command passes it on (`["--languages", "swift,kotlin"]`), or nothing when it is absent.
    var passedOn: [String] {
        guard let chosen else { return [] }
        return ["--languages", Set(chosen).sorted().map(\.rawValue).joined(separator: ",")]
    }

    func validate() throws {
        for language in names where OutputLanguage(rawValue: language) == nil {
            throw ValidationError(
                "Unknown language '\(language)'; languages are \(OutputLanguage.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
    }
}
