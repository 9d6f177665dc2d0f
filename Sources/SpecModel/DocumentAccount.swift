/// What one document gave, said in one line for the run's summary and the report, so no document goes unaccounted for.
extension ComponentSpec {
    /// "API with 6 parameters, 2 rules, 1 pending" or, when it gave no API, why ("no API found: …", "guidance only: no API stated").
    public var account: String {
        let parameters = apis.reduce(0) { $0 + $1.parameters.count }
        var parts: [String] = []
        if apis.isEmpty {
            parts.append(notRead ?? "no API stated")
        } else {
            let count = "\(parameters) parameter\(parameters == 1 ? "" : "s")"
            parts.append(apis.count == 1 ? "API with \(count)" : "\(apis.count) APIs with \(count)")
        }
        let rules = statements.reduce(0) { $0 + $1.rules.count }
        let pending = statements.filter(\.rules.isEmpty).count
        parts.append("\(rules) rule\(rules == 1 ? "" : "s")")
        parts.append("\(pending) pending")
        return parts.joined(separator: ", ")
    }

    /// Whether nothing was read: no API, no statement, no part, no variant.
    public var isNotRead: Bool {
        apis.isEmpty && statements.isEmpty && anatomy.isEmpty && variants.isEmpty
    }
}
