import SpecModel

/// How a conformance suite names the component's variants and anatomy parts: by the raw values of the generated
/// enumerations (`ToastVariant.error.rawValue`, `BannerPart.closeButton.rawValue == "banner.closeButton"`), so a suite
/// stands alone in a test target and never needs the models module.
struct SwiftComponentCases {
    /// Each variant's raw value (`error`), by the spec's name for it (`Error`).
    let variantValues: [String: String]
    /// Each part's accessibility identifier (`banner.closeButton`), by the spec's name for it; empty when no
    /// `<Component>Part` is generated.
    let partIdentifiers: [String: String]
    /// The generated variants' type, or the enumeration the spec declares for them, for doc comments.
    let variantType: String
    /// The parts' type, `<Component>Part`, when it is generated, for doc comments.
    let partType: String?

    init(_ plan: ComponentPlan, names: SwiftNames) {
        let spec = plan.spec
        partType = names.parts
        partIdentifiers =
            names.parts == nil
            ? [:]
            : Dictionary(
                zip(spec.anatomy.map(\.name), ComponentEnumerationView.partIdentifiers(spec)),
                uniquingKeysWith: { first, _ in first }
            )
        // A generated `<Component>Variant` case's raw value is its Swift name.
        let generated = Dictionary(
            zip(spec.variants.map(\.name), ComponentEnumerationView.caseNames(spec.variants.map(\.name))),
            uniquingKeysWith: { first, _ in first }
        )
        // A declared `…Variant`/`…Style`/`…Kind`/`…Severity` enumeration stands for the variants: each variant is the
        // case spelled the same once case and punctuation are ignored (`Multi-message` and `multiMessage`).
        let declared = ["Variant", "Style", "Kind", "Severity"].lazy.compactMap { suffix in
            plan.enumerations.first { $0.typeName.upperCamel.hasSuffix(suffix) }
        }.first
        if names.variants == nil, let declared, let type = names.enumerations[declared.name.text] {
            let byKey = Dictionary(
                declared.cases.map { (Self.key($0.name.text), $0.rawValue) },
                uniquingKeysWith: { first, _ in first }
            )
            variantType = type
            variantValues = generated.reduce(into: [:]) { values, entry in
                values[entry.key] = byKey[Self.key(entry.key)] ?? entry.value
            }
        } else {
            variantType = names.variants ?? names.component + "Variant"
            variantValues = generated
        }
    }

    /// A name with case and everything but letters and digits dropped, for matching a variant to a declared case.
    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
