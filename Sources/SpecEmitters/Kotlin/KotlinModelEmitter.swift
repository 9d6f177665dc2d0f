import SpecModel

/// Renders a component's Kotlin file (`Kotlin/Models/<Component>.kt`): behaviour values, `@Serializable enum class`es
/// and one `@Serializable data class` per Kotlin model and record.
public struct KotlinModelEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "kotlin-models" }
    public var summary: String {
        "Kotlin/Models/<Component>.kt: behaviour values, @Serializable enumerations and data classes"
    }

    /// Creates an emitter rendering with `templates` under `settings`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    public func files(for component: ComponentPlan, sources: SourceNames) -> [EmittedFile] {
        emit(component, sources: sources).map { [$0] } ?? []
    }

    /// Whether the component has anything Kotlin declares: behaviour values, enumerations, records or Kotlin models.
    static func hasFile(_ plan: ComponentPlan) -> Bool {
        !plan.enumerations.isEmpty || !plan.records.isEmpty || !plan.constants.isEmpty
            || plan.models.contains { KotlinNames.hasKotlinModel($0, in: plan) }
    }

    /// The component's Kotlin file, or nil when it declares nothing in Kotlin.
    public func emit(_ plan: ComponentPlan, sources: SourceNames) -> EmittedFile? {
        guard Self.hasFile(plan) else { return nil }
        let contract = Contract(settings.contract)
        let names = KotlinNames(plan, contract: contract)
        let view = KotlinModelFileView(plan: plan, names: names, contract: contract, sources: sources, package: settings.kotlinPackage)
        return EmittedFile(path: names.file, contents: templates.render(view, template: "KotlinModel"))
    }
}

/// Renders the contract every Kotlin model's properties go through (`Kotlin/Models/SpecgenContract.kt`), once for all
/// components: a kind of its own, so `emit` writes each file alone.
public struct KotlinContractEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "kotlin-contract" }
    public var summary: String { "Kotlin/Models/SpecgenContract.kt: the JSON contract the Kotlin models go through" }

    /// Creates an emitter rendering with `templates` under `settings`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    public func sharedPart(for component: ComponentPlan) -> SharedPart? {
        KotlinModelEmitter.hasFile(component) ? SharedPart(rows: []) : nil
    }

    public func sharedFiles(from parts: [SharedPart], sourceName: String) -> [EmittedFile] {
        guard !parts.isEmpty else { return [] }
        let view = TemplateFields(fields: [
            .header: .of(HeaderView(source: sourceName)),
            .package: .of(settings.kotlinPackage),
            .integerLimit: .of(String(Contract.integerLimit)),
            .secondsLimit: .of(String(Contract.durationLimit)),
            .datePattern: .of(KotlinLiteral.string(Contract.datePattern)),
            .urlPattern: .of(KotlinLiteral.string(Contract.urlPattern)),
        ])
        return [EmittedFile(path: "Kotlin/Models/SpecgenContract.kt", contents: templates.render(view, template: "KotlinContract"))]
    }

}
