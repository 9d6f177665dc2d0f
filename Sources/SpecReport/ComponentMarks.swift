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
            for check in component.conformance?.statements ?? [] {
                marks.append(statementMark(check, file: check.statement.document ?? spec.source))
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

    /// A rule's values as `key: value` pairs (`seconds: 7`), keys sorted, without where it was read.
    static func values(of rule: Rule) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(rule),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return "" }
        let skipped: Set<String> = ["kind", "matchedText", "line", "column"]
        return object.keys.filter { !skipped.contains($0) }.sorted().map { key in
            "\(key): \(compactJSON(object[key] as Any))"
        }.joined(separator: ", ")
    }

    private static func compactJSON(_ value: Any) -> String {
        if let string = value as? String { return string }
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .withoutEscapingSlashes])
        else { return "\(value)" }
        // Encoded inside an array so scalars are valid top-level JSON; the brackets come off again.
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    private static func code(_ text: String) -> String { "<code>" + HTMLText.escape(text) + "</code>" }

    private static func parameterMark(_ parameter: Parameter, file: String) -> LineMark {
        var html: String
        let category: LineMark.Category
        if let type = parameter.valueType {
            category = .property
            html = code(parameter.name) + ": " + code(typeName(type))
            if let value = parameter.defaultValue { html += ", default " + code(value) }
            if parameter.isRequired { html += ", required" }
        } else {
            category = .runtime
            html = code(parameter.name)
            if let type = parameter.type { html += ": " + code(type) }
            html += " — left out of the model: " + HTMLText.escape(parameter.runtimeReason ?? "not data")
        }
        return LineMark(file: file, line: parameter.line, column: parameter.column, category: category, html: html)
    }

    private static func statementMark(_ check: StatementCheck, file: String) -> LineMark {
        let rules = check.statement.rules.map { rule in
            let values = values(of: rule)
            return "<b>" + HTMLText.escape(rule.kind) + "</b>" + (values.isEmpty ? "" : " " + HTMLText.escape(values))
        }
        var html: String
        if let reason = check.pendingReason {
            html = HTMLText.escape(reason)
            if !rules.isEmpty { html += " (read: " + rules.joined(separator: "; ") + ")" }
        } else {
            html = rules.joined(separator: "; ") + " — test " + code(check.identity.slug)
        }
        return LineMark(
            file: file,
            line: check.statement.line,
            column: check.statement.column,
            category: check.isExecutable ? .checked : .pending,
            html: html
        )
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
        var html = HTMLText.escape("\(diagnostic.severity.rawValue) [\(kind.id) \(kind.name)]: \(diagnostic.message)")
        for note in diagnostic.notes {
            html += "<br>→ " + place(note.location, page: page, links: links) + ": " + HTMLText.escape(note.message)
        }
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
        let html =
            HTMLText.escape(note.message) + " — for the " + HTMLText.escape(DiagnosticKind.of(diagnostic).name) + " at "
            + place(diagnostic.location, page: page, links: links) + ": " + HTMLText.escape(diagnostic.message)
        return LineMark(file: note.location.file, line: note.location.line, column: note.location.column, category: .reference, html: html)
    }
}
