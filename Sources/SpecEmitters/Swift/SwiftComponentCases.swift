import SpecModel

/// How a conformance suite names the component's variants and anatomy parts: by the raw values of the generated
/// enumerations (`ToastVariant.error.rawValue`, `BannerPart.closeButton.rawValue == "banner.closeButton"`), so a suite
/// stands alone in a test target and never needs the models module. The values are the plan's
/// (`ComponentCaseValues`); what is Swift's here is the types' names, and leaving out the parts when Swift declares
/// no `<Component>Part` (its name is taken).
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
        let values = plan.caseValues
        partType = names.parts
        partIdentifiers = names.parts == nil ? [:] : values.parts
        variantValues = values.variants
        variantType =
            values.declaredVariants.flatMap { names.enumerations[$0.name.text] } ?? names.variants ?? names.component + "Variant"
    }
}
