import Foundation
import SpecEmitters
import SpecModel
import SpecParser

/// What a `generate` or `check` run keeps of one component once it is read, planned and rendered: everything the
/// run's steps across components and its summary need, without the plan or the files' bytes. Full runs derive it
/// from each `ComponentResult`; the run cache keeps it, so a run that reuses the component needs nothing else.
struct ComponentRecord: Codable, Equatable, Sendable {
    /// Its documents' paths as given, in precedence order.
    var documents: [String]
    /// The names generated files give its documents, in the same order; the first is the owner of its files.
    var names: [String]
    /// The key its documents were grouped by (`ComponentReuse.groupKey`); empty when its one document stands alone.
    var key: String
    /// Whether its only document asks to be left unread.
    var isIgnored: Bool
    /// Its summary line when it is planned (`specs/a.md: A: 1 model, …`); nil when it has errors or is ignored.
    var line: String?
    /// Its diagnostics: each document's, then assembly's.
    var diagnostics: [Diagnostic]
    /// The `ignore:` entries of `specgen.yml` that matched one of its statements, sorted.
    var usedIgnores: [String]
    /// The files it produces, in registry order.
    var files: [File]
    /// The names it declares in the namespace every component shares (conflict checks).
    var declaredNames: [String]
    /// What it contributes to each kind's shared files, by kind.
    var sharedParts: [String: SharedPart]
    /// The words of its assembled component's name (`ComponentKey.words`); nil when it has no component.
    var nameWords: [String]?
    /// Its component's `applies-to` list, as written.
    var appliesTo: [String]?
    /// When it is a guideline, the name keys it applies to (`GuidelineContradictions.Reach.targets`).
    var guidelineTargets: [String]?
    /// The guideline warnings at its statements.
    var contradictions: [Diagnostic]

    /// A generated file by its path and the hash of its bytes.
    struct File: Codable, Equatable, Sendable {
        /// The path below the output folder.
        var path: String
        /// `FastHash` of its bytes.
        var hash: String
    }

    /// The owner the manifest records for its files.
    var owner: String { names.first ?? "" }
    /// Its documents' paths joined for a summary line.
    var paths: String { documents.joined(separator: " + ") }
    /// Whether it is planned (it produces files unless a conflict stops it).
    var isPlanned: Bool { line != nil }
    /// Its name key (`GuidelineContradictions.NameIndex`); nil when it has no component.
    var nameKey: String? { nameWords?.joined(separator: " ") }

    /// What the conflict check needs of it; nil when it is not planned.
    var outline: ComponentOutline? {
        guard isPlanned else { return nil }
        return ComponentOutline(
            owner: owner,
            firstPath: documents.first ?? "",
            paths: paths,
            files: files.map(\.path),
            declaredNames: declaredNames
        )
    }

    /// Its line in the run's summary; `failed` when it has errors or lost a conflict.
    func summaryLine(failed: Bool) -> String {
        if isIgnored { return "\(paths): not read (<!-- specgen-ignore-file -->)\n" }
        guard let line, !failed else { return "\(paths): not generated (errors above)\n" }
        return line
    }
}

extension ComponentRecord {
    /// The record of a component the pipeline produced now, with what the guideline check found for it.
    init(_ result: ComponentResult, outputs: OutputRegistry, reach: GuidelineContradictions.Reach = .init()) {
        documents = result.documents.map(\.path)
        names = result.sources.names
        key = result.documents.first.map(ComponentReuse.groupKey) ?? ""
        isIgnored = result.isIgnored
        diagnostics = result.diagnostics
        usedIgnores = result.usedIgnores.sorted()
        files = result.files.map { File(path: $0.path, hash: FastHash.of($0.contents)) }
        nameWords = result.component.map { ComponentKey.words($0.name) }
        appliesTo = result.component?.appliesTo
        guidelineTargets = reach.targets
        contradictions = reach.warnings
        if let component = result.component, let plan = result.plan {
            let suite = plan.conformance
            line =
                "\(result.paths): \(component.name): \(Self.models(of: plan, files: result.files, outputs: outputs)), "
                + "\(Plural.count(suite.statements.count, "statement")), \(Plural.count(suite.executableCount, "executable check")), "
                + "\(suite.pendingCount) pending\n"
                // Each document's own line: what it gave, or why it gave nothing.
                + result.documents.compactMap { document in document.spec.map { "  \(document.path): \($0.account)\n" } }.joined()
            declaredNames = outputs.emitters.flatMap { $0.declaredNames(for: plan) }
            sharedParts = [:]
            for emitter in outputs.emitters {
                if let part = emitter.sharedPart(for: plan) { sharedParts[emitter.kind] = part }
            }
        } else {
            line = nil
            declaredNames = []
            sharedParts = [:]
        }
    }

    /// The models in the summary: per language when the run generates more than one language's models, with why one
    /// has fewer ("1 Swift model, no Kotlin model (its API is declared in Swift only)"); the schemas when it generates
    /// no language's models.
    private static func models(of plan: ComponentPlan, files: [EmittedFile], outputs: OutputRegistry) -> String {
        let languages = [(OutputLanguage.swift, "models"), (.kotlin, "kotlin-models")].filter { outputs.kinds.contains($0.1) }.map(\.0)
        guard !languages.isEmpty else { return Plural.count(files.lazy.filter { $0.path.hasPrefix("Schemas/") }.count, "model") }
        return languages.map { language in
            let count = plan.modelCount(in: language)
            let name = languages.count > 1 ? "\(language == .swift ? "Swift" : "Kotlin") model" : "model"
            guard let reason = plan.missingModelsReason(in: language) else { return Plural.count(count, name) }
            return (count == 0 ? "no \(name)" : Plural.count(count, name)) + " (\(reason))"
        }.joined(separator: ", ")
    }

    /// The records (in path order) with the guideline check's findings, the check run over what each component gave
    /// it (`guidelines`, by position; nil for a component that has none). Both kinds of run settle through this: one
    /// keeping its components, and a streaming one keeping only `RenderedComponent`s.
    static func of(_ records: [ComponentRecord], guidelines: [GuidelineContradictions.Facts?]) -> [ComponentRecord] {
        var reaches = GuidelineContradictions.analyse(guidelines.compactMap { $0 }).makeIterator()
        return zip(records, guidelines).map { record, guideline in
            var record = record
            if guideline != nil, let reach = reaches.next() {
                record.guidelineTargets = reach.targets
                record.contradictions = reach.warnings
            }
            return record
        }
    }
}

/// A record is encoded as a JSON array in a fixed order, and a file as `[path, hash]`: the cache holds a line per
/// component, and arrays decode about twice as fast as objects whose keys must be matched.
extension ComponentRecord {
    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        func optional<T: Decodable>(_ type: T.Type) throws -> T? {
            try fields.decodeNil() ? nil : fields.decode(T.self)
        }
        documents = try fields.decode([String].self)
        names = try fields.decode([String].self)
        key = try fields.decode(String.self)
        isIgnored = try fields.decode(Bool.self)
        line = try optional(String.self)
        diagnostics = try fields.decode([Diagnostic].self)
        usedIgnores = try fields.decode([String].self)
        files = try fields.decode([File].self)
        declaredNames = try fields.decode([String].self)
        sharedParts = try fields.decode([String: SharedPart].self)
        nameWords = try optional([String].self)
        appliesTo = try optional([String].self)
        guidelineTargets = try optional([String].self)
        contradictions = try fields.decode([Diagnostic].self)
        guard fields.isAtEnd else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a record has extra fields"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(documents)
        try fields.encode(names)
        try fields.encode(key)
        try fields.encode(isIgnored)
        try fields.encode(line)
        try fields.encode(diagnostics)
        try fields.encode(usedIgnores)
        try fields.encode(files)
        try fields.encode(declaredNames)
        try fields.encode(sharedParts)
        try fields.encode(nameWords)
        try fields.encode(appliesTo)
        try fields.encode(guidelineTargets)
        try fields.encode(contradictions)
    }
}

extension ComponentRecord.File {
    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        path = try fields.decode(String.self)
        hash = try fields.decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(path)
        try fields.encode(hash)
    }
}
