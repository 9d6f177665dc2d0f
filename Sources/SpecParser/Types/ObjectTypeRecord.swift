import SpecModel

/// Records a parameter table writes as object types (`accessibility: { toastRole?: string }`, or a list's elements:
/// `actions: Array<{ label: string }>`): each becomes a record named after the component and the parameter
/// (`ToastAccessibility`), like `LiteralUnionEnumeration` names unions, when every field is data; otherwise the row
/// keeps a runtime reason naming the field.
enum ObjectTypeRecord {
    /// What the tables' object types gave.
    struct Found {
        /// The records, in document order.
        var records: [Record] = []
        /// The record each row stands for, by the row's `line:column`.
        var byRow: [String: String] = [:]
        /// Why a row whose type is an object is not data, by the row's `line:column`.
        var runtimeReasons: [String: String] = [:]
        /// Object types that cannot be read, as warnings at their rows.
        var diagnostics: [Diagnostic] = []
    }

    static func records(in tables: [ParameterTable], component: String, known: Set<String>, classifier: TypeClassifier) -> Found {
        var found = Found()
        var names = known
        for table in tables {
            for row in table.rows {
                let key = LiteralUnionEnumeration.key(row.location)
                var written = row.type
                if let member = objectMember(of: row.type, defaultValue: row.defaultValue) {
                    written = member.object
                    found.diagnostics.append(
                        Diagnostic(
                            .note,
                            "type of '\(row.name)' read as its object form '\(member.object)', which its default takes; "
                                + "the other form (\(member.others.joined(separator: ", "))) is left out of the model",
                            at: row.location
                        )
                    )
                }
                // `Array<{ label: string }>`: a list of records, the record read from its element.
                if let list = ObjectTypeLiteral.listElement(written) { written = list.element }
                guard let reading = ObjectTypeLiteral.read(written) else { continue }
                switch reading {
                case .malformed(let reason):
                    found.runtimeReasons[key] = "its object type cannot be read"
                    found.diagnostics.append(
                        .warning(
                            "the object type '\(row.type ?? "")' of parameter '\(row.name)' cannot be read: \(reason); "
                                + "the parameter is left out of the model",
                            at: row.location
                        )
                    )
                case .object(let literal):
                    switch fields(of: literal, at: row.location, classifier: classifier) {
                    case .failure(let failure): found.runtimeReasons[key] = failure.reason
                    case .success(let fields):
                        let base = component + row.name.upperCamelCased
                        // The same options object documented in two tables is one type.
                        if let same = found.records.first(where: {
                            $0.fields.map(\.shape) == fields.map(\.shape) && $0.name.hasPrefix(base)
                        }) {
                            found.byRow[key] = same.name
                            continue
                        }
                        let name = names.insertNumbered(base)
                        found.byRow[key] = name
                        found.records.append(Record(name: name, fields: fields, line: row.location.line, column: row.location.column))
                    }
                }
            }
        }
        return found
    }

    /// `boolean | { threshold: number }` with the default `{ threshold: 3 }`: a union of scalars and one object
    /// type, whose default is an object, is read as the object (JSON cannot hold both under one key in a model).
    private static func objectMember(of written: String?, defaultValue: String?) -> (object: String, others: [String])? {
        guard let written, let defaultValue, defaultValue.trimmed.hasPrefix("{") else { return nil }
        let members = TopLevelText.parts(of: written, separators: ["|"]).filter { !$0.isEmpty }
        let objects = members.filter { $0.hasPrefix("{") && $0.hasSuffix("}") }
        guard members.count > 1, objects.count == 1, let object = objects.first else { return nil }
        let others = members.filter { $0 != object }
        let scalars: Set<String> = ["boolean", "bool", "number", "string", "true", "false", "undefined", "null"]
        guard others.allSatisfy({ scalars.contains($0) }) else { return nil }
        let optional = others.contains { $0 == "undefined" || $0 == "null" }
        return (optional ? object + " | undefined" : object, others.filter { $0 != "undefined" && $0 != "null" })
    }

    private struct Failure: Error {
        var reason: String
    }

    /// The fields as data, or why one is not.
    private static func fields(
        of literal: ObjectTypeLiteral,
        at location: SourceLocation,
        classifier: TypeClassifier
    ) -> Result<[RecordField], Failure> {
        var fields: [RecordField] = []
        for field in literal.fields {
            if field.isMethod { return .failure(Failure(reason: "its field `\(field.name)` is a method")) }
            let type = TypeSpelling.reference(written: field.typeText, defaultValue: nil)
            let classification = classifier.classify(type)
            guard case .data(var valueType) = classification, valueType.recordNames.isEmpty else {
                let why = type == nil ? "its type is not one specgen can read" : classification.runtimeReason ?? "it is not data"
                return .failure(Failure(reason: "its field `\(field.name)` is not data (\(why))"))
            }
            if field.isOptional, !valueType.isOptional { valueType = .optional(valueType) }
            fields.append(
                RecordField(
                    name: field.name,
                    valueType: valueType,
                    isRequired: !valueType.isOptional,
                    line: location.line,
                    column: location.column
                )
            )
        }
        return .success(fields)
    }
}

extension RecordField {
    /// What makes two fields the same: name, type and whether they are required.
    fileprivate var shape: String { "\(name):\(valueType):\(isRequired)" }
}
