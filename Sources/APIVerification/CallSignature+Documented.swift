import SpecModel

extension CallSignature {
    /// A documented API as a call is compared with it (`check_usage`): Swift calls pass labels in order, Kotlin calls
    /// names or positions; a parameter's value type and, for a documented enumeration, its cases are checked.
    public init(documented api: APIDeclaration, enumerations: [Enumeration]) {
        let kotlin = api.language == .kotlin
        self.init(
            parameters: api.parameters.map { parameter in
                var type = parameter.valueType
                if case .optional(let wrapped)? = type { type = wrapped }
                var enumeration: Enumeration?
                if case .enumeration(let name)? = type { enumeration = enumerations.first { $0.name == name } }
                return Parameter(
                    label: kotlin ? parameter.name : (parameter.label ?? parameter.name),
                    name: parameter.name,
                    type: parameter.type ?? "",
                    defaultValue: parameter.defaultValue,
                    isRequired: parameter.isRequired,
                    valueType: parameter.valueType,
                    cases: enumeration?.cases,
                    rawValues: enumeration?.rawValues ?? []
                )
            },
            passing: kotlin ? .namesOrPositions : .labelsInOrder
        )
    }
}
