import Foundation
import SpecEmitters
import SpecGenCore
import SpecModel

/// Everything to mark in a component's documents: parameters, statements, diagnostics and the places notes point to.
enum ComponentMarks {
    /// The marks of `component`, whose page is `page`, in a stable order, with a mark at each place in its documents
    /// that a diagnostic (of any component) points to in a note: `references` by file, from `references(in:)`.
    static func marks(
        of component: ReportComponent,
        page: String,
        links: ReportLinks,
        references: [String: [(note: Diagnostic.Note, diagnostic: Diagnostic)]]
    ) -> [LineMark] {
        var marks: [LineMark] = []
        if let spec = component.spec {
            // Each element names its own document (nil: the component's first).
            for parameter in spec.apis.flatMap(\.parameters) {
                marks.append(parameterMark(parameter, file: parameter.document ?? spec.source))
            }
            for view in StatementView.views(of: component) {
                marks.append(statementMark(view, file: view.check.statement.document ?? spec.source))
            }
            if let parts = component.conformance?.partsCheck {
                marks.append(partsMark(parts, results: component.testResults[PartsCheck.id] ?? [], file: parts.document ?? spec.source))
            }
        }
        for diagnostic in component.diagnostics {
            marks.append(diagnosticMark(diagnostic, page: page, links: links))
        }
        for document in component.documents {
            for (note, diagnostic) in references[document.path] ?? [] {
                marks.append(referenceMark(note, of: diagnostic, page: page, links: links))
            }
        }
        return marks
    }

    /// Every note of every component's diagnostics, by the file it points to, in component and diagnostic order.
    static func references(in components: [ReportComponent]) -> [String: [(note: Diagnostic.Note, diagnostic: Diagnostic)]] {
        var references: [String: [(note: Diagnostic.Note, diagnostic: Diagnostic)]] = [:]
        for component in components {
            for diagnostic in component.diagnostics {
                for note in diagnostic.notes { references[note.location.file, default: []].append((note, diagnostic)) }
            }
        }
        return references
    }

    /// A type as the report shows it (`Duration?`, `[String: Int]`).
    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .scalar(let scalar): scalar.swiftName
        case .enumeration(let name), .record(let name): name
        case .optional(let inner): typeName(inner) + "?"
        case .array(let inner): "[" + typeName(inner) + "]"
        case .map(let inner): "[String: " + typeName(inner) + "]"
        }
    }

    /// The diagnostic's severity, id and kind, for engineers, folded away.
    private static func identity(_ kind: DiagnosticKind, severity: Diagnostic.Severity) -> String {
        "<details class=\"id\"><summary>for engineers</summary>" + HTMLText.escape(severity.rawValue) + " <code>"
            + HTMLText.escape(kind.id) + "</code> " + HTMLText.escape(kind.name) + ": " + HTMLText.escape(kind.summary) + "</details>"
    }

    private static func code(_ text: String) -> String { "<code>" + HTMLText.escape(text) + "</code>" }

    private static func parameterMark(_ parameter: Parameter, file: String) -> LineMark {
        var html: String
        let category: LineMark.Category
        if let type = parameter.valueType {
            category = .property
            html = code(parameter.name) + " is stored as " + code(typeName(type))
            if let value = parameter.defaultValue { html += ", by default " + code(value) }
            if parameter.isRequired { html += "; it must be given" }
            html += "."
        } else {
            category = .runtime
            html = code(parameter.name)
            if let type = parameter.type { html += " (" + code(type) + ")" }
            html += " is set in code only, so the data model leaves it out: " + HTMLText.escape(parameter.runtimeReason ?? "not data") + "."
        }
        return LineMark(file: file, line: parameter.line, column: parameter.column, category: category, html: html)
    }

    private static func statementMark(_ view: StatementView, file: String) -> LineMark {
        LineMark(
            file: file,
            line: view.check.line,
            column: view.check.column,
            category: view.state.category,
            html: view.detailHTML
        )
    }

    /// The anatomy's check (its required parts show), with its results.
    private static func partsMark(_ parts: PartsCheck, results: [StatementResult], file: String) -> LineMark {
        var html =
            "Has a test: the required parts (" + HTMLText.escape(ReadingText.list(parts.requiredParts)) + ") show with the component."
        var category = LineMark.Category.checked
        if !results.isEmpty {
            html += " " + StatementView.resultsHTML(results)
            category = StatementView.state(ofResults: results).category
        }
        return LineMark(file: file, line: parts.line, column: 1, category: category, html: html)
    }

    private static func category(of diagnostic: Diagnostic) -> LineMark.Category {
        if diagnostic.severity == .error { return .error }
        switch DiagnosticKind.of(diagnostic) {
        case .disagreement: return .disagreement
        case .ignored: return .ignored
        case .inference: return .inference
        default: return diagnostic.severity == .warning ? .warning : .note
        }
    }

    private static func place(_ location: SourceLocation, page: String, links: ReportLinks) -> String {
        let text = HTMLText.escape("\(links.displayName(of: location.file)):\(location.line):\(location.column)")
        guard let href = links.href(file: location.file, line: location.line, from: page) else { return text }
        return "<a href=\"" + HTMLText.escape(href) + "\">" + text + "</a>"
    }

    private static func diagnosticMark(_ diagnostic: Diagnostic, page: String, links: ReportLinks) -> LineMark {
        let kind = DiagnosticKind.of(diagnostic)
        var html = HTMLText.escape(StatementView.sentence(diagnostic.message))
        for note in diagnostic.notes {
            html += "<br>→ " + place(note.location, page: page, links: links) + ": " + HTMLText.escape(note.message)
        }
        html += identity(kind, severity: diagnostic.severity)
        return LineMark(
            file: diagnostic.location.file,
            line: diagnostic.location.line,
            column: diagnostic.location.column,
            category: category(of: diagnostic),
            html: html
        )
    }

    private static func referenceMark(_ note: Diagnostic.Note, of diagnostic: Diagnostic, page: String, links: ReportLinks)
        -> LineMark
    {
        let kind = DiagnosticKind.of(diagnostic)
        let html =
            HTMLText.escape(StatementView.sentence(note.message)) + " It is the other place of what "
            + place(diagnostic.location, page: page, links: links) + " says: " + HTMLText.escape(diagnostic.message)
            + identity(kind, severity: diagnostic.severity)
        return LineMark(file: note.location.file, line: note.location.line, column: note.location.column, category: .reference, html: html)
    }
}
