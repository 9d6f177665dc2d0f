import SpecModel

/// A table without a declaration, on a page of a component whose API another document declares, restates that API:
/// its rows are the declared parameters as the page sees them. It joins the declared API (so `APIMerge` compares
/// its defaults and types with the declaration's), and it never adds a model or a property of its own: rows the
/// declaration does not have, and tables that name none of its parameters, are left out with a warning.
enum Restatements {
    /// `documents` (in precedence order) with every table-only API of a document that declares no API renamed to
    /// the declared API it restates, and rows and tables that restate nothing taken out.
    static func attach(in documents: inout [ComponentSpec], diagnostics: inout [Diagnostic]) {
        let declared = documents.flatMap { document in
            document.apis.filter { !isTableOnly($0) }.map { (api: $0, document: document.source) }
        }
        guard !declared.isEmpty else { return }
        for position in documents.indices where !declaresAPI(documents[position]) {
            let source = documents[position].source
            var kept: [APIDeclaration] = []
            for var table in documents[position].apis {
                guard isTableOnly(table) else {
                    kept.append(table)
                    continue
                }
                let place = SourceLocation(file: source, line: table.line, column: table.column)
                let names = table.parameters.map(\.name)
                // The declared API sharing the most names; the first in precedence order on a tie.
                let best = declared.map { candidate in
                    (candidate, names.filter { name in candidate.api.parameters.contains { $0.name == name } }.count)
                }
                .enumerated().max { ($0.element.1, -$0.offset) < ($1.element.1, -$1.offset) }?.element
                guard let best, best.1 > 0 else {
                    diagnostics.append(
                        .warning(
                            "this table names none of the parameters of '\(declared[0].api.symbol)', which \(declared[0].document) "
                                + "declares; a page that declares no API adds no model, so it is left out (declare its API here to model it)",
                            at: place,
                            notes: [.init(message: "the declaration", location: location(of: declared[0]))]
                        )
                    )
                    continue
                }
                let target = best.0
                let extra = table.parameters.filter { row in !target.api.parameters.contains { $0.name == row.name } }
                if !extra.isEmpty {
                    diagnostics.append(
                        .warning(
                            "this table restates '\(target.api.symbol)', which \(target.document) declares without "
                                + extra.map { "'\($0.name)'" }.joined(separator: ", ")
                                + "; a page that declares no API adds no property, so the row is left out (declare it there to model it)",
                            at: SourceLocation(file: source, line: extra[0].line, column: extra[0].column),
                            notes: [.init(message: "the declaration", location: location(of: target))]
                        )
                    )
                    table.parameters.removeAll { row in extra.contains { $0.name == row.name } }
                }
                table.symbol = target.api.symbol
                kept.append(table)
            }
            documents[position].apis = kept
        }
    }

    /// Whether the document declares an API in code (a table alone restates one, or stands for one where no
    /// document of the component declares any).
    static func declaresAPI(_ document: ComponentSpec) -> Bool { document.apis.contains { !isTableOnly($0) } }

    private static func isTableOnly(_ api: APIDeclaration) -> Bool { api.kind == .properties && api.language == .unspecified }

    private static func location(of declared: (api: APIDeclaration, document: String)) -> SourceLocation {
        SourceLocation(file: declared.document, line: declared.api.line, column: declared.api.column)
    }
}
