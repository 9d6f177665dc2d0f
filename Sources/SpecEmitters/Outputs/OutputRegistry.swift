/// Every output kind specgen generates, in the order their files are listed.
public struct OutputRegistry: Sendable {
    /// The emitters, one per kind.
    public let emitters: [any OutputEmitter]

    /// The built-in kinds, rendering with `templates` under `settings`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        emitters = [
            SwiftModelEmitter(templates: templates),
            JSONSchemaEmitter(),
            ModelSampleEmitter(templates: templates, settings: settings),
            ConformanceSuiteEmitter(templates: templates),
            ConformanceSupportEmitter(templates: templates),
        ]
    }

    /// A registry of the given emitters only (one kind, for `emit`).
    public init(emitters: [any OutputEmitter]) {
        self.emitters = emitters
    }

    /// The names of every kind.
    public var kinds: [String] { emitters.map(\.kind) }

    /// The emitter of `kind`.
    public func emitter(_ kind: String) -> (any OutputEmitter)? {
        emitters.first { $0.kind == kind }
    }
}
