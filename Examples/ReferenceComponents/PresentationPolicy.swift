/// How a presenter behaves: every documented behaviour is a value here, so a component is a configuration.
public struct PresentationPolicy: Sendable {
    /// What happens to messages beyond `maximumVisible`.
    public enum Overflow: Sendable {
        /// They wait and appear one by one as visible ones are dismissed.
        case queue
        /// The oldest visible one is removed.
        case evictOldest
        /// The newest is dropped (wrong for every spec here; kept for mutation tests).
        case evictNewest
    }

    /// How many messages may be visible at once.
    public var maximumVisible: Int
    /// What happens to the overflow.
    public var overflow: Overflow
    /// How long a message stays, given whether it has an action and VoiceOver is running; nil means until dismissed.
    public var dismissDelay: @Sendable (_ hasAction: Bool, _ isVoiceOverRunning: Bool) -> Duration?
    /// The gestures that dismiss a message.
    public var dismissGestures: Set<Gesture>
    /// Where a message is laid out.
    public var placement: Placement
    /// The most lines a message wraps to.
    public var maximumMessageLines: Int
    /// How many characters fit on a line (a phone-width label of body text).
    public var charactersPerLine = 44
    /// How long after being presented a message appears (a tooltip waits for the pointer to rest).
    public var appearanceDelay: Duration
    /// What stops the dismiss timer while it lasts.
    public var timerPauses: Set<TimerPause>
    /// Whether the Escape key dismisses the frontmost message.
    public var dismissesOnEscape: Bool
    /// How long a message of a variant stays, when that variant has its own timing, by the variant's raw value.
    public var variantDismissDelays: [String: Duration] = [:]
    /// The anatomy parts a visible message shows, by accessibility identifier (`banner.messageText`).
    public var parts: Set<String> = []

    /// Creates a policy.
    public init(
        maximumVisible: Int,
        overflow: Overflow,
        dismissDelay: @escaping @Sendable (Bool, Bool) -> Duration?,
        dismissGestures: Set<Gesture>,
        placement: Placement,
        maximumMessageLines: Int,
        appearanceDelay: Duration = .zero,
        timerPauses: Set<TimerPause> = [],
        dismissesOnEscape: Bool = false
    ) {
        self.maximumVisible = maximumVisible
        self.overflow = overflow
        self.dismissDelay = dismissDelay
        self.dismissGestures = dismissGestures
        self.placement = placement
        self.maximumMessageLines = maximumMessageLines
        self.appearanceDelay = appearanceDelay
        self.timerPauses = timerPauses
        self.dismissesOnEscape = dismissesOnEscape
    }

    /// A situation that stops the dismiss timer.
    public enum TimerPause: Sendable, Hashable {
        /// The pointer hovers over the message.
        case hover
        /// The message or one of its controls has keyboard focus.
        case focus
    }
}

/// A gesture on a presented message.
public enum Gesture: Sendable, Hashable, CaseIterable {
    case tapClose
    case tapAnywhere
    case tapAction
    case swipe
    case swipeLeft
    case swipeRight
    case swipeUp
    case swipeDown
}
