import Foundation
import SpecModel

/// Types a document defines by a parameter table under a heading of their own name: `events: List<CalendarEvent>`
/// in one table, and under the heading "CalendarEvent" a table of the event's fields. Such a type is a record of
/// the table's data fields (its runtime fields are left out, as a model leaves out runtime parameters), and every
/// parameter naming it is read again as data. A table's fields that are themselves records are left out too (a
/// record holds no record, as an object type's fields do not), so a type that refers to itself stays finite.
enum TableDefinedRecords {
    /// Words after a type's name in a heading that say what kind of thing the table describes.
    private static let kindWords: Set<String> = [
        "object", "objects", "type", "class", "struct", "interface", "props", "properties", "options", "fields", "record", "model",
    ]

    /// What defining found: a note per record and per parameter read again, and the tables (by location) whose
    /// "types are not defined" warnings no longer hold.
    struct Outcome {
        var notes: [Diagnostic] = []
        var settledTables: Set<SourceLocation> = []
    }

    /// Defines the records `spec`'s tables give and re-reads the parameters naming them. `classifier` and `defaults`
    /// are the document's, without these records.
    static func define(
        in spec: inout ComponentSpec,
        classifier: TypeClassifier,
        defaults: DefaultValueParser,
        file: String
    ) -> Outcome {
        var wanted: Set<String> = []
        for api in spec.apis {
            for parameter in api.parameters where parameter.valueType == nil {
                wanted.formUnion(undefinedNames(in: parameter.parsedType, classifier: classifier))
                if let name = objectRecordName(parameter) { wanted.insert(name) }
            }
        }
        guard !wanted.isEmpty else { return Outcome() }
        var diagnostics: [Diagnostic] = []
        var records: [Record] = []
        var definers: [APIDeclaration] = []
        for api in spec.apis where api.kind == .properties || api.kind == .initializer {
            guard let name = definedName(api.symbol), wanted.contains(name), !records.contains(where: { $0.name == name }) else {
                continue
            }
            // One field per name: a table that repeats a name (a slip) keeps its first row.
            var seen: Set<String> = []
            let kept = api.parameters.filter { parameter in
                (parameter.valueType.map { $0.recordNames.isEmpty } ?? false) && seen.insert(parameter.name).inserted
            }
            guard !kept.isEmpty else { continue }
            let fields = kept.compactMap { parameter in
                parameter.valueType.map {
                    RecordField(
                        name: parameter.name,
                        valueType: $0,
                        isRequired: parameter.parsedDefault == nil && !$0.isOptional,
                        defaultValue: parameter.parsedDefault,
                        line: parameter.line,
                        column: parameter.column
                    )
                }
            }
            records.append(Record(name: name, fields: fields, line: api.line, column: api.column))
            definers.append(api)
        }
        let defined = Set(records.map(\.name))
        for (record, api) in zip(records, definers) {
            let left = api.parameters.filter { parameter in
                !record.fields.contains { $0.name == parameter.name && $0.line == parameter.line }
            }
            let reasons = left.map { parameter in
                let named = recordNames(in: parameter.parsedType).filter(defined.contains)
                let reason =
                    named.isEmpty
                    ? parameter.runtimeReason ?? "it is not data"
                    : "it holds the record `\(named[0])`, and a record holds no record"
                return "\(parameter.name) (\(reason))"
            }
            diagnostics.append(
                Diagnostic(
                    .note,
                    "read record '\(record.name)' (\(record.fields.map(\.name).joined(separator: ", "))) from the table under its heading"
                        + (reasons.isEmpty ? "" : "; left out: " + reasons.joined(separator: ", ")),
                    at: SourceLocation(file: file, line: api.line, column: api.column)
                )
            )
        }
        guard !records.isEmpty else { return Outcome(notes: diagnostics) }
        var settled: Set<SourceLocation> = []
        spec.records += records
        var reader = classifier
        reader.records.formUnion(records.map(\.name))
        var parser = defaults
        for record in records { parser.records[record.name] = record }
        // `action: object` whose fields a table named for it gives now names that record.
        for a in spec.apis.indices {
            for p in spec.apis[a].parameters.indices {
                guard let name = objectRecordName(spec.apis[a].parameters[p]), defined.contains(name) else { continue }
                spec.apis[a].parameters[p].parsedType = .named(name)
            }
        }
        for a in spec.apis.indices {
            var changed = false
            defer {
                let unresolved = spec.apis[a].parameters.contains { parameter in
                    guard parameter.valueType == nil, case .undefined = reader.classify(parameter.parsedType) else { return false }
                    return true
                }
                if changed && !unresolved {
                    settled.insert(SourceLocation(file: file, line: spec.apis[a].line, column: spec.apis[a].column))
                }
            }
            parser.acceptsBareStrings = spec.apis[a].kind == .properties
            parser.language = spec.apis[a].language
            for p in spec.apis[a].parameters.indices {
                let parameter = spec.apis[a].parameters[p]
                guard parameter.valueType == nil, case .undefined = classifier.classify(parameter.parsedType),
                    case .data(var valueType) = reader.classify(parameter.parsedType)
                else { continue }
                if !parameter.isRequired, parameter.defaultValue == nil, !valueType.isOptional { valueType = .optional(valueType) }
                var read = parameter
                read.valueType = valueType
                read.runtimeReason = nil
                if let text = parameter.defaultValue, case .success(let value) = parser.parse(text, as: valueType) {
                    read.parsedDefault = value
                }
                spec.apis[a].parameters[p] = read
                changed = true
                let names = valueType.recordNames.filter { name in records.contains { $0.name == name } }
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "parameter '\(parameter.name)' is read with '\(names.joined(separator: "', '"))', which a table of this document defines",
                        at: SourceLocation(file: file, line: parameter.line, column: parameter.column)
                    )
                )
            }
        }
        return Outcome(notes: diagnostics, settledTables: settled)
    }

    /// The type a table's heading names: `CalendarEvent`, `` `CalendarEvent` ``, "CalendarEvent object".
    static func definedName(_ symbol: String) -> String? {
        var words = symbol.replacingOccurrences(of: "`", with: "").split(separator: " ").map(String.init)
        while words.count > 1, let last = words.last, kindWords.contains(last.lowercased()) { words.removeLast() }
        guard words.count == 1, let name = words.first, let first = name.unicodeScalars.first,
            CharacterSet.uppercaseLetters.contains(first),
            name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        else { return nil }
        return name
    }

    /// The record a parameter typed only `object` would hold, named for the parameter (`action` → `Action`), as a
    /// table captioned "The `action` object has:" defines it; nil for any other parameter.
    private static func objectRecordName(_ parameter: Parameter) -> String? {
        guard parameter.valueType == nil, let type = parameter.parsedType, type.kind == .named, type.arguments.isEmpty,
            let name = type.name, ["object", "Object"].contains(name), let first = parameter.name.first, first.isLowercase
        else { return nil }
        return first.uppercased() + parameter.name.dropFirst()
    }

    /// The names in `type` the classifier does not know.
    private static func undefinedNames(in type: TypeReference?, classifier: TypeClassifier) -> [String] {
        guard let type else { return [] }
        let inner = type.arguments.flatMap { undefinedNames(in: $0, classifier: classifier) }
        guard type.kind == .named, type.arguments.isEmpty, case .undefined(let name) = classifier.classify(type) else { return inner }
        return inner + [name]
    }

    /// Every name `type` spells, its arguments' included.
    private static func recordNames(in type: TypeReference?) -> [String] {
        guard let type else { return [] }
        return (type.kind == .named ? [type.name].compactMap { $0 } : []) + type.arguments.flatMap { recordNames(in: $0) }
    }
}
