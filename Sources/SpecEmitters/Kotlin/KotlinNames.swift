import SpecModel

/// How one component's plan is spelled in Kotlin: types, enum entries, properties, the codec each property's JSON goes
/// through, and defaults as expressions. The counterpart of `SwiftNames`.
struct KotlinNames {
    /// The component's type name, which names its files.
    let component: String
    /// Each enumeration's Kotlin name, by its name in the spec.
    let enumerations: [String: String]
    /// Each enumeration's entry names, in order, by the enumeration's name in the spec.
    let entries: [String: [String]]
    /// Each record's Kotlin name, by its name in the spec.
    let records: [String: String]
    /// Each record's property names, in order, by the record's name in the spec.
    let recordProperties: [String: [String]]
    /// The models Kotlin declares: the plan's index and the Kotlin name.
    let models: [(index: Int, name: String)]
    /// Each Kotlin model's property names, in the order of `models`.
    let properties: [[String]]
    /// Whether enumeration values no case has are kept (`SpecgenOpen`) rather than rejected.
    let keepsUnknownCases: Bool
    private let plan: ComponentPlan

    init(_ plan: ComponentPlan, contract: Contract) {
        self.plan = plan
        keepsUnknownCases = contract.keepsUnknownEnumCases
        component = KotlinIdentifier.type(plan.name)
        let typeNames = KotlinIdentifier.uniqued(
            plan.enumerations.map { KotlinIdentifier.type($0.typeName) } + plan.records.map { KotlinIdentifier.type($0.typeName) }
                + plan.models.indices.filter { Self.hasKotlinModel(plan.models[$0], in: plan) }.map {
                    KotlinIdentifier.type(plan.models[$0].name)
                }
        )
        var position = 0
        var enumerations: [String: String] = [:]
        var entries: [String: [String]] = [:]
        for enumeration in plan.enumerations {
            enumerations[enumeration.name.text] = typeNames[position]
            position += 1
            entries[enumeration.name.text] = KotlinIdentifier.uniqued(enumeration.cases.map { KotlinIdentifier.entry($0.name) })
        }
        var records: [String: String] = [:]
        var recordProperties: [String: [String]] = [:]
        for record in plan.records {
            records[record.name.text] = typeNames[position]
            position += 1
            recordProperties[record.name.text] = KotlinIdentifier.uniqued(record.properties.map { KotlinIdentifier.member($0.name) })
        }
        self.enumerations = enumerations
        self.entries = entries
        self.records = records
        self.recordProperties = recordProperties
        var models: [(Int, String)] = []
        for index in plan.models.indices where Self.hasKotlinModel(plan.models[index], in: plan) {
            models.append((index, typeNames[position]))
            position += 1
        }
        self.models = models
        properties = models.map { index, _ in
            KotlinIdentifier.uniqued(plan.models[index].properties.map { KotlinIdentifier.member($0.name) })
        }
    }

    /// Whether a model is Kotlin's: from a Kotlin API or a table no language claims. A Swift API is iOS's alone unless
    /// its document says the API is shared by every platform (`sharedStatedAt`) and the component has no Kotlin API of
    /// its own, which would be Android's spelling of it.
    static func hasKotlinModel(_ model: ModelPlan, in plan: ComponentPlan) -> Bool {
        switch model.api.language {
        case .kotlin, .unspecified: true
        case .swift: model.api.sharedStatedAt != nil && !plan.models.contains { $0.api.language == .kotlin }
        case .typescript: false
        }
    }

    /// The component's model file below the output directory.
    var file: String { "Kotlin/Models/\(component).kt" }

    /// The Kotlin spelling of a value type: `String`, `Duration`, `List<Long>`, `SpecgenOpen<ToastPlacement>?`.
    func type(_ type: ValueType) -> String {
        switch type {
        case .scalar(.string): "String"
        case .scalar(.bool): "Boolean"
        case .scalar(.integer): "Long"
        case .scalar(.number): "Double"
        case .scalar(.duration): "Duration"
        case .scalar(.date): "Instant"
        case .scalar(.url): "SpecgenUri"
        case .enumeration(let name):
            keepsUnknownCases ? "SpecgenOpen<\(enumerationName(name))>" : enumerationName(name)
        case .record(let name): records[name] ?? KotlinIdentifier.type(PlanName(name))
        case .optional(let wrapped): self.type(wrapped) + "?"
        case .array(let element): "List<\(self.type(element))>"
        case .map(let value): "Map<String, \(self.type(value))>"
        }
    }

    /// The codec (`SpecgenCodec`) that reads and writes a value of `type` as JSON under the contract.
    func codec(_ type: ValueType) -> String {
        switch type {
        case .scalar(.string): "SpecgenCodec.text"
        case .scalar(.bool): "SpecgenCodec.flag"
        case .scalar(.integer): "SpecgenCodec.integer"
        case .scalar(.number): "SpecgenCodec.number"
        case .scalar(.duration): "SpecgenCodec.seconds"
        case .scalar(.date): "SpecgenCodec.date"
        case .scalar(.url): "SpecgenCodec.address"
        case .enumeration(let name):
            keepsUnknownCases
                ? "SpecgenCodec.open(\(enumerationName(name)).entries)" : "SpecgenCodec.enumeration(\(enumerationName(name)).entries)"
        case .record(let name): "SpecgenCodec.record(\(self.type(.record(name))).serializer())"
        case .optional(let wrapped): "SpecgenCodec.optional(\(codec(wrapped)))"
        case .array(let element): "SpecgenCodec.list(\(codec(element)))"
        case .map(let value): "SpecgenCodec.map(\(codec(value)))"
        }
    }

    /// The default as a Kotlin expression for a value of `type`.
    func expression(_ value: DefaultValue, of type: ValueType) -> String {
        let wrapped: ValueType
        if case .optional(let inner) = type { wrapped = inner } else { wrapped = type }
        switch (value, wrapped) {
        case (.null, _): return "null"
        case (.string(let text), .scalar(.date)): return "SpecgenContract.date(\(KotlinLiteral.string(text)))"
        case (.string(let text), .scalar(.url)): return "SpecgenUri(\(KotlinLiteral.string(text)))"
        case (.string(let text), _): return KotlinLiteral.string(text)
        case (.bool(let flag), _): return flag ? "true" : "false"
        case (.integer(let number), .scalar(.number)): return KotlinLiteral.double(Double(number))
        case (.integer(let number), .scalar(.duration)): return "SpecgenContract.seconds(\(KotlinLiteral.double(Double(number))))"
        case (.integer(let number), _): return KotlinLiteral.long(number)
        case (.number(let number), _): return KotlinLiteral.double(number)
        case (.seconds(let seconds), _): return "SpecgenContract.seconds(\(KotlinLiteral.double(seconds)))"
        case (.enumCase(let name), .enumeration(let enumeration)):
            let entry = "\(enumerationName(enumeration)).\(entryName(name, in: enumeration))"
            return keepsUnknownCases ? "SpecgenOpen.of(\(entry))" : entry
        case (.enumCase(let name), _): return KotlinIdentifier.entry(PlanName(name))
        case (.array(let elements), .array(let element)):
            return elements.isEmpty ? "emptyList()" : "listOf(" + elements.map { expression($0, of: element) }.joined(separator: ", ") + ")"
        case (.map(let entries), .map(let element)):
            return entries.isEmpty
                ? "emptyMap()"
                : "mapOf("
                    + entries.map { "\(KotlinLiteral.string($0.name)) to \(expression($0.value, of: element))" }.joined(separator: ", ")
                    + ")"
        case (.record(let values), .record(let name)):
            let fields = plan.records.first { $0.name.text == name }?.properties ?? []
            let names = recordProperties[name] ?? []
            let arguments = zip(fields, names).compactMap { field, kotlinName in
                values.first { $0.name == field.name.text }.map { "\(kotlinName) = \(expression($0.value, of: field.type))" }
            }
            return "\(self.type(.record(name)))(\(arguments.joined(separator: ", ")))"
        default:
            // A default that does not fit its type never passes the parser; `null` keeps the file compiling if one did.
            return "null"
        }
    }

    private func enumerationName(_ name: String) -> String {
        enumerations[name] ?? KotlinIdentifier.type(PlanName(name))
    }

    private func entryName(_ caseName: String, in enumeration: String) -> String {
        guard let declared = plan.enumerations.first(where: { $0.name.text == enumeration }),
            let index = declared.cases.firstIndex(where: { $0.name.text == caseName }), let names = entries[enumeration]
        else { return KotlinIdentifier.entry(PlanName(caseName)) }
        return names[index]
    }
}
