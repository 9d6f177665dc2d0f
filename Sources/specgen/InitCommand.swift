import ArgumentParser
import Foundation
import SpecGenCore

/// `specgen init`: writes a commented starting `specgen.yml`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starting specgen.yml.",
        discussion: """
            Writes every key with its default and what it does. An existing file is never overwritten \
            unless --force is given.

            Exit codes: 0 written, 1 the file exists or cannot be written, 2 usage error.
            """
    )

    @Option(help: "Where to write the file.")
    var output = Configuration.fileName

    @Flag(help: "Overwrite an existing file.")
    var force = false

    func run() throws {
        if !force, FileManager.default.fileExists(atPath: output) {
            FileHandle.standardError.write(Data("\(output):1:1: error: the file exists; pass --force to overwrite it\n".utf8))
            throw ExitCode.specErrors
        }
        do {
            try Data(StarterConfiguration.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(output):1:1: error: cannot write: \(error.localizedDescription)\n".utf8))
            throw ExitCode.specErrors
        }
        print("wrote \(output)")
    }
}
