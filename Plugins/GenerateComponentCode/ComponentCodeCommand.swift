import Foundation
import PackagePlugin

/// What the `generate-component-code` and `check-component-code` command plugins share (this file is linked
/// into both, since plugins cannot depend on library targets): they run `specgen generate` or `specgen check`
/// for the package, or for the targets named with `--target`, each with the `specgen.yml` in its folder.
enum ComponentCodeCommand {
    /// A SwiftPM command: `--target NAME` selects targets, the other arguments pass through.
    static func perform(context: PluginContext, arguments: [String], check: Bool) throws {
        let selection = try selection(arguments, in: context.package)
        try run(
            tool: try context.tool(named: "specgen").url,
            packageDirectory: context.package.directoryURL,
            targets: selection.targets,
            arguments: selection.rest,
            check: check
        )
    }

    /// Runs specgen once per selection; throws when any run fails.
    static func run(tool: URL, packageDirectory: URL, targets: [(name: String, directory: URL)], arguments: [String], check: Bool) throws {
        let regenerate = "swift package --allow-writing-to-package-directory generate-component-code"
        var runs: [(label: String, arguments: [String])] = []
        if targets.isEmpty {
            runs.append(("the package", arguments))
        } else {
            for target in targets {
                let configuration = target.directory.appendingPathComponent("specgen.yml")
                guard FileManager.default.fileExists(atPath: configuration.path) else {
                    Diagnostics.error(
                        "target '\(target.name)' has no specgen.yml (expected at \(configuration.path)); "
                            + "`swift run specgen init --output \(configuration.path)` writes one"
                    )
                    throw Failure(description: "no specgen.yml for target '\(target.name)'")
                }
                runs.append(("target '\(target.name)'", ["--config", configuration.path] + arguments))
            }
        }
        for run in runs {
            let process = Process()
            process.executableURL = tool
            let fix = regenerate + (targets.isEmpty ? "" : " " + targets.map { "--target \($0.name)" }.joined(separator: " "))
            process.arguments = check ? ["check", "--regenerate-command", fix] + run.arguments : ["generate"] + run.arguments
            process.currentDirectoryURL = packageDirectory
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                Diagnostics.error(
                    check
                        ? "generated code of \(run.label) is stale or a spec has errors (see above); run `\(fix)`"
                        : "specgen could not generate \(run.label) (see above)"
                )
                throw Failure(description: "specgen exited with status \(process.terminationStatus)")
            }
        }
    }

    /// The targets `--target NAME` (repeatable) selects, and the other arguments, which pass through to specgen.
    static func selection(_ arguments: [String], in package: Package) throws -> (targets: [(name: String, directory: URL)], rest: [String])
    {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try names.map { name -> (name: String, directory: URL) in
            guard let target = try package.targets(named: [name]).first else {
                throw Failure(description: "no target named '\(name)' in \(package.displayName)")
            }
            return (name, target.directoryURL)
        }
        return (targets, extractor.remainingArguments)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
