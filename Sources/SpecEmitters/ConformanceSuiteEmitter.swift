import SpecModel

/// Renders a component's Swift Testing conformance suite and the support file all suites share.
public struct ConformanceSuiteEmitter: Sendable {
    let templates: TemplateLibrary

    /// The shared support file's path below the output directory.
    public static let supportPath = "Tests/ConformanceSupport.swift"

    /// Creates an emitter rendering with `templates`.
    public init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// The suite, or nil when the spec has no behaviour or accessibility statements.
    public func emit(_ plan: ConformancePlan, sourceName: String) -> EmittedFile? {
        guard !plan.statements.isEmpty else { return nil }
        let view = ConformanceSuiteView(plan: plan, sourceName: sourceName)
        return EmittedFile(path: plan.file, contents: templates.render(view, template: "ConformanceSuite"))
    }

    /// The types every suite uses (gestures, screens, frames, failures).
    public func emitSupport(sourceName: String) -> EmittedFile {
        EmittedFile(
            path: Self.supportPath,
            contents: templates.render(["header": HeaderView(source: sourceName)], template: "ConformanceSupport")
        )
    }
}

struct ConformanceSuiteView {
    let header: HeaderView
    let component: String
    let harnessName: String
    let factoryName: String
    let conformanceName: String
    let testsName: String
    let suiteNameLiteral: String
    let requirements: [RequirementView]
    let checks: [CheckView]
    let hasChecks: Bool
    let tests: [TestView]

    init(plan: ConformancePlan, sourceName: String) {
        header = HeaderView(source: sourceName)
        component = DocComment.clean(plan.componentName)
        harnessName = plan.typeName + "ConformanceHarness"
        factoryName = "make" + plan.typeName + "ConformanceHarness"
        conformanceName = plan.typeName + "Conformance"
        testsName = plan.typeName + "ConformanceTests"
        suiteNameLiteral = SwiftLiteral.string("\(plan.componentName) conformance (\(sourceName))")
        requirements = plan.requirements.map { RequirementView(doc: "/// " + $0.declaration.doc, declaration: $0.declaration.code) }
        var names: Set<String> = []
        var tests: [TestView] = []
        var checks: [CheckView] = []
        for (index, entry) in plan.statements.enumerated() {
            var name = "statementAtLine\(entry.statement.line)"
            if !names.insert(name).inserted { name += "Column\(entry.statement.column)" }
            let location = "\(sourceName):\(entry.statement.line)"
            let summary = Self.shortened(DocComment.clean(entry.statement.text), to: 80)
            let displayName = SwiftLiteral.string("\(location) \(summary)")
            if entry.isExecutable {
                checks.append(
                    CheckView(
                        doc: DocComment.lines(["\(location): \(entry.statement.text)"]).map { "    " + $0 },
                        functionName: name,
                        idLiteral: SwiftLiteral.string(location),
                        body: entry.body,
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
                        Self.multilineLiteralLines("pending (\($0)): “\(DocComment.clean(entry.statement.text))” at \(location)")
                    } ?? [],
                    isLast: index == plan.statements.count - 1
                )
            )
        }
        // swift-format wants a trailing comma in multi-line collections of several elements only.
        if checks.count == 1 { checks[0].separator = "" }
        self.checks = checks
        self.hasChecks = !checks.isEmpty
        self.tests = tests
    }

    private static func shortened(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    /// Content lines of a `"""` literal, escaped, wrapped with `\` continuations so the value stays one line.
    private static func multilineLiteralLines(_ text: String) -> [String] {
        let escaped = String(SwiftLiteral.string(text).dropFirst().dropLast())
        var lines: [String] = []
        var line = ""
        for word in escaped.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + word.count + 1 > 90, !line.hasSuffix("\\") {
                lines.append(line + " \\")
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
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
