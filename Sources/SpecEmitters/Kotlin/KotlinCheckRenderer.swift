import SpecModel

/// Renders a statement's check steps as the Kotlin body of a check function (`make` gives fresh harnesses); the
/// counterpart of `SwiftCheckRenderer`.
struct KotlinCheckRenderer {
    /// The statement's place (`specs/snackbar.md:17`), which every failure message starts with.
    let location: String
    /// Whether the harness presents with `hasAction` (some check of the suite needs an action).
    let presentsWithAction: Bool
    /// The variants' raw values and the parts' identifiers, by the spec's names.
    let variantValues: [String: String]
    let partIdentifiers: [String: String]

    /// The body: one block as it is, several each in its own `run` scope.
    func lines(_ blocks: [[CheckStep]]) -> [String] {
        CheckBodyLayout.lines(blocks, scope: "run {") { block in ["val harness = make()"] + block.flatMap(lines) }
    }

    private func string(_ text: String) -> String { KotlinLiteral.string(text) }

    private func lines(_ step: CheckStep) -> [String] {
        switch step {
        case .arrange(let subject, let holds):
            switch subject {
            case .screenReaderRunning: return ["harness.isScreenReaderRunning = \(holds)"]
            case .pointerHovering: return ["harness.isPointerHovering = \(holds)"]
            case .keyboardFocused: return ["harness.isKeyboardFocused = \(holds)"]
            case .hasAction: return []
            }
        case .present(let message, let hasAction):
            return ["harness.present(\(string(message))\(presentsWithAction ? ", hasAction = \(hasAction)" : ""))"]
        case .presentVariant(let message, let variant):
            return ["harness.present(\(string(message)), variant = \(string(variantValues[variant] ?? variant)))"]
        case .presentEach(let messages):
            return ["for (message in \(list(messages))) harness.present(message\(presentsWithAction ? ", hasAction = false" : ""))"]
        case .advance(let milliseconds):
            return [
                milliseconds % 1000 == 0
                    ? "harness.advance(\(milliseconds / 1000).seconds)" : "harness.advance(\(milliseconds).milliseconds)"
            ]
        case .perform(let gesture, let message):
            return ["harness.perform(ConformanceGesture.\(KotlinIdentifier.entry(PlanName(gesture.rawValue))), \(string(message)))"]
        case .dismiss(let message):
            return ["harness.dismiss(\(string(message)))"]
        case .pressKey(let key, let message):
            return ["harness.press(ConformanceKey.\(KotlinIdentifier.entry(PlanName(key.rawValue))), \(string(message)))"]
        case .layout(let message, let screen):
            return [
                "val screen = ConformanceScreen.\(KotlinIdentifier.entry(PlanName(screen.rawValue)))",
                "val frame = harness.frame(\(string(message)), screen)",
            ]
        case .expect(let expectation, let failure):
            let (condition, observed) = self.condition(expectation)
            let text = String(string("\(location): \(failure)").dropLast()) + "; \(observed.label): ${\(observed.expression)}\""
            return ["requireConformance(\(condition)) { \(text) }"]
        }
    }

    /// The Kotlin condition, and the label and expression of what the failure message shows.
    private func condition(_ expectation: Expectation) -> (String, (label: String, expression: String)) {
        let visible = ("visible", "harness.visibleMessages")
        let frame = ("frame", "frame")
        switch expectation {
        case .visible(let message, let isVisible):
            return ("\(isVisible ? "" : "!")harness.visibleMessages.contains(\(string(message)))", visible)
        case .visibleMessages(let messages): return ("harness.visibleMessages == \(list(messages))", visible)
        case .visibleCount(let count): return ("harness.visibleMessages.size == \(count)", visible)
        case .dismissedMessages(let messages):
            return ("harness.dismissedMessages == \(list(messages))", ("dismissed", "harness.dismissedMessages"))
        case .performedActions(let messages):
            return ("harness.performedActions == \(list(messages))", ("performed", "harness.performedActions"))
        case .announced(let message):
            return ("harness.announcements.any { it.contains(\(string(message))) }", ("announced", "harness.announcements"))
        case .focused(let message, let isFocused):
            return ("harness.focusedMessage \(isFocused ? "==" : "!=") \(string(message))", ("focused", "harness.focusedMessage"))
        case .frameEdgeOffset(let edge, let offset):
            let value = KotlinLiteral.double(offset)
            let expected = edge == .top ? "screen.topInset + \(value)" : "screen.height - screen.bottomInset - \(value)"
            return ("abs(\(edge == .top ? "frame.y" : "frame.maxY") - (\(expected))) < 0.5", frame)
        case .frameAtEdge(let edge):
            return (
                edge == .top
                    ? "frame.y >= screen.topInset && frame.y < screen.height / 2"
                    : "frame.maxY <= screen.height - screen.bottomInset + 0.5 && frame.y > screen.height / 2",
                frame
            )
        case .frameSideMargins(let margin):
            let value = KotlinLiteral.double(margin)
            return ("abs(frame.x - \(value)) < 0.5 && abs(screen.width - frame.maxX - \(value)) < 0.5", frame)
        case .frameMaxWidth(let width): return ("frame.width <= \(KotlinLiteral.double(width)) + 0.5", frame)
        case .frameCentered: return ("abs(frame.midX - screen.width / 2) < 0.5", frame)
        case .renderedLines(let message, let atMost):
            return (
                "harness.renderedLines(\(string(message))).size in 1..\(atMost)",
                ("rendered", "harness.renderedLines(\(string(message)))")
            )
        case .partsVisible(let message, let parts):
            let required = parts.map { string(partIdentifiers[$0] ?? $0) }
            let shown = "harness.visibleParts(\(string(message)))"
            return ("\(shown).containsAll(setOf(\(required.joined(separator: ", "))))", ("parts", "\(shown).sorted()"))
        }
    }

    private func list(_ messages: [String]) -> String {
        "listOf<String>(" + messages.map(string).joined(separator: ", ") + ")"
    }
}
