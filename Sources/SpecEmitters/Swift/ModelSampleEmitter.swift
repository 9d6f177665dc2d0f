import SpecModel

/// Renders sample values of every model (defaults only, and every field set) for the round-trip tests
/// that validate encoded models against their schemas.
public struct ModelSampleEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "samples" }
    public var summary: String { "Samples/ModelSamples.swift: a defaults-only and an every-field value per model" }

    public func sharedFiles(for components: [ComponentPlan], sourceName: String) -> [EmittedFile] {
        [emit(components, sourceName: sourceName)]
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
        var samples: [SampleView] = []
        for plan in plans {
            let names = SwiftNames(plan, settings: settings)
            for (index, model) in plan.models.enumerated() {
                let properties = zip(names.properties[index], model.properties).map { (name: $0, plan: $1) }
                let schema = SwiftLiteral.string(model.schemaFile.split(separator: "/").last.map(String.init) ?? model.schemaFile)
                let required = properties.filter(\.plan.isRequired)
                samples.append(
                    SampleView(schema: schema, name: "\"defaults\"", type: names.models[index], arguments: Self.arguments(required, names))
                )
                samples.append(
                    SampleView(
                        schema: schema,
                        name: "\"every field\"",
                        type: names.models[index],
                        arguments: Self.arguments(properties, names)
                    )
                )
            }
        }
        let view = ModelSamplesView(
            header: HeaderView(source: sourceName),
            access: settings.accessModifier.declarationPrefix,
            modelsModule: settings.modelsModule,
            samples: samples
        )
        return EmittedFile(path: Self.path, contents: templates.render(view, template: "ModelSamples"))
    }

    private static func arguments(_ properties: [(name: String, plan: PropertyPlan)], _ names: SwiftNames) -> [ArgumentView] {
        properties.enumerated().map { index, property in
            ArgumentView(
                text: "\(SwiftIdentifier.argumentLabel(property.name)): \(sample(property.plan.type, names))",
                isLast: index == properties.count - 1
            )
        }
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
