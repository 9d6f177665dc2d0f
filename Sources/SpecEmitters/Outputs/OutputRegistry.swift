/// Every output kind specgen generates, in the order their files are listed.
public struct OutputRegistry: Sendable {
    /// The emitters, one per kind.
    public let emitters: [any OutputEmitter]

    /// The built-in kinds of `languages` (or those of them named in `kinds`), rendering with `templates` under `settings`.
    public init(
        templates: TemplateLibrary,
        settings: OutputSettings = OutputSettings(),
        kinds: Set<String>? = nil,
        languages: Set<OutputLanguage> = [.swift]
    ) {
        let all: [any OutputEmitter] =
            [
                SwiftModelEmitter(templates: templates, settings: settings),
                JSONSchemaEmitter(settings: settings),
                ModelSampleEmitter(templates: templates, settings: settings),
                ConformanceSuiteEmitter(templates: templates, settings: settings),
                ConformanceSupportEmitter(templates: templates, settings: settings),
            ] + KotlinEmitters.all(templates: templates, settings: settings)
        emitters = all.filter { emitter in
            (kinds?.contains(emitter.kind) ?? true) && OutputLanguage.of(kind: emitter.kind).map(languages.contains) ?? true
        }
    }

    /// A registry of the given emitters only (one kind, for `emit`).
    public init(emitters: [any OutputEmitter]) {
        self.emitters = emitters
    }

    /// The names of the built-in kinds, which `outputs` in the configuration chooses from.
    public static let kindNames = ["models", "schemas", "samples", "suites", "support"] + KotlinEmitters.kindNames

    /// The templates the kinds in `kinds` render with (nil: every kind, so every template); partials they include
    /// come with them (`TemplateLibrary.load(directory:only:)`).
    public static func templateNames(for kinds: Set<String>?) -> Set<String>? {
        guard let kinds else { return nil }
        let templates = ["models": "SwiftModel", "samples": "ModelSamples", "suites": "ConformanceSuite", "support": "ConformanceSupport"]
        return Set(kinds.compactMap { templates[$0] }).union(kinds.flatMap { KotlinEmitters.templateNames[$0] ?? [] })
    }

    /// The names of every kind.
    public var kinds: [String] { emitters.map(\.kind) }

    /// The emitter of `kind`.
    public func emitter(_ kind: String) -> (any OutputEmitter)? {
        emitters.first { $0.kind == kind }
    }
}
