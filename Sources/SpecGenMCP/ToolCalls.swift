import MCP

/// One `tools/call`: the arguments checked, the tool run over the catalog, and its answer as structured content with a
/// short text. Bad arguments are tool errors (the model can correct them); an unknown tool is a protocol error.
public enum ToolCalls {
    /// The answer to calling the tool `name` with `arguments` over `catalog`; throws a protocol error for an unknown tool.
    public static func call(_ name: String, arguments: [String: Value], catalog: ComponentCatalog) throws -> CallTool.Result {
        do {
            return try run(name, arguments: arguments, catalog: catalog)
        } catch let problem as ArgumentProblem {
            return failure(problem.message)
        }
    }

    private static func run(_ name: String, arguments: [String: Value], catalog: ComponentCatalog) throws -> CallTool.Result {
        switch name {
        case ToolCatalog.listComponents:
            let components = catalog.entries.map(ComponentSummaryView.init)
            let failed = catalog.failedDocuments.isEmpty ? "" : "; \(catalog.failedDocuments.count) document(s) could not be read"
            return try answer(["components": components], text: "\(components.count) component(s)\(failed).")
        case ToolCatalog.getComponent:
            let name = try text(arguments, "name", limit: RequestLimits.textBytes)
            guard let entry = catalog.entry(named: name) else {
                let known = catalog.entries.prefix(20).map(\.spec.name).joined(separator: ", ")
                return failure(
                    "no component named '\(name)'; list_components lists them (\(known)\(catalog.entries.count > 20 ? ", …" : ""))"
                )
            }
            let contract = ComponentContractView(entry, in: catalog)
            let states = contract.behaviours.map(\.state)
            return try answer(
                contract,
                text: "\(contract.name): \(contract.parameters.count) parameter(s), \(states.count) behaviour(s) "
                    + "(\(states.filter { $0 == "checked" }.count) checked by generated tests, "
                    + "\(states.filter { $0 == "pending" }.count) pending, \(states.filter { $0 == "disputed" }.count) disputed)."
            )
        case ToolCatalog.checkUsage:
            let snippet = try text(arguments, "code", limit: RequestLimits.codeBytes)
            let languageName = try text(arguments, "language", limit: 20)
            guard let language = UsageCheck.Language(rawValue: languageName.lowercased()) else {
                return failure("'language' must be swift or kotlin, not '\(languageName)'")
            }
            let report = UsageCheck(catalog: catalog, language: language).check(snippet)
            let lines = report.findings.map { "line \($0.line): \($0.message); documented: \($0.signature)" }
            let summary =
                report.findings.isEmpty
                ? "\(report.checkedCalls) call(s) of documented components, no problems found."
                : "\(report.findings.count) problem(s) in \(report.checkedCalls) call(s):\n" + lines.joined(separator: "\n")
            return try answer(report, text: summary)
        case ToolCatalog.findBehaviour:
            let words = try text(arguments, "query", limit: RequestLimits.textBytes)
            let report = BehaviourSearch.find(words, in: catalog)
            return try answer(report, text: "\(report.matches.count) behaviour(s) match\(report.truncated ? " (the best shown)" : "").")
        default:
            throw MCPError.invalidParams("unknown tool '\(name.prefix(100))'; tools/list lists them")
        }
    }

    /// An argument that must be a string of at most `limit` bytes of text.
    private static func text(_ arguments: [String: Value], _ name: String, limit: Int) throws -> String {
        guard let value = arguments[name] else { throw ArgumentProblem(message: "missing argument '\(name)'") }
        guard let string = value.stringValue else { throw ArgumentProblem(message: "argument '\(name)' must be a string") }
        if let problem = RequestLimits.problem(with: string, limit: limit, argument: name) { throw ArgumentProblem(message: problem) }
        return string
    }

    /// What is wrong with an argument, which the tool answers with instead of running.
    private struct ArgumentProblem: Error {
        var message: String
    }

    private static func answer(_ value: some Codable, text: String) throws -> CallTool.Result {
        try CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: value)
    }

    static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}
