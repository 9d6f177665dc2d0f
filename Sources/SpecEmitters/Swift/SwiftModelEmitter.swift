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

    public func files(for component: ComponentPlan, sources: SourceNames) -> [EmittedFile] {
        emit(component, sources: sources).map { [$0] } ?? []
    }

    public func declaredNames(for component: ComponentPlan) -> [String] {
        component.declaresCode ? SwiftNames.of(component, settings: settings).declaredTypes(component) : []
    }

    /// The component's Swift file, or nil when it has nothing to declare.
    public func emit(_ plan: ComponentPlan, sources: SourceNames) -> EmittedFile? {
        guard plan.declaresCode else { return nil }
        let names = SwiftNames.of(plan, settings: settings)
        let view = SwiftModelFileView(
            plan: plan,
            names: names,
            access: settings.accessModifier.declarationPrefix,
            contract: Contract(settings.contract),
            sources: sources
        )
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
    /// The file-private checks the models call (`SwiftContractSupport`).
    let contractSupport: [String]

    init(plan: ComponentPlan, names: SwiftNames, access: String, contract: Contract, sources: SourceNames) {
        header = HeaderView(source: sources.all)
        self.access = access
        behavior = plan.constants.isEmpty ? nil : BehaviorView(plan: plan, names: names, access: access, sources: sources)
        componentEnumerations = [
            names.parts.flatMap { ComponentEnumerationView.parts(plan.spec, name: $0, access: access, sources: sources) },
            names.variants.flatMap { ComponentEnumerationView.variants(plan.spec, name: $0, access: access, sources: sources) },
        ].compactMap { $0 }
        enumerations = plan.enumerations.map {
            EnumerationView($0, names: names, spec: plan.spec, sources: sources, contract: contract)
        }
        records = plan.records.map { RecordView($0, names: names, spec: plan.spec, sources: sources, contract: contract) }
        models = plan.models.indices.map { ModelView(index: $0, plan: plan, names: names, contract: contract, sources: sources) }
        let properties = plan.models.flatMap(\.properties) + plan.records.flatMap(\.properties)
        hasDurations = properties.contains { $0.type.containsDuration }
        importsFoundation = properties.contains { $0.type.needsFoundation }
        var needs = SwiftContractSupport.Needs()
        for property in properties { needs.add(property.type) }
        needs.unknownKeys = !contract.acceptsUnknownKeys && !(properties.isEmpty && plan.models.isEmpty)
        contractSupport = SwiftContractSupport.lines(needs)
    }
}

struct BehaviorView {
    let doc: [String]
    let name: String
    let constants: [ConstantView]

    init(plan: ComponentPlan, names: SwiftNames, access: String, sources: SourceNames) {
        doc = DocComment.lines(["Values the \(plan.spec.name) spec documents for its behaviour (\(sources.all))."])
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
                    constant.statement.text,
                    (constant.note.map { $0 + " " } ?? "")
                        + "From \(sources.name(of: constant.statement.document)):\(constant.statement.line).",
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
    /// Whether values no case has are kept (`unknownEnumCases: fallback`) rather than rejected.
    let hasFallback: Bool
    /// The case keeping such a value (`unrecognized`).
    let fallbackCase: String
    /// The declared cases with their JSON values as string literals, for the fallback's conversions.
    let knownCases: [KnownCaseView]
    /// The declared cases as the elements of an array literal (`.top, .bottom`).
    let allCases: String

    init(_ plan: EnumerationPlan, names: SwiftNames, spec: ComponentSpec, sources: SourceNames, contract: Contract) {
        doc = DocComment.lines([
            "The `\(plan.name.text)` values of the \(spec.name) spec (\(sources.name(of: plan.document)):\(plan.line))."
        ])
        name = names.enumerations[plan.name.text] ?? SwiftIdentifier.type(plan.typeName)
        let swiftNames = names.cases[plan.name.text] ?? []
        cases = zip(swiftNames, plan.cases).map { swiftName, item in
            SwiftIdentifier.bare(swiftName) == item.rawValue ? swiftName : "\(swiftName) = \(SwiftLiteral.string(item.rawValue))"
        }
        hasFallback = contract.keepsUnknownEnumCases
        fallbackCase = names.fallbackCases[plan.name.text] ?? "unrecognized"
        knownCases = zip(swiftNames, plan.cases).map { KnownCaseView(name: $0, rawValue: SwiftLiteral.string($1.rawValue)) }
        allCases = swiftNames.map { "." + $0 }.joined(separator: ", ")
    }
}

/// A declared case and its JSON value, for an enumeration that keeps unknown values.
struct KnownCaseView {
    let name: String
    let rawValue: String
}

struct RecordView {
    let doc: [String]
    let name: String
    let properties: [PropertyView]
    /// Always true: a record has fields.
    var hasProperties: Bool { !properties.isEmpty }
    let rejectsUnknownKeys: Bool

    init(_ plan: RecordPlan, names: SwiftNames, spec: ComponentSpec, sources: SourceNames, contract: Contract) {
        rejectsUnknownKeys = !contract.acceptsUnknownKeys
        doc = DocComment.lines([
            "The `\(plan.name.text)` value of the \(spec.name) spec, an object with named fields (\(sources.name(of: plan.document)):\(plan.line))."
        ])
        name = names.records[plan.name.text] ?? SwiftIdentifier.type(plan.typeName)
        let propertyNames = names.recordProperties[plan.name.text] ?? []
        properties = zip(propertyNames, plan.properties).enumerated().map { position, pair in
            PropertyView(pair.1, name: pair.0, names: names, contract: contract, isLast: position == plan.properties.count - 1)
        }
    }
}

struct ModelView {
    let doc: [String]
    let name: String
    let properties: [PropertyView]
    /// False for a model of an API none of whose parameters is data (`ModelSelection`).
    let hasProperties: Bool
    let rejectsUnknownKeys: Bool

    init(index: Int, plan component: ComponentPlan, names: SwiftNames, contract: Contract, sources: SourceNames) {
        rejectsUnknownKeys = !contract.acceptsUnknownKeys
        let plan = component.models[index]
        let spec = component.spec
        let paragraphs = plan.documentation(summary: spec.summary, sources: sources)
        doc = DocComment.lines(paragraphs)
        name = names.models[index]
        let propertyNames = names.properties[index]
        hasProperties = !plan.properties.isEmpty
        properties = plan.properties.enumerated().map { position, property in
            PropertyView(
                property,
                name: propertyNames[position],
                names: names,
                contract: contract,
                isLast: position == plan.properties.count - 1
            )
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

    init(_ property: PropertyPlan, name: String, names: SwiftNames, contract: Contract, isLast: Bool) {
        let type = property.type
        let swiftType = names.type(type)
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
        let parameter = SwiftLiteral.string(property.jsonKey)
        let decodePath = "container.codingPath + [CodingKeys.\(name)]"
        let encodePath = "container.codingPath + [CodingKeys.\(name)]"
        let fallback = property.effectiveDefault.map { names.expression($0, of: type) } ?? "nil"
        // Optionals decode and encode their wrapped type's coding type; `null` is their nil.
        let wrapped: ValueType
        if case .optional(let inner) = type { wrapped = inner } else { wrapped = type }
        let decoded = { (method: String) in
            Self.fromCoding(wrapped, "container.\(method)(\(names.codingType(wrapped)).self, forKey: \(key))", parameter, decodePath)
        }
        let optionalDecoded =
            Self.converted(wrapped)
            ? "container.decodeIfPresent(\(names.codingType(wrapped)).self, forKey: \(key)).map { try "
                + Self.fromCoding(wrapped, "$0", parameter, decodePath) + " }"
            : "container.decodeIfPresent(\(names.codingType(wrapped)).self, forKey: \(key))"
        let optionalEncoded =
            Self.converted(wrapped) ? "self.\(name).map { try \(Self.toCoding(wrapped, "$0", parameter, encodePath)) }" : "self." + name
        switch contract.absence(of: property) {
        case .required:
            decodeStatement = "self.\(name) = try \(decoded("decode"))"
            encodeStatement = "try container.encode(\(Self.toCoding(type, "self." + name, parameter, encodePath)), forKey: \(key))"
        case .defaulted:
            // `null` is not a value of the type: only an absent key takes the default.
            decodeStatement = "self.\(name) = try container.contains(\(key)) ? \(decoded("decode")) : \(fallback)"
            encodeStatement = "try container.encode(\(Self.toCoding(type, "self." + name, parameter, encodePath)), forKey: \(key))"
        case .optional:
            decodeStatement = "self.\(name) = try \(optionalDecoded)"
            encodeStatement = "try container.encodeIfPresent(\(optionalEncoded), forKey: \(key))"
        case .optionalWithDefault:
            // Absent takes the default and `null` is nil, so nil encodes as `null` to stay nil.
            decodeStatement = "self.\(name) = try container.contains(\(key)) ? \(optionalDecoded) : \(fallback)"
            encodeStatement = "try container.encode(\(optionalEncoded), forKey: \(key))"
        }
        let bare = SwiftIdentifier.bare(name)
        codingKey = bare == property.jsonKey ? name : "\(name) = \(SwiftLiteral.string(property.jsonKey))"
    }

    /// Converts a decoded coding value (a checked integer, seconds, RFC 3339 or URI text) into the property's type.
    private static func fromCoding(_ type: ValueType, _ expression: String, _ parameter: String, _ path: String) -> String {
        let contract = SwiftContractSupport.name
        switch type {
        case .scalar(.integer): return "\(contract).integer(\(expression), \(parameter), \(path))"
        case .scalar(.duration): return "\(contract).duration(\(expression), \(parameter), \(path))"
        case .scalar(.date): return "\(contract).date(\(expression), \(parameter), \(path))"
        case .scalar(.url): return "\(contract).url(\(expression), \(parameter), \(path))"
        case .optional(let inner), .array(let inner):
            return converted(inner) ? "\(expression).map { try \(fromCoding(inner, "$0", parameter, path)) }" : expression
        case .map(let inner):
            return converted(inner) ? "\(expression).mapValues { try \(fromCoding(inner, "$0", parameter, path)) }" : expression
        case .scalar, .enumeration, .record: return expression
        }
    }

    /// Converts the property's value into what JSON carries, checking it is inside the contract.
    private static func toCoding(_ type: ValueType, _ expression: String, _ parameter: String, _ path: String) -> String {
        let contract = SwiftContractSupport.name
        switch type {
        case .scalar(.integer): return "\(contract).encodedInteger(\(expression), \(parameter), \(path))"
        case .scalar(.duration): return "\(contract).seconds(\(expression), \(parameter), \(path))"
        case .scalar(.date): return "\(contract).dateText(\(expression), \(parameter), \(path))"
        case .scalar(.url): return "\(contract).urlText(\(expression), \(parameter), \(path))"
        case .optional(let inner), .array(let inner):
            return converted(inner) ? "\(expression).map { try \(toCoding(inner, "$0", parameter, path)) }" : expression
        case .map(let inner):
            return converted(inner) ? "\(expression).mapValues { try \(toCoding(inner, "$0", parameter, path)) }" : expression
        case .scalar, .enumeration, .record: return expression
        }
    }

    /// Whether values of the type go through a checked conversion to and from JSON.
    private static func converted(_ type: ValueType) -> Bool {
        var needs = SwiftContractSupport.Needs()
        needs.add(type)
        return !needs.isEmpty
    }
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
