import SpecModel

/// Platform value types that are plain records of numbers, so data: edge insets, sizes, points, vectors and rects
/// (`UIEdgeInsets`, `CGSize?`). A table row naming one gets a record of the component's own
/// (`SkeletonEdgeInsets` with `top`, `left`, `bottom`, `right`), never the platform's name, which generated code
/// would shadow.
enum WellKnownRecords {
    /// The records the tables' rows need, the record each row stands for (by the row's `line:column`), and each
    /// platform type's record as an alias for the classifier (so every mention of the type reads as the record).
    static func records(in tables: [ParameterTable], component: String, taken: Set<String>, types: WrittenTypes) -> (
        records: [Record], byRow: [String: String], aliases: [String: TypeReference]
    ) {
        var records: [Record] = []
        var recordByType: [String: String] = [:]
        var byRow: [String: String] = [:]
        var names = taken
        for row in tables.flatMap(\.rows) {
            guard let written = row.type, var type = types.reference(written) else { continue }
            if type.kind == .optional, let wrapped = type.arguments.first { type = wrapped }
            guard type.kind == .named, type.arguments.isEmpty, let typeName = type.name, let shape = shapes[typeName] else { continue }
            let key = LiteralUnionEnumeration.key(row.location)
            if let existing = recordByType[typeName] {
                byRow[key] = existing
                continue
            }
            let name = names.insertNumbered(component + shape.suffix)
            let fields = shape.fields.map {
                RecordField(name: $0, valueType: .scalar(.number), isRequired: true, line: row.location.line, column: row.location.column)
            }
            records.append(Record(name: name, fields: fields, line: row.location.line, column: row.location.column))
            recordByType[typeName] = name
            byRow[key] = name
        }
        return (records, byRow, recordByType.mapValues { TypeReference.named($0) })
    }

    /// Whether `name` is one of these types (never an enumeration, whatever `.zero` suggests).
    static func contains(_ name: String) -> Bool { shapes[name] != nil }

    private static let shapes: [String: (suffix: String, fields: [String])] = [
        "UIEdgeInsets": ("EdgeInsets", ["top", "left", "bottom", "right"]),
        "NSEdgeInsets": ("EdgeInsets", ["top", "left", "bottom", "right"]),
        "NSDirectionalEdgeInsets": ("DirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"]),
        "CGSize": ("Size", ["width", "height"]),
        "CGPoint": ("Point", ["x", "y"]),
        "CGVector": ("Vector", ["dx", "dy"]),
        "CGRect": ("Rect", ["x", "y", "width", "height"]),
        // A type cell's plain word (React Native's `rect`, a layout frame) names the same record.
        "rect": ("Rect", ["x", "y", "width", "height"]),
    ]
}
