import SpecModel

/// Renders sample values of every model (defaults only, every field set, and every field at the contract's edge) for
/// the round-trip tests that validate encoded models against their schemas and decode them back.
public struct ModelSampleEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "samples" }
    public var summary: String { "Samples/ModelSamples.swift: a defaults-only, an every-field and an edge value per model" }

    public func sharedPart(for component: ComponentPlan) -> SharedPart? {
        SharedPart(rows: samples(of: component).map { [$0.schema, $0.name, $0.type] + $0.arguments })
    }

    public func sharedFiles(from parts: [SharedPart], sourceName: String) -> [EmittedFile] {
        [render(parts, sourceName: sourceName)]
    }

    /// The file's path below the output directory.
    public static let path = "Samples/ModelSamples.swift"

    /// Creates an emitter rendering with `templates`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    /// One file for all components, in the order given (callers sort by source).
    public func emit(_ plans: [ComponentPlan], sourceName: String) -> EmittedFile {
        render(plans.compactMap { sharedPart(for: $0) }, sourceName: sourceName)
    }

    /// One file from every component's part (a row per sample: schema, name, type, then one argument a field).
    private func render(_ parts: [SharedPart], sourceName: String) -> EmittedFile {
        let samples = parts.flatMap(\.rows).map { row in
            let arguments = row.dropFirst(3)
            return SampleView(
                schema: row.count > 0 ? row[0] : "",
                name: row.count > 1 ? row[1] : "",
                type: row.count > 2 ? row[2] : "",
                arguments: arguments.enumerated().map { ArgumentView(text: $1, isLast: $0 == arguments.count - 1) }
            )
        }
        let view = ModelSamplesView(
            header: HeaderView(source: sourceName),
            access: settings.accessModifier.declarationPrefix,
            modelsModule: settings.modelsModule,
            samples: samples
        )
        return EmittedFile(path: Self.path, contents: templates.render(view, template: "ModelSamples"))
    }

    /// A component's samples: per model, its defaults only, every field set, and every field at the contract's edge;
    /// each argument as its text (`label: value`).
    private func samples(of plan: ComponentPlan) -> [(schema: String, name: String, type: String, arguments: [String])] {
        let names = SwiftNames.of(plan, settings: settings)
        var samples: [(schema: String, name: String, type: String, arguments: [String])] = []
        for (index, model) in plan.models.enumerated() {
            let properties = zip(names.properties[index], model.properties).map { (name: $0, plan: $1) }
            let schema = SwiftLiteral.string(model.schemaFile.split(separator: "/").last.map(String.init) ?? model.schemaFile)
            let required = properties.filter(\.plan.isRequired)
            samples.append((schema, "\"defaults\"", names.models[index], Self.arguments(required, names)))
            // A model with no properties has one value; the other two samples would repeat it.
            if properties.isEmpty { continue }
            samples.append((schema, "\"every field\"", names.models[index], Self.arguments(properties, names)))
            samples.append(
                (
                    schema, "\"contract edges\"", names.models[index],
                    Self.arguments(properties, names, edge: Contract(settings.contract), plan: plan)
                )
            )
        }
        return samples
    }

    private static func arguments(
        _ properties: [(name: String, plan: PropertyPlan)],
        _ names: SwiftNames,
        edge contract: Contract? = nil,
        plan: ComponentPlan? = nil
    ) -> [String] {
        properties.map { property in
            let value = contract.map { Self.edge(property.plan.type, names, $0, plan) } ?? sample(property.plan.type, names)
            return "\(SwiftIdentifier.argumentLabel(property.name)): \(value)"
        }
    }

    /// A value at the edge of the contract (`Contract`): the largest duration and integer, the most negative number,
    /// the last millisecond of year 9999, an empty string, list and map, nil, and an enumeration value no case has
    /// when unknown values are kept.
    private static func edge(_ type: ValueType, _ names: SwiftNames, _ contract: Contract, _ plan: ComponentPlan?) -> String {
        switch type {
        case .scalar(.string): "\"\""
        case .scalar(.bool): "false"
        case .scalar(.integer): "\(Contract.integerLimit)"
        case .scalar(.number): "-Double.greatestFiniteMagnitude"
        case .scalar(.duration): ".seconds(\(Contract.durationLimit))"
        case .scalar(.date): "Date(timeIntervalSince1970: 253_402_300_799.999)"
        case .scalar(.url): "URL(string: \"urn:x\")!"
        case .enumeration(let name):
            if let fallback = names.fallbackCases[name], contract.keepsUnknownEnumCases {
                "." + fallback + "(" + SwiftLiteral.string(unknownValue(of: name, in: plan)) + ")"
            } else {
                "." + (names.cases[name]?.first ?? "init()")
            }
        case .record(let name):
            names.type(type) + "("
                + names.fields(of: name).map { "\(SwiftIdentifier.argumentLabel($0.swiftName)): \(edge($0.type, names, contract, plan))" }
                .joined(separator: ", ") + ")"
        case .array: "[]"
        case .map: "[:]"
        case .optional: "nil"
        }
    }

    /// A JSON value none of the enumeration's cases has.
    private static func unknownValue(of enumeration: String, in plan: ComponentPlan?) -> String {
        let taken = Set(plan?.enumerations.first { $0.name.text == enumeration }?.cases.map(\.rawValue) ?? [])
        var value = "valueFromANewerVersion"
        while taken.contains(value) { value += "_" }
        return value
    }

    /// A value of the type that differs from typical defaults (last enum case, non-zero numbers).
    private static func sample(_ type: ValueType, _ names: SwiftNames) -> String {
        switch type {
        case .scalar(.string): "\"sample\""
        case .scalar(.bool): "true"
        case .scalar(.integer): "3"
        case .scalar(.number): "1.5"
        case .scalar(.duration): ".milliseconds(2500)"
        case .scalar(.date): "Date(timeIntervalSince1970: 1_700_000_000)"
        case .scalar(.url): "URL(string: \"https://example.com/sample\")!"
        case .enumeration(let name): "." + (names.cases[name]?.last ?? "init()")
        // Every field set, so the sample exercises the record's whole schema.
        case .record(let name):
            names.type(type) + "("
                + names.fields(of: name).map { "\(SwiftIdentifier.argumentLabel($0.swiftName)): \(sample($0.type, names))" }
                .joined(separator: ", ") + ")"
        case .array(let element): "[\(sample(element, names))]"
        case .map(let value): "[\"sample\": \(sample(value, names))]"
        case .optional(let wrapped): sample(wrapped, names)
        }
    }
}

struct ModelSamplesView {
    let header: HeaderView
    let access: String
    let modelsModule: String
    let samples: [SampleView]
}

/// A sample call: its arguments are laid out one per line.
struct SampleView {
    let schema: String
    let name: String
    let type: String
    let arguments: [ArgumentView]
    let hasArguments: Bool

    init(schema: String, name: String, type: String, arguments: [ArgumentView]) {
        self.schema = schema
        self.name = name
        self.type = type
        self.arguments = arguments
        self.hasArguments = !arguments.isEmpty
    }
}

struct ArgumentView {
    let text: String
    let isLast: Bool
}
