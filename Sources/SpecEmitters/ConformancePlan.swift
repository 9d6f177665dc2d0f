import SpecModel

/// A component's conformance suite: one entry per statement, executable or pending, and the harness it needs.
public struct ConformancePlan: Sendable {
    /// The component's Swift name (`Snackbar`).
    public var typeName: String
    /// The component's name in the spec.
    public var componentName: String
    /// One entry per behaviour and accessibility statement, in document order.
    public var statements: [StatementCheck]
    var requirements: [HarnessRequirement]

    /// The suite file's path below the output directory.
    public var file: String { "Tests/\(typeName)ConformanceTests.swift" }
    /// How many statements have executable checks.
    public var executableCount: Int { statements.filter(\.isExecutable).count }
    /// How many statements are pending stubs.
    public var pendingCount: Int { statements.count - executableCount }
}

/// One statement's test: Swift lines that check it, or the reason it is pending.
public struct StatementCheck: Sendable {
    /// The statement.
    public var statement: Statement
    /// The check's body (a factory `make` gives fresh harnesses), or empty when pending.
    public var body: [String]
    /// Why it is pending, when it is.
    public var pendingReason: String?

    /// Whether the statement has an executable check.
    public var isExecutable: Bool { pendingReason == nil }
}

/// Turns recognised rules into checks, with the spec's own values and both sides of each boundary.
public enum ConformancePlanner {
    /// The plan for a spec whose display name is `sourceName`.
    public static func plan(_ spec: ComponentSpec, sourceName: String) -> ConformancePlan {
        var requirements: Set<HarnessRequirement> = []
        var statements: [StatementCheck] = []
        for statement in spec.behaviors + spec.accessibility {
            let location = "\(sourceName):\(statement.line)"
            var writer = CheckWriter(location: location)
            var skipped: [String] = []
            for rule in statement.rules {
                if let reason = writer.write(rule, spec: spec) { skipped.append(reason) }
            }
            if writer.lines.isEmpty {
                let reason =
                    statement.rules.isEmpty
                    ? "specgen does not understand this statement yet"
                    : "recognised but not checkable: " + skipped.joined(separator: "; ")
                statements.append(StatementCheck(statement: statement, body: [], pendingReason: reason))
            } else {
                requirements.formUnion(writer.requirements)
                statements.append(StatementCheck(statement: statement, body: writer.lines, pendingReason: nil))
            }
        }
        return ConformancePlan(
            typeName: SwiftIdentifier.type(spec.name),
            componentName: spec.name,
            statements: statements,
            requirements: requirements.sorted()
        )
    }
}

/// Writes the Swift lines of one statement's check, rule by rule.
private struct CheckWriter {
    let location: String
    var blocks: [[String]] = []
    var requirements: Set<HarnessRequirement> = []

    init(location: String) { self.location = location }

    /// The check's lines: a single block as it is, several each in its own `do` scope (fresh harnesses).
    var lines: [String] {
        guard blocks.count > 1 else { return blocks.first ?? [] }
        return blocks.flatMap { ["do {"] + $0.map { "    " + $0 } + ["}"] }
    }

    /// Appends the rule's check; returns why it cannot be checked instead, if so.
    mutating func write(_ rule: Rule, spec: ComponentSpec) -> String? {
        switch rule.kind {
        case .autoDismiss: return autoDismiss(rule)
        case .dismissGestures: return gestures(rule)
        case .maxVisible: return maxVisible(rule, spec: spec)
        case .persistent: return persistent()
        case .placement: return placement(rule)
        case .announce: return announce(rule)
        case .maxLines: return maxLines(rule)
        }
    }

    /// A failure message literal naming the spec's place; `observed` appends what the harness showed.
    private func failure(_ text: String, _ label: String? = nil, _ observed: String? = nil) -> String {
        let literal = SwiftLiteral.string("\(location): \(text)")
        guard let label, let observed else { return literal }
        return String(literal.dropLast()) + "; \(label): \\(\(observed))\""
    }

    private mutating func block(_ body: [String]) {
        blocks.append(body)
    }

    private mutating func autoDismiss(_ rule: Rule) -> String? {
        guard let seconds = rule.seconds, seconds > 0 else { return "autoDismiss without a duration" }
        var hasAction = false
        var voiceOver = false
        if let condition = rule.condition?.lowercased() {
            hasAction = condition.contains("action")
            voiceOver = condition.contains("voiceover") || condition.contains("screen reader")
            guard hasAction || voiceOver else { return "the condition “\(rule.condition ?? "")” is not one specgen can set up" }
        }
        requirements.formUnion([.present, .advance, .visibleMessages])
        let total = Int((seconds * 1000).rounded())
        let margin = max(1, min(100, total / 10))
        var body = ["let harness = make()"]
        if voiceOver {
            requirements.insert(.voiceOver)
            body.append("harness.isVoiceOverRunning = true")
        }
        body += [
            "harness.present(message: \"A\", hasAction: \(hasAction))",
            "harness.advance(by: .milliseconds(\(total - margin)))",
            "try requireConformance(",
            "    harness.visibleMessages.contains(\"A\"),",
            "    \(failure("still visible \(margin) ms before \(seconds.durationText)", "visible", "harness.visibleMessages"))",
            ")",
            "harness.advance(by: .milliseconds(\(2 * margin)))",
            "try requireConformance(",
            "    !harness.visibleMessages.contains(\"A\"),",
            "    \(failure("dismissed \(margin) ms after \(seconds.durationText)", "visible", "harness.visibleMessages"))",
            ")",
        ]
        block(body)
        return nil
    }

    private mutating func gestures(_ rule: Rule) -> String? {
        guard let gestures = rule.gestures, !gestures.isEmpty else { return "no gesture" }
        requirements.formUnion([.present, .perform, .visibleMessages, .dismissedMessages])
        for gesture in gestures {
            var body = [
                "let harness = make()",
                "harness.present(message: \"A\", hasAction: \(gesture == .tapAction))",
                "harness.perform(.\(gesture.rawValue), on: \"A\")",
                "try requireConformance(!harness.visibleMessages.contains(\"A\"), \(failure("\(gesture.rawValue) dismisses")))",
                "try requireConformance(",
                "    harness.dismissedMessages == [\"A\"],",
                "    \(failure("\(gesture.rawValue) reports the dismissal", "dismissed", "harness.dismissedMessages"))",
                ")",
            ]
            if gesture == .tapAction {
                requirements.insert(.performedActions)
                body += ["try requireConformance(harness.performedActions == [\"A\"], \(failure("tapAction performs the action")))"]
            }
            block(body)
        }
        return nil
    }

    private mutating func maxVisible(_ rule: Rule, spec: ComponentSpec) -> String? {
        guard let limit = rule.count ?? BehaviorConstant.parameterDefault(rule.parameter, in: spec), limit > 0, limit < 50 else {
            return "no visible limit to check (a `\(rule.parameter ?? "count")` with a whole-number default is needed)"
        }
        requirements.formUnion([.present, .visibleMessages])
        let messages = (0...limit).map { "\"M\($0 + 1)\"" }
        let all = "[" + messages.joined(separator: ", ") + "]"
        var body = [
            "let harness = make()",
            "for message in \(all) { harness.present(message: message, hasAction: false) }",
        ]
        switch rule.overflow {
        case .queue:
            requirements.insert(.dismiss)
            let first = "[" + messages.prefix(limit).joined(separator: ", ") + "]"
            let next = "[" + messages.dropFirst().prefix(limit).joined(separator: ", ") + "]"
            body += [
                "try requireConformance(",
                "    harness.visibleMessages == \(first),",
                "    \(failure("at most \(limit) visible, the rest wait", "visible", "harness.visibleMessages"))",
                ")",
                "harness.dismiss(message: \(messages[0]))",
                "try requireConformance(",
                "    harness.visibleMessages == \(next),",
                "    \(failure("the next appears once the previous is dismissed", "visible", "harness.visibleMessages"))",
                ")",
            ]
        case .evictOldest:
            let newest = "[" + messages.suffix(limit).joined(separator: ", ") + "]"
            body += [
                "try requireConformance(",
                "    harness.visibleMessages == \(newest),",
                "    \(failure("the oldest is removed until \(limit) remain", "visible", "harness.visibleMessages"))",
                ")",
            ]
        case nil:
            body += [
                "try requireConformance(",
                "    harness.visibleMessages.count == \(limit),",
                "    \(failure("\(limit) visible at most", "visible", "harness.visibleMessages"))",
                ")",
            ]
        }
        block(body)
        return nil
    }

    private mutating func persistent() -> String? {
        requirements.formUnion([.present, .advance, .visibleMessages])
        block([
            "let harness = make()",
            "harness.present(message: \"A\", hasAction: false)",
            "harness.advance(by: .seconds(3600))",
            "try requireConformance(harness.visibleMessages.contains(\"A\"), \(failure("still visible an hour later")))",
        ])
        return nil
    }

    private mutating func placement(_ rule: Rule) -> String? {
        var checks: [String] = []
        func check(_ condition: String, _ text: String) {
            checks += ["try requireConformance(", "    \(condition),", "    \(failure(text, "frame", "frame"))", ")"]
        }
        // Width rules are about large screens ("on iPad"); edge and margin rules about phones.
        let screen = rule.maxWidth != nil ? "tablet" : "phone"
        if let edge = rule.edge, let offset = rule.offset {
            let expected =
                edge == "top" ? "screen.topInset + \(offset.swiftLiteral)" : "screen.height - screen.bottomInset - \(offset.swiftLiteral)"
            check(
                "abs(\(edge == "top" ? "frame.y" : "frame.maxY") - (\(expected))) < 0.5",
                "\(edge) edge \(offset.swiftLiteral) pt from the bars"
            )
        } else if let edge = rule.edge {
            let condition =
                edge == "top"
                ? "frame.y >= screen.topInset && frame.y < screen.height / 2"
                : "frame.maxY <= screen.height - screen.bottomInset + 0.5 && frame.y > screen.height / 2"
            check(condition, "sits at the \(edge)")
        }
        if let margin = rule.margin {
            check(
                "abs(frame.x - \(margin.swiftLiteral)) < 0.5 && abs(screen.width - frame.maxX - \(margin.swiftLiteral)) < 0.5",
                "\(margin.swiftLiteral) pt side margins"
            )
        }
        if let width = rule.maxWidth { check("frame.width <= \(width.swiftLiteral) + 0.5", "at most \(width.swiftLiteral) pt wide") }
        if rule.alignment == "center" { check("abs(frame.midX - screen.width / 2) < 0.5", "centred horizontally") }
        guard !checks.isEmpty else { return "no placement value to check" }
        requirements.formUnion([.present, .frame])
        block(
            [
                "let harness = make()",
                "let screen = ConformanceScreen.\(screen)",
                "harness.present(message: \"A\", hasAction: false)",
                "let frame = harness.frame(of: \"A\", on: screen)",
            ] + checks
        )
        return nil
    }

    private mutating func announce(_ rule: Rule) -> String? {
        requirements.formUnion([.present, .announcements])
        var body = [
            "let harness = make()",
            "harness.present(message: \"A\", hasAction: false)",
            "try requireConformance(",
            "    harness.announcements.contains { $0.contains(\"A\") },",
            "    \(failure("announced when it appears", "announced", "harness.announcements"))",
            ")",
        ]
        if let movesFocus = rule.movesFocus {
            requirements.insert(.focusedMessage)
            body += [
                "try requireConformance(",
                "    harness.focusedMessage \(movesFocus ? "==" : "!=") \"A\",",
                "    \(failure(movesFocus ? "focus moves to it" : "focus does not move to it"))",
                ")",
            ]
        }
        block(body)
        return nil
    }

    private mutating func maxLines(_ rule: Rule) -> String? {
        guard let lines = rule.lines else { return "no line count" }
        requirements.insert(.maximumMessageLines)
        block([
            "let harness = make()",
            "try requireConformance(",
            "    harness.maximumMessageLines == \(lines),",
            "    \(failure("at most \(lines) lines", "allowed", "harness.maximumMessageLines"))",
            ")",
        ])
        return nil
    }
}

extension Double {
    /// `7 s`, `4.5 s`.
    fileprivate var durationText: String { self == rounded() ? "\(Int(self)) s" : "\(self) s" }
}
