import SpecModel

/// Renders a statement's check steps as the Swift body of a check function (`make` gives fresh harnesses).
struct SwiftCheckRenderer {
    /// The statement's place (`specs/snackbar.md:17`), which every failure message starts with.
    let location: String

    /// The body: one block as it is, several each in its own `do` scope.
    func lines(_ blocks: [[CheckStep]]) -> [String] {
        let rendered = blocks.map { ["let harness = make()"] + $0.flatMap(lines) }
        guard rendered.count > 1 else { return rendered.first ?? [] }
        return rendered.flatMap { ["do {"] + $0.map { "    " + $0 } + ["}"] }
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
            return ["harness.present(message: \(SwiftLiteral.string(message)), hasAction: \(hasAction))"]
        case .presentEach(let messages):
            return ["for message in \(array(messages)) { harness.present(message: message, hasAction: false) }"]
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
        case .maximumMessageLines(let lines):
            return ("harness.maximumMessageLines == \(lines)", ("allowed", "harness.maximumMessageLines"))
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
