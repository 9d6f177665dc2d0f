import Foundation

/// An enumeration's cases read from a symbol graph the compiler wrote for the library that declares it
/// (`swift build -Xswiftc -emit-symbol-graph …`), for `types: {NoticeEdge: {symbolGraph: NoticeKit.symbols.json}}`:
/// the code, not the document, says which cases there are. Read as plain JSON: only the executable links SymbolKit.
enum SymbolGraphCases {
    /// The cases of the enumeration called `name` (its own name, or its path such as `Notice.Edge`) in the symbol
    /// graph at `file`, in declaration order; or why there are none.
    static func cases(of name: String, in file: URL) -> Result<[String], Problem> {
        guard let data = try? Data(contentsOf: file) else { return .failure(Problem("cannot read the symbol graph '\(file.path)'")) }
        guard let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else {
            return .failure(Problem("'\(file.path)' is not a symbol graph (a JSON object with `symbols`)"))
        }
        let read = symbols.compactMap(Symbol.init)
        let enumerations = read.filter { $0.kind == "swift.enum" }
        let matching = enumerations.filter { $0.path.joined(separator: ".") == name || $0.path.last == name }
        guard matching.count == 1, let enumeration = matching.first else {
            if matching.isEmpty {
                let known = enumerations.map { $0.path.joined(separator: ".") }.sorted()
                return .failure(
                    Problem(
                        "the symbol graph '\(file.lastPathComponent)' declares no enumeration '\(name)'"
                            + (known.isEmpty ? "" : " (it declares \(known.joined(separator: ", ")))")
                    )
                )
            }
            let paths = matching.map { $0.path.joined(separator: ".") }.sorted()
            return .failure(
                Problem(
                    "'\(name)' names \(paths.count) enumerations in '\(file.lastPathComponent)': write one of \(paths.joined(separator: ", "))"
                )
            )
        }
        let cases = read.filter { $0.kind == "swift.enum.case" && Array($0.path.dropLast()) == enumeration.path }
            .enumerated().sorted { ($0.element.line ?? Int.max, $0.offset) < ($1.element.line ?? Int.max, $1.offset) }
            .map { $0.element.path.last ?? "" }
        guard !cases.isEmpty else { return .failure(Problem("the enumeration '\(name)' in '\(file.lastPathComponent)' has no cases")) }
        return .success(cases)
    }

    /// Why no cases were read.
    struct Problem: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private struct Symbol {
        var kind: String
        var path: [String]
        var line: Int?

        init?(_ object: [String: Any]) {
            guard let kind = (object["kind"] as? [String: Any])?["identifier"] as? String, let path = object["pathComponents"] as? [String],
                !path.isEmpty
            else { return nil }
            self.kind = kind
            self.path = path
            line = ((object["location"] as? [String: Any])?["position"] as? [String: Any])?["line"] as? Int
        }
    }
}
