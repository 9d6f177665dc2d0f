import SpecModel

/// An API as one line in its own language, the way `check_usage` quotes the documented signature.
enum DocumentedSignature {
    /// `Snackbar(message: String, duration: SnackbarDuration = .short)`; Kotlin parameters by name.
    static func text(of api: APIDeclaration) -> String {
        let parameters = api.parameters.map { parameter in
            let name: String =
                if api.language == .kotlin {
                    parameter.name
                } else if let label = parameter.label, label != parameter.name {
                    "\(label) \(parameter.name)"
                } else {
                    parameter.name
                }
            let type = parameter.type.map { ": \($0)" } ?? ""
            let value = parameter.defaultValue.map { " = \($0)" } ?? ""
            return name + type + value
        }
        let result = api.returnType.map { api.language == .kotlin ? ": \($0)" : " -> \($0)" } ?? ""
        return "\(api.symbol)(\(parameters.joined(separator: ", ")))\(result)"
    }
}
