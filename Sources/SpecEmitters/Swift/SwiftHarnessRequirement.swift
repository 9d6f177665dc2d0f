extension HarnessRequirement {
    /// The doc comment and the protocol requirement; `modelName` is the component's configuration model, if any,
    /// which `present` tells the implementer to build from the message; `cases` names the variant and part types the
    /// raw values come from (the suite names no generated type, so it needs no import); `text` is the model's text
    /// parameter (`PrimaryTextParameter`), which carries the message.
    func declaration(modelName: String?, cases: SwiftComponentCases, text: String = "message") -> (doc: String, code: String) {
        let carrying = text == "message" ? "carrying `message`" : "carrying `message` as its `\(text)`"
        let model = modelName.map { " (a `\($0)` \(carrying), its other fields at their defaults)" } ?? ""
        let shows = "Shows a new component with `message`" + model
        return switch self {
        case .present: (shows + ".", "func present(message: String)")
        case .presentWithAction:
            (shows + "; `hasAction` gives it an action button.", "func present(message: String, hasAction: Bool)")
        case .presentVariant:
            (
                "Shows a new component with `message`, as the variant whose raw value is `variant` (`\(cases.variantType)(rawValue:)`)"
                    + model + ".",
                "func present(message: String, variant: String)"
            )
        case .advance: ("Moves the implementation's clock forward by `duration`.", "func advance(by duration: Duration)")
        case .visibleMessages: ("The messages on screen, oldest first.", "var visibleMessages: [String] { get }")
        case .voiceOver: ("Whether VoiceOver (or another screen reader) is running.", "var isVoiceOverRunning: Bool { get set }")
        case .perform:
            ("Performs `gesture` on the component showing `message`.", "func perform(_ gesture: ConformanceGesture, on message: String)")
        case .dismissedMessages:
            ("Messages whose dismissal was reported to the caller, in order.", "var dismissedMessages: [String] { get }")
        case .performedActions: ("Messages whose action was performed, in order.", "var performedActions: [String] { get }")
        case .dismiss: ("Dismisses the component showing `message`, as its caller would.", "func dismiss(message: String)")
        case .frame:
            (
                "Where the component showing `message` is laid out on `screen`.",
                "func frame(of message: String, on screen: ConformanceScreen) -> ConformanceRect"
            )
        case .announcements: ("Text announced to assistive technology, in order.", "var announcements: [String] { get }")
        case .focusedMessage:
            ("The message whose component took accessibility focus, if focus moved to one.", "var focusedMessage: String? { get }")
        case .renderedLines:
            (
                "The lines the component showing `message` renders, after wrapping and truncation (read them from its label's layout).",
                "func renderedLines(of message: String) -> [String]"
            )
        case .pointerHover:
            ("Whether the pointer hovers over the presented component.", "var isPointerHovering: Bool { get set }")
        case .keyboardFocus:
            ("Whether the presented component (or one of its controls) has keyboard focus.", "var isKeyboardFocused: Bool { get set }")
        case .keyPress:
            ("Presses `key` while the component showing `message` is frontmost.", "func press(_ key: ConformanceKey, on message: String)")
        case .visibleParts:
            (
                "The accessibility identifiers of the anatomy parts the component showing `message` has on screen"
                    + (cases.partType.map { " (`\($0).rawValue`)" } ?? "") + ".",
                "func visibleParts(of message: String) -> Set<String>"
            )
        }
    }
}
