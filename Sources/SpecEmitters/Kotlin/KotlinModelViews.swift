import SpecModel

/// The view of a component's Kotlin model file; every decision is made here, the template lays it out.
struct KotlinModelFileView {
    let header: HeaderView
    let package: String
    let imports: [String]
    let hasImports: Bool
    /// The documented behaviour values (`SnackbarBehavior`), as Swift's file has them.
    let behavior: KotlinBehaviorView?
    let enumerations: [KotlinEnumerationView]
    /// Records first (models use them), then models.
    let types: [KotlinTypeView]

    init(plan: ComponentPlan, names: KotlinNames, contract: Contract, sources: SourceNames, package: String) {
        header = HeaderView(source: sources.all)
        self.package = package
        behavior =
            plan.constants.isEmpty
            ? nil
            : KotlinBehaviorView(
                doc: KDoc.lines(["Values the \(plan.spec.name) spec documents for its behaviour (\(sources.all))."]),
                name: names.component + "Behavior",
                constants: plan.constants.map { constant in
                    let (type, value): (String, String) =
                        switch constant.value {
                        case .duration(let seconds): ("Duration", "SpecgenContract.seconds(\(KotlinLiteral.double(seconds)))")
                        case .integer(let number): ("Long", KotlinLiteral.long(number))
                        case .number(let number): ("Double", KotlinLiteral.double(number))
                        }
                    return KotlinConstantView(
                        doc: KDoc.lines(
                            [
                                constant.statement.text,
                                (constant.note.map { $0 + " " } ?? "")
                                    + "From \(sources.name(of: constant.statement.document)):\(constant.statement.line).",
                            ],
                            indent: "    "
                        ),
                        declaration: "val \(KotlinIdentifier.member(PlanName(constant.name))): \(type) = \(value)"
                    )
                }
            )
        enumerations = plan.enumerations.map { enumeration in
            let entryNames = names.entries[enumeration.name.text] ?? []
            return KotlinEnumerationView(
                doc: KDoc.lines([
                    "The `\(enumeration.name.text)` values of the \(plan.spec.name) spec (\(sources.name(of: enumeration.document)):\(enumeration.line))."
                ]),
                name: names.enumerations[enumeration.name.text] ?? KotlinIdentifier.type(enumeration.typeName),
                entries: zip(entryNames, enumeration.cases).enumerated().map { position, pair in
                    KotlinEntryView(
                        name: pair.0,
                        rawValueLiteral: KotlinLiteral.string(pair.1.rawValue),
                        separator: position == enumeration.cases.count - 1 ? ";" : ","
                    )
                }
            )
        }
        let ignores = contract.acceptsUnknownKeys
        var types: [KotlinTypeView] = plan.records.map { record in
            let name = names.records[record.name.text] ?? KotlinIdentifier.type(record.typeName)
            return KotlinTypeView(
                doc: KDoc.lines([
                    "The `\(record.name.text)` value of the \(plan.spec.name) spec, an object with named fields (\(sources.name(of: record.document)):\(record.line))."
                ]),
                name: name,
                ignoresUnknownKeys: ignores,
                properties: KotlinPropertyView.list(
                    record.properties,
                    names: names.recordProperties[record.name.text] ?? [],
                    in: name,
                    kotlin: names
                )
            )
        }
        for (position, model) in names.models.enumerated() {
            let modelPlan = plan.models[model.index]
            types.append(
                KotlinTypeView(
                    doc: KDoc.lines(Self.modelDoc(modelPlan, spec: plan.spec, sources: sources)),
                    name: model.name,
                    schemaFile: KotlinLiteral.string(modelPlan.schemaFile),
                    ignoresUnknownKeys: ignores,
                    properties: KotlinPropertyView.list(
                        modelPlan.properties,
                        names: names.properties[position],
                        in: model.name,
                        kotlin: names
                    )
                )
            )
        }
        self.types = types
        let properties =
            plan.models.indices.filter { index in names.models.contains { $0.index == index } }
            .flatMap { plan.models[$0].properties } + plan.records.flatMap(\.properties)
        var imports: Set<String> = []
        if plan.constants.contains(where: { if case .duration = $0.value { true } else { false } }) {
            imports.insert("kotlin.time.Duration")
        }
        if !enumerations.isEmpty || types.contains(where: { $0.properties.contains { $0.serialName != nil } }) {
            imports.insert("kotlinx.serialization.SerialName")
        }
        if !enumerations.isEmpty || !types.isEmpty { imports.formUnion(["kotlinx.serialization.Serializable"]) }
        if ignores && !types.isEmpty { imports.insert("kotlinx.serialization.json.JsonIgnoreUnknownKeys") }
        imports.insert("kotlinx.serialization.ExperimentalSerializationApi")
        for property in properties {
            if property.type.containsDuration { imports.insert("kotlin.time.Duration") }
            if property.type.contains(.date) { imports.insert("java.time.Instant") }
        }
        self.imports = imports.sorted()
        hasImports = !imports.isEmpty
    }

    /// The model's documentation: the spec's summary, where the API is declared, the runtime parameters left out.
    static func modelDoc(_ plan: ModelPlan, spec: ComponentSpec, sources: SourceNames) -> [String] {
        plan.documentation(summary: spec.summary, sources: sources)
    }
}

struct KotlinBehaviorView {
    let doc: [String]
    let name: String
    let constants: [KotlinConstantView]
}

struct KotlinConstantView {
    let doc: [String]
    let declaration: String
}

struct KotlinEnumerationView {
    let doc: [String]
    let name: String
    let entries: [KotlinEntryView]
}

struct KotlinEntryView {
    let name: String
    let rawValueLiteral: String
    let separator: String
}

struct KotlinTypeView {
    let doc: [String]
    let name: String
    /// The schema's path as a string literal, for models (records have no schema of their own).
    var schemaFile: String? = nil
    let ignoresUnknownKeys: Bool
    let properties: [KotlinPropertyView]
}

struct KotlinPropertyView {
    let doc: [String]
    let name: String
    let type: String
    let defaultSuffix: String
    /// The JSON key as a string literal, when it is not the property's name.
    let serialName: String?
    let typeName: String
    let serializer: String
    let keyLiteral: String
    let codec: String

    /// The properties of a type called `typeName`, named `names`.
    static func list(_ properties: [PropertyPlan], names: [String], in typeName: String, kotlin: KotlinNames) -> [KotlinPropertyView] {
        let serializers = KotlinIdentifier.uniqued(
            names.map { PlanName($0.replacingOccurrences(of: "`", with: "")).upperCamel + "Json" }
        )
        return zip(zip(properties, names), serializers).map { pair, serializer in
            let (property, name) = pair
            var description = property.parameter.description
            if description.isEmpty { description = "The `\(property.jsonKey)` parameter." }
            if property.type.containsDuration { description += " Encoded in JSON as seconds." }
            if property.type.containsDate { description += " Encoded in JSON as an RFC 3339 date and time." }
            return KotlinPropertyView(
                doc: KDoc.lines([description], indent: "    "),
                name: name,
                type: kotlin.type(property.type),
                defaultSuffix: property.effectiveDefault.map { " = " + kotlin.expression($0, of: property.type) } ?? "",
                serialName: name.replacingOccurrences(of: "`", with: "") == property.jsonKey ? nil : KotlinLiteral.string(property.jsonKey),
                typeName: typeName,
                serializer: serializer,
                keyLiteral: KotlinLiteral.string(property.jsonKey),
                codec: kotlin.codec(property.type)
            )
        }
    }
}

extension ValueType {
    /// Whether the scalar is inside.
    fileprivate func contains(_ scalar: ScalarType) -> Bool {
        switch self {
        case .scalar(let own): own == scalar
        case .optional(let inner), .array(let inner), .map(let inner): inner.contains(scalar)
        case .enumeration, .record: false
        }
    }
}
