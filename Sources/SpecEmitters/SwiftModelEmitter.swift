import SpecModel

/// Renders a component's Swift file: its enumerations and one Codable value type per model.
public struct SwiftModelEmitter: Sendable {
    let templates: TemplateLibrary

    /// Creates an emitter rendering with `templates`.
    public init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// The component's Swift file, or nil when it has nothing to declare.
    public func emit(_ plan: ComponentPlan, sourceName: String) -> EmittedFile? {
        guard let path = plan.swiftFile else { return nil }
        let view = SwiftModelFileView(plan: plan, sourceName: sourceName)
        return EmittedFile(path: path, contents: templates.render(view, template: "SwiftModel"))
    }
}

// MARK: View models (every decision is made here; the template only lays them out)

struct HeaderView {
    let source: String

    /// The source name as it may appear in a `//` comment (a file name can hold a line break).
    init(source: String) {
        self.source = DocComment.clean(source)
    }
}

struct SwiftModelFileView {
    let header: HeaderView
    let behavior: BehaviorView?
    let enumerations: [EnumerationView]
    let models: [ModelView]
    let hasDurations: Bool

    init(plan: ComponentPlan, sourceName: String) {
        header = HeaderView(source: sourceName)
        behavior = plan.constants.isEmpty ? nil : BehaviorView(plan: plan, sourceName: sourceName)
        enumerations = plan.enumerations.map { EnumerationView($0, spec: plan.spec, sourceName: sourceName) }
        models = plan.models.map { ModelView($0, spec: plan.spec, sourceName: sourceName) }
        hasDurations = plan.models.contains { $0.properties.contains { $0.type.containsDuration } }
    }
}

struct BehaviorView {
    let doc: [String]
    let name: String
    let constants: [ConstantView]

    init(plan: ComponentPlan, sourceName: String) {
        doc = DocComment.lines(["Values the \(plan.spec.name) spec documents for its behaviour (\(sourceName))."])
        name = plan.behaviorTypeName
        constants = plan.constants.map { constant in
            ConstantView(
                doc: DocComment.lines([
                    constant.statement.text, (constant.note.map { $0 + " " } ?? "") + "From \(sourceName):\(constant.statement.line).",
                ]),
                declaration: "public static let \(constant.name): \(constant.type) = \(constant.value)"
            )
        }
    }
}

struct ConstantView {
    let doc: [String]
    let declaration: String
}

struct EnumerationView {
    let doc: [String]
    let name: String
    let cases: [String]

    init(_ plan: EnumerationPlan, spec: ComponentSpec, sourceName: String) {
        doc = DocComment.lines(["The `\(plan.specName)` values of the \(spec.name) spec (\(sourceName):\(plan.line))."])
        name = plan.swiftName
        cases = plan.cases.map { item in
            SwiftIdentifier.bare(item.swiftName) == item.rawValue
                ? item.swiftName : "\(item.swiftName) = \(SwiftLiteral.string(item.rawValue))"
        }
    }
}

struct ModelView {
    let doc: [String]
    let name: String
    let properties: [PropertyView]

    init(_ plan: ModelPlan, spec: ComponentSpec, sourceName: String) {
        let api = plan.api
        let declared: String =
            switch api.kind {
            case .initializer: "`\(api.symbol).init`"
            case .function: "`\(api.symbol)(…)`"
            case .properties: "the `\(api.symbol)` parameter table"
            }
        let language = api.language == .unspecified ? "" : " (\(api.language.rawValue)\(api.module.map { ", module \($0)" } ?? ""))"
        var paragraphs = [spec.summary, "The data parameters of \(declared)\(language), from \(sourceName):\(api.line)."]
        if !plan.omitted.isEmpty {
            paragraphs.append("Runtime parameters are left out because they cannot travel as JSON:")
            paragraphs += plan.omitted.map { "- `\($0.name)`: \($0.runtimeReason ?? "it is not data")." }
        }
        doc = DocComment.lines(paragraphs)
        name = plan.typeName
        properties = plan.properties.enumerated().map { index, property in
            PropertyView(property, isLast: index == plan.properties.count - 1)
        }
    }
}

struct PropertyView {
    let doc: [String]
    let name: String
    let type: String
    let initParameter: String
    let isLast: Bool
    let decodeStatement: String
    let encodeStatement: String
    let codingKey: String

    init(_ property: PropertyPlan, isLast: Bool) {
        let type = property.type
        var description = property.parameter.description
        if description.isEmpty { description = "The `\(property.jsonKey)` parameter." }
        if type.containsDuration { description += " Encoded in JSON as seconds." }
        doc = DocComment.lines([description])
        name = property.swiftName
        self.type = type.swiftType
        self.isLast = isLast
        let defaultArgument = property.effectiveDefault.map { " = " + SwiftLiteral.expression($0) } ?? ""
        initParameter = "\(name): \(type.swiftType)\(defaultArgument)"

        let key = "." + name
        if property.isRequired {
            decodeStatement = "self.\(name) = try \(Self.fromCoding(type, "container.decode(\(type.codingType).self, forKey: \(key))"))"
        } else {
            let codingType = type.isOptional ? String(type.codingType.dropLast()) : type.codingType
            let decoded = "container.decodeIfPresent(\(codingType).self, forKey: \(key))"
            let converted = type.isOptional ? Self.fromCoding(type, decoded) : Self.mapped(type, decoded)
            let fallback = property.parameter.parsedDefault.flatMap { $0 == .null ? nil : " ?? " + SwiftLiteral.expression($0) } ?? ""
            decodeStatement = "self.\(name) = try \(converted)\(fallback)"
        }
        let encodeMethod = type.isOptional ? "encodeIfPresent" : "encode"
        // `self.` because a parameter may be named `container` or `encoder`, like the method's locals.
        encodeStatement = "try container.\(encodeMethod)(\(Self.toCoding(type, "self." + name)), forKey: \(key))"
        let bare = SwiftIdentifier.bare(name)
        codingKey = bare == property.jsonKey ? name : "\(name) = \(SwiftLiteral.string(property.jsonKey))"
    }

    /// Converts a decoded coding value (seconds) into the property's type.
    private static func fromCoding(_ type: MappedType, _ expression: String) -> String {
        switch type {
        case .scalar(.duration): "Duration.seconds(\(expression))"
        case .optional(let inner), .array(let inner):
            inner.containsDuration ? "\(expression).map { \(fromCoding(inner, "$0")) }" : expression
        default: expression
        }
    }

    /// Like `fromCoding` for a value decoded with `decodeIfPresent` (one more optional layer).
    private static func mapped(_ type: MappedType, _ expression: String) -> String {
        type.containsDuration ? "\(expression).map { \(fromCoding(type, "$0")) }" : expression
    }

    /// Converts the property's value into what JSON carries.
    private static func toCoding(_ type: MappedType, _ expression: String) -> String {
        switch type {
        case .scalar(.duration): "\(expression).secondsValue"
        case .optional(let inner), .array(let inner):
            inner.containsDuration ? "\(expression).map { \(toCoding(inner, "$0")) }" : expression
        default: expression
        }
    }
}
