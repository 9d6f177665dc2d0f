import SpecMarkdown
import SpecModel

/// What parsing one spec produced: the IR (as far as it could be read) and its diagnostics.
public struct ParseResult: Sendable {
    /// The component as understood; partial when there are errors.
    public var spec: ComponentSpec
    /// Problems, in document order (with the inferences, as notes or errors, when asked for).
    public var diagnostics: [Diagnostic]
    /// What the reader inferred rather than read from markup (a heading from a short line, a type
    /// from a default), as notes; always collected, reported as `InferenceReporting` says.
    public var inferences: [Diagnostic] = []
}

/// How a parse reports what it inferred: not at all, as notes (`--verbose`), or as errors for teams
/// that want every spec written in the house style (`--strict`).
public enum InferenceReporting: Sendable {
    case hidden
    case notes
    case errors
}

/// Reads a Markdown component document into a `ComponentSpec`.
public enum SpecParser {
    /// Parses raw bytes of the spec at `source` (the path reported in diagnostics and the IR); `types` are the
    /// types `specgen.yml` describes.
    public static func parse(
        bytes: some Collection<UInt8>,
        source: String,
        inferences: InferenceReporting = .hidden,
        types: [String: ConfiguredType] = [:]
    ) -> ParseResult {
        parse(MarkdownDocument(parsing: bytes), source: source, inferences: inferences, types: types)
    }

    /// Parses an already-read Markdown document.
    public static func parse(
        _ document: MarkdownDocument,
        source: String,
        inferences: InferenceReporting = .hidden,
        types: [String: ConfiguredType] = [:]
    ) -> ParseResult {
        var reader = DocumentReader(document: document, locator: Locator(file: source), strict: inferences == .errors)
        reader.configuredTypes = types
        var result = reader.read()
        // Components report inferences as notes; they are set apart here and reported as asked.
        result.inferences = result.diagnostics.filter { $0.severity == .note }
        result.diagnostics.removeAll { $0.severity == .note }
        switch inferences {
        case .hidden: break
        case .notes: result.diagnostics += result.inferences
        case .errors:
            // Only inferences are refused, each saying what to write instead; other notes stay notes.
            result.diagnostics += result.inferences.map { note in
                guard let advice = StrictAdvice.advice(for: note.message) else { return note }
                return .error("\(note.message) (--strict: \(advice))", at: note.location, notes: note.notes)
            }
        }
        return result
    }
}

/// The state of one parse; every step appends to `diagnostics` instead of throwing.
private struct DocumentReader {
    let document: MarkdownDocument
    let locator: Locator
    var diagnostics: [Diagnostic] = []
    /// Parameter lists whose introduction names their symbol, with the section they are in.
    var namedLists: [(table: ParameterTable, symbol: String, section: Section)] = []
    /// Enumerations written as lists of cases.
    var listedEnumerations: [Enumeration] = []
    /// The warning when the title names another component than the file (`TitleAndFile`).
    var titleMismatch: String?
    /// First lines of declarations found unfenced in prose.
    var unfencedDeclarationLines: Set<Int> = []
    /// The line of the first fenced declaration that does not parse, which a document with no API is accounted by.
    var unparsedDeclarationLine: Int?
    /// Whether an element that cannot be read is an error (`--strict`) rather than a warning that leaves it out.
    let strict: Bool
    /// The types `specgen.yml` describes (`types:`).
    var configuredTypes: [String: ConfiguredType] = [:]

    init(document: MarkdownDocument, locator: Locator, strict: Bool) {
        self.document = document
        self.locator = locator
        self.strict = strict
    }

    mutating func read() -> ParseResult {
        for warning in document.warnings {
            diagnostics.append(.warning(warning.message, at: locator.location(warning.position)))
        }
        let structure = PlainTextStructure(document: document)
        var document = structure.document
        let markers = IgnoreMarkers(document.blocks)
        document.blocks = markers.blocks
        for correction in markers.corrections {
            diagnostics.append(
                Diagnostic(.note, "not read: \(correction.element) (\(correction.reason))", at: locator.location(correction))
            )
        }
        if markers.ignoresFile {
            diagnostics.append(
                Diagnostic(
                    .note,
                    "not read: the document says <!-- \(IgnoreMarkers.fileMarker) -->",
                    at: locator.location(SourcePosition(line: 1, column: 1))
                )
            )
            var spec = ComponentSpec(name: "", source: locator.file)
            spec.corrections = [
                .init(.ignored, element: Correction.wholeDocument, reason: "<!-- \(IgnoreMarkers.fileMarker) -->", line: 1, column: 1)
            ]
            return ParseResult(spec: spec, diagnostics: diagnostics)
        }
        unfencedDeclarationLines = structure.unfencedDeclarationLines
        for inference in structure.inferences {
            diagnostics.append(Diagnostic(.note, inference.message, at: locator.location(SourcePosition(line: inference.line, column: 1))))
        }
        diagnostics += MalformedTable.warnings(in: document.blocks, lines: self.document.sourceLines, locator: locator)
        let outline = SectionOutline(blocks: HTMLTable.reading(document.blocks))
        let name = componentName(outline)
        var spec = ComponentSpec(name: name, summary: summary(outline), source: locator.file)
        spec.titleMismatch = titleMismatch
        spec.appliesTo = document.frontMatter?.fields["applies-to"].map(GuidelineTargets.names)
        spec.isAuthoritative = document.frontMatter?.fields["authoritative"].map { ["true", "yes"].contains($0.lowercased()) } ?? false
        spec.corrections = markers.corrections

        // Declarations first: enumerations decide which parameter types are data.
        var piecesBySection: [[APIPiece]] = []
        for section in outline.sections {
            piecesBySection.append(apiPieces(in: section))
        }
        piecesBySection = Self.joiningParameterSections(piecesBySection, outline: outline)
        // `### duration` then its type and default, one heading per parameter: the rows of one table.
        let headed = ParameterHeadings.resolve(piecesBySection, outline: outline, locator: locator)
        piecesBySection = headed.pieces
        diagnostics += headed.notes
        // `| iconClasses | object | see below |` with the object under a later heading naming it.
        let below = ObjectDefinedBelow.resolve(piecesBySection, outline: outline)
        piecesBySection = below.pieces
        diagnostics += below.notes
        // `| lifetime | See below | Pill.SHORT |` with its values listed under a line naming it.
        let listed = ValuesListedBelow.resolve(piecesBySection, outline: outline)
        piecesBySection = listed.pieces
        diagnostics += listed.notes
        // `| Option | Default |` after a table of the same names: that table's defaults.
        let defaultsTables = DefaultsTable.resolve(piecesBySection)
        piecesBySection = defaultsTables.pieces
        diagnostics += defaultsTables.notes
        var merger = enumerations(in: piecesBySection.joined())
        var tables: [ParameterTable] = namedLists.map(\.table)
        for case .table(let table) in piecesBySection.joined() { tables.append(table) }
        // Lists come after code, whatever their place: code spells the cases and raw values generated code uses.
        for enumeration in listedEnumerations + DescribedEnumeration.enumerations(in: tables) {
            let (diagnostic, isNew) = merger.add(enumeration, language: nil)
            if let diagnostic { diagnostics.append(diagnostic) }
            guard isNew else { continue }
            noteRead(
                "enumeration",
                enumeration.name,
                parts: enumeration.cases,
                "from a list of its values",
                line: enumeration.line,
                column: enumeration.column
            )
        }
        spec.enumerations = merger.enumerations
        let componentTypeName = name.upperCamelCased.isEmpty ? "Component" : name.upperCamelCased
        let unions = LiteralUnionEnumeration.enumerations(
            in: tables,
            component: componentTypeName,
            known: Set(spec.enumerations.map(\.name))
        )
        for enumeration in unions.enumerations {
            noteRead(
                "enumeration",
                enumeration.name,
                parts: enumeration.cases,
                "from the values its type lists",
                line: enumeration.line,
                column: enumeration.column
            )
        }
        spec.enumerations += unions.enumerations
        let qualified = QualifiedCaseEnumeration.enumerations(
            in: tables,
            component: componentTypeName,
            known: Set(spec.enumerations.map(\.name))
        )
        for enumeration in qualified.enumerations {
            noteRead(
                "enumeration",
                enumeration.name,
                parts: enumeration.cases,
                "from the cases its row names",
                line: enumeration.line,
                column: enumeration.column
            )
        }
        spec.enumerations += qualified.enumerations
        // `specgen.yml`'s `types:` first: what the project says wins over what the document lets the reader infer.
        let configured = ConfiguredTypes(configuredTypes, known: Set(spec.enumerations.map(\.name)))
        let writtenTypes = WrittenTypes()
        spec.enumerations += configured.enumerations(usedIn: tables, types: writtenTypes)
        var documentedClassifier = TypeClassifier(enumerations: Set(spec.enumerations.map(\.name)))
        documentedClassifier.aliases = configured.aliases
        let documented = DocumentedCases.enumerations(
            in: tables + DocumentedCases.rows(of: Array(piecesBySection.joined())),
            sourceLines: document.sourceLines,
            classifier: documentedClassifier,
            types: writtenTypes
        )
        for enumeration in documented.enumerations {
            noteRead(
                "enumeration",
                enumeration.name,
                parts: enumeration.cases,
                "from the cases the document mentions (it does not define the type)",
                line: enumeration.line,
                column: enumeration.column
            )
        }
        spec.enumerations += documented.enumerations
        var classifier = TypeClassifier(enumerations: Set(spec.enumerations.map(\.name)))
        classifier.aliases = configured.aliases
        let objects = ObjectTypeRecord.records(
            in: tables,
            component: componentTypeName,
            known: classifier.enumerations,
            classifier: classifier
        )
        diagnostics += objects.diagnostics
        for record in objects.records {
            noteRead(
                "record",
                record.name,
                parts: record.fields.map(\.name),
                "from the object type its row writes",
                line: record.line,
                column: record.column
            )
        }
        // Insets, sizes and points are records of numbers, named for this component.
        let platformRecords = WellKnownRecords.records(
            in: tables,
            component: componentTypeName,
            taken: classifier.enumerations.union(objects.records.map(\.name)),
            types: writtenTypes
        )
        spec.records = objects.records + platformRecords.records
        classifier.records = Set(spec.records.map(\.name))
        classifier.aliases = platformRecords.aliases.merging(configured.aliases) { _, configured in configured }
        var defaults = DefaultValueParser(
            enumerations: Dictionary(spec.enumerations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        )
        defaults.records = Dictionary(spec.records.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let usage = UsageReading(outline: outline, component: name, locator: locator, strict: strict)
        let assembler = APIAssembler(
            componentTypeName: componentTypeName,
            unionTypes: unions.byRow,
            caseTypes: qualified.byRow.merging(documented.byRow) { first, _ in first },
            recordTypes: objects.byRow.merging(platformRecords.byRow) { first, _ in first },
            objectTypeReasons: objects.runtimeReasons,
            classifier: classifier,
            defaults: defaults,
            // The page's own usage types the rows the tables list without one.
            usage: usage,
            strict: strict
        )
        let statements = StatementCollector(locator: locator)
        // A page about accessibility alone ("Toast accessibility", `toast-a11y.md`) keeps its rules
        // under headings of its own ("Developer notes", "Focus").
        let pageKind: SectionKind? =
            [name, locator.file.split(separator: "/").last.map(String.init) ?? ""].contains { SectionKind(heading: $0) == .accessibility }
            ? .accessibility : nil
        // Behaviour stated in passing ("By default, a banner is persistent …" under a variant, "removes the oldest
        // when the limit is exceeded" in an overview): kept only where a recogniser finds a rule of a kind the
        // behaviour sections do not state, so ordinary prose never becomes a pending test and nothing is checked twice.
        var inPassing: [Statement] = []
        var optionRows: [OptionRows.Row] = []
        for (section, pieces) in zip(outline.sections, piecesBySection) {
            let declarations = assembler.assemble(pieces, section: section, diagnostics: &diagnostics)
            spec.apis += declarations
            let kind = section.kind ?? (section.heading == nil || section.heading == outline.title ? nil : pageKind)
            if kind == nil || kind == .variants {
                inPassing += statements.statements(in: section)
            }
            switch kind {
            case .behaviors: spec.behaviors += statements.statements(in: section)
            case .accessibility: spec.accessibility += statements.statements(in: section)
            case .anatomy:
                spec.anatomy += namedItems(in: section).map {
                    AnatomyPart(name: $0.item.name, isOptional: $0.item.isOptional, description: $0.item.description, line: $0.line)
                }
            case .variants:
                spec.variants += namedItems(in: section).map {
                    Variant(name: $0.item.name, description: $0.item.description, isDefault: $0.item.mentionsDefault, line: $0.line)
                }
            case .api:
                optionRows += OptionRows.rows(of: declarations, section: section.pathText)
            case nil:
                break
            }
        }
        // Pages that repeat their guidelines once per platform list the same parts twice.
        spec.anatomy = spec.anatomy.uniqued(by: \.name)
        spec.variants = spec.variants.uniqued(by: \.name)
        for (table, symbol, section) in namedLists {
            var named = section
            let position = SourcePosition(line: table.location.line, column: table.location.column)
            named.heading = Heading(level: 6, content: [.code(symbol)], range: SourceRange(start: position, end: position))
            spec.apis += assembler.assemble([.table(table)], section: named, diagnostics: &diagnostics)
        }
        // `events: List<CalendarEvent>` with a table under the heading "CalendarEvent": a record of that table's fields.
        let tableRecords = TableDefinedRecords.define(in: &spec, classifier: classifier, defaults: defaults, file: locator.file)
        diagnostics += tableRecords.notes
        diagnostics.removeAll { SharedTypes.isSettled($0, by: tableRecords.settledTables) }
        if spec.apis.isEmpty {
            // No declaration and no table: the component's own calls in its usage code give its API.
            let usage = usage.api(knownEnumerations: Set(spec.enumerations.map(\.name)))
            diagnostics += usage.diagnostics
            spec.enumerations += usage.enumerations
            // `edgeInsets = <#UIEdgeInsets#>`: a platform record in usage is the same record a table row gets.
            let usageRecords = WellKnownRecords.records(
                in: usage.apis.map(\.table),
                component: componentTypeName,
                taken: Set(spec.enumerations.map(\.name)).union(spec.records.map(\.name)),
                types: writtenTypes
            )
            spec.records += usageRecords.records
            var usageClassifier = TypeClassifier(enumerations: Set(spec.enumerations.map(\.name)))
            usageClassifier.records = Set(spec.records.map(\.name))
            usageClassifier.aliases = usageRecords.aliases
            defaults = DefaultValueParser(
                enumerations: Dictionary(spec.enumerations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            )
            defaults.records = Dictionary(spec.records.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let usageAssembler = APIAssembler(
                componentTypeName: componentTypeName,
                recordTypes: usageRecords.byRow,
                classifier: usageClassifier,
                defaults: defaults,
                strict: strict
            )
            for api in usage.apis {
                let position = SourcePosition(line: api.table.location.line, column: api.table.location.column)
                let named = Section(
                    heading: Heading(level: 6, content: [.code(api.symbol)], range: SourceRange(start: position, end: position)),
                    path: [api.symbol],
                    kind: .api,
                    blocks: []
                )
                var assembled = usageAssembler.assemble([.table(api.table)], section: named, diagnostics: &diagnostics)
                for index in assembled.indices { assembled[index].origin = .usage }
                for (index, parameter) in (assembled.first?.parameters ?? []).enumerated() {
                    guard let shown = usage.casesWithoutOptions[api.symbol]?[parameter.name] else { continue }
                    // `.small` names a case of a type the document never lists: no type is guessed from the name.
                    diagnostics.removeAll { $0.severity == .note && $0.message.hasPrefix(TypeInferenceNote.prefix(parameter.name)) }
                    assembled[0].parameters[index].parsedType = nil
                    assembled[0].parameters[index].valueType = nil
                    assembled[0].parameters[index].runtimeReason =
                        "its type is not stated: the usage shows `\(shown)` and no prose lists its options"
                }
                spec.apis += assembled
            }
            spec.notRead = usage.notRead
        }
        // A document whose declaration did not parse is not "guidance only": its summary says what the warning says.
        if spec.apis.isEmpty, let line = unparsedDeclarationLine, spec.notRead.map({ $0.hasPrefix("guidance only") }) ?? true {
            spec.notRead = "no API read: the declaration at line \(line) does not parse (see the warning there)"
        }
        // `fade | ms | 300`: the type is the unit's quantity, and a bare default is in that unit.
        diagnostics += WrittenUnit.readDefaults(in: &spec, file: locator.file)
        if let shared = SharedAPIStatement.mark(&spec, statements: { outline.sections.flatMap(statements.statements(in:)) }) {
            diagnostics.append(
                Diagnostic(
                    .note,
                    "read the Swift API as shared by every platform (it gives a Kotlin model too): the document says so",
                    at: SourceLocation(file: locator.file, line: shared.line, column: shared.column)
                )
            )
        }
        let parameterNames = Set(spec.apis.flatMap { $0.parameters.map(\.name) })
        let vocabulary = RuleVocabulary(spec)
        for index in spec.behaviors.indices {
            spec.behaviors[index].rules = RuleRecognizers.rules(
                in: spec.behaviors[index],
                parameterNames: parameterNames,
                vocabulary: vocabulary
            )
        }
        for index in spec.accessibility.indices {
            spec.accessibility[index].rules = RuleRecognizers.rules(
                in: spec.accessibility[index],
                parameterNames: parameterNames,
                vocabulary: vocabulary
            )
        }
        let statedKinds = Set((spec.behaviors + spec.accessibility).flatMap { $0.rules.map(\.kind) })
        // Statements read outside the behaviour sections, each with the note that says where it was read.
        var readElsewhere: [(statement: Statement, note: String)] = []
        for var statement in inPassing {
            statement.rules = RuleRecognizers.rulesInPassing(
                in: statement,
                parameterNames: parameterNames,
                vocabulary: vocabulary,
                skipping: statedKinds
            )
            guard !statement.rules.isEmpty else { continue }
            readElsewhere.append((statement, "read a behaviour stated outside a behaviour section"))
        }
        // An option row under an API heading, read as behaviour in passing is (only kinds the behaviour sections do not
        // state, so nothing is checked twice, and those kinds' recognisers do not run), asserts only when its default
        // turns the behaviour on.
        for row in optionRows {
            var statement = row.statement
            statement.rules = RuleRecognizers.rules(
                in: statement,
                parameterNames: parameterNames,
                vocabulary: vocabulary,
                skipping: statedKinds
            )
            guard !statement.rules.isEmpty else { continue }
            if let reason = OptionRows.pendingReason(row, vocabulary: vocabulary) {
                for index in statement.rules.indices where statement.rules[index].pending == nil { statement.rules[index].pending = reason }
            }
            readElsewhere.append((statement, "read an option's behaviour"))
        }
        for (statement, note) in readElsewhere {
            diagnostics.append(
                Diagnostic(
                    .note,
                    "\(note) (under '\(statement.section)')",
                    at: SourceLocation(file: locator.file, line: statement.line, column: statement.column)
                )
            )
            spec.behaviors.append(statement)
        }
        // Rules of a paragraph that runs over several lines stand at the sentence that states them.
        if (spec.behaviors + spec.accessibility).contains(where: { !$0.rules.isEmpty }) {
            let lines = StatementLines(sections: outline.sections, locator: locator)
            for keyPath in [\ComponentSpec.behaviors, \ComponentSpec.accessibility] {
                for index in spec[keyPath: keyPath].indices {
                    let statement = spec[keyPath: keyPath][index]
                    spec[keyPath: keyPath][index].rules = RuleSentence.placed(
                        statement,
                        lines: lines.lineStarts(line: statement.line, column: statement.column),
                        parameterNames: parameterNames,
                        vocabulary: vocabulary
                    )
                }
            }
        }
        spec.behaviors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        AnnouncementFocus.complete(&spec, parameterNames: parameterNames)
        for statement in spec.behaviors + spec.accessibility {
            guard let huge = HugeNumbers.first(in: statement.text) else { continue }
            diagnostics.append(
                .warning(
                    "the number \(huge) is too large to be a count, a length or a duration; specgen reads no value from it",
                    at: SourceLocation(file: locator.file, line: statement.line, column: statement.column)
                )
            )
        }
        return ParseResult(spec: spec, diagnostics: diagnostics)
    }

    /// The note that a type was read from something other than a declaration (an inference).
    private mutating func noteRead(_ kind: String, _ name: String, parts: [String], _ source: String, line: Int, column: Int) {
        diagnostics.append(
            Diagnostic(
                .note,
                "read \(kind) '\(name)' (\(parts.joined(separator: ", "))) \(source)",
                at: SourceLocation(file: locator.file, line: line, column: column)
            )
        )
    }

    // MARK: Title and summary

    private mutating func componentName(_ outline: SectionOutline) -> String {
        let start = locator.location(SourcePosition(line: 1, column: 1))
        if document.blocks.isEmpty && document.frontMatter == nil {
            diagnostics.append(.error("the spec is empty: start it with a '# Name' heading and describe the component", at: start))
            return ""
        }
        let name = ComponentName(document: document, title: outline.title, file: locator.file)
        if case .fileNameRefiningTitle(let title) = name.origin {
            diagnostics.append(
                Diagnostic(.note, "named '\(name.name)' after its file, which refines the title '\(title)'", at: start)
            )
        }
        if let prefix = name.prefix {
            diagnostics.append(
                Diagnostic(
                    .note,
                    "named '\(name.name)' by the last part of its title; '\(prefix)' before it is read as the page's path",
                    at: start
                )
            )
        }
        // Kept for the run: it warns when the title folds the document into another document's component.
        titleMismatch = TitleAndFile.mismatch(title: name, file: locator.file)
        if name.origin == .fileName {
            diagnostics.append(
                .warning(
                    "the spec has no title; it is named '\(name.name)' after its file (start it with a '# Name' heading or a front matter 'title:')",
                    at: start
                )
            )
        }
        return name.name
    }

    private func summary(_ outline: SectionOutline) -> String {
        let candidates = outline.sections.prefix { $0.heading == nil || $0.heading == outline.title }
        for section in candidates {
            // Badges, images and rows of links come before many a README's first sentence; they are no summary.
            for case .paragraph(let paragraph) in section.blocks where ProseSummary.isProse(paragraph.content) {
                let text = paragraph.content.markdownText.trimmed
                if !text.isEmpty { return text }
            }
        }
        return document.frontMatter?.fields["description"] ?? ""
    }

    // MARK: API pieces

    /// Declarations and parameter tables (anywhere), in document order.
    private mutating func apiPieces(in section: Section) -> [APIPiece] {
        var pieces: [APIPiece] = []
        var hints = SymbolHints([])
        var listed = Set<SourceRange>()
        var methodTables: [APIPiece] = []
        let inputsTitled = section.path.last.map(DefinitionLine.introducesInputs) == true
        visit(section.blocks) { block, introduction in
            switch block {
            case .list(let list)
            where section.kind != .anatomy && section.kind != .variants && !listed.contains(list.range):
                if let cases = CaseList(list, introduction: introduction, locator: locator)
                    ?? CaseList(list, typeHeading: section.heading, locator: locator)
                {
                    listedEnumerations.append(cases.enumeration)
                    break
                }
                guard
                    let parameterList = ParameterList(
                        list,
                        introduction: introduction,
                        inAPISection: section.kind == .api || section.path.last.map(SectionVocabulary.namesSettings) == true,
                        locator: locator
                    )
                else {
                    // `setTint(@ColorInt int tint)` or `<attr name="tint" format="color"/>` an item: a builder's or a
                    // view's settings, listed as their code declares them.
                    if let signatures = SignatureList(list, locator: locator) {
                        diagnostics.append(
                            Diagnostic(.note, "read a list of signatures as the settings they set", at: signatures.table.location)
                        )
                        pieces.append(.table(signatures.table))
                    }
                    break
                }
                for item in list.items { for case .list(let nested) in item.blocks { listed.insert(nested.range) } }
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "read a list as the parameters of \(parameterList.symbol.map { "'\($0)'" } ?? "the declaration nearby")",
                        at: parameterList.table.location
                    )
                )
                if let symbol = parameterList.symbol {
                    namedLists.append((parameterList.table, symbol, section))
                } else {
                    pieces.append(.table(parameterList.table))
                }
            case .codeBlock(let codeBlock)
            where FencedParameterLines.table(codeBlock, introducesInputs: inputsTitled, locator: locator) != nil:
                // `tint  - colour of the chip` a line: a listing kept in a fence for its columns.
                if let table = FencedParameterLines.table(codeBlock, introducesInputs: inputsTitled, locator: locator) {
                    diagnostics.append(
                        Diagnostic(.note, "read a code block's lines (name, then words about it) as parameters", at: table.location)
                    )
                    pieces.append(.table(table))
                }
            case .paragraph(let paragraph) where DefinitionParagraph.table(paragraph, introduction: introduction, locator: locator) != nil:
                // `` `tint` - colour of the chip<br> `` a line, under "**Optional parameters**": a list without markers.
                if let table = DefinitionParagraph.table(paragraph, introduction: introduction, locator: locator) {
                    diagnostics.append(
                        Diagnostic(.note, "read a paragraph's lines (name, then words about it) as parameters", at: table.location)
                    )
                    pieces.append(.table(table))
                }
            case .paragraph(let paragraph) where InlineSignature.block(paragraph) != nil:
                // `` `func glow(isOn: Binding<Bool>)` `` on its own: a signature written inline, read as a block would be.
                if let block = InlineSignature.block(paragraph) {
                    pieces += declarations(in: block, hints: hints, inAPISection: section.kind == .api)
                }
            case .paragraph(let paragraph) where section.kind == .api:
                hints = SymbolHints(paragraph.content).merged(with: hints)
            case .codeBlock(let codeBlock) where section.kind == .api || !section.path.contains(where: SectionVocabulary.isSampleTitle):
                pieces += declarations(in: codeBlock, hints: hints, inAPISection: section.kind == .api)
            case .codeBlock(let codeBlock) where SignatureBlock.isSignatureListing(codeBlock):
                // `public init(title: String?, …)` with no body under "Usage": a signature shown, not an example.
                pieces += declarations(in: codeBlock, hints: hints, inAPISection: false)
            case .table(let table) where CaseList(table, typeHeading: section.heading, locator: locator) != nil:
                // `| Value | Description |` under `### ToastPosition`: that type's cases.
                if let cases = CaseList(table, typeHeading: section.heading, locator: locator) {
                    listedEnumerations.append(cases.enumeration)
                }
            case .table(let table) where ParameterHeadings.holdsValues(table, under: section.heading):
                // `| Type | Default |` under `### duration`: that heading's values, which `ParameterHeadings` reads.
                break
            case .table(let table) where !(section.path.last.map(SectionVocabulary.isNonParameterTitle) ?? false):
                let said = diagnostics.count
                if let parameterTable = ParameterTable(table, locator: locator, diagnostics: &diagnostics) {
                    if let symbol = TableCaption.typeName(introduction) {
                        namedLists.append((parameterTable, symbol, section))
                    } else {
                        pieces.append(.table(parameterTable))
                    }
                } else if diagnostics.count == said, let warning = UnusedParameterTable.warning(for: table, in: section, locator: locator) {
                    diagnostics.append(warning)
                }
            case .table(let table) where section.path.last.map(SectionVocabulary.isMethodTitle) ?? false:
                // Under "Methods", a table is a method's parameters only beside that method's declaration.
                if let parameterTable = ParameterTable(table, locator: locator, diagnostics: &diagnostics) {
                    methodTables.append(.table(parameterTable))
                }
            default:
                break
            }
        }
        let hasDeclaration = pieces.contains {
            if case .declaration(let declaration, _, _, _) = $0 { declaration.kind != .enumeration } else { false }
        }
        return hasDeclaration ? (pieces + methodTables).sorted { $0.line < $1.line } : pieces
    }

    /// A "Parameters" section right after a declaration holds that declaration's table: its pieces join
    /// the section before, so the table pairs with the declaration (`public init(…)` then `Parameters`).
    private static func joiningParameterSections(_ pieces: [[APIPiece]], outline: SectionOutline) -> [[APIPiece]] {
        var joined = pieces
        for index in joined.indices.dropFirst() {
            guard let heading = outline.sections[index].heading, SectionVocabulary.isParameterListTitle(heading.content.plainText),
                joined[index - 1].contains(where: {
                    if case .declaration(let declaration, _, _, _) = $0 { declaration.kind != .enumeration } else { false }
                }),
                !joined[index].contains(where: { if case .declaration = $0 { true } else { false } })
            else { continue }
            joined[index - 1] += joined[index]
            joined[index] = []
        }
        return joined
    }

    private mutating func declarations(in block: CodeBlock, hints: SymbolHints, inAPISection: Bool) -> [APIPiece] {
        let language: APIDeclaration.Language?
        switch block.language {
        case "swift": language = .swift
        case "kotlin", "kt": language = .kotlin
        case "": language = nil
        case "ts", "typescript", "tsx":
            let (enumerations, code) = TypeScriptEnumerations.declarations(in: block.code)
            return enumerations.map {
                .declaration($0, location: locator.location(in: block, code: code, offset: $0.offset), parameterLocations: [], hints: hints)
            }
        default: return []
        }
        let (declarations, problems, code) = DeclarationParser.parse(block.code, language: language)
        for problem in problems {
            let location = locator.location(in: block, code: code, offset: problem.offset)
            if unfencedDeclarationLines.contains(block.firstCodeLine) {
                diagnostics.append(.warning("text that looks like a declaration is not read as one: \(problem.message)", at: location))
            } else {
                unparsedDeclarationLine = unparsedDeclarationLine ?? location.line
                diagnostics.append(
                    skipped(
                        "\(problem.message); the declaration is not read",
                        at: location,
                        strictly: strict,
                        instead: "write it as a Swift or Kotlin declaration that parses, or mark the block as an example"
                    )
                )
            }
        }
        // Private helpers shown in a page's sample code are not the component's API, nor are the functions an
        // example writes for itself (its handlers, with bodies).
        let example = ExampleCode(block.code)
        let visible = declarations.filter { declaration in
            guard !declaration.attributes.contains(where: { ["private", "fileprivate"].contains($0) }) else { return false }
            // Under an API heading a function with a body may stand for a listed signature, unless its body runs
            // statements outside any type (`@IBAction func didTap(_:) { present(…) }`): that is the page's own handler.
            // An initializer of a type the example declares for itself (`struct File: … { init?(argument:) { … } }`)
            // is that type's: the library has no such type, and saying so would be a false finding.
            let ownInitializer = declaration.kind == .initializer && example.isInOwnType(declarationAt: declaration.offset)
            guard declaration.kind == .function || ownInitializer, let reason = example.reason(forDeclarationAt: declaration.offset),
                ownInitializer || !inAPISection || example.runsStatements(declarationAt: declaration.offset)
            else { return true }
            diagnostics.append(
                Diagnostic(
                    .note,
                    "not read as API: '\(declaration.name ?? "")' (\(reason))",
                    at: locator.location(in: block, code: code, offset: declaration.offset)
                )
            )
            return false
        }
        return visible.map { declaration in
            var hints = hints
            // The type whose body holds an initializer names it before any "Class name:" line does.
            if let enclosingType = declaration.enclosingType { hints.typeName = enclosingType }
            return .declaration(
                declaration,
                location: locator.location(in: block, code: code, offset: declaration.offset),
                parameterLocations: declaration.parameters.map { locator.location(in: block, code: code, offset: $0.offset) },
                hints: hints
            )
        }
    }

    /// The enumerations declared in code, in document order, merged by name.
    private mutating func enumerations(in pieces: some Sequence<APIPiece>) -> EnumerationMerger {
        var merger = EnumerationMerger(file: locator.file)
        for case .declaration(let declaration, let location, _, _) in pieces where declaration.kind == .enumeration {
            let enumeration = Enumeration(
                name: declaration.name ?? "",
                cases: declaration.cases,
                rawValues: declaration.rawValues,
                line: location.line,
                column: location.column
            )
            if let diagnostic = merger.add(enumeration, language: declaration.language).diagnostic { diagnostics.append(diagnostic) }
        }
        return merger
    }

    // MARK: Anatomy and variants

    /// List items of the section, or the section's own heading when it is a sub-heading (`### B. Icon (Optional)`).
    private func namedItems(in section: Section) -> [(item: NamedItem, line: Int)] {
        if let heading = section.heading, SectionKind(heading: heading.content.plainText) == nil {
            guard var item = NamedItem(heading.content) else { return [] }
            if item.description.isEmpty, case .paragraph(let paragraph)? = section.blocks.first {
                item.adoptDescription(paragraph.content.markdownText.trimmed)
            }
            return [(item, heading.range.start.line)]
        }
        var items: [(NamedItem, Int)] = []
        for case .list(let list) in section.blocks {
            for listItem in list.items {
                guard case .paragraph(let paragraph)? = listItem.blocks.first, let item = NamedItem(paragraph.content) else { continue }
                items.append((item, paragraph.range.start.line))
            }
        }
        return items
    }
}

/// Calls `body` for every block, descending into list items and block quotes (depth is bounded by the
/// reader), with the text of the list item a block sits in (what introduces a nested list), or the
/// paragraph just before it.
private func visit(_ blocks: [Block], introduction: [Inline]? = nil, _ body: (Block, [Inline]?) -> Void) {
    var previous: [Inline]? = introduction
    for block in blocks {
        body(block, previous)
        switch block {
        case .list(let list):
            for item in list.items {
                let text: [Inline]? = if case .paragraph(let paragraph)? = item.blocks.first { paragraph.content } else { nil }
                visit(item.blocks, introduction: text, body)
            }
        case .blockQuote(let quote): visit(quote.blocks, body)
        default: break
        }
        if case .paragraph(let paragraph) = block { previous = paragraph.content } else { previous = introduction }
    }
}

extension Array {
    /// The elements whose key was not seen before, in order.
    fileprivate func uniqued(by key: (Element) -> String) -> [Element] {
        var seen: Set<String> = []
        return filter { seen.insert(key($0)).inserted }
    }
}

extension APIPiece {
    /// The document line the piece starts on, to keep pieces in document order.
    fileprivate var line: Int {
        switch self {
        case .declaration(_, let location, _, _): location.line
        case .table(let table): table.location.line
        }
    }
}
