import SpecModel

/// A timing, limit or line count a document states in prose against the default of the parameter that sets it, in
/// the same document ("leaves after 4 seconds" beside `duration: Duration = .seconds(6)`): a disagreement like one
/// between documents. The statement is disputed (its test pending, no constant), with a warning at the statement and
/// a note at the parameter. Which parameter sets a value: exactly one parameter whose name or description says it
/// is the display time, the visible limit or the line count; with none or several, nothing is compared.
enum ProseAgainstDefaults {
    /// Marks the statements of each document whose value differs from its parameter's declared default.
    static func check(_ documents: inout [ComponentSpec], diagnostics: inout [Diagnostic]) {
        for position in documents.indices {
            let parameters = documents[position].apis.flatMap(\.parameters)
            guard !parameters.isEmpty else { continue }
            let source = documents[position].source
            for isBehavior in [true, false] {
                let statements = isBehavior ? documents[position].behaviors : documents[position].accessibility
                for (index, statement) in statements.enumerated() where statement.dispute == nil {
                    guard let found = statement.rules.lazy.compactMap({ conflict($0.value, parameters) }).first else { continue }
                    let claim = Dispute.Claim(
                        says: "defaults '\(found.parameter.name)' to \(found.stated)",
                        document: source,
                        line: found.parameter.line,
                        column: found.parameter.column,
                        parameter: found.parameter.name
                    )
                    let dispute = Dispute(says: RuleSummary.describe(found.rule), others: [claim])
                    if isBehavior {
                        documents[position].behaviors[index].dispute = dispute
                    } else {
                        documents[position].accessibility[index].dispute = dispute
                    }
                    diagnostics.append(
                        .warning(
                            "the prose and the declaration disagree: \(documents[position].name) \(RuleSummary.describe(found.rule)) here, "
                                + "but parameter '\(found.parameter.name)', which sets it, defaults to \(found.stated); neither is asserted "
                                + "(make them agree, or mark the statement's id in specgen.yml's `ignore:`)",
                            at: SourceLocation(file: source, line: statement.line, column: statement.column),
                            notes: [
                                .init(
                                    message: "'\(found.parameter.name)' defaults to \(found.stated) here",
                                    location: SourceLocation(file: source, line: found.parameter.line, column: found.parameter.column)
                                )
                            ]
                        )
                    )
                }
            }
        }
    }

    private struct Conflict {
        var rule: any RuleValue
        var parameter: Parameter
        /// The default in words (`6 s`, `3`).
        var stated: String
    }

    /// The parameter `rule`'s value contradicts, with its default in words; nil when they agree or nothing sets it.
    private static func conflict(_ rule: any RuleValue, _ parameters: [Parameter]) -> Conflict? {
        switch rule {
        case let timing as AutoDismissRule
        where timing.condition == nil && !timing.atLeast && !timing.atMost && timing.maximumSeconds == nil:
            guard let parameter = only(parameters.filter(isDisplayTime)), let seconds = seconds(of: parameter) else { return nil }
            guard !NumberEquivalence.same(seconds, timing.seconds) else { return nil }
            return Conflict(rule: rule, parameter: parameter, stated: "\(RuleSummary.number(seconds)) s")
        case let lines as MaxLinesRule:
            guard let parameter = only(parameters.filter(isLineCount)), let count = count(of: parameter), count != lines.lines else {
                return nil
            }
            return Conflict(rule: rule, parameter: parameter, stated: "\(count)")
        case let visible as MaxVisibleRule:
            guard case .count(let stated) = visible.limit, let parameter = only(parameters.filter(isVisibleLimit)),
                let count = count(of: parameter), count != stated
            else { return nil }
            return Conflict(rule: rule, parameter: parameter, stated: "\(count)")
        default:
            return nil
        }
    }

    private static func only(_ candidates: [Parameter]) -> Parameter? { candidates.count == 1 ? candidates[0] : nil }

    /// The name's words run together, lower case (`autoDismissAfter` → `autodismissafter`).
    private static func key(_ name: String) -> String { CaseName.key(name) }

    private static func describes(_ parameter: Parameter, _ phrases: [String]) -> Bool {
        let description = parameter.description.lowercased()
        return phrases.contains { description.contains($0) }
    }

    /// A duration or number named or described as how long the component stays (not an animation's length).
    private static func isDisplayTime(_ parameter: Parameter) -> Bool {
        guard let type = parameter.valueType.map(unwrapped), [.duration, .number, .integer].contains(scalar(type)) else { return false }
        let name = key(parameter.name)
        if ["animation", "fade", "transition", "delaybefore", "appear"].contains(where: name.contains)
            || describes(parameter, ["animation", "fade", "transition", "before it appears", "before showing"])
        {
            return false
        }
        let named = [
            "duration", "lifetime", "timeout", "autodismiss", "dismissafter", "displaytime", "dismissdelay", "autohide", "hideafter",
        ]
        .contains(where: name.contains)
        let described = describes(
            parameter,
            [
                "how long", "stays on screen", "remains on screen", "stays visible", "remains visible", "display time",
                "before it dismisses",
                "before dismissing", "before it disappears", "dismissed automatically", "automatically dismiss", "auto-dismiss",
                "auto dismiss",
            ]
        )
        return named || described
    }

    private static func isLineCount(_ parameter: Parameter) -> Bool {
        guard parameter.valueType.map(unwrapped) == .scalar(.integer) else { return false }
        let name = key(parameter.name)
        return ["maxlines", "linelimit", "numberoflines", "maxlinecount", "maximumlines", "linecount"].contains(where: name.contains)
            || describes(parameter, ["number of lines", "lines of text", "lines before", "line limit", "maximum lines"])
    }

    private static func isVisibleLimit(_ parameter: Parameter) -> Bool {
        guard parameter.valueType.map(unwrapped) == .scalar(.integer) else { return false }
        let name = key(parameter.name)
        return ["maxvisible", "visiblelimit", "maxsimultaneous", "stacklimit", "maxstack", "maxonscreen", "visiblecount"]
            .contains(where: name.contains)
            || describes(parameter, ["visible at once", "visible at a time", "on screen at once", "on screen at a time", "shown at once"])
    }

    private static func unwrapped(_ type: ValueType) -> ValueType {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }

    private static func scalar(_ type: ValueType) -> ScalarType? {
        if case .scalar(let scalar) = type { return scalar }
        return nil
    }

    /// The default in seconds: a duration, or a number (in milliseconds where its name or description says so).
    private static func seconds(of parameter: Parameter) -> Double? {
        let value: Double
        switch parameter.parsedDefault {
        case .seconds(let seconds)?: return seconds
        case .number(let number)?: value = number
        case .integer(let integer)?: value = Double(integer)
        default: return nil
        }
        let name = key(parameter.name)
        let milliseconds =
            name.hasSuffix("ms") || name.contains("millis") || describes(parameter, ["millisecond", "in ms", "(ms)"])
        return milliseconds ? value / 1000 : value
    }

    private static func count(of parameter: Parameter) -> Int? {
        if case .integer(let value)? = parameter.parsedDefault { return value }
        return nil
    }
}
