import SpecModel

/// Which of a component's models each language declares, and why one declares fewer, said once for the run's summary:
/// the plan keeps every model (the schemas are shared), Swift declares them all, Kotlin those of Kotlin APIs, of
/// tables, and of Swift APIs its document says every platform shares (`KotlinNames.hasKotlinModel`).
extension ComponentPlan {
    /// The number of models `language` declares.
    public func modelCount(in language: OutputLanguage) -> Int {
        switch language {
        case .swift: models.count
        case .kotlin: models.lazy.filter { KotlinNames.hasKotlinModel($0, in: self) }.count
        }
    }

    /// Why `language` declares fewer models than the plan holds ("its API is declared in Swift only"); nil when it
    /// declares them all.
    public func missingModelsReason(in language: OutputLanguage) -> String? {
        let missing: [ModelPlan]
        switch language {
        case .swift: missing = []
        case .kotlin: missing = models.filter { !KotlinNames.hasKotlinModel($0, in: self) }
        }
        guard !missing.isEmpty else { return nil }
        let languages = Set(missing.map(\.api.language)).map(Self.languageName).sorted().joined(separator: " or ")
        if models.count == 1 { return "its API is declared in \(languages) only" }
        return "\(Plural.count(missing.count, "API")) \(Plural.word(missing.count, "is", "are")) declared in \(languages) only"
    }

    private static func languageName(_ language: APIDeclaration.Language) -> String {
        switch language {
        case .swift: "Swift"
        case .kotlin: "Kotlin"
        case .typescript: "TypeScript"
        case .unspecified: "a table"
        }
    }
}
