/// The Kotlin declaration of each harness requirement (the counterpart of `SwiftHarnessRequirement`).
extension HarnessRequirement {
    /// The KDoc line and the interface member.
    func kotlinDeclaration(modelName: String?) -> (doc: String, code: String) {
        let model = modelName.map { " (a `\($0)` carrying `message`, its other fields at their defaults)" } ?? ""
        let shows = "Shows a new component with `message`" + model
        return switch self {
        case .present: (shows + ".", "fun present(message: String)")
        case .presentWithAction: (shows + "; `hasAction` gives it an action button.", "fun present(message: String, hasAction: Boolean)")
        case .presentVariant:
            (
                "Shows a new component with `message`, as the variant whose raw value is `variant`" + model + ".",
                "fun present(message: String, variant: String)"
            )
        case .advance:
            (
                "Moves the implementation's clock forward by `duration` (a virtual clock: no real time passes).",
                "fun advance(duration: Duration)"
            )
        case .visibleMessages: ("The messages on screen, oldest first.", "val visibleMessages: List<String>")
        case .voiceOver: ("Whether TalkBack (or another screen reader) is running.", "var isScreenReaderRunning: Boolean")
        case .perform:
            ("Performs `gesture` on the component showing `message`.", "fun perform(gesture: ConformanceGesture, message: String)")
        case .dismissedMessages: ("Messages whose dismissal was reported to the caller, in order.", "val dismissedMessages: List<String>")
        case .performedActions: ("Messages whose action was performed, in order.", "val performedActions: List<String>")
        case .dismiss: ("Dismisses the component showing `message`, as its caller would.", "fun dismiss(message: String)")
        case .frame:
            (
                "Where the component showing `message` is laid out on `screen`.",
                "fun frame(message: String, screen: ConformanceScreen): ConformanceRect"
            )
        case .announcements: ("Text announced to assistive technology, in order.", "val announcements: List<String>")
        case .focusedMessage:
            ("The message whose component took accessibility focus, if focus moved to one.", "val focusedMessage: String?")
        case .renderedLines:
            (
                "The lines the component showing `message` renders, after wrapping and truncation.",
                "fun renderedLines(message: String): List<String>"
            )
        case .pointerHover: ("Whether the pointer hovers over the presented component.", "var isPointerHovering: Boolean")
        case .keyboardFocus:
            ("Whether the presented component (or one of its controls) has keyboard focus.", "var isKeyboardFocused: Boolean")
        case .keyPress:
            ("Presses `key` while the component showing `message` is frontmost.", "fun press(key: ConformanceKey, message: String)")
        case .visibleParts:
            (
                "The identifiers of the anatomy parts the component showing `message` has on screen.",
                "fun visibleParts(message: String): Set<String>"
            )
        }
    }
}
