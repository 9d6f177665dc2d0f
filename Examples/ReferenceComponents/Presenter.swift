/// Headless presentation logic for snackbars, stacks, banners, toasts and tooltips: which messages are visible,
/// when they appear and leave, and what was announced. Time is an input (`advance(by:)`), so behaviour is exact
/// and testable.
public final class Presenter {
    private struct Item {
        var message: String
        var hasAction: Bool
        /// The variant's raw value, when it was presented as one.
        var variant: String?
        /// When it shows (after the policy's appearance delay).
        var appearsAt: Duration
        var deadline: Duration?
    }

    /// The behaviour.
    public let policy: PresentationPolicy
    /// Whether VoiceOver is running; read when a message is shown.
    public var isVoiceOverRunning = false
    /// Whether the pointer hovers over the messages; pauses their timers when the policy says so.
    public var isPointerHovering = false
    /// Whether a message has keyboard focus; pauses their timers when the policy says so.
    public var isKeyboardFocused = false
    /// Time since the presenter was created.
    public private(set) var now: Duration = .zero
    /// Messages reported as dismissed, in order.
    public private(set) var dismissed: [String] = []
    /// Messages whose action was performed, in order.
    public private(set) var performedActions: [String] = []
    /// Text announced to assistive technology, in order.
    public private(set) var announcements: [String] = []

    private var visible: [Item] = []
    private var waiting: [Item] = []

    /// Creates a presenter with `policy`.
    public init(policy: PresentationPolicy) {
        self.policy = policy
    }

    /// The visible messages, oldest first (those still waiting out their appearance delay are not).
    public var visibleMessages: [String] { visible.filter { $0.appearsAt <= now }.map(\.message) }

    /// Whether the timers stand still now.
    private var isTimerPaused: Bool {
        (isPointerHovering && policy.timerPauses.contains(.hover)) || (isKeyboardFocused && policy.timerPauses.contains(.focus))
    }

    /// Presents a message (as the variant with raw value `variant`, if given), queueing or evicting per the policy.
    public func present(_ message: String, hasAction: Bool = false, variant: String? = nil) {
        let item = Item(message: message, hasAction: hasAction, variant: variant, appearsAt: now, deadline: nil)
        guard visible.count >= policy.maximumVisible else { return show(item) }
        switch policy.overflow {
        case .queue:
            waiting.append(item)
        case .evictOldest:
            show(item)
            while visible.count > policy.maximumVisible { remove(at: 0) }
        case .evictNewest:
            dismissed.append(item.message)
        }
    }

    /// Moves time forward, dismissing messages whose time is up in the order their deadlines fall; while the
    /// timers are paused, deadlines move with the clock.
    public func advance(by duration: Duration) {
        let target = now + duration
        if isTimerPaused {
            for index in visible.indices { visible[index].deadline = visible[index].deadline.map { $0 + duration } }
        }
        while let (index, deadline) = nextDeadline(by: target) {
            now = deadline
            remove(at: index)
        }
        now = target
    }

    /// Performs a gesture on the visible message `message`; dismisses it when the policy allows the gesture.
    public func perform(_ gesture: Gesture, on message: String) {
        guard let index = visible.firstIndex(where: { $0.message == message }), policy.dismissGestures.contains(gesture) else { return }
        if gesture == .tapAction {
            guard visible[index].hasAction else { return }
            performedActions.append(message)
        }
        remove(at: index)
    }

    /// Presses Escape on the visible message `message`; dismisses it when the policy says so.
    public func pressEscape(on message: String) {
        guard policy.dismissesOnEscape, let index = visible.firstIndex(where: { $0.message == message }) else { return }
        remove(at: index)
    }

    /// Dismisses `message` as its caller would (programmatically).
    public func dismiss(_ message: String) {
        if let index = visible.firstIndex(where: { $0.message == message }) {
            remove(at: index)
        } else {
            waiting.removeAll { $0.message == message }
        }
    }

    /// The anatomy parts (accessibility identifiers) the visible message `message` shows; none when it is not visible.
    public func visibleParts(of message: String) -> Set<String> {
        visibleMessages.contains(message) ? policy.parts : []
    }

    /// The lines `message` renders in: wrapped at the policy's characters per line, cut to its line limit.
    public func renderedLines(of message: String) -> [String] {
        TextWrapping.lines(of: message, width: policy.charactersPerLine, limit: policy.maximumMessageLines)
    }

    /// Where `message` is laid out on `screen`.
    public func frame(of message: String, on screen: ScreenMetrics) -> Frame {
        policy.placement.frame(on: screen)
    }

    /// The visible message whose time runs out first, if that is no later than `limit`.
    private func nextDeadline(by limit: Duration) -> (index: Int, deadline: Duration)? {
        visible.enumerated()
            .compactMap { index, item in item.deadline.map { (index, $0) } }
            .filter { $0.1 <= limit }
            .min { $0.1 < $1.1 }
    }

    private func show(_ item: Item) {
        var item = item
        item.appearsAt = now + policy.appearanceDelay
        // A variant with its own timing uses it; every other message the policy's.
        let delay = item.variant.flatMap { policy.variantDismissDelays[$0] } ?? policy.dismissDelay(item.hasAction, isVoiceOverRunning)
        item.deadline = delay.map { item.appearsAt + $0 }
        visible.append(item)
        // Announced without moving focus: the person's current work is not interrupted.
        announcements.append(item.message)
    }

    private func remove(at index: Int) {
        dismissed.append(visible.remove(at: index).message)
        while visible.count < policy.maximumVisible, !waiting.isEmpty { show(waiting.removeFirst()) }
    }
}
