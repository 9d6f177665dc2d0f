import SpecGenCore
import SpecModel

/// The figures engineers ask about, folded below the behaviours: tests written, options stored as data or set in code,
/// what was guessed or left out, warnings, errors and disagreements found. Each is a line that says what it counts
/// and, for one component, names the things counted.
enum EngineeringFigures {
    /// One figure: its key (`data-figure`), its label, its count and the line that explains it (HTML).
    private struct Row {
        var key: String
        var label: String
        var count: Int
        var explanation: String
    }

    /// The fold of one component, naming at most `limit` things per line (nil: every one).
    static func html(of component: ReportComponent, limit: Int?) -> String {
        let figures = component.figures
        let parameters = component.spec?.apis.flatMap(\.parameters) ?? []
        let data = parameters.filter(\.isData).map { parameter in
            code(parameter.name) + (parameter.valueType.map { " (" + HTMLText.escape(ComponentMarks.typeName($0)) + ")" } ?? "")
        }
        let runtime = parameters.filter { !$0.isData }.map { parameter in
            code(parameter.name) + " (" + HTMLText.escape(parameter.runtimeReason ?? "not data") + ")"
        }
        let messages = { (keep: (Diagnostic) -> Bool) in distinct(component.diagnostics.filter(keep).map(\.message)) }
        let rows = [
            tests(figures, platforms: component.platforms),
            Row(
                key: "properties",
                label: "options stored as data",
                count: figures.properties,
                explanation: named("the data model stores them, with their types", data, limit: limit)
            ),
            Row(
                key: "runtime",
                label: "options set in code",
                count: figures.runtime,
                explanation: named(
                    "only code can set them, so the data model leaves them out",
                    runtime,
                    limit: limit
                )
            ),
            Row(
                key: "inferences",
                label: "guessed",
                count: figures.inferences,
                explanation: named(
                    "what specgen worked out rather than read as written",
                    messages { DiagnosticKind.of($0) == .inference },
                    limit: limit
                )
            ),
            Row(
                key: "ignored",
                label: "left out",
                count: figures.ignored,
                explanation: named(
                    "what specgen read but left out",
                    messages { DiagnosticKind.of($0) == .ignored },
                    limit: limit
                )
            ),
            Row(
                key: "warnings",
                label: "warnings",
                count: figures.warnings,
                explanation: named(
                    "what specgen could not use or found questionable",
                    messages { $0.severity == .warning },
                    limit: limit
                )
            ),
            Row(
                key: "errors",
                label: "errors",
                count: figures.errors,
                explanation: named(
                    "a document with an error gives no code until it is fixed",
                    messages { $0.severity == .error },
                    limit: limit
                )
            ),
            Row(
                key: "disagreements",
                label: "disagreements found",
                count: figures.disagreements,
                explanation: named(
                    "two places that say different things",
                    messages { DiagnosticKind.of($0) == .disagreement },
                    limit: limit
                )
            ),
        ]
        return fold(rows, figures: figures)
    }

    /// The fold over every component: each figure with the line that says what it counts (the components' own folds
    /// name the things).
    static func overall(_ figures: ComponentFigures, platforms: [String]) -> String {
        let rows = [
            tests(figures, platforms: platforms),
            Row(
                key: "properties",
                label: "options stored as data",
                count: figures.properties,
                explanation: "options the data models store"
            ),
            Row(
                key: "runtime",
                label: "options set in code",
                count: figures.runtime,
                explanation: "options only code can set (actions, bindings, views), which the data models leave out"
            ),
            Row(
                key: "inferences",
                label: "guessed",
                count: figures.inferences,
                explanation: "things specgen worked out rather than read as written (headings, types, names); each component names its own"
            ),
            Row(
                key: "ignored",
                label: "left out",
                count: figures.ignored,
                explanation: "things specgen read but left out; each component names its own"
            ),
            Row(
                key: "warnings",
                label: "warnings",
                count: figures.warnings,
                explanation: "what specgen could not use or found questionable"
            ),
            Row(
                key: "errors",
                label: "errors",
                count: figures.errors,
                explanation: "a document with an error gives no code until it is fixed"
            ),
            Row(
                key: "disagreements",
                label: "disagreements found",
                count: figures.disagreements,
                explanation: "places that say something different from another place"
            ),
        ]
        return fold(rows, figures: figures)
    }

    /// Tests written, which is not tests passed: the line says so, and where to learn which pass.
    private static func tests(_ figures: ComponentFigures, platforms: [String]) -> Row {
        var explanation: String
        if let percent = figures.coveragePercent {
            explanation =
                "\(percent) % of the \(Plural.count(figures.statements, "documented behaviour")); a test written is not a test passed: "
            explanation +=
                platforms.isEmpty
                ? "give <code>specgen report</code> the tests' results (<code>--test-results</code>) to see which pass"
                : "the line above says how they fared"
        } else {
            explanation = "no documented behaviours, so no tests"
        }
        return Row(key: "executable", label: "have a test written", count: figures.executable, explanation: explanation)
    }

    private static func fold(_ rows: [Row], figures: ComponentFigures) -> String {
        var summary = [
            Plural.count(figures.properties, "option") + " stored as data", "\(figures.runtime) set in code",
            "\(figures.inferences) guessed", "\(figures.ignored) left out", Plural.count(figures.warnings, "warning"),
        ]
        if figures.errors > 0 { summary.append(Plural.count(figures.errors, "error")) }
        var html = "<details class=\"engineering\" data-engineering><summary>For engineers: " + summary.joined(separator: ", ")
        html += "</summary><dl class=\"explained\">"
        for row in rows {
            html += "<div data-figure=\"\(row.key)\"><dt>\(row.label)</dt><dd>\(row.count)</dd>"
            html += "<dd class=\"what\">\(row.explanation).</dd></div>"
        }
        return html + "</dl></details>"
    }

    /// "what it counts: a · b · and 3 more on its page", or "none" when there is nothing to name. Things are parted by
    /// a middle dot, since a finding's message may hold commas and semicolons of its own.
    private static func named(_ meaning: String, _ things: [String], limit: Int?) -> String {
        guard !things.isEmpty else { return "none" }
        let shown = limit.map { Array(things.prefix($0)) } ?? things
        var html = meaning + ": " + shown.joined(separator: " · ")
        if shown.count < things.count { html += " · and \(things.count - shown.count) more on its page" }
        return html
    }

    /// Each message once, in order of first appearance, with how often it was said ("… (3 times)"), as HTML; a
    /// message's own final period is dropped, since the line ends with one.
    private static func distinct(_ messages: [String]) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for message in messages {
            let text = message.hasSuffix(".") ? String(message.dropLast()) : message
            if counts[text] == nil { order.append(text) }
            counts[text, default: 0] += 1
        }
        return order.map { text in
            let times = counts[text] ?? 1
            return HTMLText.escape(text) + (times > 1 ? " (\(times) times)" : "")
        }
    }

    private static func code(_ text: String) -> String { "<code>" + HTMLText.escape(text) + "</code>" }
}
