// A table of options is about the type a heading or sentence names; when none names one the code has ("The `text`
// and `custom` methods support these options:"), the code beside it may: a call passing two or more of the rows' names
// as argument labels (`Config(direction: .top, animationTime: 0.2)`, in the section's last code block or the one right
// after the table) makes the rows that callee's parameters. Without either, only the rows' names can give the subject,
// and the verifier says when they give none.

import SpecMarkdown
import SpecModel

extension SurfaceWalk {
    /// A table of names with a type or default column: a list of `subjects`' properties (or, with none, of the type its
    /// names point to), tied to the callees of the section's last code block that pass its names, or left for the code
    /// right after it to tie.
    mutating func appendTableOfNames(_ rows: [Parameter], at start: SourcePosition, subjects: [String]) {
        let api = listedDeclaration(subjects.first ?? "", .properties, rows, line: start.line, column: start.column)
        var documented = DocumentedAPI(declaration: api, subjects: subjects)
        documented.callees = Self.callees(passing: rows, among: lastCalls.map { surface.calls[$0] })
        surface.apis.append(documented)
        surface.supplementaryLines.insert(api.line)
        tableAwaitingCode = documented.callees.isEmpty ? surface.apis.count - 1 : nil
    }

    /// Ties the waiting table to the calls of the code block right after it (`calls`); any other block between the
    /// two (none given) ends the wait.
    mutating func settleTableAwaitingCode(calls: Range<Int> = 0..<0) {
        guard let index = tableAwaitingCode else { return }
        tableAwaitingCode = nil
        surface.apis[index].callees = Self.callees(
            passing: surface.apis[index].declaration.parameters,
            among: calls.map { surface.calls[$0] }
        )
    }

    /// The callees (a type for an initializer, a method's name) of the calls that pass at least two of the rows' names
    /// as argument labels, in order, each once.
    static func callees(passing rows: [Parameter], among calls: [UsageCall]) -> [String] {
        let names = Set(rows.map(\.name))
        var seen: Set<String> = []
        return calls.compactMap { call -> String? in
            guard call.arguments.filter({ names.contains($0.label) }).count >= 2 else { return nil }
            switch call.callee {
            case .initializer(let type): return type.isEmpty ? nil : type
            case .member(_, let name), .method(let name), .selfMethod(let name): return name
            }
        }.filter { seen.insert($0).inserted }
    }
}
