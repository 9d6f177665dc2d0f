import SpecModel

/// Renders a component's Swift file: its enumerations and one Codable value type per model.
public struct SwiftModelEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "models" }
    public var summary: String { "Swift/<Component>.swift: enumerations, Codable models, behaviour constants, parts and variants" }

    /// Creates an emitter rendering with `templates` under `settings`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    public func files(for component: ComponentPlan, sourceName: String) -> [EmittedFile] {
        emit(component, sourceName: sourceName).map { [$0] } ?? []
    }

    public func declaredNames(for component: ComponentPlan) -> [String] {
        component.declaresCode ? SwiftNames(component, settings: settings).declaredTypes(component) : []
    }

    /// The component's Swift file, or nil when it has nothing to declare.
    public func emit(_ plan: ComponentPlan, sourceName: String) -> EmittedFile? {
        guard plan.declaresCode else { return nil }
        let names = SwiftNames(plan, settings: settings)
        let view = SwiftModelFileView(plan: plan, names: names, access: settings.accessModifier.declarationPrefix, sourceName: sourceName)
        return EmittedFile(path: names.file, contents: templates.render(view, template: "SwiftModel"))
    }
}

// MARK: View models (every decision is made here; the template only lays them out)

struct HeaderView {
    let source: String

    /// The source name as it may appear in a `//` comment (a file name can hold a line break).
    init(source: String) {
        self.source = OneLineText.clean(source)
    }
}

struct SwiftModelFileView {
    let header: HeaderView
    let access: String
    let behavior: BehaviorView?
    let componentEnumerations: [ComponentEnumerationView]
    let enumerations: [EnumerationView]
    let records: [RecordView]
    let models: [ModelView]
    let hasDurations: Bool
    let importsFoundation: Bool

    init(plan: ComponentPlan, names: SwiftNames, access: String, sourceName: String) {
        header = HeaderView(source: sourceName)
        self.access = access
        behavior = plan.constants.isEmpty ? nil : BehaviorView(plan: plan, names: names, access: access, sourceName: sourceName)
        componentEnumerations = [
            names.parts.flatMap { ComponentEnumerationView.parts(plan.spec, name: $0, access: access, sourceName: sourceName) },
            names.variants.flatMap { ComponentEnumerationView.variants(plan.spec, name: $0, access: access, sourceName: sourceName) },
        ].compactMap { $0 }
        enumerations = plan.enumerations.map { EnumerationView($0, names: names, spec: plan.spec, sourceName: sourceName) }
        records = plan.records.map { RecordView($0, names: names, spec: plan.spec, sourceName: sourceName) }
        models = plan.models.indices.map { ModelView(index: $0, plan: plan, names: names, sourceName: sourceName) }
        let properties = plan.models.flatMap(\.properties) + plan.records.flatMap(\.properties)
        hasDurations = properties.contains { $0.type.containsDuration }
        importsFoundation = properties.contains { $0.type.needsFoundation }
    }
}

struct BehaviorView {
    let doc: [String]
    let name: String
    let constants: [ConstantView]

    init(plan: ComponentPlan, names: SwiftNames, access: String, sourceName: String) {
        doc = DocComment.lines(["Values the \(plan.spec.name) spec documents for its behaviour (\(sourceName))."])
        name = names.behavior
        constants = plan.constants.map { constant in
            let (type, value): (String, String) =
                switch constant.value {
                case .duration(let seconds): ("Duration", seconds.durationLiteral)
                case .integer(let number): ("Int", String(number))
                case .number(let number): ("Double", number.swiftLiteral)
                }
            return ConstantView(
                doc: DocComment.lines([
                    constant.statement.text, (constant.note.map { $0 + " " } ?? "") + "From \(sourceName):\(constant.statement.line).",
                ]),
                declaration: "\(access)static let \(constant.name): \(type) = \(value)"
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

    init(_ plan: EnumerationPlan, names: SwiftNames, spec: ComponentSpec, sourceName: String) {
        doc = DocComment.lines(["The `\(plan.name.text)` values of the \(spec.name) spec (\(sourceName):\(plan.line))."])
        name = names.enumerations[plan.name.text] ?? SwiftIdentifier.type(plan.typeName)
        cases = zip(names.cases[plan.name.text] ?? [], plan.cases).map { swiftName, item in
            SwiftIdentifier.bare(swiftName) == item.rawValue ? swiftName : "\(swiftName) = \(SwiftLiteral.string(item.rawValue))"
        }
    }
}

struct RecordView {
    let doc: [String]
    let name: String
    let properties: [PropertyView]

    init(_ plan: RecordPlan, names: SwiftNames, spec: ComponentSpec, sourceName: String) {
        doc = DocComment.lines([
            "The `\(plan.name.text)` value of the \(spec.name) spec, an object with named fields (\(sourceName):\(plan.line))."
        ])
        name = names.records[plan.name.text] ?? SwiftIdentifier.type(plan.typeName)
        let propertyNames = names.recordProperties[plan.name.text] ?? []
        properties = zip(propertyNames, plan.properties).enumerated().map { position, pair in
            PropertyView(pair.1, name: pair.0, names: names, isLast: position == plan.properties.count - 1)
        }
    }
}

struct ModelView {
    let doc: [String]
    let name: String
    let properties: [PropertyView]

    init(index: Int, plan component: ComponentPlan, names: SwiftNames, sourceName: String) {
        let plan = component.models[index]
        let spec = component.spec
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
        name = names.models[index]
        let propertyNames = names.properties[index]
        properties = plan.properties.enumerated().map { position, property in
            PropertyView(property, name: propertyNames[position], names: names, isLast: position == plan.properties.count - 1)
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

    init(_ property: PropertyPlan, name: String, names: SwiftNames, isLast: Bool) {
        let type = property.type
        let swiftType = names.type(type)
        let codingType = names.codingType(type)
        var description = property.parameter.description
        if description.isEmpty { description = "The `\(property.jsonKey)` parameter." }
        if type.containsDuration { description += " Encoded in JSON as seconds." }
        if type.containsDate { description += " Encoded in JSON as an ISO 8601 date and time." }
        doc = DocComment.lines([description])
        self.name = name
        self.type = swiftType
        self.isLast = isLast
        let defaultArgument = property.effectiveDefault.map { " = " + names.expression($0, of: type) } ?? ""
        initParameter = "\(name): \(swiftType)\(defaultArgument)"

        let key = "." + name
        if property.isRequired {
            decodeStatement = "self.\(name) = try \(Self.fromCoding(type, "container.decode(\(codingType).self, forKey: \(key))"))"
        } else {
            let decodedType = type.isOptional ? String(codingType.dropLast()) : codingType
            let decoded = "container.decodeIfPresent(\(decodedType).self, forKey: \(key))"
            let converted = type.isOptional ? Self.fromCoding(type, decoded) : Self.mapped(type, decoded)
            let fallback =
                property.parameter.parsedDefault.flatMap { $0 == .null ? nil : " ?? " + names.expression($0, of: type) } ?? ""
            decodeStatement = "self.\(name) = try \(converted)\(fallback)"
        }
        let encodeMethod = type.isOptional ? "encodeIfPresent" : "encode"
        // `self.` because a parameter may be named `container` or `encoder`, like the method's locals.
        encodeStatement = "try container.\(encodeMethod)(\(Self.toCoding(type, "self." + name)), forKey: \(key))"
        let bare = SwiftIdentifier.bare(name)
        codingKey = bare == property.jsonKey ? name : "\(name) = \(SwiftLiteral.string(property.jsonKey))"
    }

    /// Converts a decoded coding value (seconds, an ISO 8601 string) into the property's type.
    private static func fromCoding(_ type: ValueType, _ expression: String) -> String {
        switch type {
        case .scalar(.duration): "Duration.seconds(\(expression))"
        case .scalar(.date): "Date(\(expression), strategy: .iso8601)"
        case .optional(let inner), .array(let inner):
            converted(inner) ? "\(expression).map { \(closure(fromCoding(inner, "$0"), inner)) }" : expression
        case .map(let inner):
            converted(inner) ? "\(expression).mapValues { \(closure(fromCoding(inner, "$0"), inner)) }" : expression
        default: expression
        }
    }

    /// Like `fromCoding` for a value decoded with `decodeIfPresent` (one more optional layer).
    private static func mapped(_ type: ValueType, _ expression: String) -> String {
        converted(type) ? "\(expression).map { \(closure(fromCoding(type, "$0"), type)) }" : expression
    }

    /// Converts the property's value into what JSON carries.
    private static func toCoding(_ type: ValueType, _ expression: String) -> String {
        switch type {
        case .scalar(.duration): "\(expression).secondsValue"
        case .scalar(.date): "\(expression).formatted(.iso8601)"
        case .optional(let inner), .array(let inner): converted(inner) ? "\(expression).map { \(toCoding(inner, "$0")) }" : expression
        case .map(let inner): converted(inner) ? "\(expression).mapValues { \(toCoding(inner, "$0")) }" : expression
        default: expression
        }
    }

    /// Whether values of the type go through a conversion to and from JSON.
    private static func converted(_ type: ValueType) -> Bool { type.containsDuration || type.containsDate }

    /// A conversion inside a closure; parsing a date throws, so it needs its own `try` there.
    private static func closure(_ body: String, _ type: ValueType) -> String { type.containsDate ? "try " + body : body }
}

extension ValueType {
    /// Whether Swift spells the type with Foundation's `Date` or `URL`.
    fileprivate var needsFoundation: Bool {
        switch self {
        case .scalar(.date), .scalar(.url): true
        case .optional(let inner), .array(let inner), .map(let inner): inner.needsFoundation
        case .scalar, .enumeration, .record: false
        }
    }
}
