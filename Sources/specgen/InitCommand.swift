import ArgumentParser
import Foundation
import SpecEmitters
import SpecGenCore

/// `specgen init`: writes a commented starting `specgen.yml`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starting specgen.yml.",
        discussion: """
            Writes each key with what it does: `languages` (Swift, or those --languages names) and the other keys with \
            their defaults; `outputs` and the optional keys are written commented out, so every output of the languages \
            is generated. An existing file is never overwritten unless --force is given.

            Exit codes: 0 written, 1 the file exists or cannot be written, 2 usage error.
            """
    )

    @Option(help: "Where to write the file.")
    var output = Configuration.fileName

    @Flag(help: "Overwrite an existing file.")
    var force = false

    @Option(help: "The languages to generate code in: swift, kotlin, comma-separated (default: swift).")
    var languages: [String] = []

    func validate() throws {
        for language in languages.flatMap({ $0.split(separator: ",") }) where OutputLanguage(rawValue: String(language)) == nil {
            throw ValidationError(
                "Unknown language '\(language)'; languages are \(OutputLanguage.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
    }

    func run() throws {
        if !force, FileManager.default.fileExists(atPath: output) {
            FileHandle.standardError.write(Data("\(output):1:1: error: the file exists; pass --force to overwrite it\n".utf8))
            throw ExitCode.specErrors
        }
        do {
            try Data(
                StarterConfiguration.text(
                    languages: Set(languages.flatMap { $0.split(separator: ",") }.compactMap { OutputLanguage(rawValue: String($0)) })
                ).utf8
            ).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(output):1:1: error: cannot write: \(error.localizedDescription)\n".utf8))
            throw ExitCode.specErrors
        }
        print("wrote \(output)")
    }
}
