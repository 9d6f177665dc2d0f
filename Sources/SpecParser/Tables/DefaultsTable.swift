import SpecModel

/// Pages often split one list of options over two tables: names with their types and descriptions, then the same
/// names with only their defaults ("| Option | Default |"). The second states no API of its own: it completes the
/// first, whose rows take the defaults they lack from it. A table of names the earlier tables do not all have, or
/// one that also gives types, descriptions or requirement, is read as before.
enum DefaultsTable {
    /// The pieces with every such table folded into the earlier table it completes; a note per table folded.
    static func resolve(_ pieces: [[APIPiece]]) -> (pieces: [[APIPiece]], notes: [Diagnostic]) {
        var pieces = pieces
        var notes: [Diagnostic] = []
        var earlier: [(section: Int, index: Int)] = []
        for section in pieces.indices {
            var index = 0
            while index < pieces[section].count {
                guard case .table(let table) = pieces[section][index] else {
                    index += 1
                    continue
                }
                if givesOnlyDefaults(table),
                    let target = earlier.last(where: { place in
                        guard case .table(let other) = pieces[place.section][place.index] else { return false }
                        return Set(table.rows.map(\.name)).isSubset(of: Set(other.rows.map(\.name)))
                    }),
                    case .table(var completed) = pieces[target.section][target.index]
                {
                    for row in table.rows {
                        guard let value = row.defaultValue,
                            let position = completed.rows.firstIndex(where: { $0.name == row.name }),
                            completed.rows[position].defaultValue == nil
                        else { continue }
                        completed.rows[position].defaultValue = value
                    }
                    completed.hasDefaultColumn = true
                    pieces[target.section][target.index] = .table(completed)
                    pieces[section].remove(at: index)
                    notes.append(
                        Diagnostic(
                            .note,
                            "read the table as the defaults of the table at line \(completed.location.line), whose names it repeats",
                            at: table.location
                        )
                    )
                    continue
                }
                earlier.append((section, index))
                index += 1
            }
        }
        return (pieces, notes)
    }

    /// Names and defaults only: no type, description or requirement in any row.
    private static func givesOnlyDefaults(_ table: ParameterTable) -> Bool {
        table.hasDefaultColumn && !table.hasTypeColumn && table.rows.count >= 2
            && table.rows.allSatisfy { $0.description.isEmpty && $0.isRequired == nil && $0.type == nil }
    }
}
