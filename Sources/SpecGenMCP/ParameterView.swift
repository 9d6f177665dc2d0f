import SpecModel

/// A documented parameter of one of the component's APIs.
struct ParameterView: Codable, Sendable, Equatable {
    /// The API it belongs to (`Snackbar`, `Snackbar.show`) and that API's language.
    var api: String
    var language: String
    var name: String
    var label: String?
    var type: String?
    var defaultValue: String?
    var required: Bool
    /// The cases of its enumeration, when its type is one the component documents.
    var cases: [String]?
    /// `data` (specgen models it) or `runtime` (`runtimeReason` says why not).
    var kind: String
    var runtimeReason: String?
    var document: String
    var line: Int

    /// Every parameter of every API of `spec`, in the order the component lists its APIs.
    static func all(of spec: ComponentSpec) -> [ParameterView] {
        spec.apis.flatMap { api in
            api.parameters.map { parameter in
                ParameterView(
                    api: api.symbol,
                    language: api.language.rawValue,
                    name: parameter.name,
                    label: parameter.label,
                    type: parameter.type,
                    defaultValue: parameter.defaultValue,
                    required: parameter.isRequired,
                    cases: enumerationCases(parameter, in: spec),
                    kind: parameter.isData ? "data" : "runtime",
                    runtimeReason: parameter.runtimeReason,
                    document: parameter.document ?? api.document ?? spec.source,
                    line: parameter.line
                )
            }
        }
    }

    /// The documented cases of the enumeration `parameter` holds, if any.
    static func enumerationCases(_ parameter: Parameter, in spec: ComponentSpec) -> [String]? {
        guard let name = parameter.valueType?.enumerationNames.first,
            let enumeration = spec.enumerations.first(where: { $0.name == name })
        else { return nil }
        return enumeration.cases
    }
}
