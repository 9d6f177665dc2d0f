import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel

/// One component as the report shows it: its documents, what specgen read, and what it found.
public struct ReportComponent: Sendable {
    /// The component's name.
    public var name: String
    /// The documents that describe it, in precedence order (the first names the component).
    public var documents: [ReportDocument]
    /// What specgen read; nil when no document could be read.
    public var spec: ComponentSpec?
    /// Its conformance plan: each statement's check, or why it is pending.
    public var conformance: ConformancePlan?
    /// The diagnostics located in its documents.
    public var diagnostics: [Diagnostic]
    /// Its figures.
    public var figures: ComponentFigures
    /// Notes of any component's diagnostics that point into its documents (a guideline's line another document
    /// contradicts), with their diagnostics.
    var references: [(note: Diagnostic.Note, diagnostic: Diagnostic)] = []
    /// The platforms of the test results given, in their order (empty without results).
    public var platforms: [String] = []
    /// Per executable statement (by its identity's slug, and `PartsCheck.id` for the anatomy check): what became of
    /// its test on each platform.
    public var testResults: [String: [StatementResult]] = [:]
    /// What `verify-api` compared against the code's symbol graphs; nil when the report was made without them.
    public var apiCoverage: APICoverage?

    /// Why nothing was read from the component, when nothing was ("not read: no API found: …"); nil when something was.
    public var notRead: String? {
        guard spec?.isNotRead ?? true else { return nil }
        let reasons = documents.compactMap { document in document.account.map { "\(document.displayName): \($0)" } }
        return reasons.isEmpty ? "no document could be read" : reasons.joined(separator: "; ")
    }

    /// Creates a component; the figures are counted from what it is given.
    public init(name: String, documents: [ReportDocument], spec: ComponentSpec?, conformance: ConformancePlan?, diagnostics: [Diagnostic]) {
        self.name = name
        self.documents = documents
        self.spec = spec
        self.conformance = conformance
        self.diagnostics = diagnostics
        self.figures = ComponentFigures()
        self.figures = ComponentFigures(of: self)
    }

    /// The components of a generation, in path order, with the run's own diagnostics given to the component whose
    /// document they point at; the rest (a configuration problem, say) come back separately.
    public static func components(of generation: Generation) -> (components: [ReportComponent], unplaced: [Diagnostic]) {
        var components = generation.components.map { result in
            let documents = result.documents.map { loaded in
                let text: String? =
                    switch SpecFileReader.read(loaded.path) {
                    case .success(let data): String(decoding: data, as: UTF8.self)
                    case .failure: nil
                    }
                return ReportDocument(
                    path: loaded.path,
                    displayName: result.sources.name(of: loaded.path),
                    text: text,
                    account: loaded.spec?.account,
                    isNotRead: loaded.spec?.isNotRead ?? true
                )
            }
            let fallbackName = URL(fileURLWithPath: result.documents[0].path).deletingPathExtension().lastPathComponent
            // A component with errors has no plan; its statements are still shown, planned as they would be.
            let conformance = result.plan?.conformance ?? result.component.map { ConformancePlanner.plan($0, sources: result.sources) }
            return ReportComponent(
                name: result.component?.name ?? fallbackName,
                documents: documents,
                spec: result.component,
                conformance: conformance,
                diagnostics: result.diagnostics
            )
        }
        var owner: [String: Int] = [:]
        for (index, component) in components.enumerated() {
            for document in component.documents where owner[document.path] == nil { owner[document.path] = index }
        }
        var unplaced: [Diagnostic] = []
        for diagnostic in generation.diagnostics {
            if let index = owner[diagnostic.location.file] {
                components[index].diagnostics.append(diagnostic)
            } else {
                unplaced.append(diagnostic)
            }
        }
        components = components.map { component in
            var sorted = component
            sorted.diagnostics = component.diagnostics.enumerated()
                .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element)
            return sorted
        }
        let references = ComponentMarks.references(in: components)
        for index in components.indices {
            components[index].references = components[index].documents.flatMap { references[$0.path] ?? [] }
            components[index].figures = ComponentFigures(of: components[index])
        }
        return (components, unplaced)
    }
}
