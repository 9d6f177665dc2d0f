import SpecMarkdown
import SpecModel

/// One thing in a section that contributes to an API, in document order.
enum APIPiece {
    case declaration(ParsedDeclaration, location: SourceLocation, parameterLocations: [SourceLocation], hints: SymbolHints)
    case table(ParameterTable)
}

/// Pairs declarations with parameter tables section by section and merges them into `APIDeclaration`s.
///
/// A table belongs to the nearest declaration before it in its section that has no table yet, else the
/// nearest one after it; a table with no declaration is an API of its own (`kind: properties`).
struct APIAssembler {
    let componentTypeName: String
    /// The enumeration each table row whose type is a union of values stands for, by the row's `line:column`.
    var unionTypes: [String: String] = [:]
    /// The enumeration each table row that names its cases with their type stands for, by the row's `line:column`.
    var caseTypes: [String: String] = [:]
    /// The record each table row whose type is an object type stands for, by the row's `line:column`.
    var recordTypes: [String: String] = [:]
    /// Why a table row whose type is an object type is not data, by the row's `line:column`.
    var objectTypeReasons: [String: String] = [:]
    let classifier: TypeClassifier
    let defaults: DefaultValueParser
    /// The page's own usage: a listed parameter without a type takes its type from the values it passes the parameter,
    /// when they agree (`ListedUsageType`). Read only when a row asks.
    var usage: UsageReading?
    /// Whether an element that cannot be read is an error (`--strict`) rather than a warning that leaves it out.
    var strict = false

    func assemble(_ pieces: [APIPiece], section: Section, diagnostics: inout [Diagnostic]) -> [APIDeclaration] {
        let declarationIndices = pieces.indices.filter {
            if case .declaration(let declaration, _, _, _) = pieces[$0] { return declaration.kind != .enumeration }
            return false
        }
        var tableFor: [Int: ParameterTable] = [:]
        var standalone: [ParameterTable] = []
        for (index, piece) in pieces.enumerated() {
            guard case .table(let table) = piece else { continue }
            let before = declarationIndices.last { $0 < index && tableFor[$0] == nil }
            let after = declarationIndices.first { $0 > index && tableFor[$0] == nil }
            if let owner = before ?? after {
                tableFor[owner] = table
            } else {
                standalone.append(table)
            }
        }

        var apis: [APIDeclaration] = []
        for index in declarationIndices {
            guard case .declaration(let declaration, let location, let parameterLocations, let hints) = pieces[index] else { continue }
            apis.append(
                merge(
                    declaration,
                    at: location,
                    parameterLocations: parameterLocations,
                    hints: hints,
                    section: section,
                    table: tableFor[index],
                    diagnostics: &diagnostics
                )
            )
        }
        for table in standalone {
            let unknown = table.rows.compactMap { row -> String? in
                guard let text = row.type, let type = TypeSpelling.reference(written: text, defaultValue: row.defaultValue),
                    case .undefined = classifier.classify(type),
                    // A value-like name is stored (held by its case's name), so it is not left out.
                    classifier.valueLikeInference(type) == nil
                else { return nil }
                let near = type.name.flatMap { DidYouMean.suggestion(for: $0, among: DidYouMean.scalarNames + classifier.enumerations) }
                return "\(row.name) (\(text)" + (near.map { ", did you mean '\($0)'?" } ?? "") + ")"
            }
            if !unknown.isEmpty {
                diagnostics.append(
                    .warning(
                        SharedTypes.undefinedTypesWarning + ": " + unknown.joined(separator: ", "),
                        at: table.location
                    )
                )
            }
            apis.append(
                APIDeclaration(
                    language: .unspecified,
                    symbol: section.codeName ?? section.specificTitle ?? componentTypeName,
                    kind: .properties,
                    parameters: table.rows.map { parameter(fromRow: $0, diagnostics: &diagnostics) },
                    line: table.location.line,
                    column: table.location.column
                )
            )
        }
        return apis
    }

    private func merge(
        _ declaration: ParsedDeclaration,
        at location: SourceLocation,
        parameterLocations: [SourceLocation],
        hints: SymbolHints,
        section: Section,
        table: ParameterTable?,
        diagnostics: inout [Diagnostic]
    ) -> APIDeclaration {
        var parameters: [Parameter] = []
        let rowsByName = Dictionary((table?.rows ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let declaredNames = Set(declaration.parameters.flatMap { [$0.name] + ($0.label.map { [$0] } ?? []) })
        for (declared, declaredLocation) in zip(declaration.parameters, parameterLocations) {
            let row = rowsByName[declared.name] ?? declared.label.flatMap { rowsByName[$0] }
            if let table, row == nil {
                diagnostics.append(
                    .warning(
                        "parameter '\(declared.name)' is declared but missing from the parameter table",
                        at: declaredLocation,
                        notes: [.init(message: "the parameter table is here", location: table.location)]
                    )
                )
            }
            if let table, let row {
                compare(declared, at: declaredLocation, with: row, in: table, diagnostics: &diagnostics)
            }
            let defaultValue = declared.defaultValue ?? row?.defaultValue
            parameters.append(
                makeParameter(
                    name: declared.name,
                    label: declared.label,
                    typeText: declared.typeText,
                    type: declared.type,
                    defaultValue: defaultValue,
                    required: row?.isRequired,
                    description: row?.description ?? "",
                    location: declaredLocation,
                    language: declaration.language,
                    diagnostics: &diagnostics
                )
            )
        }
        for row in table?.rows ?? [] where !declaredNames.contains(row.name) {
            diagnostics.append(
                .warning(
                    "parameter '\(row.name)' is in the parameter table but not in the declaration",
                    at: row.location,
                    notes: [.init(message: "the declaration is here", location: location)]
                )
            )
        }
        let symbol: String =
            switch declaration.kind {
            case .initializer: hints.typeName ?? section.codeName ?? componentTypeName
            case .function, .enumeration: declaration.name ?? componentTypeName
            }
        return APIDeclaration(
            language: declaration.language,
            symbol: symbol,
            kind: declaration.kind == .initializer ? .initializer : .function,
            module: hints.module,
            attributes: declaration.attributes,
            parameters: parameters,
            returnType: declaration.returnType,
            line: location.line,
            column: location.column
        )
    }

    /// Warns where the declaration and its table disagree on a default or a type, naming both places.
    private func compare(
        _ declared: DeclaredParameter,
        at declaredLocation: SourceLocation,
        with row: ParameterTable.Row,
        in table: ParameterTable,
        diagnostics: inout [Diagnostic]
    ) {
        let rowNote = { (message: String) in Diagnostic.Note(message: message, location: row.location) }
        if table.hasDefaultColumn {
            switch (declared.defaultValue, row.defaultValue) {
            case (let code?, nil):
                diagnostics.append(
                    .warning(
                        "parameter '\(declared.name)' has default '\(code)' in the declaration but none in the parameter table",
                        at: declaredLocation,
                        notes: [rowNote("the table row gives no default")]
                    )
                )
            case (nil, let written?):
                diagnostics.append(
                    .warning(
                        "parameter '\(declared.name)' has no default in the declaration but the parameter table gives '\(written)'",
                        at: declaredLocation,
                        notes: [rowNote("the table row gives '\(written)'")]
                    )
                )
            case (let code?, let written?) where !Self.sameValue(code, written, typeName: declared.type.unwrapped.name):
                diagnostics.append(
                    .warning(
                        "parameter '\(declared.name)' defaults to '\(code)' in the declaration but to '\(written)' in the parameter table",
                        at: declaredLocation,
                        notes: [rowNote("the table row gives '\(written)'")]
                    )
                )
            default:
                break
            }
        }
        if let written = row.type, !Self.sameType(written, declared.typeText) {
            diagnostics.append(
                .warning(
                    "parameter '\(declared.name)' has type '\(declared.typeText)' in the declaration but '\(written)' in the parameter table",
                    at: declaredLocation,
                    notes: [rowNote("the table row gives '\(written)'")]
                )
            )
        }
    }

    /// One value in two spellings (`.seconds(5)`, `5 s`) is no disagreement; text that is no value compares as written.
    static func sameValue(_ a: String, _ b: String, typeName: String?) -> Bool {
        Spellings.sameValue(a, b, typeName: typeName) ?? (a.withoutSpaces == b.withoutSpaces)
    }

    /// One type in two spellings (`String?`, `Optional<String>`) is no disagreement.
    static func sameType(_ a: String, _ b: String) -> Bool {
        Spellings.sameType(a, b, parse: SwiftTypeText.parse) ?? (a.withoutSpaces == b.withoutSpaces)
    }

    private func parameter(fromRow row: ParameterTable.Row, diagnostics: inout [Diagnostic]) -> Parameter {
        var type = TypeSpelling.reference(written: row.type, defaultValue: row.defaultValue)
        var defaultValue = row.defaultValue
        // `number | false` defaulting to `false`: none of the value, which the model's optional says as nil.
        if defaultValue == "false", TypeSpelling.offersFalseForNone(row.type) { defaultValue = "null" }
        let key = LiteralUnionEnumeration.key(row.location)
        if let enumeration = unionTypes[key] {
            let optional = TypeSpelling.literalUnion(row.type)?.optional == true || type?.isOptional == true
            type = optional ? .optional(.named(enumeration)) : .named(enumeration)
        } else if let record = recordTypes[key] {
            var optional = type?.isOptional == true
            if case .object(let literal)? = ObjectTypeLiteral.read(row.type), literal.isOptional { optional = true }
            type = optional ? .optional(.named(record)) : .named(record)
            if let list = ObjectTypeLiteral.listElement(row.type) {
                type = list.isOptional ? .optional(.array(.named(record))) : .array(.named(record))
            }
        } else if let enumeration = caseTypes[key] {
            type = .named(enumeration)
            // `[Position.TOP]`: a Dart doc reference, not a list.
            defaultValue = defaultValue.map(QualifiedCaseEnumeration.unbracketed)
        } else if row.type == nil, type == nil, row.runtimeReason == nil,
            let guess = UntypedParameterType.guess(
                name: row.name,
                description: row.description,
                defaultValue: row.defaultValue,
                component: componentTypeName,
                usage: ListedUsageType.guess(
                    usage?.api(knownEnumerations: classifier.enumerations).shownValues[row.name],
                    enumerations: defaults.enumerations
                )
            )
        {
            type = TypeSpelling.reference(written: guess.type, defaultValue: nil)
            diagnostics.append(
                Diagnostic(.note, TypeInferenceNote.prefix(row.name) + " '\(guess.type)' from \(guess.evidence)", at: row.location)
            )
        }
        var parameter = makeParameter(
            name: row.name,
            label: nil,
            typeText: row.type,
            type: type,
            defaultValue: defaultValue,
            required: row.isRequired,
            description: row.description,
            location: row.location,
            defaultsAreTableText: true,
            runtimeReason: row.runtimeReason ?? objectTypeReasons[key],
            diagnostics: &diagnostics
        )
        if let reason = row.runtimeReason {
            // The reader that made the row knows it is no value, whatever a type or default suggests.
            parameter.valueType = nil
            parameter.runtimeReason = reason
        }
        return parameter
    }

    private func makeParameter(
        name: String,
        label: String?,
        typeText: String?,
        type: TypeReference?,
        defaultValue: String?,
        required: Bool?,
        description: String,
        location: SourceLocation,
        language: APIDeclaration.Language = .unspecified,
        defaultsAreTableText: Bool = false,
        runtimeReason: String? = nil,
        diagnostics: inout [Diagnostic]
    ) -> Parameter {
        let classification = classifier.classify(type)
        var parsedDefault: DefaultValue?
        var valueType: ValueType?
        var ownTypeInferred = false
        if case .data(let decided) = classification { valueType = decided }
        // `height: TextLineHeight` with the type defined nowhere: its name says it is a value, held by its case's name.
        let valueLike = classification.isUndefined && runtimeReason == nil ? classifier.valueLikeInference(type) : nil
        if let valueLike { valueType = valueLike.valueType }
        // Not required and no default: a caller may leave it out, so the value is optional ("-", "undefined").
        if required == false, defaultValue == nil, let decided = valueType, !decided.isOptional {
            valueType = .optional(decided)
        }
        if let valueLike {
            let caseName = defaultValue.flatMap { ValueLikeTypeName.caseName(in: $0, of: valueLike.name) }
            if let caseName { parsedDefault = .string(caseName) }
            let leftOut = defaultValue.map { caseName == nil ? "; its default '\($0)' names no case and is left out" : "" } ?? ""
            diagnostics.append(
                Diagnostic(
                    .note,
                    TypeInferenceNote.caseName(
                        of: name,
                        because: "'\(valueLike.name)' is not defined, and its name ends in the value word '\(valueLike.word)'" + leftOut
                    ),
                    at: location
                )
            )
        } else if let decided = valueType, let type, let defaultValue {
            var defaults = self.defaults
            defaults.acceptsBareStrings = defaultsAreTableText
            defaults.language = language
            var parsed = defaults.parse(defaultValue, as: decided)
            if case .failure = parsed, let own = classifier.ownEnumeration(of: type),
                case .success(let value) = defaults.parse(defaultValue, as: own)
            {
                // `style: Style = .plain` where the document declares its own `Style`: its default names that type's case.
                valueType = own
                parsed = .success(value)
            }
            switch parsed {
            case .success(let value): parsedDefault = value
            case .failure(let failure):
                if let reason = OwnTypeEvidence.caseDefault(defaultValue, of: type, valueType: decided),
                    let ownName = (type.kind == .optional ? type.arguments.first : type)?.name,
                    let caseName = ValueLikeTypeName.caseName(in: defaultValue, of: ownName)
                {
                    // `duration: Duration = .recommended`: the document's own `Duration`, not the standard one, whose
                    // cases it does not list; like any such value it is held by its case's name.
                    valueType = decided.isOptional ? .optional(.scalar(.string)) : .scalar(.string)
                    parsedDefault = .string(caseName)
                    ownTypeInferred = true
                    diagnostics.append(
                        Diagnostic(
                            .note,
                            TypeInferenceNote.caseName(of: name, because: reason),
                            at: location
                        )
                    )
                } else {
                    // A default that does not fit loses the default, not the document.
                    let message = "default '\(defaultValue)' of parameter '\(name)' does not fit its type '\(type)': \(failure.reason)"
                    diagnostics.append(
                        skipped(
                            message + "; the default is left out",
                            at: location,
                            strictly: strict && !defaultsAreTableText,
                            instead: "write a default that is a value of '\(type)', or none"
                        )
                    )
                }
            }
        }
        var parameter = Parameter(
            name: name,
            label: label,
            type: typeText,
            parsedType: type,
            defaultValue: defaultValue,
            parsedDefault: parsedDefault,
            isRequired: required ?? (defaultValue == nil && type?.isOptional != true),
            valueType: valueType,
            runtimeReason: (valueType != nil
                ? nil
                : runtimeReason
                    ?? (type == nil && typeText != nil ? Self.unreadableTypeReason(typeText!) : classification.runtimeReason)),
            description: description,
            line: location.line,
            column: location.column
        )
        parameter.isTypeInferred = valueLike != nil || ownTypeInferred
        return parameter
    }
}

extension APIAssembler {
    /// Why a written type gives no model type: `number | boolean` and `Array<number | boolean>` offer several types and
    /// no one the model can carry (the type reading decides a list as its element alone); anything else is a spelling
    /// specgen does not read.
    fileprivate static func unreadableTypeReason(_ written: String) -> String {
        written.contains("|")
            ? "it may hold values of several types (`\(written)`), which no one model type holds"
            : "its type is not one specgen can read"
    }
}

extension String {
    fileprivate var withoutSpaces: String { String(filter { !$0.isWhitespace && $0 != "`" }) }
}
