import SpecModel

/// Everything one component generates, decided once and in no particular language, so every output agrees:
/// names as the spec wrote them, value types, defaults as values, documented behaviour values.
public struct ComponentPlan: Sendable {
    /// The spec it comes from.
    public var spec: ComponentSpec { didSet { memo = PlanMemo() } }
    /// The component's name.
    public var name: PlanName { didSet { memo = PlanMemo() } }
    /// Enumerations, in declaration order.
    public var enumerations: [EnumerationPlan] { didSet { memo = PlanMemo() } }
    /// Records (types with named fields), in the order the spec writes them.
    public var records: [RecordPlan] { didSet { memo = PlanMemo() } }
    /// One model per API with data parameters; when no API has any, one model with no properties for the first API
    /// with parameters (`ModelSelection`).
    public var models: [ModelPlan] { didSet { memo = PlanMemo() } }
    /// Documented behaviour values.
    public var constants: [BehaviorConstant] { didSet { memo = PlanMemo() } }
    /// The component's conformance suite.
    public var conformance: ConformancePlan { didSet { memo = PlanMemo() } }
    /// What emitters derive from the values above, made once (`PlanMemo`).
    var memo = PlanMemo()

    /// Whether the component declares anything in code (enumerations, models or behaviour values).
    public var declaresCode: Bool {
        !(enumerations.isEmpty && records.isEmpty && models.isEmpty && constants.isEmpty && spec.anatomy.isEmpty && spec.variants.isEmpty)
    }
}

/// A record the spec defines: a value type of its own, nested in the models that use it.
public struct RecordPlan: Sendable, Hashable {
    /// The name in the spec, by which value types refer to it and JSON Schema `$defs` key it.
    public var name: PlanName
    /// The generated type's name, carrying the component's like an enumeration's.
    public var typeName: PlanName
    /// The fields, as properties in the order written.
    public var properties: [PropertyPlan]
    /// Where it was written.
    public var line: Int
    /// The document it was written in, when not the component's first.
    public var document: String?
}

/// An enumeration the spec declares, with its cases' names and raw (JSON) values.
public struct EnumerationPlan: Sendable, Hashable {
    /// The name in the spec, by which value types refer to it and JSON Schema `$defs` (local to one schema) key it.
    public var name: PlanName
    /// The generated type's name: the spec's name carrying the component's (`PresentationMode` in Snackbar Stack
    /// → `SnackbarStackPresentationMode`), so two specs' enumerations of one name are two types, not a clash.
    public var typeName: PlanName
    /// The cases in declaration order.
    public var cases: [EnumerationCasePlan]
    /// Where it was declared.
    public var line: Int
    /// The document it was declared in, when not the component's first.
    public var document: String?
}

/// One enumeration case: its name and its raw value, which is also the JSON value.
public struct EnumerationCasePlan: Sendable, Hashable {
    /// The case's name as declared.
    public var name: PlanName
    /// The raw value.
    public var rawValue: String
}

/// A value type for the data parameters of one API.
public struct ModelPlan: Sendable, Hashable {
    /// The model's name (`SnackbarConfiguration`, `ToastShowConfiguration`), carrying the component's name and
    /// unique within the component (see `ModelNaming`); it also names the schema file.
    public var name: PlanName
    /// The API it describes.
    public var api: APIDeclaration
    /// The data parameters, in declaration order.
    public var properties: [PropertyPlan]
    /// The runtime parameters left out, with the reason.
    public var omitted: [Parameter]

    /// The schema's path below the output directory.
    public var schemaFile: String { "Schemas/\(name.upperCamel).schema.json" }
}

/// One data parameter as a stored property and a JSON property.
public struct PropertyPlan: Sendable, Hashable {
    /// The parameter's name; also the JSON key.
    public var name: PlanName
    /// The value type the parser decided.
    public var type: ValueType
    /// The parameter it comes from.
    public var parameter: Parameter

    /// The JSON key: the parameter's name as the spec wrote it.
    public var jsonKey: String { name.text }

    /// Whether JSON must carry it: no default and not optional.
    public var isRequired: Bool { parameter.parsedDefault == nil && !type.isOptional }

    /// The default to use when the value is absent: the spec's, or nil for optionals.
    public var effectiveDefault: DefaultValue? { parameter.parsedDefault ?? (type.isOptional ? .null : nil) }
}

/// Builds plans from specs.
public enum ComponentPlanner {
    /// The plan for `spec`, whose documents `sources` names as generated files mention them; a component with errors
    /// should not be planned.
    public static func plan(_ spec: ComponentSpec, sources: SourceNames? = nil) -> ComponentPlan {
        // Enumerations and records are named together: both are types the spec defines.
        let typeNames = ModelNaming.numbered(
            (spec.enumerations.map(\.name) + spec.records.map(\.name)).map {
                QualifiedTypeName.qualified($0, component: spec.name).upperCamel
            }
        )
        let records = zip(spec.records, typeNames.dropFirst(spec.enumerations.count)).map { record, typeName in
            RecordPlan(
                name: PlanName(record.name),
                typeName: PlanName(typeName),
                properties: record.fields.map { field in
                    PropertyPlan(
                        name: PlanName(field.name),
                        type: field.valueType,
                        parameter: Parameter(
                            name: field.name,
                            parsedDefault: field.defaultValue,
                            isRequired: field.isRequired,
                            valueType: field.valueType,
                            description: "The `\(field.name)` field.",
                            line: field.line,
                            column: field.column
                        )
                    )
                },
                line: record.line,
                document: record.document
            )
        }
        let enumerations = zip(spec.enumerations, typeNames).map { enumeration, typeName in
            EnumerationPlan(
                name: PlanName(enumeration.name),
                typeName: PlanName(typeName),
                cases: zip(enumeration.cases, enumeration.rawValues).map { EnumerationCasePlan(name: PlanName($0), rawValue: $1) },
                line: enumeration.line,
                document: enumeration.document
            )
        }
        let described = ModelSelection.described(spec.apis)
        // Named together: two APIs of one spec may give the same name, and what tells them apart depends on both.
        let names = ModelNaming.names(
            for: described.map(\.api),
            component: spec.name,
            taken: enumerations.map(\.typeName) + records.map(\.typeName)
        )
        let models = zip(described, names).map { described, name in
            ModelPlan(
                name: name,
                api: described.api,
                properties: described.properties,
                omitted: described.api.parameters.filter { $0.valueType == nil }
            )
        }
        return ComponentPlan(
            spec: spec,
            name: PlanName(spec.name),
            enumerations: enumerations,
            records: records,
            models: models,
            constants: BehaviorConstant.constants(of: spec),
            conformance: ConformancePlanner.plan(spec, sources: sources ?? SourceNames(path: spec.source, name: spec.source))
        )
    }
}
