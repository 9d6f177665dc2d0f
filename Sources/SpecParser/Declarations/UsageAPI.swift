import SpecMarkdown
import SpecModel

/// The API a document shows only as usage (no declaration, no parameter table): the component's own calls give
/// its labels, the literals and prose option lists their types, prose sentences their defaults. Every parameter
/// read this way is an inference, reported as a note (an error with `--strict`).
struct UsageAPI {
    /// One own type's parameters, as rows of a table that has no declaration.
    struct TypeAPI {
        var symbol: String
        var table: ParameterTable
    }

    var apis: [TypeAPI] = []
    /// Enumerations read from prose option lists the parameters use.
    var enumerations: [Enumeration] = []
    /// The notes (inferences) and warnings of the reading.
    var diagnostics: [Diagnostic] = []
    /// Parameters whose usage shows a case (`.small`) of a type no prose lists: by symbol, the name and the case shown.
    /// Their type stays unstated rather than guessed from the name.
    var casesWithoutOptions: [String: [String: String]] = [:]
    /// The values the usage passes each setting of a type the page names as its own, by the setting's name: a listed
    /// parameter without a type takes its type from them (`ListedUsageType`). A type only guessed to be the component
    /// (no name says so) gives none, since a page also sets up the libraries around it.
    var shownValues: [String: ListedUsageType.Shown] = [:]
    /// Why the document gave no API, when it gave none ("no API found: 4 code blocks under 'Usage' read as examples").
    var notRead: String?

    /// Reads the usage code and prose of a document whose name is `component`.
    init(outline: SectionOutline, component: String, locator: Locator, knownEnumerations: Set<String>, strict: Bool) {
        var calls = UsageCalls()
        var codeBlocks: [(block: CodeBlock, tokens: UsageTokens, section: String)] = []
        var otherBlocks = 0
        var prose: [Block] = []
        var words: Set<String> = []
        var headingSubjects: Set<String> = []
        // The names the document's own tables list (`textColor`, `app:textColor` → `textColor`).
        var tableNames: Set<String> = []
        for section in outline.sections {
            if let heading = section.heading {
                Self.collectWords(heading.content.plainText, into: &words)
                if let subject = UsageOwnership.headingSubject(heading.content.plainText) { headingSubjects.insert(subject) }
            }
            Self.walk(section.blocks) { block in
                switch block {
                case .codeBlock(let code):
                    guard let read = CodeLanguage.reading(fence: code.language, code: code.code) else {
                        if ![
                            "bash", "sh", "shell", "zsh", "ruby", "console", "text", "plaintext", "json", "yaml", "yml", "toml", "diff",
                            "gradle", "groovy", "xml", "md", "markdown", "podfile", "properties",
                        ].contains(code.language) {
                            otherBlocks += 1
                        }
                        return
                    }
                    let tokens = UsageTokens(CodeText(code.code), language: read)
                    let before = calls.calls.count
                    calls.read(tokens, block: codeBlocks.count)
                    // Of JavaScript only JSX elements are read; a block without one is code specgen does not read.
                    if read == .javaScript, calls.calls.count == before { otherBlocks += 1 }
                    codeBlocks.append((code, tokens, section.path.last ?? "the introduction"))
                case .table(let table):
                    tableNames.formUnion(table.rows.flatMap(\.cells).compactMap { Self.listedName($0.content.plainText) })
                case .paragraph(let paragraph):
                    prose.append(block)
                    Self.collectWords(paragraph.content.plainText, into: &words)
                case .html(let html):
                    prose.append(block)
                    Self.collectWords(HTMLText.text(of: html.html), into: &words)
                default: break
                }
            }
        }
        let ownership = UsageOwnership(
            component: ComponentName.ownWords(of: component, packageTitle: outline.title?.content.textOnly),
            proseNames: words,
            declaredTypes: calls.declaredTypes,
            headingSubjects: headingSubjects
        )
        let options = ProseOptions(prose)
        let componentType = component.upperCamelCased.isEmpty ? "Component" : component.upperCamelCased

        // The types whose calls are the component's, in order of first use; the main one takes receivers named after the component.
        var ownTypes: [String] = []
        var otherTypes: [String] = []
        for call in calls.calls {
            // A JSX element is the component's only when its tag names it: pages place providers and layout around it.
            if ownership.owns(call, isJSX: codeBlocks[call.block].tokens.language == .javaScript) {
                if !ownTypes.contains(call.type) { ownTypes.append(call.type) }
            } else if !otherTypes.contains(call.type), !calls.declaredTypes.contains(call.type) {
                otherTypes.append(call.type)
            }
        }
        for assignment in calls.assignments {
            if let type = assignment.type, ownership.isOwn(type), !ownTypes.contains(type) { ownTypes.append(type) }
        }
        let ownTypesNamed = !ownTypes.isEmpty
        if ownTypes.isEmpty {
            // The document names no type of its own: the one library type most of its calls set up (with labels, an
            // option object's keys, or a builder's setters) is the component (the first of equals); every other call is
            // the page's (its layout, its helpers, the platform). A call with labels says so once; an option object or a
            // builder chain, which a page also writes for the libraries it uses (an image loader, a client), must recur.
            var constructed: [(type: String, count: Int, labelled: Bool)] = []
            for call in calls.calls where !calls.declaredTypes.contains(call.type) {
                let language = codeBlocks[call.block].tokens.language
                // A JSX element of another component (`<Button variant="primary">`) is the page's layout, not its API.
                guard !call.isElement, !call.needsOwnType, !UsageOwnership.isPlatformType(call.type, in: language) else { continue }
                let labelled = language != .javaScript && call.arguments.contains(where: { $0.label != nil && !$0.setInBlock })
                guard
                    labelled || language == .javaScript && call.arguments.contains(where: { $0.label != nil })
                        || Self.setsUpByChain(call, in: language)
                else { continue }
                if let index = constructed.firstIndex(where: { $0.type == call.type }) {
                    constructed[index].count += 1
                    constructed[index].labelled = constructed[index].labelled || labelled
                } else {
                    constructed.append((call.type, 1, labelled))
                }
            }
            if let most = constructed.filter({ $0.labelled || $0.count > 1 }).max(by: { $0.count < $1.count }) {
                ownTypes.append(most.type)
            }
            otherTypes.removeAll { ownTypes.contains($0) }
        }
        let mainType = ownTypes.first(where: ownership.namesComponent) ?? ownTypes.first ?? componentType

        // A page that states its API in a section of its own shows it in use everywhere else.
        let statedSections = StatedAPISections(outline: outline)
        var shownElsewhere = false
        // Usage outside those sections is no API, but what it passes still types the rows they list (`shownValues`).
        var usedElsewhere: [Row] = []
        var rows: [String: [Row]] = [:]
        var order: [String] = []
        func add(_ type: String, _ row: Row) {
            guard row.kind == .property || statedSections.holds(line: row.location.line) else {
                shownElsewhere = true
                usedElsewhere.append(row)
                return
            }
            if rows[type] == nil {
                rows[type] = []
                order.append(type)
            }
            if let index = rows[type]!.firstIndex(where: { $0.name == row.name }) {
                rows[type]![index].evidence += row.evidence
                // Where the code declares the setting is where the document states it; a use before only shows it.
                if row.declares, !rows[type]![index].declares {
                    rows[type]![index].declares = true
                    rows[type]![index].location = row.location
                }
                if rows[type]![index].declaredType == nil, let declared = row.declaredType {
                    rows[type]![index].declaredType = declared
                    rows[type]![index].location = row.location
                }
                // A defaults object after the call that shows the setting still gives its default.
                if rows[type]![index].defaultValue == nil { rows[type]![index].defaultValue = row.defaultValue }
                if rows[type]![index].reachedThrough == nil { rows[type]![index].reachedThrough = row.reachedThrough }
                rows[type]![index].seen += 1
            } else {
                rows[type]!.append(row)
            }
        }
        func location(_ block: Int, _ offset: Int) -> SourceLocation {
            let entry = codeBlocks[block]
            return locator.location(in: entry.block, code: entry.tokens.code, offset: offset)
        }
        for call in calls.calls where ownTypes.contains(call.type) {
            for argument in call.arguments {
                guard let label = argument.label, label != "_" else { continue }
                let language = codeBlocks[call.block].tokens.language
                add(
                    call.type,
                    Row(
                        name: language == .androidXML
                            ? Self.attributeName(label, component: componentType, listed: tableNames) : label,
                        evidence: argument.value.isEmpty ? [] : [argument.value],
                        location: location(call.block, argument.offset),
                        kind: .label,
                        language: codeBlocks[call.block].tokens.language,
                        declaredType: argument.declaredType,
                        defaultValue: argument.defaultValue,
                        declares: argument.declares
                    )
                )
            }
            let language = codeBlocks[call.block].tokens.language
            for modifier in call.modifiers where !modifier.arguments.isEmpty {
                let value = modifier.arguments.count == 1 ? [modifier.arguments[0].value] : []
                guard let name = Self.setting(ofModifier: modifier.name, in: language) else { continue }
                add(
                    call.type,
                    Row(name: name, evidence: value, location: location(call.block, modifier.offset), kind: .modifier, language: language)
                )
            }
        }
        for assignment in calls.assignments {
            let type: String
            if let known = assignment.type {
                guard ownTypes.contains(known) else { continue }
                type = known
            } else if assignment.isDeclaration {
                // A declaration outside any interface the code names is the component's own, unless it holds the
                // component (`@property MDCChip *chip;` in an example is a variable, not a setting); one of a value
                // type named for it (`PillStyle style;`) is a setting.
                // A closure taking the component (`(Pebble) -> Unit`) is a callback, not the component held.
                if let declared = assignment.declaredType, !declared.contains("->"),
                    ownTypes.contains(declared)
                        || (ownership.isOwn(declared) && !ownership.isCompanionValueType(declared, ownTypes: ownTypes))
                {
                    continue
                }
                // Defaults another class holds (`Spinner.defaultProps` on a page about a pill) are not the component's.
                if !assignment.variable.isEmpty, !ownership.namesComponent(assignment.variable) { continue }
                type = mainType
            } else {
                guard ownership.namesComponent(assignment.variable) || ownership.sharesHeadNoun(assignment.variable) else { continue }
                type = mainType
            }
            let at = location(assignment.block, assignment.offset)
            // `banner.backgroundColor = .red`: every view has it; it is no parameter of the component.
            // A declaration states the member for the component, whatever every view also has.
            if assignment.isDeclaration || !Self.viewMembers.contains(assignment.member) {
                add(
                    type,
                    Row(
                        name: assignment.member,
                        evidence: assignment.rest.isEmpty
                            && (!assignment.isDeclaration || assignment.defaultValue != nil || assignment.showsValue)
                            ? [assignment.value] : [],
                        location: at,
                        kind: .property,
                        language: codeBlocks[assignment.block].tokens.language,
                        declaredType: assignment.declaredType,
                        defaultValue: assignment.defaultValue,
                        reachedThrough: assignment.rest.first.map { "\(assignment.member).\($0)" },
                        // A defaults object or a `@property` states the setting where it stands, wherever a use showed it first.
                        declares: assignment.isDeclaration
                    )
                )
            }
            // `sheet.transitionController.scrimAccessibilityLabel = …`: the last member is a setting too, unless every view has it.
            if let leaf = assignment.rest.last, !Self.commonMembers.contains(leaf), !assignment.value.isEmpty {
                add(type, Row(name: leaf, evidence: [assignment.value], location: at, kind: .property))
            }
        }
        // Prose that tells the reader to set a property names one (`Set `shadowMaskEnabled` to …`).
        for property in options.properties
        where statedSections.holds(line: property.line) && !rows.values.contains(where: { $0.contains { $0.name == property.name } }) {
            guard !ownTypes.isEmpty || !options.options.isEmpty || !calls.assignments.isEmpty else { break }
            let at = SourceLocation(file: locator.file, line: property.line, column: property.column)
            add(mainType, Row(name: property.name, evidence: property.value.map { [$0] } ?? [], location: at, kind: .property))
        }
        // A parameter prose lists the options of belongs to the component even when no example sets it.
        for option in options.options
        where statedSections.holds(line: option.line) && !rows.values.contains(where: { $0.contains { $0.name == option.parameter } }) {
            let at = SourceLocation(file: locator.file, line: option.line, column: option.column)
            add(mainType, Row(name: option.parameter, evidence: [], location: at, kind: .property))
        }

        var known = knownEnumerations
        /// The enumeration named for the component and `parameter` (`ChipSize`), read once from `cases`. A name that
        /// already starts with the component's (an Android attribute's `chipSize`) is not prefixed again.
        func enumeration(
            for parameter: String,
            cases: [String],
            line: Int,
            column: Int,
            from source: String,
            keepingOwnPrefix: Bool = false,
            named written: String? = nil
        ) -> String {
            let upper = parameter.prefix(1).uppercased() + parameter.dropFirst()
            let name = written ?? (keepingOwnPrefix && upper.hasPrefix(componentType) ? upper : componentType + upper)
            if !known.contains(name) {
                known.insert(name)
                var read = Enumeration(name: name, cases: cases, rawValues: cases, line: line, column: column)
                read.isInferred = written != nil || source.hasPrefix("the cases")
                enumerations.append(read)
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "read enumeration '\(name)' (\(cases.joined(separator: ", "))) from \(source) for `\(parameter)`",
                        at: SourceLocation(file: locator.file, line: line, column: column)
                    )
                )
            }
            return name
        }
        // An XML attribute's quoted value is text whatever it holds, and a declared type is no usage shown.
        func noteShown(_ row: Row) {
            guard ownTypesNamed, row.language != .androidXML, row.declaredType == nil, row.reachedThrough == nil else { return }
            shownValues[row.name, default: ListedUsageType.Shown(values: [], code: Self.shownCode(row) ?? row.name)].values +=
                row.evidence
        }
        usedElsewhere.forEach(noteShown)
        for type in order {
            var tableRows: [ParameterTable.Row] = []
            var explained: [String] = []
            for row in rows[type] ?? [] {
                // An XML attribute's value is always quoted: what is inside the quotes says its type, if anything does.
                let evidence = row.language == .androidXML ? row.evidence.map { String($0.dropFirst().dropLast()) } : row.evidence
                noteShown(row)
                var typeText = row.declaredType ?? Self.literalType(evidence)
                var because = typeText.map { "\($0), from `\(row.evidence.first ?? "")`" }
                if let declared = row.declaredType { because = "\(declared), as declared" }
                if typeText == nil, row.language != .swift, let written = CodeValueType.type(of: evidence, in: row.language) {
                    typeText = written.type
                    because = "\(written.type), from `\(row.evidence.first ?? "")`" + (written.why.map { ": \($0)" } ?? "")
                }
                // A styleable attribute's `<enum>` cases, like the options prose lists, make an enumeration of the component's.
                if row.language == .androidXML, let declared = row.declaredType, let cases = Self.literalCases(declared) {
                    typeText = enumeration(
                        for: row.name,
                        cases: cases,
                        line: row.location.line,
                        column: row.location.column,
                        from: "the declared enum",
                        keepingOwnPrefix: true
                    )
                    because = "\(typeText ?? ""), from the cases the attribute declares"
                } else if typeText == nil, let option = options.options.first(where: { $0.parameter == row.name }) {
                    let name = enumeration(
                        for: row.name,
                        cases: option.cases,
                        line: option.line,
                        column: option.column,
                        from: "the options prose lists"
                    )
                    typeText = name
                    because = "\(name), from the options listed at line \(option.line)"
                }
                // `position: Position.bottom` with no list of positions anywhere: the cases shown are the type's, inferred.
                if typeText == nil,
                    // `width: 200` beside `width: SizeSpec.WRAP`: a number with a special value, not a closed set.
                    !evidence.contains(where: { Self.literalType([$0]) != nil || CodeValueType.type(of: [$0], in: row.language) != nil }),
                    let shown = ShownCases(
                        evidence: row.evidence,
                        parameter: row.name,
                        language: row.language,
                        code: codeBlocks.map(\.block.code)
                    )
                {
                    // The component's own name (`Toast.LENGTH_LONG`) or a standard type's names no enumeration of the document.
                    let written = shown.typeName.flatMap {
                        $0 == componentType || ownTypes.contains($0) || otherTypes.contains($0) || Self.standardTypeNames.contains($0)
                            ? nil : $0
                    }
                    let name = enumeration(
                        for: row.name,
                        cases: shown.cases,
                        line: row.location.line,
                        column: row.location.column,
                        from: "the cases the usage shows (no prose lists them; inferred)",
                        keepingOwnPrefix: true,
                        named: written
                    )
                    typeText = name
                    because = "\(name), inferred from the cases the usage shows"
                }
                // `final Position toastPosition;` with `Position.bottom` in an example: the declared type's cases shown.
                if let declared = row.declaredType, typeText == declared, !known.contains(declared),
                    !Self.standardTypeNames.contains(declared), declared != componentType, !ownTypes.contains(declared),
                    let shown = ShownCases(declaredType: declared, code: codeBlocks.map(\.block.code))
                {
                    typeText = enumeration(
                        for: row.name,
                        cases: shown.cases,
                        line: row.location.line,
                        column: row.location.column,
                        from: "the cases the usage shows (no prose lists them; inferred)",
                        named: declared
                    )
                    because = "\(declared), as declared, its cases inferred from those the usage shows"
                }
                if typeText == nil,
                    let shown = row.evidence.first(where: {
                        ProseOptions.isDotCase($0) || CodeValueType.isQualifiedCase($0, in: row.language)
                    })
                {
                    casesWithoutOptions[type, default: [:]][row.name] = shown
                }
                let stated = options.defaults.last { $0.candidates.contains(row.name) }
                let defaultValue = row.defaultValue ?? stated.map { $0.value }
                if let declared = row.defaultValue {
                    because = (because ?? "type not stated") + ", default `\(declared)` as declared"
                } else if let stated {
                    because = (because ?? "type not stated") + ", default `\(stated.value)` from line \(stated.line)"
                }
                tableRows.append(
                    ParameterTable.Row(
                        name: row.name,
                        type: typeText,
                        defaultValue: defaultValue,
                        description: Self.shown(row),
                        // Usage shows a value, never whether one must be given.
                        isRequired: false,
                        location: row.location,
                        runtimeReason: row.reachedThrough.map {
                            "usage sets its own members (`\($0)`), so it is a part of the component, not a value"
                        } ?? Self.bindingReason(row.evidence)
                    )
                )
                explained.append("\(row.name) (\(because ?? "type not stated"))")
            }
            guard let first = tableRows.first else { continue }
            apis.append(
                TypeAPI(
                    symbol: type,
                    table: ParameterTable(rows: tableRows, hasDefaultColumn: true, hasTypeColumn: true, location: first.location)
                )
            )
            diagnostics.append(
                Diagnostic(
                    .note,
                    "read the API of '\(type)' from its usage: \(explained.joined(separator: ", "))",
                    at: first.location
                )
            )
        }
        guard apis.isEmpty else { return }
        if shownElsewhere {
            notRead = statedSections.notReadReason
            diagnostics.append(
                skipped(
                    statedSections.notReadReason,
                    at: SourceLocation(file: locator.file, line: statedSections.firstLine, column: 1),
                    strictly: strict,
                    instead: "state the API there in a declaration or a parameter table"
                )
            )
            return
        }
        // Only the blocks that call or set something show an API; imports and installation commands do not.
        let showing = Set(calls.calls.map(\.block) + calls.assignments.map(\.block)).sorted()
        if showing.isEmpty && otherBlocks == 0 {
            notRead =
                codeBlocks.isEmpty
                ? "guidance only: no API stated" : "guidance only: no API stated (its code blocks call and set nothing)"
            return
        }
        let sections = Array(Set(showing.map { codeBlocks[$0].section })).sorted()
        let blocks = showing.count + otherBlocks
        var reason = "no API found: \(blocks) code block\(blocks == 1 ? "" : "s")"
        if !sections.isEmpty { reason += " under " + sections.prefix(3).map { "'\($0)'" }.joined(separator: ", ") }
        reason += " read as examples"
        if !otherTypes.isEmpty {
            reason += " (they call \(otherTypes.prefix(4).joined(separator: ", ")), not named as the component's own)"
        } else if showing.isEmpty {
            reason += " (in a language specgen does not read)"
        }
        notRead = reason
        let at =
            showing.first.map { SourceLocation(file: locator.file, line: codeBlocks[$0].block.firstCodeLine, column: 1) }
            ?? SourceLocation(file: locator.file, line: 1, column: 1)
        diagnostics.append(
            skipped(
                reason,
                at: at,
                strictly: strict,
                instead: "state the API in a declaration or a parameter table, or name its type in the prose"
            )
        )
    }

    struct Row {
        enum Kind { case label, modifier, property }
        var name: String
        var evidence: [String]
        var location: SourceLocation
        var kind: Kind
        /// The language of the code that first showed it.
        var language: CodeLanguage = .swift
        /// The type a declaration in the code states, which outranks what values suggest.
        var declaredType: String? = nil
        /// The default a declaration in the code states (Dart's `this.volume = 0.5`).
        var defaultValue: String? = nil
        /// `titleLabel.font` when the usage sets a member of it rather than it: a part of the component.
        var reachedThrough: String? = nil
        /// Whether a declaration in the code states it, rather than a use showing it.
        var declares = false
        var seen = 1
    }

    /// How the usage shows the parameter, as its description: "Shown in usage: `selected: true`."
    static func shown(_ row: Row) -> String {
        guard let code = shownCode(row) else {
            // Its own members set (`titleLabel.font = …`): a part of the component, runtime by the row's `runtimeReason`.
            return row.reachedThrough.map { "Used in usage through its own members (`\($0)`)." } ?? ""
        }
        return "Shown in usage: `\(code)`."
    }

    /// The usage's first setting of the row, as code: `selected: true`, `.tint(.red)`, `alpha = 0.5`.
    static func shownCode(_ row: Row) -> String? {
        guard let value = row.evidence.first else { return nil }
        return switch row.kind {
        case .label: row.language.namesArgumentsWithEquals ? "\(row.name) = \(value)" : "\(row.name): \(value)"
        case .modifier: ".\(row.name)(\(value))"
        case .property: "\(row.name) = \(value)"
        }
    }

    /// The name a table cell lists: its one word, without an XML namespace (`app:textColor` → `textColor`); nil
    /// for a cell of several words or none.
    static func listedName(_ cell: String) -> String? {
        let words = cell.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let last = words[0].split(separator: ":").last else { return nil }
        let word = String(last)
        guard word.first?.isLetter == true, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return word
    }

    /// The name of an Android attribute as the document's tables list it: a resource prefix (`xyz_textColor`) or the
    /// component's name in front (`toastDuration`) is dropped when the tables name what remains and not the attribute
    /// itself; otherwise the attribute's own name.
    static func attributeName(_ attribute: String, component: String, listed: Set<String>) -> String {
        guard !listed.contains(attribute) else { return attribute }
        var candidates: [String] = []
        if let underscore = attribute.firstIndex(of: "_"), underscore != attribute.startIndex {
            candidates.append(String(attribute[attribute.index(after: underscore)...]))
        }
        let own = component.prefix(1).lowercased() + component.dropFirst()
        if attribute.hasPrefix(own), attribute.count > own.count, let next = attribute.dropFirst(own.count).first, next.isUppercase {
            let rest = attribute.dropFirst(own.count)
            candidates.append(rest.prefix(1).lowercased() + rest.dropFirst())
        }
        return candidates.first(where: listed.contains) ?? attribute
    }

    /// `'short' | 'long'` → `["short", "long"]`: the cases of a type written as a union of quoted literals; nil otherwise.
    static func literalCases(_ type: String) -> [String]? {
        let parts = type.split(separator: "|").map { String($0.filter { !$0.isWhitespace }) }
        let cases = parts.compactMap { part -> String? in
            guard part.count > 2, part.hasPrefix("'"), part.hasSuffix("'") else { return nil }
            let inner = part.dropFirst().dropLast()
            return inner.contains("'") ? nil : String(inner)
        }
        return !cases.isEmpty && cases.count == parts.count ? cases : nil
    }

    /// `true` → Bool, `"A"` → String, `3` → Int, `2.5` → Double, when every value the code shows agrees.
    /// The items of a list literal as Swift, JavaScript, Dart (`[…]`) or Kotlin (`listOf(…)`) write one.
    private static func listItems(_ value: String) -> [String]? {
        let inner: Substring
        if value.hasPrefix("["), value.hasSuffix("]") {
            inner = value.dropFirst().dropLast()
        } else if value.hasPrefix("listOf("), value.hasSuffix(")") {
            inner = value.dropFirst("listOf(".count).dropLast()
        } else {
            return nil
        }
        return TopLevelText.parts(of: String(inner), separators: [","]).filter { !$0.isEmpty }
    }

    /// `selected: $selected`: SwiftUI passes caller state as a binding, which no model holds, whatever its name says.
    static func bindingReason(_ values: [String]) -> String? {
        guard let first = values.first, first.hasPrefix("$"), values.allSatisfy({ $0.hasPrefix("$") && $0.count > 1 }) else { return nil }
        return "usage passes a binding (`\(first)`), the caller's state, not a value"
    }

    static func literalType(_ values: [String]) -> String? {
        // `open={open}` beside `<Pill open>`: a variable passed says nothing of the type, nor does `nil`; the literals
        // shown do.
        let shown = values.filter { !isVariable($0) && !CodeValueType.isAbsent($0) }
        let types = Set(
            shown.map { value -> String? in
                let text = value.hasPrefix("-") ? String(value.dropFirst()) : value
                if ["true", "false", "YES", "NO"].contains(value) { return "Bool" }
                // `["a", "b"]`, `listOf(1, 2)`: a list of literals of one type.
                if let items = listItems(value), !items.isEmpty, let element = literalType(items) { return "[\(element)]" }
                let value = value.hasPrefix("@\"") ? String(value.dropFirst()) : value
                if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 && !value.dropFirst().dropLast().contains("\"") {
                    return "String"
                }
                if !text.isEmpty, text.allSatisfy(\.isNumber) { return "Int" }
                if text.contains("."), text.split(separator: ".").count == 2, text.allSatisfy({ $0.isNumber || $0 == "." }),
                    text.first?.isNumber == true
                {
                    return "Double"
                }
                return nil
            }
        )
        guard types.count == 1, let only = types.first else { return nil }
        return only
    }

    /// `open`, `item.title`: a variable or a member of one, lower-camel, never a literal word (`true`, `nil`).
    private static func isVariable(_ value: String) -> Bool {
        guard let first = value.first, first.isLowercase || first == "_",
            !["true", "false", "nil", "null", "undefined", "none", "this", "self"].contains(value)
        else { return false }
        return value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            part.first.map { $0.isLowercase || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// Members every view or control has: set through a component's part (`banner.textView.text`), they are the part's.
    /// Standard types whose members (`Duration.LONG`) may look like cases; an inferred enumeration never takes their name.
    static let standardTypeNames: Set<String> = [
        "Duration", "Date", "String", "Int", "Long", "Double", "Float", "Bool", "Boolean", "Number", "Data", "URL", "Locale", "Text",
        "Image", "Font", "Color", "Animation", "Edge", "Alignment",
    ]

    static let commonMembers: Set<String> = [
        "text", "title", "image", "hidden", "isHidden", "alpha", "frame", "bounds", "tintColor", "backgroundColor", "textColor",
        "font", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits", "isAccessibilityElement",
        "isEnabled", "enabled", "tag", "layer", "cornerRadius", "numberOfLines", "attributedText", "placeholder", "delegate",
    ]

    /// Members of every view, set on the component itself: they are the platform's, not the component's parameters.
    static let viewMembers: Set<String> = [
        "frame", "bounds", "center", "backgroundColor", "tintColor", "alpha", "hidden", "isHidden", "layer", "tag",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits", "isAccessibilityElement",
        "autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "clipsToBounds", "contentMode", "transform",
    ]

    /// SwiftUI's own modifiers: they style any view and are no parameter of the component.
    /// Whether a builder chain sets the call up (`Pebble.with(context, "Hi").lifetime(3000)`): a JVM, Dart or
    /// JavaScript method names its setting by its form, a Swift modifier only on a type already known to be the component's.
    private static func setsUpByChain(_ call: UsageCalls.Call, in language: CodeLanguage) -> Bool {
        guard language != .swift, language != .objectiveC else { return false }
        return call.modifiers.contains { !$0.arguments.isEmpty && setting(ofModifier: $0.name, in: language) != nil }
    }

    /// The setting a method chained on a call sets, if any. A JVM builder's `.setDuration(…)` sets `duration`; its
    /// `.show()` and `.addCallback(…)` set nothing. A SwiftUI modifier of the component's own sets what it names; a
    /// method called on a Dart or JavaScript value (`.show(context)`) acts, unless it is a setter
    /// (`PebbleConfig().setMargin(10)`), which names its setting in every language.
    static func setting(ofModifier method: String, in language: CodeLanguage) -> String? {
        switch language {
        case .kotlin, .java: SettingName.ofBuilderMethod(method)
        case .swift, .objectiveC: standardModifiers.contains(method) ? nil : method
        case .dart, .javaScript: SettingName.ofSetter(method)
        case .androidXML: nil
        }
    }

    static let standardModifiers: Set<String> = [
        "padding", "frame", "background", "foregroundColor", "foregroundStyle", "font", "fontWeight", "bold", "italic",
        "onTapGesture", "onAppear", "onDisappear", "onChange", "task", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityElement", "overlay", "clipShape",
        "cornerRadius", "shadow", "opacity", "offset", "position", "border", "tint", "disabled", "hidden", "id", "tag",
        "sheet", "alert", "fullScreenCover", "popover", "navigationTitle", "toolbar", "environment", "environmentObject",
        "listRowInsets", "listRowBackground", "lineLimit", "multilineTextAlignment", "fixedSize", "layoutPriority",
        "zIndex", "animation", "transition", "gesture", "simultaneousGesture", "contentShape", "mask", "scaleEffect",
        "rotationEffect", "ignoresSafeArea", "edgesIgnoringSafeArea", "buttonStyle", "labelStyle", "toggleStyle",
        "previewLayout", "previewDisplayName", "preferredColorScheme", "onReceive", "refreshable", "searchable",
        "scrollContentBackground", "presentationDetents", "interactiveDismissDisabled", "aspectRatio", "resizable",
        "scaledToFit", "scaledToFill", "clipped", "allowsHitTesting", "focused", "keyboardType", "textContentType",
        "submitLabel", "onSubmit", "safeAreaInset", "containerRelativeFrame", "sensoryFeedback", "matchedGeometryEffect",
        "init", "self", "addSubview", "sizeToFit", "setTitle", "addTarget", "present", "dismiss", "map", "filter",
    ]

    private static func walk(_ blocks: [Block], _ body: (Block) -> Void) {
        for block in blocks {
            body(block)
            switch block {
            case .list(let list): for item in list.items { walk(item.blocks, body) }
            case .blockQuote(let quote): walk(quote.blocks, body)
            default: break
            }
        }
    }

    private static func collectWords(_ text: String, into words: inout Set<String>) {
        let split = ASCIIWords.identifiers(in: text) ?? text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for word in split where word.first?.isUppercase == true {
            words.insert(String(word))
        }
    }
}
