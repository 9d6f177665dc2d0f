/// One thing a conformance harness must let a suite do or observe; a suite asks only for what its steps use.
public enum HarnessRequirement: Int, CaseIterable, Comparable, Sendable {
    /// Presents a message (no action is ever needed).
    case present
    /// Presents a message, with or without an action; replaces `present` when any check needs an action.
    case presentWithAction
    /// Presents a message as one of the component's variants; asked for only when a rule is stated for a variant.
    case presentVariant
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
    case renderedLines
    case pointerHover
    case keyboardFocus
    case keyPress
    /// Reports the anatomy parts a presented component shows.
    case visibleParts

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
            case .present(_, let hasAction): needed.insert(hasAction ? .presentWithAction : .present)
            case .presentVariant: needed.insert(.presentVariant)
            case .presentEach: needed.insert(.present)
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
                case .renderedLines: needed.insert(.renderedLines)
                case .partsVisible: needed.insert(.visibleParts)
                }
            }
        }
        return needed
    }

    /// The requirements of a whole suite: one `present` form, the one with an action when any check needs it.
    static func needed(byBlocks blocks: [[CheckStep]]) -> Set<HarnessRequirement> {
        var needed = blocks.reduce(into: Set<HarnessRequirement>()) { $0.formUnion(Self.needed(by: $1)) }
        if needed.contains(.presentWithAction) { needed.remove(.present) }
        return needed
    }
}
