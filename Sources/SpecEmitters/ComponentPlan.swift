import SpecModel

/// Everything one component generates, decided once so the Swift model, the schema and the samples agree.
public struct ComponentPlan: Sendable {
    /// The spec it comes from.
    public var spec: ComponentSpec
    /// The component's Swift name (`SnackbarStack`), which names its Swift file.
    public var typeName: String
    /// Enumerations, in declaration order.
    public var enumerations: [EnumerationPlan]
    /// One model per API with data parameters.
    public var models: [ModelPlan]
    /// Documented behaviour values, static members of `behaviorTypeName`.
    public var constants: [BehaviorConstant]

    /// The enum holding the behaviour constants (`SnackbarBehavior`).
    public var behaviorTypeName: String { typeName + "Behavior" }

    /// The Swift file's path below the output directory, or nil when the component generates no Swift.
    public var swiftFile: String? {
        enumerations.isEmpty && models.isEmpty && constants.isEmpty ? nil : "Swift/\(typeName).swift"
    }

    /// Every Swift type name the component declares.
    public var typeNames: [String] {
        enumerations.map(\.swiftName) + models.map(\.typeName) + (constants.isEmpty ? [] : [behaviorTypeName])
    }
}

/// A String-backed enum for an enumeration the spec declares.
public struct EnumerationPlan: Sendable, Hashable {
    /// The Swift type name.
    public var swiftName: String
    /// The name in the spec, which JSON Schema `$defs` use.
    public var specName: String
    /// The cases in declaration order.
    public var cases: [EnumerationCasePlan]
    /// Where it was declared.
    public var line: Int
}

/// One enumeration case: its Swift name and its raw value (the name as the spec wrote it).
public struct EnumerationCasePlan: Sendable, Hashable {
    /// The Swift identifier.
    public var swiftName: String
    /// The raw value, which is also the JSON value.
    public var rawValue: String
}

/// A value type for the data parameters of one API.
public struct ModelPlan: Sendable, Hashable {
    /// The Swift type name (`SnackbarConfiguration`), which also names the schema file.
    public var typeName: String
    /// The API it describes.
    public var api: APIDeclaration
    /// The data parameters, in declaration order.
    public var properties: [PropertyPlan]
    /// The runtime parameters left out, with the reason.
    public var omitted: [Parameter]

    /// The schema's path below the output directory.
    public var schemaFile: String { "Schemas/\(typeName).schema.json" }
}

/// One data parameter as a stored property and a JSON property.
public struct PropertyPlan: Sendable, Hashable {
    /// The Swift identifier, escaped if needed.
    public var swiftName: String
    /// The JSON key: the parameter's name as the spec wrote it.
    public var jsonKey: String
    /// The mapped type.
    public var type: MappedType
    /// The parameter it comes from.
    public var parameter: Parameter

    /// Whether JSON must carry it: no default and not optional.
    public var isRequired: Bool { parameter.parsedDefault == nil && !type.isOptional }

    /// The default to use when the value is absent: the spec's, or nil for optionals.
    public var effectiveDefault: DefaultValue? { parameter.parsedDefault ?? (type.isOptional ? .null : nil) }
}

/// Builds plans from specs.
public enum ComponentPlanner {
    /// The plan for one spec; specs with errors should not be planned.
    public static func plan(_ spec: ComponentSpec) -> ComponentPlan {
        var enumerationNames: [String: String] = [:]
        let enumerations = spec.enumerations.map { enumeration in
            let swiftName = SwiftIdentifier.type(enumeration.name)
            enumerationNames[enumeration.name] = swiftName
            return EnumerationPlan(
                swiftName: swiftName,
                specName: enumeration.name,
                cases: zip(SwiftIdentifier.uniqued(enumeration.cases.map(SwiftIdentifier.member)), enumeration.rawValues).map {
                    EnumerationCasePlan(swiftName: $0, rawValue: $1)
                },
                line: enumeration.line
            )
        }
        var models: [ModelPlan] = []
        for api in spec.apis {
            var properties: [PropertyPlan] = []
            var omitted: [Parameter] = []
            for parameter in api.parameters {
                guard parameter.isData, let parsed = parameter.parsedType,
                    let type = MappedType(parsed, enumerations: enumerationNames)
                else {
                    omitted.append(parameter)
                    continue
                }
                properties.append(
                    PropertyPlan(
                        swiftName: SwiftIdentifier.member(parameter.name),
                        jsonKey: parameter.name,
                        type: type,
                        parameter: parameter
                    )
                )
            }
            guard !properties.isEmpty else { continue }
            // Distinct spec names can sanitise to the same identifier (`max-visible`, `maxVisible`).
            for (index, name) in SwiftIdentifier.uniqued(properties.map(\.swiftName)).enumerated() {
                properties[index].swiftName = name
            }
            models.append(
                ModelPlan(typeName: SwiftIdentifier.type(api.symbol) + "Configuration", api: api, properties: properties, omitted: omitted)
            )
        }
        // Two APIs can name the same symbol (an initializer per platform, or tables under one heading).
        for (index, name) in SwiftIdentifier.uniqued(models.map(\.typeName)).enumerated() {
            models[index].typeName = name
        }
        return ComponentPlan(
            spec: spec,
            typeName: SwiftIdentifier.type(spec.name),
            enumerations: enumerations,
            models: models,
            constants: BehaviorConstant.constants(of: spec)
        )
    }
}
