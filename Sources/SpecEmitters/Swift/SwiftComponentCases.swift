import SpecModel

/// How a conformance suite names the component's variants and anatomy parts in Swift: the enumeration types and each
/// case, by the name the spec gives the variant or part.
struct SwiftComponentCases {
    /// The variants' type: the generated `<Component>Variant`, or the enumeration the spec declares for them.
    let variantType: String
    /// Each variant's case (`Multi-message` → `multiMessage`), by the spec's name for it.
    let variantCases: [String: String]
    /// The parts' type, `<Component>Part`, when it is generated.
    let partType: String?
    /// Each part's case (`Close button` → `closeButton`), by the spec's name for it.
    let partCases: [String: String]

    init(_ plan: ComponentPlan, names: SwiftNames) {
        let spec = plan.spec
        partType = names.parts
        partCases = Dictionary(
            zip(spec.anatomy.map(\.name), ComponentEnumerationView.caseNames(spec.anatomy.map(\.name))),
            uniquingKeysWith: { first, _ in first }
        )
        let generated = Dictionary(
            zip(spec.variants.map(\.name), ComponentEnumerationView.caseNames(spec.variants.map(\.name))),
            uniquingKeysWith: { first, _ in first }
        )
        // A declared `…Variant`/`…Style`/`…Kind`/`…Severity` enumeration stands for the variants: each variant is the
        // case spelled the same once case and punctuation are ignored (`Multi-message` and `multiMessage`).
        let declared = ["Variant", "Style", "Kind", "Severity"].lazy.compactMap { suffix in
            plan.enumerations.first { $0.typeName.upperCamel.hasSuffix(suffix) }
        }.first
        if names.variants == nil, let declared, let type = names.enumerations[declared.name.text],
            let swiftCases = names.cases[declared.name.text]
        {
            let byKey = Dictionary(
                zip(declared.cases.map { Self.key($0.name.text) }, swiftCases),
                uniquingKeysWith: { first, _ in first }
            )
            variantType = type
            variantCases = generated.reduce(into: [:]) { cases, entry in
                cases[entry.key] = byKey[Self.key(entry.key)] ?? entry.value
            }
        } else {
            variantType = names.variants ?? names.component + "Variant"
            variantCases = generated
        }
    }

    /// A name with case and everything but letters and digits dropped, for matching a variant to a declared case.
    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
