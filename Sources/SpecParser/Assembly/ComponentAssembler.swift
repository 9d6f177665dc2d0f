import SpecModel

/// What assembly takes beyond the documents: statements the configuration leaves unread.
public struct AssemblyOptions: Sendable, Hashable {
    /// Statement ids (`a-snackbar-dismisses-itself-after-3f2a9c01`), or their eight-digit hashes, from
    /// `specgen.yml`'s `ignore:` list.
    public var ignoredStatements: Set<String>

    /// Creates options.
    public init(ignoredStatements: Set<String> = []) {
        self.ignoredStatements = ignoredStatements
    }
}

/// One component made of its documents.
public struct AssembledComponent: Sendable {
    /// The component: every document's elements, each keeping its document and place.
    public var spec: ComponentSpec
    /// Each document as read, in precedence order, with what assembly decided marked on it (statement ids,
    /// disputes, ignored and overridden elements).
    public var documents: [ComponentSpec]
    /// Disagreements between the documents, and notes on what was overridden or left unread.
    public var diagnostics: [Diagnostic]
    /// The `ignore:` entries that matched a statement.
    public var usedIgnores: Set<String>
    /// Tables whose types another document of the component defines (`SharedTypes`).
    var settledTables: Set<SourceLocation> = []

    /// Whether a document's own `diagnostic` no longer holds for the component: a table's types it called undefined
    /// are defined by another of its documents. Callers drop it from the document's diagnostics.
    public func settles(_ diagnostic: Diagnostic) -> Bool { SharedTypes.isSettled(diagnostic, by: settledTables) }
}

/// Assembles the documents that describe one component (an API reference, a guideline, an accessibility page)
/// into one `ComponentSpec`, saying where they disagree; docs/spec-format.md states the rules.
public enum ComponentAssembler {
    /// Groups documents into components by name (`ComponentKey`): positions in `documents`, each group in the order
    /// given, groups in the order of their first document. A document without a name stands alone.
    public static func groups(_ documents: [ComponentSpec]) -> [[Int]] {
        var groups: [[Int]] = []
        var byKey: [String: Int] = [:]
        for (position, document) in documents.enumerated() {
            let key = ComponentKey.of(document.name)
            if !key.isEmpty, let group = byKey[key] {
                groups[group].append(position)
            } else {
                if !key.isEmpty { byKey[key] = groups.count }
                groups.append([position])
            }
        }
        return groups
    }

    /// The component the documents describe. Precedence: authoritative documents first, then those that declare an
    /// API in code (the reference a team generates from), then those with parameter tables only, then the rest,
    /// each in the order given (callers give path order, so the result does not depend on the order files were
    /// found in). The first document names the component. Types any document defines are defined for all, and a
    /// table on a page that declares no API restates the declared API (`Restatements`).
    public static func assemble(_ documents: [ComponentSpec], options: AssemblyOptions = AssemblyOptions()) -> AssembledComponent {
        var documents = documents.enumerated().sorted { (precedence($0.element), $0.offset) < (precedence($1.element), $1.offset) }
            .map(\.element)
        var diagnostics: [Diagnostic] = []
        numberStatements(&documents)
        let usedIgnores = ignoreStatements(in: &documents, options.ignoredStatements, diagnostics: &diagnostics)
        ProseAgainstDefaults.check(&documents, diagnostics: &diagnostics)
        if documents.count > 1 { settleDisagreements(in: &documents, diagnostics: &diagnostics) }
        guard documents.count > 1 else {
            return AssembledComponent(spec: documents[0], documents: documents, diagnostics: diagnostics, usedIgnores: usedIgnores)
        }
        let shared = SharedTypes.share(in: &documents)
        diagnostics += shared.notes
        Restatements.attach(in: &documents, diagnostics: &diagnostics)
        let spec = merged(documents, diagnostics: &diagnostics)
        var assembled = AssembledComponent(spec: spec, documents: documents, diagnostics: diagnostics, usedIgnores: usedIgnores)
        assembled.settledTables = shared.settledTables
        return assembled
    }

    /// Authoritative documents first, then those that declare an API in code, then those with tables only, then the rest.
    private static func precedence(_ document: ComponentSpec) -> Int {
        document.isAuthoritative ? 0 : Restatements.declaresAPI(document) ? 1 : document.apis.isEmpty ? 3 : 2
    }

    /// Every document's elements in one spec, each marked with its document; `documents` in precedence order.
    private static func merged(_ documents: [ComponentSpec], diagnostics: inout [Diagnostic]) -> ComponentSpec {
        let first = documents[0]
        var spec = ComponentSpec(name: first.name, summary: documents.lazy.map(\.summary).first { !$0.isEmpty } ?? "", source: first.source)
        spec.documents = documents.map(\.source)
        spec.appliesTo = documents.lazy.compactMap(\.appliesTo).first
        var apis = APIMerge()
        var enumerations: [String: Int] = [:]
        var records: Set<String> = []
        var parts: Set<String> = []
        var variants: Set<String> = []
        for document in documents {
            let mark = document.source == first.source ? nil : document.source
            apis.add(document.apis, from: document.source, authoritative: document.isAuthoritative, component: spec)
            for var enumeration in document.enumerations {
                enumeration.document = mark
                if let existing = enumerations[enumeration.name] {
                    var kept = spec.enumerations[existing]
                    // A type one document declares settles what another only gathered from the cases it mentions,
                    // as long as every case mentioned is declared.
                    if kept.isInferred && !enumeration.isInferred {
                        swap(&kept, &enumeration)
                        spec.enumerations[existing] = kept
                    }
                    let agrees =
                        enumeration.isInferred && !kept.isInferred
                        ? Set(enumeration.cases).isSubset(of: kept.cases) : Set(kept.cases) == Set(enumeration.cases)
                    if !agrees {
                        diagnostics.append(
                            .warning(
                                "the component's documents give the enumeration '\(enumeration.name)' different cases "
                                    + "(\(enumeration.cases.joined(separator: ", ")) here); the model keeps \(kept.cases.joined(separator: ", "))",
                                at: spec.location(enumeration.document, line: enumeration.line, column: enumeration.column),
                                notes: [
                                    .init(
                                        message: "the other document's cases",
                                        location: spec.location(kept.document, line: kept.line, column: kept.column)
                                    )
                                ]
                            )
                        )
                    }
                    continue
                }
                enumerations[enumeration.name] = spec.enumerations.count
                spec.enumerations.append(enumeration)
            }
            for var record in document.records where records.insert(record.name).inserted {
                record.document = mark
                spec.records.append(record)
            }
            for var part in document.anatomy where parts.insert(ComponentKey.of(part.name)).inserted {
                part.document = mark
                spec.anatomy.append(part)
            }
            for var variant in document.variants where variants.insert(ComponentKey.of(variant.name)).inserted {
                variant.document = mark
                spec.variants.append(variant)
            }
            spec.behaviors += document.behaviors.map { marked($0, mark) }
            spec.accessibility += document.accessibility.map { marked($0, mark) }
            spec.corrections += document.corrections.map {
                var correction = $0
                correction.document = correction.document ?? mark
                return correction
            }
        }
        spec.apis = apis.apis
        spec.corrections += apis.corrections
        diagnostics += apis.diagnostics
        return spec
    }

    private static func marked(_ statement: Statement, _ document: String?) -> Statement {
        var statement = statement
        statement.document = document
        return statement
    }

    /// Gives every statement its id, numbering repeated texts across the whole component in suite order (every
    /// document's behaviour, then every document's accessibility), as the suite does.
    private static func numberStatements(_ documents: inout [ComponentSpec]) {
        let all = documents.flatMap(\.behaviors) + documents.flatMap(\.accessibility)
        var ids = StatementIdentity.identities(of: all).map(\.slug).makeIterator()
        for position in documents.indices {
            for index in documents[position].behaviors.indices { documents[position].behaviors[index].id = ids.next() }
        }
        for position in documents.indices {
            for index in documents[position].accessibility.indices { documents[position].accessibility[index].id = ids.next() }
        }
    }

    /// Takes out the statements `specgen.yml` lists by id or hash; returns the entries that matched.
    private static func ignoreStatements(in documents: inout [ComponentSpec], _ ignored: Set<String>, diagnostics: inout [Diagnostic])
        -> Set<String>
    {
        guard !ignored.isEmpty else { return [] }
        var used: Set<String> = []
        for position in documents.indices {
            let source = documents[position].source
            func keep(_ statement: Statement) -> Bool {
                guard let id = statement.id else { return true }
                let hash = StatementIdentity(text: statement.text).hash
                guard let entry = [id, hash].first(where: ignored.contains) else { return true }
                used.insert(entry)
                documents[position].corrections.append(
                    Correction(
                        .ignored,
                        element: "statement '\(Excerpt.of(statement.text))'",
                        reason: "specgen.yml ignore: \(entry)",
                        line: statement.line,
                        column: statement.column
                    )
                )
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "not read: statement \(id) (specgen.yml ignore: \(entry))",
                        at: SourceLocation(file: source, line: statement.line, column: statement.column)
                    )
                )
                return false
            }
            documents[position].behaviors = documents[position].behaviors.filter(keep)
            documents[position].accessibility = documents[position].accessibility.filter(keep)
        }
        return used
    }

    /// Marks statements whose rules disagree with a rule of another document: both stay in the suite as disabled
    /// tests with a warning, or, where the earlier document is authoritative, its rule wins with a note.
    private static func settleDisagreements(in documents: inout [ComponentSpec], diagnostics: inout [Diagnostic]) {
        var places: [StatementPlace] = []
        for (position, document) in documents.enumerated() {
            places += document.behaviors.indices.map { StatementPlace(document: position, isBehavior: true, index: $0) }
            places += document.accessibility.indices.map { StatementPlace(document: position, isBehavior: false, index: $0) }
        }
        for later in places where !later.statement(in: documents).assertedRules.isEmpty {
            let laterStatement = later.statement(in: documents)
            var others: [(place: StatementPlace, rule: any RuleValue, own: any RuleValue)] = []
            for earlier in places where earlier.document < later.document {
                for own in laterStatement.assertedRules {
                    if let rule = earlier.statement(in: documents).assertedRules.first(where: {
                        DocumentDisagreements.disagree($0.value, own.value)
                    }) {
                        others.append((earlier, rule.value, own.value))
                        break
                    }
                }
            }
            guard let firstOther = others.first else { continue }
            let own = RuleSummary.describe(firstOther.own)
            let claims = others.map { other in
                let statement = other.place.statement(in: documents)
                return Dispute.Claim(
                    says: RuleSummary.describe(other.rule),
                    document: documents[other.place.document].source,
                    line: statement.line,
                    column: statement.column
                )
            }
            let winner = documents[firstOther.place.document]
            if winner.isAuthoritative && !documents[later.document].isAuthoritative {
                later.setDispute(Dispute(says: own, others: [claims[0]], isOverridden: true), in: &documents)
                documents[later.document].corrections.append(
                    Correction(
                        .overridden,
                        element: "statement '\(Excerpt.of(laterStatement.text))'",
                        reason: "\(winner.source) is authoritative and says it \(claims[0].says)",
                        line: laterStatement.line,
                        column: laterStatement.column
                    )
                )
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "\(documents[0].name) \(own) here, but the authoritative \(winner.source) wins",
                        at: later.location(in: documents),
                        notes: [.init(message: "the authoritative statement", location: firstOther.place.location(in: documents))]
                    )
                )
                continue
            }
            later.setDispute(Dispute(says: own, others: claims), in: &documents)
            let laterClaim = Dispute.Claim(
                says: own,
                document: documents[later.document].source,
                line: laterStatement.line,
                column: laterStatement.column
            )
            for other in others {
                other.place.setDispute(Dispute(says: RuleSummary.describe(other.rule), others: [laterClaim]), in: &documents)
            }
            diagnostics.append(
                .warning(
                    "the component's documents disagree: \(documents[0].name) \(own) here, but "
                        + claims.map { "it \($0.says) in \($0.document):\($0.line)" }.joined(separator: " and ")
                        + "; neither is asserted (mark one document `authoritative: true` to choose)",
                    at: later.location(in: documents),
                    notes: others.map { .init(message: "the other document's statement", location: $0.place.location(in: documents)) }
                )
            )
        }
    }

}

/// A statement's place among a component's documents: which document, which list, which position.
private struct StatementPlace {
    var document: Int
    var isBehavior: Bool
    var index: Int

    func statement(in documents: [ComponentSpec]) -> Statement {
        isBehavior ? documents[document].behaviors[index] : documents[document].accessibility[index]
    }

    func location(in documents: [ComponentSpec]) -> SourceLocation {
        let found = statement(in: documents)
        return SourceLocation(file: documents[document].source, line: found.line, column: found.column)
    }

    /// Sets the statement's dispute, adding to one it has (a statement may disagree with several documents).
    func setDispute(_ dispute: Dispute, in documents: inout [ComponentSpec]) {
        var dispute = dispute
        if let existing = statement(in: documents).dispute, existing.isOverridden == dispute.isOverridden {
            dispute.others = existing.others + dispute.others.filter { !existing.others.contains($0) }
        }
        if isBehavior {
            documents[document].behaviors[index].dispute = dispute
        } else {
            documents[document].accessibility[index].dispute = dispute
        }
    }
}
