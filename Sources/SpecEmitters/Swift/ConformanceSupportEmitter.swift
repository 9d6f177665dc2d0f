/// Renders the types every conformance suite shares (gestures, screens, frames, failures).
public struct ConformanceSupportEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "support" }
    public var summary: String { "Tests/ConformanceSupport.swift: the types every suite shares" }

    /// Creates an emitter rendering with `templates` under `settings` (their isolation matters here).
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    public func sharedFiles(from parts: [SharedPart], sourceName: String) -> [EmittedFile] {
        [emit(sourceName: sourceName)]
    }

    /// The support file; `sourceName` names the specs folder.
    public func emit(sourceName: String) -> EmittedFile {
        EmittedFile(
            path: "Tests/ConformanceSupport.swift",
            contents: templates.render(
                TemplateFields(fields: [
                    .header: .of(HeaderView(source: sourceName)), .isMainActor: .of(settings.isolation == .mainActor),
                ]),
                template: "ConformanceSupport"
            )
        )
    }
}
