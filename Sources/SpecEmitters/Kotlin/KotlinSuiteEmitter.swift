import SpecModel

/// Renders a component's JUnit 4 conformance suite (`Kotlin/Suites/<Component>ConformanceTest.kt`): a harness
/// interface, the checks over the plan's `CheckStep`s, and an abstract test class an implementation subclasses.
public struct KotlinSuiteEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "kotlin-suites" }
    public var summary: String { "Kotlin/Suites/<Component>ConformanceTest.kt: a harness interface and one JUnit 4 test per statement" }

    /// Creates an emitter rendering with `templates` under `settings`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    public func files(for component: ComponentPlan, sources: SourceNames) -> [EmittedFile] {
        guard !component.conformance.statements.isEmpty else { return [] }
        let names = KotlinNames(component, contract: Contract(settings.contract))
        // The raw values the steps name are the plan's (`ComponentCaseValues`), the same in every language.
        let cases = component.caseValues
        let view = KotlinSuiteView(
            plan: component.conformance,
            typeName: names.component,
            modelName: names.models.first?.name,
            cases: cases,
            package: settings.kotlinPackage,
            sources: sources
        )
        return [
            EmittedFile(
                path: "Kotlin/Suites/\(names.component)ConformanceTest.kt",
                contents: templates.render(view, template: "KotlinSuite")
            )
        ]
    }
}

/// Renders the types every Kotlin suite shares (`Kotlin/Support/ConformanceSupport.kt`).
public struct KotlinSupportEmitter: OutputEmitter {
    let templates: TemplateLibrary
    let settings: OutputSettings

    public var kind: String { "kotlin-support" }
    public var summary: String { "Kotlin/Support/ConformanceSupport.kt: the types every Kotlin suite shares" }

    /// Creates an emitter rendering with `templates` under `settings`.
    public init(templates: TemplateLibrary, settings: OutputSettings = OutputSettings()) {
        self.templates = templates
        self.settings = settings
    }

    public func sharedFiles(from parts: [SharedPart], sourceName: String) -> [EmittedFile] {
        let view = TemplateFields(fields: [.header: .of(HeaderView(source: sourceName)), .package: .of(settings.kotlinPackage)])
        return [EmittedFile(path: "Kotlin/Support/ConformanceSupport.kt", contents: templates.render(view, template: "KotlinSupport"))]
    }
}

struct KotlinSuiteView {
    let header: HeaderView
    let package: String
    let component: String
    let harnessName: String
    let conformanceName: String
    let testsName: String
    let requirements: [RequirementView]
    let checks: [CheckView]
    let tests: [KotlinTestView]

    init(plan: ConformancePlan, typeName: String, modelName: String?, cases: ComponentCaseValues, package: String, sources: SourceNames) {
        header = HeaderView(source: sources.all)
        self.package = package
        component = OneLineText.clean(plan.componentName).replacingOccurrences(of: "*/", with: "* /")
            .replacingOccurrences(of: "/*", with: "/ *")
        harnessName = typeName + "ConformanceHarness"
        conformanceName = typeName + "Conformance"
        testsName = typeName + "ConformanceTest"
        let presentsWithAction = plan.requirements.contains(.presentWithAction)
        let partsCheck = cases.parts.isEmpty ? nil : plan.partsCheck
        requirements = plan.requirements.filter { $0 != .visibleParts || partsCheck != nil }.map {
            let declaration = $0.kotlinDeclaration(modelName: modelName)
            return RequirementView(doc: declaration.doc, declaration: declaration.code)
        }
        func renderer(_ location: String) -> KotlinCheckRenderer {
            KotlinCheckRenderer(
                location: location,
                presentsWithAction: presentsWithAction,
                variantValues: cases.variants,
                partIdentifiers: cases.parts
            )
        }
        var checks: [CheckView] = []
        var tests: [KotlinTestView] = []
        for entry in plan.statements {
            let name = ConformanceSuiteView.functionName(entry.identity)
            let location = "\(sources.name(of: entry.statement.document)):\(entry.line)"
            if entry.isExecutable {
                checks.append(
                    CheckView(
                        doc: KDoc.lines(["\(location): \(entry.statement.text)"], indent: "    "),
                        functionName: name,
                        idLiteral: KotlinLiteral.string(entry.identity.slug),
                        locationLiteral: KotlinLiteral.string(location),
                        body: renderer(location).lines(entry.blocks),
                        separator: ","
                    )
                )
            }
            tests.append(
                KotlinTestView(
                    // The values read, as the Swift test's display name shows them.
                    doc: KDoc.lines(
                        ["\(location) \(entry.values.isEmpty ? "" : "[\(entry.values)] ")\(OneLineText.clean(entry.statement.text))"],
                        indent: "    "
                    ),
                    functionName: name,
                    testName: entry.isExecutable
                        ? KotlinTestName.name(functionName: name, identity: entry.identity, values: entry.values) : name,
                    isExecutable: entry.isExecutable,
                    reasonLiteral: KotlinLiteral.string(
                        entry.pendingReason.map { "pending (\($0)): “\(OneLineText.clean(entry.statement.text))” at \(location)" } ?? ""
                    )
                )
            )
        }
        if let partsCheck {
            let location = "\(sources.name(of: partsCheck.document)):\(partsCheck.line)"
            let name = "requiredPartsAreVisible"
            checks.append(
                CheckView(
                    doc: KDoc.lines(
                        [
                            "\(location): the anatomy's required parts (\(partsCheck.requiredParts.joined(separator: ", "))) show when the "
                                + "component does; its optional parts may be absent."
                        ],
                        indent: "    "
                    ),
                    functionName: name,
                    idLiteral: KotlinLiteral.string(PartsCheck.id),
                    locationLiteral: KotlinLiteral.string(location),
                    body: renderer(location).lines(partsCheck.blocks),
                    separator: ","
                )
            )
            tests.append(
                KotlinTestView(
                    doc: KDoc.lines(["\(location) the anatomy's required parts are visible"], indent: "    "),
                    functionName: name,
                    testName: name,
                    isExecutable: true,
                    reasonLiteral: "\"\""
                )
            )
        }
        self.checks = checks
        self.tests = tests
    }
}

struct KotlinTestView {
    let doc: [String]
    /// The check's function in the conformance object.
    let functionName: String
    /// The JUnit test method's name: the function's, with the values read before the hash (`KotlinTestName`).
    let testName: String
    let isExecutable: Bool
    let reasonLiteral: String
}
