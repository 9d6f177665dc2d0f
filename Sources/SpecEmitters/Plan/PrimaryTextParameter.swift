import SpecModel

/// The parameter that carries the text a component shows (`message` of a snackbar, `label` of a chip, `title` of a
/// tab), so harness requirements, constants and messages use the component's own word for it.
public enum PrimaryTextParameter {
    /// Names a component's text goes by, most specific to a notice first.
    public static let candidates = ["message", "text", "label", "title"]

    /// The name of the spec's text parameter: the first candidate that some API declares as a string; `message`
    /// when none does (the harness's own word).
    public static func name(in spec: ComponentSpec) -> String {
        let strings = Set(
            spec.apis.flatMap(\.parameters).filter { parameter in
                switch parameter.valueType {
                case .scalar(.string)?, .optional(.scalar(.string))?: true
                default: false
                }
            }
            .map(\.name)
        )
        return candidates.first(where: strings.contains) ?? "message"
    }
}
