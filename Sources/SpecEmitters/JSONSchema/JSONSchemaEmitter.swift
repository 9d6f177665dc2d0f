import SpecModel

/// Builds one JSON Schema (draft 2020-12) per model as a value and encodes it with sorted keys.
public struct JSONSchemaEmitter: OutputEmitter {
    /// The contract the schemas state, which the Swift models enforce too.
    let contract: Contract

    /// Creates an emitter stating the contract `settings` choose.
    public init(settings: OutputSettings = OutputSettings()) {
        contract = Contract(settings.contract)
    }

    public var kind: String { "schemas" }
    public var summary: String { "Schemas/<Model>.schema.json: a JSON Schema (draft 2020-12) per model" }

    public func files(for component: ComponentPlan, sources: SourceNames) -> [EmittedFile] {
        emit(component, sources: sources)
    }

    /// One schema file per model of the component.
    public func emit(_ plan: ComponentPlan, sources: SourceNames) -> [EmittedFile] {
        plan.models.map { model in
            EmittedFile(path: model.schemaFile, contents: schema(for: model, in: plan, sources: sources).formatted())
        }
    }

    func schema(for model: ModelPlan, in plan: ComponentPlan, sources: SourceNames) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        var definitions: [String: JSONValue] = [:]
        for property in model.properties {
            properties[property.jsonKey] = schema(for: property, in: plan)
            addDefinitions(for: property.type, in: plan, to: &definitions)
        }
        let place = "`\(model.api.symbol)` (\(sources.name(of: model.api.document)):\(model.api.line))"
        var description =
            model.properties.isEmpty
            ? "The model of \(place), which has no data parameters (\(model.omitted.map { "`\($0.name)`" }.joined(separator: ", ")) "
                + "are runtime), so the object has no keys."
            : "The data parameters of \(place)."
        if !plan.spec.summary.isEmpty { description = OneLineText.clean(plan.spec.summary) + " " + description }
        var schema: [String: JSONValue] = [
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string("\(model.name.upperCamel).schema.json"),
            "title": .string(model.name.upperCamel),
            "description": .string(description),
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(model.properties.filter(\.isRequired).map { .string($0.jsonKey) }),
            "additionalProperties": .bool(contract.acceptsUnknownKeys),
        ]
        if !definitions.isEmpty { schema["$defs"] = .object(definitions) }
        return .object(schema)
    }

    /// The `$defs` entries `type` refers to: enumerations, and records with the enumerations their fields use.
    private func addDefinitions(for type: ValueType, in plan: ComponentPlan, to definitions: inout [String: JSONValue]) {
        for name in type.enumerationNames {
            guard let enumeration = plan.enumerations.first(where: { $0.name.text == name }) else { continue }
            let known: JSONValue = .array(enumeration.cases.map { .string($0.rawValue) })
            definitions[name] =
                contract.keepsUnknownEnumCases
                ? .object([
                    "type": .string("string"),
                    "anyOf": .array([
                        .object(["enum": known]),
                        .object(["description": .string("A value a newer version adds; decoders keep it as written.")]),
                    ]),
                ])
                : .object(["type": .string("string"), "enum": known])
        }
        for name in type.recordNames where definitions[name] == nil {
            guard let record = plan.records.first(where: { $0.name.text == name }) else { continue }
            var properties: [String: JSONValue] = [:]
            for field in record.properties {
                properties[field.jsonKey] = schema(for: field, in: plan)
                addDefinitions(for: field.type, in: plan, to: &definitions)
            }
            definitions[name] = .object([
                "type": .string("object"),
                "properties": .object(properties),
                "required": .array(record.properties.filter(\.isRequired).map { .string($0.jsonKey) }),
                "additionalProperties": .bool(contract.acceptsUnknownKeys),
            ])
        }
    }

    private func schema(for property: PropertyPlan, in plan: ComponentPlan) -> JSONValue {
        guard case .object(var members) = Self.typeSchema(property.type) else { return .null }
        var description = OneLineText.clean(property.parameter.description)
        if property.type.containsDuration { description += description.isEmpty ? "In seconds." : " In seconds." }
        if !description.isEmpty { members["description"] = .string(description) }
        if let value = property.effectiveDefault {
            members["default"] = Self.json(value, of: property.type, in: plan)
        }
        return .object(members)
    }

    /// DESIGN.md's type mapping, JSON side, with the contract's ranges and patterns (`Contract`): the decoder checks the
    /// same, and `format` alone is only an annotation in draft 2020-12, so dates and addresses carry a `pattern`.
    static func typeSchema(_ type: ValueType) -> JSONValue {
        switch type {
        case .scalar(.string): return JSONValue.object(["type": JSONValue.string("string")])
        case .scalar(.bool): return JSONValue.object(["type": JSONValue.string("boolean")])
        case .scalar(.integer):
            return .object([
                "type": .string("integer"), "minimum": .integer(-Contract.integerLimit), "maximum": .integer(Contract.integerLimit),
            ])
        case .scalar(.number):
            return .object([
                "type": .string("number"), "minimum": .number(-Contract.numberLimit), "maximum": .number(Contract.numberLimit),
            ])
        case .scalar(.duration):
            return .object(["type": .string("number"), "minimum": .integer(0), "maximum": .integer(Contract.durationLimit)])
        case .scalar(.date):
            return .object(["type": .string("string"), "format": .string("date-time"), "pattern": .string(Contract.datePattern)])
        case .scalar(.url):
            return .object(["type": .string("string"), "format": .string("uri"), "pattern": .string(Contract.urlPattern)])
        case .enumeration(let name), .record(let name): return JSONValue.object(["$ref": JSONValue.string("#/$defs/\(name)")])
        case .array(let element): return JSONValue.object(["type": JSONValue.string("array"), "items": typeSchema(element)])
        case .map(let value): return JSONValue.object(["type": JSONValue.string("object"), "additionalProperties": typeSchema(value)])
        case .optional(let wrapped):
            if case .object(var members) = typeSchema(wrapped), case .string(let name)? = members["type"] {
                members["type"] = .array([.string(name), .string("null")])
                return .object(members)
            } else {
                return .object(["anyOf": .array([typeSchema(wrapped), .object(["type": .string("null")])])])
            }
        }
    }

    /// The default as JSON for a value of `type`: an enum case as its raw value, a record as an object.
    static func json(_ value: DefaultValue, of type: ValueType, in plan: ComponentPlan) -> JSONValue {
        var type = type
        while case .optional(let wrapped) = type { type = wrapped }
        switch (value, type) {
        case (.enumCase(let name), .enumeration(let enumeration)):
            // An enum default is written as the case name; JSON carries the case's raw value.
            let cases = plan.enumerations.first { $0.name.text == enumeration }?.cases ?? []
            return .string(cases.first { $0.name.text == name }?.rawValue ?? name)
        case (.array(let elements), .array(let element)):
            return .array(elements.map { json($0, of: element, in: plan) })
        case (.map(let entries), .map(let valueType)):
            return .object(
                Dictionary(entries.map { ($0.name, json($0.value, of: valueType, in: plan)) }, uniquingKeysWith: { first, _ in first })
            )
        case (.record(let fields), .record(let record)):
            let properties = plan.records.first { $0.name.text == record }?.properties ?? []
            var object: [String: JSONValue] = [:]
            for field in fields {
                let fieldType = properties.first { $0.name.text == field.name }?.type ?? type
                object[field.name] = json(field.value, of: fieldType, in: plan)
            }
            return .object(object)
        default:
            return json(value) { $0 }
        }
    }

    static func json(_ value: DefaultValue, rawValue: (String) -> String) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .number(let number), .seconds(let number):
            number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .number(number)
        case .enumCase(let name): .string(rawValue(name))
        case .array(let elements): .array(elements.map { json($0, rawValue: rawValue) })
        case .record(let fields), .map(let fields):
            .object(Dictionary(fields.map { ($0.name, json($0.value, rawValue: rawValue)) }, uniquingKeysWith: { first, _ in first }))
        case .null: .null
        }
    }
}
