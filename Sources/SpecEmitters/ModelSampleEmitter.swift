import SpecModel

/// Renders sample values of every model (defaults only, and every field set) for the round-trip tests
/// that validate encoded models against their schemas.
public struct ModelSampleEmitter: Sendable {
    let templates: TemplateLibrary

    /// The file's path below the output directory.
    public static let path = "Samples/ModelSamples.swift"

    /// Creates an emitter rendering with `templates`.
    public init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// One file for all components, in the order given (callers sort by source).
    public func emit(_ plans: [ComponentPlan], sourceName: String) -> EmittedFile {
        var samples: [SampleView] = []
        for plan in plans {
            let cases = Dictionary(plan.enumerations.map { ($0.swiftName, $0.cases) }, uniquingKeysWith: { first, _ in first })
            for model in plan.models {
                let schema = SwiftLiteral.string(model.schemaFile.split(separator: "/").last.map(String.init) ?? model.schemaFile)
                let required = model.properties.filter(\.isRequired)
                samples.append(
                    SampleView(schema: schema, name: "\"defaults\"", type: model.typeName, arguments: Self.arguments(required, cases))
                )
                samples.append(
                    SampleView(
                        schema: schema,
                        name: "\"every field\"",
                        type: model.typeName,
                        arguments: Self.arguments(model.properties, cases)
                    )
                )
            }
        }
        let view = ModelSamplesView(header: HeaderView(source: sourceName), samples: samples)
        return EmittedFile(path: Self.path, contents: templates.render(view, template: "ModelSamples"))
    }

    private static func arguments(_ properties: [PropertyPlan], _ cases: [String: [EnumerationCasePlan]]) -> [ArgumentView] {
        properties.enumerated().map { index, property in
            ArgumentView(
                text: "\(SwiftIdentifier.argumentLabel(property.swiftName)): \(sample(property.type, cases))",
                isLast: index == properties.count - 1
            )
        }
    }

    /// A value of the type that differs from typical defaults (last enum case, non-zero numbers).
    private static func sample(_ type: MappedType, _ cases: [String: [EnumerationCasePlan]]) -> String {
        switch type {
        case .scalar(.string): "\"sample\""
        case .scalar(.bool): "true"
        case .scalar(.integer): "3"
        case .scalar(.number): "1.5"
        case .scalar(.duration): ".milliseconds(2500)"
        case .enumeration(let swiftName, _): "." + (cases[swiftName]?.last?.swiftName ?? "init()")
        case .array(let element): "[\(sample(element, cases))]"
        case .optional(let wrapped): sample(wrapped, cases)
        }
    }
}

struct ModelSamplesView {
    let header: HeaderView
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
