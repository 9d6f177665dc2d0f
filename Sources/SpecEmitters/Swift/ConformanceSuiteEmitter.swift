import SpecModel

/// Renders a component's Swift Testing conformance suite.
public struct ConformanceSuiteEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "suites" }
    public var summary: String { "Tests/<Component>ConformanceTests.swift: a harness protocol and one test per statement" }

    /// Creates an emitter rendering with `templates` under `settings`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    public func files(for component: ComponentPlan, sources: SourceNames) -> [EmittedFile] {
        emit(component, sources: sources).map { [$0] } ?? []
    }

    /// The suite, or nil when the spec has no behaviour or accessibility statements.
    public func emit(_ component: ComponentPlan, sources: SourceNames) -> EmittedFile? {
        guard !component.conformance.statements.isEmpty else { return nil }
        let names = SwiftNames.of(component, settings: settings)
        let view = ConformanceSuiteView(
            plan: component.conformance,
            typeName: names.component,
            modelName: names.models.first,
            textParameter: PrimaryTextParameter.name(in: component.spec),
            cases: SwiftComponentCases(component, names: names),
            isolation: settings.isolation,
            sources: sources
        )
        let typeName = names.component
        return EmittedFile(path: "Tests/\(typeName)ConformanceTests.swift", contents: templates.render(view, template: "ConformanceSuite"))
    }

}

struct ConformanceSuiteView {
    let header: HeaderView
    let component: String
    let harnessName: String
    let factoryName: String
    let factoryDeclaration: String
    let factoryMessageLiteral: String
    let isMainActor: Bool
    let conformanceName: String
    let testsName: String
    let suiteNameLiteral: String
    /// Whether the harness protocol names a generated type (`ToastVariant`, `BannerPart`), so the suite imports the
    /// models' module.
    let requirements: [RequirementView]
    let checks: [CheckView]
    let hasChecks: Bool
    let tests: [TestView]

    init(
        plan: ConformancePlan,
        typeName: String,
        modelName: String?,
        textParameter: String,
        cases: SwiftComponentCases,
        isolation: SuiteIsolation,
        sources: SourceNames
    ) {
        header = HeaderView(source: sources.all)
        component = OneLineText.clean(plan.componentName)
        harnessName = typeName + "ConformanceHarness"
        factoryName = "make" + typeName + "ConformanceHarness"
        isMainActor = isolation == .mainActor
        factoryDeclaration = (isMainActor ? "@MainActor " : "") + "func \(factoryName)() -> any \(harnessName)"
        factoryMessageLiteral = SwiftLiteral.string(
            "define `\(factoryDeclaration)` in your test target, returning a fresh harness for each check"
        )
        conformanceName = typeName + "Conformance"
        testsName = typeName + "ConformanceTests"
        suiteNameLiteral = SwiftLiteral.string("\(plan.componentName) conformance (\(sources.all))")
        let presentsWithAction = plan.requirements.contains(.presentWithAction)
        // The parts check names parts by the identifiers of the generated `<Component>Part`; without it (its name
        // taken) there are none, and only that check asks for the visible parts.
        let partsCheck = cases.partIdentifiers.isEmpty ? nil : plan.partsCheck
        let needed = plan.requirements.filter { $0 != .visibleParts || partsCheck != nil }
        requirements = needed.map {
            let declaration = $0.declaration(modelName: modelName, cases: cases, text: textParameter)
            return RequirementView(doc: "/// " + declaration.doc, declaration: declaration.code)
        }
        var tests: [TestView] = []
        var checks: [CheckView] = []
        for (index, entry) in plan.statements.enumerated() {
            let name = Self.functionName(entry.identity)
            let location = "\(sources.name(of: entry.statement.document)):\(entry.line)"
            let summary = Self.shortened(OneLineText.clean(entry.statement.text), to: 80)
            // An executable check's name carries the values read, so a failing test shows what specgen understood.
            let read = entry.values.isEmpty ? "" : "[\(entry.values)] "
            let displayName = SwiftLiteral.string("\(location) \(read)\(summary)")
            if entry.isExecutable {
                checks.append(
                    CheckView(
                        doc: DocComment.lines(["\(location): \(entry.statement.text)"]).map { "    " + $0 },
                        functionName: name,
                        idLiteral: SwiftLiteral.string(entry.identity.slug),
                        locationLiteral: SwiftLiteral.string(location),
                        body: SwiftCheckRenderer(location: location, presentsWithAction: presentsWithAction, cases: cases).lines(
                            entry.blocks
                        ),
                        separator: ","
                    )
                )
            }
            tests.append(
                TestView(
                    functionName: name,
                    displayNameLiteral: displayName,
                    isExecutable: entry.isExecutable,
                    reasonLines: entry.pendingReason.map {
                        Self.multilineLiteralLines("pending (\($0)): “\(OneLineText.clean(entry.statement.text))” at \(location)")
                    } ?? [],
                    isLast: index == plan.statements.count - 1 && partsCheck == nil
                )
            )
        }
        if let partsCheck {
            let location = "\(sources.name(of: partsCheck.document)):\(partsCheck.line)"
            let name = "requiredPartsAreVisible"
            checks.append(
                CheckView(
                    doc: DocComment.lines([
                        "\(location): the anatomy's required parts (\(partsCheck.requiredParts.joined(separator: ", "))) show when the "
                            + "component does; its optional parts may be absent."
                    ]).map { "    " + $0 },
                    functionName: name,
                    idLiteral: SwiftLiteral.string(PartsCheck.id),
                    locationLiteral: SwiftLiteral.string(location),
                    body: SwiftCheckRenderer(location: location, presentsWithAction: presentsWithAction, cases: cases).lines(
                        partsCheck.blocks
                    ),
                    separator: ","
                )
            )
            tests.append(
                TestView(
                    functionName: name,
                    displayNameLiteral: SwiftLiteral.string("\(location) the anatomy's required parts are visible"),
                    isExecutable: true,
                    reasonLines: [],
                    isLast: true
                )
            )
        }
        // swift-format wants a trailing comma in multi-line collections of several elements only.
        if checks.count == 1 { checks[0].separator = "" }
        self.checks = checks
        self.hasChecks = !checks.isEmpty
        self.tests = tests
    }

    /// `aSnackbarDismissesItselfAfter7_3f2a9c01`: the statement's first words and the hash of its text.
    static func functionName(_ identity: StatementIdentity) -> String {
        var slug = identity.words.enumerated().map { $0 == 0 ? $1 : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
        if slug.first.map({ !$0.isLetter }) ?? true { slug = "statement" + slug.prefix(1).uppercased() + slug.dropFirst() }
        return slug + "_" + identity.hash + (identity.occurrence.map { "_\($0)" } ?? "")
    }

    private static func shortened(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    /// Content lines of a `"""` literal, escaped, wrapped with `\` continuations so the value stays one line.
    static func multilineLiteralLines(_ text: String) -> [String] {
        let escaped = String(SwiftLiteral.string(text).dropFirst().dropLast())
        var lines: [String] = []
        var line = ""
        // The line's length in characters, kept as words are added rather than counted again for each word.
        var length = 0
        for word in escaped.split(separator: " ", omittingEmptySubsequences: false) {
            let wordLength = word.count
            if !line.isEmpty, length + wordLength + 1 > 90, !line.hasSuffix("\\") {
                lines.append(line + " \\")
                line = String(word)
                length = wordLength
            } else if line.isEmpty {
                line = String(word)
                length = wordLength
            } else {
                // A space between two ASCII scalars is a character of its own; by other scalars (a combining mark
                // after it) it may join one, so the line is counted again.
                let joinsNone = line.unicodeScalars.last.map(\.isASCII) != false && word.unicodeScalars.first.map(\.isASCII) != false
                line += " " + word
                length = joinsNone ? length + 1 + wordLength : line.count
            }
        }
        lines.append(line)
        return lines
    }
}

struct RequirementView {
    let doc: String
    let declaration: String
}

struct CheckView {
    let doc: [String]
    let functionName: String
    let idLiteral: String
    let locationLiteral: String
    let body: [String]
    var separator: String
}

struct TestView {
    let functionName: String
    let displayNameLiteral: String
    let isExecutable: Bool
    let reasonLines: [String]
    let isLast: Bool
}
