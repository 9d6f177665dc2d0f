import SpecModel

/// The view of a component's Kotlin model file; every decision is made here, the template lays it out.
struct KotlinModelFileView {
    let header: HeaderView
    let package: String
    let imports: [String]
    let hasImports: Bool
    let enumerations: [KotlinEnumerationView]
    /// Records first (models use them), then models.
    let types: [KotlinTypeView]

    init(plan: ComponentPlan, names: KotlinNames, contract: Contract, sources: SourceNames, package: String) {
        header = HeaderView(source: sources.all)
        self.package = package
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
        if !enumerations.isEmpty { imports.insert("kotlinx.serialization.SerialName") }
        if !enumerations.isEmpty || !types.isEmpty { imports.formUnion(["kotlinx.serialization.Serializable"]) }
        if ignores && !types.isEmpty { imports.insert("kotlinx.serialization.json.JsonIgnoreUnknownKeys") }
        imports.insert("kotlinx.serialization.ExperimentalSerializationApi")
        for property in properties {
            if property.type.containsDuration { imports.insert("kotlin.time.Duration") }
            if property.type.contains(.date) { imports.insert("java.time.Instant") }
            if property.type.contains(.url) { imports.insert("java.net.URI") }
        }
        self.imports = imports.sorted()
        hasImports = !imports.isEmpty
    }

    /// The model's documentation: the spec's summary, where the API is declared, the runtime parameters left out.
    static func modelDoc(_ plan: ModelPlan, spec: ComponentSpec, sources: SourceNames) -> [String] {
        let api = plan.api
        let declared: String =
            switch api.kind {
            case .initializer: "`\(api.symbol).init`"
            case .function: "`\(api.symbol)(…)`"
            case .properties: "the `\(api.symbol)` parameter table"
            }
        let language = api.language == .unspecified ? "" : " (\(api.language.rawValue)\(api.module.map { ", module \($0)" } ?? ""))"
        var paragraphs = [
            spec.summary, "The data parameters of \(declared)\(language), from \(sources.name(of: api.document)):\(api.line).",
        ]
        if !plan.omitted.isEmpty {
            paragraphs.append("Runtime parameters are left out because they cannot travel as JSON:")
            paragraphs += plan.omitted.map { "- `\($0.name)`: \($0.runtimeReason ?? "it is not data")." }
        }
        return paragraphs
    }
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
    let ignoresUnknownKeys: Bool
    let properties: [KotlinPropertyView]
}

struct KotlinPropertyView {
    let doc: [String]
    let name: String
    let type: String
    let defaultSuffix: String
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
