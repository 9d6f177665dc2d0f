import SpecModel

/// The raw values that name a component's variants and anatomy parts, decided once for every language: the values the
/// checks present and expect (`error`, `banner.closeButton`), the Swift `<Component>Variant`/`<Component>Part`
/// enumerations' raw values, and what a Kotlin harness is given and returns.
public struct ComponentCaseValues: Sendable, Hashable {
    /// Each variant's raw value (`error`), by the spec's name for it (`Error`).
    public let variants: [String: String]
    /// Each part's identifier (`banner.closeButton`), by the spec's name for it; empty when the documents declare a
    /// type named `<Component>Part` themselves (its values are then theirs, which the checks cannot know).
    public let parts: [String: String]
    /// The enumeration the documents declare for the variants (`…Variant`, `…Style`, `…Kind`, `…Severity`), if any:
    /// its cases' raw values are then the variants' values.
    public let declaredVariants: EnumerationPlan?

    /// The values for `plan`'s component.
    public init(_ plan: ComponentPlan) {
        let spec = plan.spec
        let partsType = PlanName(spec.name).upperCamel + "Part"
        let declaresParts = (plan.enumerations.map(\.typeName) + plan.records.map(\.typeName)).contains { $0.upperCamel == partsType }
        parts =
            declaresParts
            ? [:] : Dictionary(zip(spec.anatomy.map(\.name), Self.partIdentifiers(spec)), uniquingKeysWith: { first, _ in first })
        let generated = Dictionary(
            zip(spec.variants.map(\.name), Self.values(spec.variants.map(\.name))),
            uniquingKeysWith: { first, _ in first }
        )
        // A declared enumeration stands for the variants: each variant is the case spelled the same once case and
        // punctuation are ignored (`Multi-message` and `multiMessage`).
        declaredVariants = Self.declaredVariants(in: plan)
        if let declared = declaredVariants {
            let byKey = Dictionary(declared.cases.map { (Self.key($0.name.text), $0.rawValue) }, uniquingKeysWith: { first, _ in first })
            variants = generated.reduce(into: [:]) { values, entry in values[entry.key] = byKey[Self.key(entry.key)] ?? entry.value }
        } else {
            variants = generated
        }
    }

    /// The enumeration `plan`'s documents declare for the variants, if any: the first suffix of `variantSuffixes` that
    /// an enumeration's name ends with picks it. Apart from `init`, so a question about it alone (Swift's names ask
    /// it for every component) does not build the parts' and variants' values too.
    public static func declaredVariants(in plan: ComponentPlan) -> EnumerationPlan? {
        variantSuffixes.lazy.compactMap { suffix in
            plan.enumerations.first { $0.typeName.upperCamel.hasSuffix(suffix) }
        }.first
    }

    /// The endings of a declared enumeration's name that make it the variants' type.
    public static let variantSuffixes = ["Variant", "Style", "Kind", "Severity"]

    /// Each anatomy part's identifier, in order: the component's and the part's names (`banner.closeButton`).
    public static func partIdentifiers(_ spec: ComponentSpec) -> [String] {
        let prefix = lowered(PlanName(spec.name).lowerCamel)
        return values(spec.anatomy.map(\.name)).map { prefix + "." + $0 }
    }

    /// The raw values of parts or variants named `names`, unique and in order: the name in lowerCamelCase ("Leading
    /// icon" → `leadingIcon`), never empty, never starting with a digit, never a name no language can declare as a case
    /// (`self` → `selfValue`), repeats numbered (`icon`, `icon2`). Every generated language can declare a case so named.
    public static func values(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            var value = PlanName(lowered(name)).lowerCamel
            if value.isEmpty { value = "value" }
            if let first = value.unicodeScalars.first, ("0"..."9").contains(first) { value = "_" + value }
            if reservedEvenEscaped.contains(value) { value += "Value" }
            var candidate = value
            var number = 2
            while !used.insert(candidate).inserted {
                candidate = "\(value)\(number)"
                number += 1
            }
            return candidate
        }
    }

    /// Names Swift cannot declare even with backticks, or that change meaning in an initializer.
    private static let reservedEvenEscaped: Set<String> = ["self", "Self", "super", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// A name with case and everything but letters and digits dropped, for matching a variant to a declared case.
    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// "Icon" → "icon", "Banner" → "banner": a capitalised word starts a value in lower case ("URL" stays).
    private static func lowered(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        let second = name.dropFirst().first
        return second == nil || second?.isUppercase == false ? first.lowercased() + name.dropFirst() : name
    }
}

extension ComponentPlan {
    /// The raw values naming the component's variants and parts (`ComponentCaseValues`).
    public var caseValues: ComponentCaseValues { ComponentCaseValues(self) }
}
