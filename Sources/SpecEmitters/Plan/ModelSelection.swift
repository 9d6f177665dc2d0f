import SpecModel

/// Which APIs get a model. An API with data parameters gets one holding them. A component whose documented
/// parameters are all runtime (outlets, views, closures) still gets one model, for its first API with parameters:
/// with no properties, its documentation naming each parameter left out and why, and its schema an object with no
/// properties. So every component that documents parameters has a configuration type, and what it leaves out is said
/// where a user looks for it rather than the model silently missing.
enum ModelSelection {
    /// The APIs that get a model, each with its data parameters as properties, in the spec's order.
    static func described(_ apis: [APIDeclaration]) -> [(api: APIDeclaration, properties: [PropertyPlan])] {
        let withData = apis.compactMap { api -> (api: APIDeclaration, properties: [PropertyPlan])? in
            let properties = api.parameters.compactMap { parameter in
                parameter.valueType.map { PropertyPlan(name: PlanName(parameter.name), type: $0, parameter: parameter) }
            }
            return properties.isEmpty ? nil : (api, properties)
        }
        guard withData.isEmpty, let first = apis.first(where: { !$0.parameters.isEmpty }) else { return withData }
        return [(first, [])]
    }
}
