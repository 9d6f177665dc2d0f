import SpecModel

/// `<Component>Part` and `<Component>Variant`: the component's anatomy parts and variants as Swift enumerations,
/// so implementations and UI tests share one name per part (and its accessibility identifier, `banner.closeButton`)
/// and per variant.
struct ComponentEnumerationView {
    let doc: [String]
    let name: String
    let conformances: String
    let cases: [ComponentCaseView]
    /// Members after the cases, already indented (computed properties).
    let members: [String]

    /// The parts enumeration: each case's raw value is its accessibility identifier; `isOptional` says which may be
    /// absent when the component is shown.
    static func parts(_ spec: ComponentSpec, name: String, access: String, sources: SourceNames) -> ComponentEnumerationView? {
        guard !spec.anatomy.isEmpty else { return nil }
        let names = caseNames(spec.anatomy.map(\.name))
        let cases = zip(spec.anatomy, zip(names, partIdentifiers(spec))).map { part, named in
            ComponentCaseView(
                doc: DocComment.lines([
                    "\(part.name)\(part.isOptional ? " (optional)" : "")\(part.description.isEmpty ? "" : ": " + part.description) (\(sources.name(of: part.document)):\(part.line))"
                ]),
                declaration: "case \(named.0) = \(SwiftLiteral.string(named.1))"
            )
        }
        let optional = zip(spec.anatomy, names).filter { $0.0.isOptional }.map { "." + $0.1 }
        let optionalTest = optional.isEmpty ? "false" : "[Self\(optional.joined(separator: ", "))].contains(self)"
        return ComponentEnumerationView(
            doc: DocComment.lines(["The parts of the \(spec.name) spec's anatomy (\(sources.all))."]),
            name: name,
            conformances: "String, Sendable, Hashable, CaseIterable",
            cases: cases,
            members: [
                "",
                "    /// Whether the spec marks the part optional: it may be absent when the component is shown.",
                "    \(access)var isOptional: Bool { \(optionalTest) }",
                "",
                "    /// The accessibility identifier implementations and UI tests share (`\(partIdentifiers(spec)[0])`).",
                "    \(access)var accessibilityIdentifier: String { rawValue }",
            ]
        )
    }

    /// The variants enumeration, when the spec lists variants and declares no enumeration of its own for them.
    static func variants(_ spec: ComponentSpec, name: String, access: String, sources: SourceNames) -> ComponentEnumerationView? {
        guard !spec.variants.isEmpty else { return nil }
        let names = caseNames(spec.variants.map(\.name))
        let cases = zip(spec.variants, names).map { variant, swiftName in
            ComponentCaseView(
                doc: DocComment.lines([
                    "\(variant.name)\(variant.isDefault ? " (default)" : "")\(variant.description.isEmpty ? "" : ": " + variant.description) (\(sources.name(of: variant.document)):\(variant.line))"
                ]),
                declaration: "case \(swiftName)"
            )
        }
        let members =
            zip(spec.variants, names).first { $0.0.isDefault }.map { _, swiftName in
                [
                    "", "    /// The variant the spec marks as the default.",
                    "    \(access)static var defaultVariant: Self { .\(swiftName) }",
                ]
            } ?? []
        return ComponentEnumerationView(
            doc: DocComment.lines(["The variants the \(spec.name) spec lists (\(sources.all))."]),
            name: name,
            conformances: "String, Sendable, Codable, Hashable, CaseIterable",
            cases: cases,
            members: members
        )
    }

    /// Each anatomy part's accessibility identifier, in order (`banner.closeButton`): the plan's values
    /// (`ComponentCaseValues`), which the parts enumeration's raw values and the suites' parts check share.
    static func partIdentifiers(_ spec: ComponentSpec) -> [String] { ComponentCaseValues.partIdentifiers(spec) }

    /// The Swift case names of parts or variants named `names`: the plan's raw values, keywords escaped.
    static func caseNames(_ names: [String]) -> [String] {
        ComponentCaseValues.values(names).map(SwiftIdentifier.escapingKeyword)
    }

    /// Whether the spec already declares an enumeration for its variants (`BannerVariant`, `ToastStyle`, `AlertKind`,
    /// `NoticeSeverity`); then no second one is generated.
    static func declaresVariants(_ plan: ComponentPlan) -> Bool {
        ComponentCaseValues.declaredVariants(in: plan) != nil
    }
}

/// One case of a component enumeration, with its doc comment.
struct ComponentCaseView {
    let doc: [String]
    let declaration: String
}

extension ComponentEnumerationView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .name: .of(self.name)
        case .conformances: .of(conformances)
        case .cases: .of(cases)
        case .members: .of(members)
        default: nil
        }
    }
}

extension ComponentCaseView: TemplateView {
    func value(of key: TemplateKey) -> TemplateValue? {
        switch key {
        case .doc: .of(doc)
        case .declaration: .of(declaration)
        default: nil
        }
    }
}
