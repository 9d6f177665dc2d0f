import SpecModel

/// Renders a statement's check steps as the Swift body of a check function (`make` gives fresh harnesses).
struct SwiftCheckRenderer {
    /// The statement's place (`specs/snackbar.md:17`), which every failure message starts with.
    let location: String
    /// Whether the harness presents with `hasAction:` (some check of the suite needs an action).
    let presentsWithAction: Bool
    /// The Swift names of the component's variants and parts, for the steps that name one.
    let cases: SwiftComponentCases?

    /// Messages longer than this are bound to `longMessage` once instead of being repeated.
    private static let longMessageLength = 60

    /// The body: one block as it is, several each in its own `do` scope.
    func lines(_ blocks: [[CheckStep]]) -> [String] {
        CheckBodyLayout.lines(blocks, scope: "do {") { block in
            var renderer = self
            var lines = ["let harness = make()"]
            if let long = block.lazy.compactMap(\.presentedMessage).first(where: { $0.count > Self.longMessageLength }) {
                renderer.longMessage = long
                lines.append("let longMessage = \(SwiftLiteral.string(long))")
            }
            return lines + block.flatMap(renderer.lines)
        }
    }

    /// The long message of the block being rendered.
    private var longMessage: String? = nil

    /// A renderer for the checks of the statement at `location`.
    init(location: String, presentsWithAction: Bool = true, cases: SwiftComponentCases? = nil) {
        self.location = location
        self.presentsWithAction = presentsWithAction
        self.cases = cases
    }

    /// A message as Swift: its literal, or `longMessage`.
    private func literal(_ message: String) -> String {
        message == longMessage ? "longMessage" : SwiftLiteral.string(message)
    }

    private func lines(_ step: CheckStep) -> [String] {
        switch step {
        case .arrange(let subject, let holds):
            switch subject {
            case .screenReaderRunning: return ["harness.isVoiceOverRunning = \(holds)"]
            case .pointerHovering: return ["harness.isPointerHovering = \(holds)"]
            case .keyboardFocused: return ["harness.isKeyboardFocused = \(holds)"]
            case .hasAction: return []
            }
        case .present(let message, let hasAction):
            return ["harness.present(message: \(literal(message))\(presentsWithAction ? ", hasAction: \(hasAction)" : ""))"]
        case .presentVariant(let message, let variant):
            let value = cases?.variantValues[variant] ?? variant
            return ["harness.present(message: \(literal(message)), variant: \(SwiftLiteral.string(value)))"]
        case .presentEach(let messages):
            return [
                "for message in \(array(messages)) { harness.present(message: message\(presentsWithAction ? ", hasAction: false" : "")) }"
            ]
        case .advance(let milliseconds):
            return [
                milliseconds % 1000 == 0
                    ? "harness.advance(by: .seconds(\(milliseconds / 1000)))" : "harness.advance(by: .milliseconds(\(milliseconds)))"
            ]
        case .perform(let gesture, let message):
            return ["harness.perform(.\(gesture.rawValue), on: \(SwiftLiteral.string(message)))"]
        case .dismiss(let message):
            return ["harness.dismiss(message: \(SwiftLiteral.string(message)))"]
        case .pressKey(let key, let message):
            return ["harness.press(.\(key.rawValue), on: \(SwiftLiteral.string(message)))"]
        case .layout(let message, let screen):
            return [
                "let screen = ConformanceScreen.\(screen.rawValue)",
                "let frame = harness.frame(of: \(SwiftLiteral.string(message)), on: screen)",
            ]
        case .expect(let expectation, let failure):
            let (condition, observed) = self.condition(expectation)
            return [
                "try requireConformance(",
                "    \(condition),",
                "    \(message(failure, observed: observed))",
                ")",
            ]
        }
    }

    /// The Swift condition, and the label and expression of what the failure message shows.
    private func condition(_ expectation: Expectation) -> (String, (label: String, expression: String)) {
        let visible = ("visible", "harness.visibleMessages")
        let frame = ("frame", "frame")
        switch expectation {
        case .visible(let message, let isVisible):
            return ("\(isVisible ? "" : "!")harness.visibleMessages.contains(\(SwiftLiteral.string(message)))", visible)
        case .visibleMessages(let messages): return ("harness.visibleMessages == \(array(messages))", visible)
        case .visibleCount(let count): return ("harness.visibleMessages.count == \(count)", visible)
        case .dismissedMessages(let messages):
            return ("harness.dismissedMessages == \(array(messages))", ("dismissed", "harness.dismissedMessages"))
        case .performedActions(let messages):
            return ("harness.performedActions == \(array(messages))", ("performed", "harness.performedActions"))
        case .announced(let message):
            return (
                "harness.announcements.contains { $0.contains(\(SwiftLiteral.string(message))) }", ("announced", "harness.announcements")
            )
        case .focused(let message, let isFocused):
            return (
                "harness.focusedMessage \(isFocused ? "==" : "!=") \(SwiftLiteral.string(message))",
                ("focused", "String(describing: harness.focusedMessage)")
            )
        case .frameEdgeOffset(let edge, let offset):
            let expected =
                edge == .top
                ? "screen.topInset + \(offset.swiftLiteral)" : "screen.height - screen.bottomInset - \(offset.swiftLiteral)"
            return ("abs(\(edge == .top ? "frame.y" : "frame.maxY") - (\(expected))) < 0.5", frame)
        case .frameAtEdge(let edge):
            return (
                edge == .top
                    ? "frame.y >= screen.topInset && frame.y < screen.height / 2"
                    : "frame.maxY <= screen.height - screen.bottomInset + 0.5 && frame.y > screen.height / 2",
                frame
            )
        case .frameSideMargins(let margin):
            return (
                "abs(frame.x - \(margin.swiftLiteral)) < 0.5 && abs(screen.width - frame.maxX - \(margin.swiftLiteral)) < 0.5", frame
            )
        case .frameMaxWidth(let width): return ("frame.width <= \(width.swiftLiteral) + 0.5", frame)
        case .frameCentered: return ("abs(frame.midX - screen.width / 2) < 0.5", frame)
        case .renderedLines(let message, let atMost):
            return (
                "(1...\(atMost)).contains(harness.renderedLines(of: \(literal(message))).count)",
                ("rendered", "harness.renderedLines(of: \(literal(message)))")
            )
        case .partsVisible(let message, let parts):
            let required = parts.map { SwiftLiteral.string(cases?.partIdentifiers[$0] ?? $0) }
            let shown = "harness.visibleParts(of: \(literal(message)))"
            return ("\(shown).isSuperset(of: [\(required.joined(separator: ", "))])", ("parts", "\(shown).sorted()"))
        }
    }

    /// A failure message literal naming the spec's place, then what the harness showed.
    private func message(_ text: String, observed: (label: String, expression: String)) -> String {
        let literal = SwiftLiteral.string("\(location): \(text)")
        return String(literal.dropLast()) + "; \(observed.label): \\(\(observed.expression))\""
    }

    private func array(_ messages: [String]) -> String {
        "[" + messages.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }
}

extension CheckStep {
    /// The message this step presents, if it presents one.
    fileprivate var presentedMessage: String? {
        switch self {
        case .present(let message, _), .presentVariant(let message, _): message
        default: nil
        }
    }
}
