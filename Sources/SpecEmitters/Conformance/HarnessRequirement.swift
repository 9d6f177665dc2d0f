/// One thing a conformance harness must let a suite do or observe; a suite asks only for what its steps use.
public enum HarnessRequirement: Int, CaseIterable, Comparable, Sendable {
    case present
    case advance
    case visibleMessages
    case voiceOver
    case perform
    case dismissedMessages
    case performedActions
    case dismiss
    case frame
    case announcements
    case focusedMessage
    case maximumMessageLines
    case pointerHover
    case keyboardFocus
    case keyPress

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the steps of a check need of the harness.
    static func needed(by steps: [CheckStep]) -> Set<HarnessRequirement> {
        var needed: Set<HarnessRequirement> = []
        for step in steps {
            switch step {
            case .arrange(let subject, _):
                switch subject {
                case .screenReaderRunning: needed.insert(.voiceOver)
                case .pointerHovering: needed.insert(.pointerHover)
                case .keyboardFocused: needed.insert(.keyboardFocus)
                case .hasAction: break
                }
            case .present, .presentEach: needed.insert(.present)
            case .advance: needed.insert(.advance)
            case .perform: needed.insert(.perform)
            case .dismiss: needed.insert(.dismiss)
            case .pressKey: needed.insert(.keyPress)
            case .layout: needed.insert(.frame)
            case .expect(let expectation, _):
                switch expectation {
                case .visible, .visibleMessages, .visibleCount: needed.insert(.visibleMessages)
                case .dismissedMessages: needed.insert(.dismissedMessages)
                case .performedActions: needed.insert(.performedActions)
                case .announced: needed.insert(.announcements)
                case .focused: needed.insert(.focusedMessage)
                case .frameEdgeOffset, .frameAtEdge, .frameSideMargins, .frameMaxWidth, .frameCentered: needed.insert(.frame)
                case .maximumMessageLines: needed.insert(.maximumMessageLines)
                }
            }
        }
        return needed
    }
}
