/// What `verify-api` compared for one component, so a run that compared nothing never reads as clean. A plain value in
/// the model so the report shows the same counts without reading symbol graphs.
public struct VerificationCoverage: Sendable, Hashable {
    /// The component's name.
    public var component: String
    /// Its first document.
    public var document: String
    /// APIs compared with a symbol (initializers, functions, property lists).
    public var apis = 0
    /// Documented parameters and properties among them.
    public var parameters = 0
    /// Documented defaults among those.
    public var defaults = 0
    /// Enumerations compared.
    public var enumerations = 0
    /// Their documented cases.
    public var cases = 0
    /// Usage calls whose labels were compared.
    public var calls = 0
    /// Among them, APIs written as calls with types in place of values, whose types and defaults were compared too.
    public var typedCalls = 0
    /// Arguments that could be a type or a value (`style: Default` beside values): their labels only were compared.
    public var labelOnlyArguments = 0
    /// Symbol links and declared properties looked up.
    public var symbols = 0
    /// Documented APIs not compared (each is a note at its line).
    public var uncompared = 0
    /// Those notes, for a report that shows them beside the counts.
    public var notCompared: [Diagnostic] = []

    /// An empty count for a component.
    public init(component: String, document: String) {
        self.component = component
        self.document = document
    }

    /// Whether anything at all was compared.
    public var comparedAnything: Bool { apis + enumerations + calls + symbols > 0 }

    /// One line for the run's output: `Toast (docs/toast.md): 4 APIs (9 parameters, 3 defaults), 1 enumeration (4
    /// cases), 6 calls (2 with types), 0 symbol links compared; 1 documented API not compared`.
    public var summary: String {
        func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
        var line = "\(component) (\(document)): "
        guard comparedAnything else {
            return line + "nothing compared" + (uncompared > 0 ? "; \(count(uncompared, "documented API")) not compared" : "")
                + " (no API, enumeration, call or symbol link of this document was read)"
        }
        line += "\(count(apis, "API")) (\(count(parameters, "parameter")), \(count(defaults, "default"))), "
        line += "\(count(enumerations, "enumeration")) (\(count(cases, "case"))), \(count(calls, "call"))"
        var callParts: [String] = []
        if typedCalls > 0 { callParts.append("\(typedCalls) with types") }
        if labelOnlyArguments > 0 { callParts.append("\(count(labelOnlyArguments, "argument")) by label only: type or value unsure") }
        line += callParts.isEmpty ? ", " : " (\(callParts.joined(separator: "; "))), "
        line += "\(count(symbols, "symbol")) compared"
        if uncompared > 0 { line += "; \(count(uncompared, "documented API")) not compared (see the notes, --verbose)" }
        return line
    }
}
