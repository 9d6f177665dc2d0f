import ArgumentParser
import SpecEmitters
import SpecGenCore

/// The options `generate` and `check` share. Each overrides the same key of `specgen.yml`.
struct GenerationArguments: ParsableArguments {
    @Option(help: "The configuration file (default: specgen.yml in the current folder, or beside the specs folder).")
    var config: String?

    @Option(help: "Folder searched recursively for *.md and *.mdx component specs (default: specs).")
    var specs: String?

    @Option(help: "Folder the generated files go to: Swift/, Schemas/, Samples/, Tests/, specgen-manifest.json (default: generated).")
    var output: String?

    @Option(help: "Folder of .mustache templates overriding the built-in ones (\(TemplateLibrary.requiredNames.joined(separator: ", "))).")
    var templates: String?

    @Option(
        parsing: .upToNextOption,
        help: "Which outputs to generate (default: all): \(OutputRegistry.kindNames.joined(separator: ", "))."
    )
    var outputs: [String] = []

    @Option(help: "Access level of generated declarations: public, package or internal (default: public).")
    var accessModifier: AccessModifier?

    @Option(help: "A prefix for every generated Swift type, such as DS.")
    var typePrefix: String?

    @Option(help: "The module the generated samples import to reach the models (default: ComponentModels).")
    var modelsModule: String?

    @Option(help: "Isolation of conformance suites and harness protocols: mainActor or nonisolated (default: mainActor).")
    var conformanceIsolation: SuiteIsolation?

    @Option(
        parsing: .upToNextOption,
        help: "The languages to generate code in: swift, kotlin, as a list or comma-separated (default: swift)."
    )
    var languages: [String] = []

    @Option(help: "The package of generated Kotlin files (default: \(OutputSettings.defaultKotlinPackage)).")
    var kotlinPackage: String?

    @Flag(inversion: .prefixedNo, help: "Make every inference, and every element the reader cannot use, an error.")
    var strict: Bool?

    @Flag(help: "Read, plan and render every spec even when specgen-cache.json shows nothing changed.")
    var noCache = false

    func validate() throws {
        let paths = [("--specs", specs), ("--output", output), ("--templates", templates), ("--config", config)]
        for case (let option, let path?) in paths {
            if let problem = PathArgument.problem(with: path, option: option) { throw ValidationError(problem) }
        }
        for kind in outputs where !OutputRegistry.kindNames.contains(kind) {
            throw ValidationError("Unknown output '\(kind)'; outputs are \(OutputRegistry.kindNames.joined(separator: ", ")).")
        }
        for language in languageNames where OutputLanguage(rawValue: language) == nil {
            throw ValidationError(
                "Unknown language '\(language)'; languages are \(OutputLanguage.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
        if let kotlinPackage, !OutputLanguage.isKotlinPackage(kotlinPackage) {
            throw ValidationError(
                "--kotlin-package must be identifiers joined by dots, such as com.example.components, not '\(kotlinPackage)'."
            )
        }
        if let typePrefix, !typePrefix.isEmpty, !PlanName(typePrefix).isIdentifierLike {
            throw ValidationError("--type-prefix must be a Swift identifier, not '\(typePrefix)'.")
        }
        if let modelsModule, !PlanName(modelsModule).isIdentifierLike {
            throw ValidationError("--models-module must be a Swift identifier, not '\(modelsModule)'.")
        }
        if let templates, !FileManagerCheck.isFolder(templates) {
            throw ValidationError("--templates: no such folder '\(templates)'.")
        }
        if let config, !FileManagerCheck.exists(config) {
            throw ValidationError("--config: no such file '\(config)'.")
        }
    }

    /// What the command line overrides.
    var overrides: GenerationOverrides {
        var overrides = GenerationOverrides()
        overrides.configuration = config
        overrides.specs = specs
        overrides.output = output
        overrides.templates = templates
        overrides.outputs = outputs.isEmpty ? nil : outputs
        overrides.accessModifier = accessModifier
        overrides.typePrefix = typePrefix
        overrides.modelsModule = modelsModule
        overrides.isolation = conformanceIsolation
        overrides.strict = strict
        overrides.languages = languageNames.isEmpty ? nil : languageNames.compactMap(OutputLanguage.init(rawValue:))
        overrides.kotlinPackage = kotlinPackage
        return overrides
    }
}

extension GenerationArguments {
    /// `--languages swift,kotlin` and `--languages swift kotlin` alike.
    var languageNames: [String] { languages.flatMap { $0.split(separator: ",").map(String.init) } }
}

extension AccessModifier: ExpressibleByArgument {}
extension SuiteIsolation: ExpressibleByArgument {}

extension GenerationArguments {
    /// The options to run with; problems in the configuration file are printed and end the command (exit 1).
    func resolvedOptions(reportingIn format: DiagnosticFormatArguments) throws -> GenerationOptions {
        var options = try overrides.options(reportingProblemsWith: { format.print($0) })
        options.usesCache = !noCache
        return options
    }
}
