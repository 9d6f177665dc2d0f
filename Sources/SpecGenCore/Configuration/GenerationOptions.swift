import Foundation
import SpecEmitters
import SpecModel
import SpecParser

/// Where to read specs, where to write, which templates and outputs, and the choices about generated code.
public struct GenerationOptions: Sendable {
    /// The folder searched (recursively) for specs.
    public var specsDirectory: String
    /// The folder generated files go to.
    public var outputDirectory: String
    /// A folder of `.mustache` templates overriding the defaults, if any.
    public var templatesDirectory: String?
    /// Which output kinds to generate; nil for all.
    public var outputs: Set<String>?
    /// Choices about the generated code.
    public var settings: OutputSettings
    /// Whether inferences the reader makes are errors.
    public var strict: Bool
    /// The configuration file the options came from, if any.
    public var configurationPath: String?
    /// Statement ids `specgen.yml` says not to read, with where it lists them.
    public var ignore: [ListedValue] = []
    /// Documents `specgen.yml` declares authoritative (paths resolved against its folder).
    public var authoritative: [String] = []
    /// Documents `specgen.yml` names as a component (`components:`), by absolute path.
    public var componentNames: [String: String] = [:]
    /// The types `specgen.yml` describes (`types:`).
    public var types: [String: ConfiguredType] = [:]
    /// The languages code is generated in (`languages:`, `--languages`); the schemas belong to none.
    public var languages: Set<OutputLanguage> = [.swift]
    /// Where `languages` and `outputs` came from, which `check` weighs against what the last `generate` was asked for.
    public var requestSource: RequestSource = .defaults
    /// Whether a run may replay `specgen-cache.json` instead of reading, planning and rendering (`--no-cache`: no).
    public var usesCache = true

    /// Creates options.
    public init(
        specsDirectory: String = "specs",
        outputDirectory: String = "generated",
        templatesDirectory: String? = nil,
        outputs: Set<String>? = nil,
        settings: OutputSettings = OutputSettings(),
        strict: Bool = false,
        configurationPath: String? = nil
    ) {
        self.specsDirectory = specsDirectory
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.outputs = outputs
        self.settings = settings
        self.strict = strict
        self.configurationPath = configurationPath
    }
}

/// Where a run's languages and output kinds were chosen.
public enum RequestSource: Sendable, Equatable {
    /// `--languages` or `--outputs`.
    case commandLine
    /// `languages:` or `outputs:` in `specgen.yml`.
    case configuration
    /// Neither: Swift, every kind.
    case defaults
}

/// What the command line said; each value left nil falls back to `specgen.yml`, then to the default.
public struct GenerationOverrides: Sendable {
    public var configuration: String?
    public var specs: String?
    public var output: String?
    public var templates: String?
    public var outputs: [String]?
    public var accessModifier: AccessModifier?
    public var typePrefix: String?
    public var modelsModule: String?
    public var isolation: SuiteIsolation?
    public var strict: Bool?
    public var languages: [OutputLanguage]?
    public var kotlinPackage: String?

    /// Whether to look for `specgen.yml` when none is named (build commands name theirs or use none).
    public var discoversConfiguration = true

    /// Creates overrides; nothing overridden by default.
    public init() {}

    /// The options these overrides give with the configuration file they name or that is found: `--config`,
    /// else `specgen.yml` in the current folder, else beside the specs folder. Problems in the file are errors.
    public func resolve() -> Result<GenerationOptions, ConfigurationProblems> {
        var file: Configuration?
        if let path = configurationPath {
            switch ConfigurationReader.read(path) {
            case .success(let configuration): file = configuration
            case .failure(let problems): return .failure(problems)
            }
        }
        let defaults = GenerationOptions()
        let defaultSettings = OutputSettings()
        var settings = OutputSettings(
            modelsModule: modelsModule ?? file?.modelsModule ?? defaultSettings.modelsModule,
            accessModifier: accessModifier ?? file?.accessModifier ?? defaultSettings.accessModifier,
            typePrefix: typePrefix ?? file?.typePrefix ?? defaultSettings.typePrefix,
            isolation: isolation ?? file?.isolation ?? defaultSettings.isolation,
            contract: ContractPolicy(
                unknownKeys: file?.unknownKeys ?? defaultSettings.contract.unknownKeys,
                unknownEnumCases: file?.unknownEnumCases ?? defaultSettings.contract.unknownEnumCases
            )
        )
        settings.kotlinPackage = kotlinPackage ?? file?.kotlinPackage ?? OutputSettings.defaultKotlinPackage
        var options = GenerationOptions(
            specsDirectory: specs ?? file?.specs.map { file?.resolve($0) ?? $0 } ?? defaults.specsDirectory,
            outputDirectory: output ?? file?.output.map { file?.resolve($0) ?? $0 } ?? defaults.outputDirectory,
            templatesDirectory: templates ?? file?.templates.map { file?.resolve($0) ?? $0 },
            outputs: (outputs ?? file?.outputs).map(Set.init),
            settings: settings,
            strict: strict ?? file?.strict ?? false,
            configurationPath: file?.path
        )
        options.languages = Set(languages ?? file?.languages ?? [.swift])
        options.requestSource =
            languages != nil || outputs != nil
            ? .commandLine : file?.languages != nil || file?.outputs != nil ? .configuration : .defaults
        options.ignore = file?.ignore ?? []
        options.authoritative = file.map { file in (file.authoritative ?? []).map { file.resolve($0.value) } } ?? []
        options.componentNames = Dictionary(
            (file?.components ?? [:]).map { (PathText.absolute(file?.resolve($0.key) ?? $0.key), $0.value) },
            uniquingKeysWith: { first, _ in first }
        )
        options.types = file?.types ?? [:]
        return .success(options)
    }

    /// The configuration file to read: the one named, or the first `specgen.yml` found.
    var configurationPath: String? {
        if let configuration { return configuration }
        guard discoversConfiguration else { return nil }
        var candidates = [Configuration.fileName]
        if let specs {
            let beside = (PathText.folder(of: specs) as NSString).appendingPathComponent(Configuration.fileName)
            candidates.append(beside)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}

extension GenerationOptions {
    /// The output kinds these options select, rendering with their templates and settings, and the templates'
    /// warnings; a template that does not load is the error.
    func outputRegistry() throws(Diagnostic) -> (registry: OutputRegistry, warnings: [Diagnostic]) {
        let templates = try TemplateLibrary.load(directory: templatesDirectory, only: OutputRegistry.templateNames(for: outputs))
        return (OutputRegistry(templates: templates, settings: settings, kinds: outputs, languages: languages), templates.warnings)
    }

    /// The spec at `path` as the pipeline reads it: named below `specsFolder` (by default its own folder), with the
    /// reader as strict as these options say. Every entry point makes its sources here.
    func source(_ path: String, in specsFolder: String?) -> SpecSource {
        let folder = specsFolder ?? PathText.folder(of: path)
        var source = SpecSource(
            path: path,
            sourceName: SpecDiscovery.displayName(of: path, in: folder.isEmpty ? "." : folder),
            inferences: strict ? .errors : .notes,
            isAuthoritative: false,
            component: nil
        )
        // Most runs configure neither list, and a path's absolute spelling costs a URL.
        if !authoritative.isEmpty || !componentNames.isEmpty {
            let absolute = PathText.absolute(path)
            source.isAuthoritative = authoritativePaths.contains(absolute)
            source.component = componentNames[absolute]
        }
        source.types = types
        return source
    }

    /// The authoritative documents as absolute, standardised paths, so any spelling of a path matches.
    private var authoritativePaths: Set<String> { Set(authoritative.map(PathText.absolute)) }

    /// What assembling components takes from these options.
    var assembly: AssemblyOptions { AssemblyOptions(ignoredStatements: Set(ignore.map(\.value))) }

    /// The specs folder generated files name `spec` by when no folder is given: the configured (or default) specs
    /// folder when the spec lies below it, as `generate` names it, else the spec's own folder.
    public func specsFolder(for spec: String) -> String {
        if PathText.plainRelative(spec, below: specsDirectory) != nil { return specsDirectory }
        let root = PathText.absolute(specsDirectory)
        if PathText.absolute(spec).hasPrefix(root == "/" ? root : root + "/") { return specsDirectory }
        let own = PathText.folder(of: spec)
        return own.isEmpty ? "." : own
    }
}
