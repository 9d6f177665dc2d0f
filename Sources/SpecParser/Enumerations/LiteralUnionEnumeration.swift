import SpecModel

/// Enumerations a parameter table writes as unions of string values (`placement: 'top' | 'bottom'`): each
/// becomes an enumeration named after the component and the parameter (`ToastPlacement`), so it reaches the
/// model as a checked set of cases instead of a free string, and two documents' `placement` cannot collide.
enum LiteralUnionEnumeration {
    /// The enumerations, and which row (by `line:column`) each belongs to.
    static func enumerations(in tables: [ParameterTable], component: String, known: Set<String>) -> (
        enumerations: [Enumeration], byRow: [String: String]
    ) {
        var found: [Enumeration] = []
        var byRow: [String: String] = [:]
        var names = known
        for table in tables {
            for row in table.rows {
                guard let union = TypeSpelling.literalUnion(row.type) else { continue }
                let name = names.insertNumbered(component + row.name.upperCamelCased)
                byRow[key(row.location)] = name
                found.append(Enumeration(name: name, cases: union.values, line: row.location.line, column: row.location.column))
            }
        }
        return (found, byRow)
    }

    /// The key a row is found by.
    static func key(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }
}
