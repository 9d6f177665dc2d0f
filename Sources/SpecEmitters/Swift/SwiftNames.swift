import SpecModel

/// How one component's plan is spelled in Swift: every type, case and property name, unique and escaped.
struct SwiftNames {
    /// The component's type name (`SnackbarStack`), which names its Swift file.
    let component: String
    /// The enum holding the behaviour constants (`SnackbarBehavior`).
    let behavior: String
    /// Each enumeration's Swift name, by its name in the spec.
    let enumerations: [String: String]
    /// Each enumeration's case names, in order, by the enumeration's name in the spec.
    let cases: [String: [String]]
    /// Each enumeration's case for values none of its cases has (`unrecognized`), by the enumeration's name in the spec.
    let fallbackCases: [String: String]
    /// Each record's Swift name, by its name in the spec.
    let records: [String: String]
    /// Each record's property names, in order, by the record's name in the spec.
    let recordProperties: [String: [String]]
    /// Each record's fields (spec name and type), in order, by the record's name in the spec.
    private let recordFields: [String: [(name: String, type: ValueType)]]
    /// The anatomy enumeration (`BannerPart`), when the spec lists parts and the name is free.
    let parts: String?
    /// The variants enumeration (`BannerVariant`), when the spec lists variants, declares none and the name is free.
    let variants: String?
    /// Each model's type name, in the plan's order.
    let models: [String]
    /// Each model's property names, in the plan's order.
    let properties: [[String]]

    /// The plan's names under `settings`, spelled once per plan and shared by every emitter that asks (`PlanMemo`).
    static func of(_ plan: ComponentPlan, settings: OutputSettings) -> SwiftNames {
        plan.memo.swiftNames(prefix: settings.typePrefix) { SwiftNames(plan, prefix: settings.typePrefix) }
    }

    /// Only the type prefix of the settings changes the names.
    private init(_ plan: ComponentPlan, prefix: String) {
        func type(_ name: PlanName) -> String { SwiftIdentifier.type(prefix.isEmpty ? name : PlanName(prefix + name.upperCamel)) }
        component = type(plan.name)
        behavior = component + "Behavior"
        var enumerations: [String: String] = [:]
        var cases: [String: [String]] = [:]
        var fallbackCases: [String: String] = [:]
        for enumeration in plan.enumerations {
            enumerations[enumeration.name.text] = type(enumeration.typeName)
            // Named last, so a declared case called `unrecognized` keeps its name and the fallback is numbered.
            let named = SwiftIdentifier.uniqued(enumeration.cases.map { SwiftIdentifier.member($0.name) } + ["unrecognized"])
            cases[enumeration.name.text] = Array(named.dropLast())
            fallbackCases[enumeration.name.text] = named.last
        }
        self.enumerations = enumerations
        self.cases = cases
        self.fallbackCases = fallbackCases
        var records: [String: String] = [:]
        var recordProperties: [String: [String]] = [:]
        var recordFields: [String: [(name: String, type: ValueType)]] = [:]
        for record in plan.records {
            records[record.name.text] = type(record.typeName)
            recordProperties[record.name.text] = SwiftIdentifier.uniqued(record.properties.map { SwiftIdentifier.member($0.name) })
            recordFields[record.name.text] = record.properties.map { ($0.name.text, $0.type) }
        }
        self.records = records
        self.recordProperties = recordProperties
        self.recordFields = recordFields
        // Distinct plan names can spell the same Swift name (`Result` and `ResultType`, `max-visible` and `maxVisible`).
        models = SwiftIdentifier.uniqued(plan.models.map { type($0.name) })
        properties = plan.models.map { model in SwiftIdentifier.uniqued(model.properties.map { SwiftIdentifier.member($0.name) }) }
        // A name the spec's own types already use is left to them.
        let taken = Set(enumerations.values).union(records.values).union(models).union([behavior])
        let partsName = component + "Part"
        parts = plan.spec.anatomy.isEmpty || taken.contains(partsName) ? nil : partsName
        let variantsName = component + "Variant"
        variants =
            plan.spec.variants.isEmpty || taken.contains(variantsName) || ComponentEnumerationView.declaresVariants(plan)
            ? nil : variantsName
    }

    /// The Swift file's path below the output directory.
    var file: String { "Swift/\(component).swift" }

    /// Every type name the component declares in Swift.
    func declaredTypes(_ plan: ComponentPlan) -> [String] {
        plan.enumerations.compactMap { enumerations[$0.name.text] } + plan.records.compactMap { records[$0.name.text] } + models
            + (plan.constants.isEmpty ? [] : [behavior]) + [parts, variants].compactMap { $0 }
    }

    /// The Swift spelling of a value type: `String`, `Duration`, `BannerVariant?`, `[Int]`.
    func type(_ type: ValueType) -> String {
        switch type {
        case .scalar(.string): "String"
        case .scalar(.bool): "Bool"
        case .scalar(.integer): "Int"
        case .scalar(.number): "Double"
        case .scalar(.duration): "Duration"
        case .scalar(.date): "Date"
        case .scalar(.url): "URL"
        case .enumeration(let name): enumerations[name] ?? SwiftIdentifier.type(name)
        case .record(let name): records[name] ?? SwiftIdentifier.type(name)
        case .optional(let wrapped): self.type(wrapped) + "?"
        case .array(let element): "[\(self.type(element))]"
        case .map(let value): "[String: \(self.type(value))]"
        }
    }

    /// The type values are coded as: durations travel as seconds (`Double`).
    func codingType(_ type: ValueType) -> String {
        switch type {
        case .scalar(.duration): "Double"
        case .scalar(.date), .scalar(.url): "String"
        case .optional(let wrapped): codingType(wrapped) + "?"
        case .array(let element): "[\(codingType(element))]"
        case .map(let value): "[String: \(codingType(value))]"
        case .scalar, .enumeration, .record: self.type(type)
        }
    }

    /// The Swift name of an enumeration case, by the names the spec declared.
    func caseName(_ caseName: String, in enumeration: String, plan: ComponentPlan) -> String {
        guard let declared = plan.enumerations.first(where: { $0.name.text == enumeration }),
            let index = declared.cases.firstIndex(where: { $0.name.text == caseName }), let names = cases[enumeration]
        else { return SwiftIdentifier.member(caseName) }
        return names[index]
    }

    /// The default as a Swift expression for a value of `type`; a record's is a call of its initializer.
    func expression(_ value: DefaultValue, of type: ValueType) -> String {
        switch (value, type) {
        case (.record(let values), .record(let name)), (.record(let values), .optional(.record(let name))):
            let fields = zip(recordFields[name] ?? [], recordProperties[name] ?? [])
            let arguments = fields.compactMap { field, swiftName in
                values.first { $0.name == field.name }.map {
                    "\(SwiftIdentifier.argumentLabel(swiftName)): \(expression($0.value, of: field.type))"
                }
            }
            return "\(self.type(.record(name)))(\(arguments.joined(separator: ", ")))"
        case (.array(let elements), .array(let element)), (.array(let elements), .optional(.array(let element))):
            return "[" + elements.map { expression($0, of: element) }.joined(separator: ", ") + "]"
        case (.map(let entries), .map(let value)), (.map(let entries), .optional(.map(let value))):
            guard !entries.isEmpty else { return "[:]" }
            return "[" + entries.map { "\(SwiftLiteral.string($0.name)): \(expression($0.value, of: value))" }.joined(separator: ", ") + "]"
        default:
            return SwiftLiteral.expression(value, of: type)
        }
    }

    /// The fields of a record (spec name, Swift name, type), by the record's name in the spec.
    func fields(of record: String) -> [(name: String, swiftName: String, type: ValueType)] {
        zip(recordFields[record] ?? [], recordProperties[record] ?? []).map { ($0.name, $1, $0.type) }
    }
}
