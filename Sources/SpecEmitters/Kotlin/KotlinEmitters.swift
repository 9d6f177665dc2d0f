/// The Kotlin output kinds, which `OutputRegistry` adds to the Swift ones when `languages` has Kotlin.
enum KotlinEmitters {
    /// The Kotlin kinds' emitters, in the order their files are listed.
    static func all(templates: TemplateLibrary, settings: OutputSettings) -> [any OutputEmitter] {
        [
            KotlinModelEmitter(templates: templates, settings: settings),
            KotlinContractEmitter(templates: templates, settings: settings),
            KotlinSuiteEmitter(templates: templates, settings: settings),
            KotlinSupportEmitter(templates: templates, settings: settings),
        ]
    }

    /// The Kotlin kinds' names.
    static let kindNames = ["kotlin-models", "kotlin-contract", "kotlin-suites", "kotlin-support"]

    /// The templates each Kotlin kind renders with.
    static let templateNames: [String: [String]] = [
        "kotlin-models": ["KotlinModel"], "kotlin-contract": ["KotlinContract"], "kotlin-suites": ["KotlinSuite"],
        "kotlin-support": ["KotlinSupport"],
    ]
}
