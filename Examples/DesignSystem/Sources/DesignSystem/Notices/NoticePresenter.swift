/// Presents notices the way a UIKit controller does: it owns the views, lays them out in the window, runs their
/// dismiss timers on an injected clock, and reports to its delegate-style callbacks. `@MainActor`, like UIKit.
@MainActor public final class NoticePresenter {
    /// The behaviour.
    public var style: NoticeStyle
    /// The views in the window, oldest first (hidden ones wait out an appearance delay).
    public private(set) var views: [NoticeView] = []
    /// Called when a notice leaves, with its message (`onDismiss` of the spec's API).
    public var onDismiss: (String) -> Void = { _ in }
    /// Called when a notice's action runs.
    public var onAction: (String) -> Void = { _ in }
    /// Posts an announcement (`UIAccessibility.post(notification: .announcement, …)` in an app).
    public var announce: (String) -> Void = { _ in }
    /// Whether VoiceOver runs (`UIAccessibility.isVoiceOverRunning`).
    public var isVoiceOverRunning: () -> Bool = { false }

    private let clock: any NoticeClock
    private var waiting: [NoticeView] = []
    private var isHovered = false
    private var isFocused = false

    /// Creates a presenter whose timers run on `clock`.
    public init(style: NoticeStyle, clock: any NoticeClock) {
        self.style = style
        self.clock = clock
    }

    /// The messages a person sees, oldest first.
    public var visibleMessages: [String] { views.filter { !$0.isHidden }.map(\.message) }

    /// Shows a notice (as the variant with raw value `variant`, if given), or queues it, or makes room by evicting the
    /// oldest.
    public func show(_ message: String, hasAction: Bool = false, variant: String? = nil) {
        let view = NoticeView(message: message, hasAction: hasAction, numberOfLines: style.numberOfLines)
        view.variant = variant
        view.partIdentifiers = style.parts
        guard views.count >= style.maximumVisible else { return add(view) }
        switch style.overflow {
        case .queue: waiting.append(view)
        case .evictOldest:
            add(view)
            while views.count > style.maximumVisible, let oldest = views.first { remove(oldest) }
        }
    }

    /// Handles a gesture on the notice showing `message`.
    public func handle(_ gesture: NoticeGesture, on message: String) {
        guard let view = views.first(where: { $0.message == message }), style.dismissGestures.contains(gesture) else { return }
        if gesture == .tapAction, view.hasAction { onAction(message) }
        remove(view)
    }

    /// Handles Escape while the notice showing `message` is frontmost.
    public func pressEscape(on message: String) {
        guard style.escapeDismisses, let view = views.last(where: { $0.message == message }) else { return }
        remove(view)
    }

    /// Removes the notice showing `message`, as its caller would.
    public func dismiss(_ message: String) {
        if let view = views.first(where: { $0.message == message }) { remove(view) } else { waiting.removeAll { $0.message == message } }
    }

    /// The pointer enters or leaves the notices.
    public func setHovered(_ hovered: Bool) {
        isHovered = hovered
        updateTimers()
    }

    /// A notice's control gains or loses keyboard focus.
    public func setFocused(_ focused: Bool) {
        isFocused = focused
        updateTimers()
    }

    /// Lays every view out in a window of `width` × `height` with bars of `topInset` and `bottomInset`.
    public func layout(width: Double, height: Double, topInset: Double, bottomInset: Double) {
        let noticeWidth = min(width - 2 * style.horizontalMargin, style.maximumWidth ?? .infinity)
        let y = style.atTop ? topInset + style.edgeOffset : height - bottomInset - style.edgeOffset - style.height
        for view in views {
            view.frame = NoticeRect(x: (width - noticeWidth) / 2, y: y, width: noticeWidth, height: style.height)
        }
    }

    private var isPaused: Bool { (isHovered && style.pausesWhileHovered) || (isFocused && style.pausesWhileFocused) }

    private func add(_ view: NoticeView) {
        views.append(view)
        announce(view.message)
        if style.appearanceDelay > .zero {
            view.isHidden = true
            view.timer = clock.schedule(after: style.appearanceDelay) { [weak self, weak view] in
                guard let self, let view else { return }
                view.isHidden = false
                // The appearance timer has fired: the dismiss timer takes its place.
                view.timer = nil
                self.startTimer(of: view)
            }
        } else {
            startTimer(of: view)
        }
    }

    private func startTimer(of view: NoticeView) {
        view.remaining = view.variant.flatMap { style.variantDismissDelays[$0] } ?? style.dismissDelay(view.hasAction, isVoiceOverRunning())
        updateTimers()
    }

    /// Pauses running timers (keeping what is left) or resumes paused ones.
    private func updateTimers() {
        for view in views where !view.isHidden {
            if isPaused, let timer = view.timer {
                view.remaining = timer.deadline - clock.now
                timer.invalidate()
                view.timer = nil
            } else if !isPaused, view.timer == nil, let remaining = view.remaining {
                view.timer = clock.schedule(after: remaining) { [weak self, weak view] in
                    guard let self, let view else { return }
                    self.remove(view)
                }
            }
        }
    }

    private func remove(_ view: NoticeView) {
        guard let index = views.firstIndex(where: { $0 === view }) else { return }
        views.remove(at: index)
        view.timer?.invalidate()
        view.timer = nil
        onDismiss(view.message)
        while views.count < style.maximumVisible, !waiting.isEmpty { add(waiting.removeFirst()) }
    }
}
